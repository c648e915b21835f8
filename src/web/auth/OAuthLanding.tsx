/**
 * /oauth/callback: where Google or Microsoft sign-in comes back. Tokens in the query are stored, the
 * query is wiped from the address bar and history, the profile is loaded, and the user goes to
 * /dashboard. An `error` explains itself and offers the way back to /login.
 */
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import { Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { session } from '../providers/session';
import { AuthShell } from './AuthShell';
import { AFTER_LOGIN_PATH } from './LoginForm';
import {
  LANDING_ERRORS,
  type OAuthResult,
  oauthErrorKey,
  passwordHintFits,
  providerName,
  readOAuthResult,
} from './oauthResult';
import { StatusView } from './StatusView';
import { useAppAuthProvider } from './useAppAuthProvider';

export function OAuthLanding() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { search } = useLocation();
  const queryClient = useQueryClient();
  const authProvider = useAppAuthProvider();
  // Read once: the address is wiped right after, and React may render this twice.
  const [result] = useState<OAuthResult>(() => readOAuthResult(search));
  const [failure, setFailure] = useState<{ error: string; provider: string | null } | null>(
    result.kind === 'error' ? result : null,
  );
  const started = useRef(false);

  useEffect(() => {
    if (result.kind !== 'tokens' || started.current) return;
    started.current = true;
    session.clear();
    session.store(result.tokens);
    // Tokens must not linger in the address bar, the history or a shared screenshot.
    window.history.replaceState(window.history.state, '', window.location.pathname);
    authProvider
      .getProfile()
      .then(async () => {
        await queryClient.invalidateQueries({ queryKey: ['auth'] });
        navigate(AFTER_LOGIN_PATH, { replace: true });
      })
      .catch(() => {
        session.clear();
        setFailure({ error: LANDING_ERRORS.profileError, provider: null });
      });
  }, [result, authProvider, navigate, queryClient]);

  if (!failure) {
    return (
      <AuthShell>
        <Stack spacing={2} sx={{ alignItems: 'center', py: 6 }} role="status" data-state="signing-in">
          <CircularProgress size={32} />
          <Typography color="text.secondary">{translate('app.auth.oauth.signingIn')}</Typography>
        </Stack>
      </AuthShell>
    );
  }

  const provider = providerName(failure.provider) ?? translate('app.auth.oauth.otherProvider');
  return (
    <AuthShell>
      <StatusView
        state="error"
        tone="error"
        icon={<ErrorOutlineIcon />}
        title={translate('app.auth.oauth.failedTitle')}
        actions={
          <Button component={RouterLink} to="/login" replace variant="contained" size="large" fullWidth>
            {translate('app.auth.oauth.backToLogin')}
          </Button>
        }
      >
        <Typography sx={{ color: 'text.primary' }}>
          {translate(oauthErrorKey(failure.error), { provider })}
        </Typography>
        {passwordHintFits(failure.error) ? (
          <Typography variant="body2" sx={{ mt: 1 }}>
            {translate('app.auth.oauth.hint')}
          </Typography>
        ) : null}
      </StatusView>
    </AuthShell>
  );
}

export default OAuthLanding;
