/**
 * /login (react-admin's `loginPage`) and, through `variant`, the admin entrance /admin/login.
 * A visitor who is already signed in goes straight to /dashboard.
 */
import { CircularProgress, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useCheckAuth, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { session } from '../providers/session';
import { AuthShell } from './AuthShell';
import { AFTER_LOGIN_PATH, LoginForm, type LoginFormProps } from './LoginForm';

export function LoginPage(props: LoginFormProps) {
  const translate = useTranslate();
  const checkAuth = useCheckAuth();
  const navigate = useNavigate();
  // Only a browser holding tokens has a session to check; everyone else sees the form at once.
  const [checking, setChecking] = useState(() => session.hasTokens());

  useEffect(() => {
    let active = true;
    checkAuth({}, false)
      .then(() => {
        if (active) navigate(AFTER_LOGIN_PATH, { replace: true });
      })
      .catch(() => {
        if (active) setChecking(false);
      });
    return () => {
      active = false;
    };
  }, [checkAuth, navigate]);

  return (
    <AuthShell>
      {checking ? (
        <Stack spacing={2} sx={{ alignItems: 'center', py: 6 }} role="status">
          <CircularProgress size={32} />
          <Typography color="text.secondary">{translate('app.auth.login.checking')}</Typography>
        </Stack>
      ) : (
        <LoginForm {...props} />
      )}
    </AuthShell>
  );
}
