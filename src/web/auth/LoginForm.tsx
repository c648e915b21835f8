/**
 * The sign-in form shared by /login and /admin/login: e-mail and password checked with the domain's
 * `loginSchema`, the server's refusal shown in the user's language, inputs locked for a blocked
 * user, Google and Microsoft buttons, and the forgot-password modal.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import BlockIcon from '@mui/icons-material/Block';
import { Alert, Box, Button, Chip, Divider, Link, Stack, TextField, Typography } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useLogin, useTranslate } from 'react-admin';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import type { z } from 'zod';
import { loginSchema } from '../../domain/auth';
import { ERROR_CODES } from '../../domain/errors';
import { LoginError } from '../providers/authProvider';
import { forgetReturnPage, returnPageOf } from '../providers/returnPage';
import { useTenantTheme } from '../tenantTheme';
import { OAuthButtons, type OAuthButtonsProps } from './OAuthButtons';
import { PasswordField } from './PasswordField';

// The recovery modal downloads when it is first asked for (or the link is pointed at): most
// visits sign in without it, and the sign-in page is the first download.
const loadForgotDialog = () => import('./ForgotPasswordDialog');
const ForgotPasswordDialog = lazy(() =>
  loadForgotDialog().then((m) => ({ default: m.ForgotPasswordDialog })),
);

type Input = z.input<typeof loginSchema>;
type Output = z.output<typeof loginSchema>;

export const AFTER_LOGIN_PATH = '/dashboard';

export interface LoginFormProps {
  variant?: 'user' | 'admin';
  /** Passed to the OAuth buttons (tests replace the browser navigation). */
  onOAuthLeave?: OAuthButtonsProps['onLeave'];
}

interface Refusal {
  message: string;
  blocked: boolean;
}

export function LoginForm({ variant = 'user', onOAuthLeave }: LoginFormProps) {
  const translate = useTranslate();
  const tenant = useTenantTheme();
  const login = useLogin();
  const location = useLocation();
  // The page the user had asked for when the session ended (or before signing in).
  const returnTo = returnPageOf(location.state);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [forgotOpen, setForgotOpen] = useState(false);
  const [forgotAsked, setForgotAsked] = useState(false);
  const {
    register,
    handleSubmit,
    getValues,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Input, unknown, Output>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });

  const submit = handleSubmit(async (values) => {
    setRefusal(null);
    try {
      await login(values, returnTo ?? AFTER_LOGIN_PATH);
      forgetReturnPage();
    } catch (error) {
      const failure = error instanceof LoginError ? error : null;
      setRefusal({
        message: failure?.status === undefined ? translate('app.auth.login.networkError') : failure.message,
        blocked: failure?.code === ERROR_CODES.userBlocked,
      });
    }
  });

  const blocked = refusal?.blocked ?? false;
  const locked = blocked || isSubmitting;
  const company = tenant.name;
  const admin = variant === 'admin';
  const emailError = errors.email?.message;
  const passwordError = errors.password?.message;

  return (
    <>
      <Stack spacing={0.75} sx={{ mb: 3 }}>
        {admin && (
          <Chip
            icon={<AdminPanelSettingsOutlinedIcon />}
            label={translate('app.auth.login.adminBadge')}
            size="small"
            color="primary"
            variant="outlined"
            sx={{ alignSelf: 'flex-start', mb: 1 }}
          />
        )}
        {/* Which company this is, on every width: each tenant has its own address and users. */}
        <Typography
          component="p"
          variant="overline"
          data-testid="sign-in-tenant"
          sx={{ color: 'primary.main', fontWeight: 600, letterSpacing: '0.08em', lineHeight: 1.4 }}
        >
          {company}
        </Typography>
        <Typography variant="h1" component="h1">
          {translate(admin ? 'app.auth.login.adminTitle' : 'app.auth.login.title')}
        </Typography>
        <Typography color="text.secondary">
          {translate(admin ? 'app.auth.login.adminSubtitle' : 'app.auth.login.subtitle', { company })}
        </Typography>
      </Stack>

      {refusal && (
        <Alert
          severity="error"
          icon={blocked ? <BlockIcon fontSize="inherit" /> : undefined}
          sx={{ mb: 2.5 }}
          action={
            blocked ? (
              <Button
                color="inherit"
                size="small"
                onClick={() => {
                  setRefusal(null);
                  reset({ email: '', password: '' });
                }}
              >
                {translate('app.auth.login.useAnotherAccount')}
              </Button>
            ) : undefined
          }
        >
          {refusal.message}
        </Alert>
      )}

      <Box component="form" noValidate onSubmit={submit}>
        <Stack spacing={2}>
          <TextField
            {...register('email')}
            label={translate('app.auth.login.email')}
            placeholder={translate('app.auth.login.emailPlaceholder')}
            type="email"
            autoComplete="username"
            autoFocus
            fullWidth
            disabled={blocked}
            error={Boolean(emailError)}
            helperText={emailError ? translate(emailError) : undefined}
            slotProps={{ htmlInput: { maxLength: 254 } }}
          />
          <Box>
            <PasswordField
              registration={register('password')}
              label={translate('app.auth.login.password')}
              autoComplete="current-password"
              fullWidth
              disabled={blocked}
              error={Boolean(passwordError)}
              helperText={passwordError ? translate(passwordError) : undefined}
            />
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 0.75 }}>
              <Link
                component="button"
                type="button"
                variant="body2"
                underline="hover"
                onPointerEnter={() => void loadForgotDialog()}
                onFocus={() => void loadForgotDialog()}
                onClick={() => {
                  setForgotAsked(true);
                  setForgotOpen(true);
                }}
              >
                {translate('app.auth.login.forgot')}
              </Link>
            </Box>
          </Box>
          <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            disabled={locked}
            loading={isSubmitting}
            loadingPosition="start"
            sx={{ py: 1.25 }}
          >
            {translate(isSubmitting ? 'app.auth.login.submitting' : 'app.auth.login.submit')}
          </Button>
        </Stack>
      </Box>

      <Divider sx={{ my: 3, color: 'text.secondary', typography: 'body2' }}>
        {translate('app.auth.login.or')}
      </Divider>
      <OAuthButtons disabled={locked} onLeave={onOAuthLeave} />

      {admin && (
        <Box sx={{ mt: 3, textAlign: 'center' }}>
          <Link component={RouterLink} to="/login" variant="body2" underline="hover">
            {translate('app.auth.login.toUser')}
          </Link>
        </Box>
      )}

      {forgotAsked && (
        <Suspense fallback={null}>
          <ForgotPasswordDialog
            open={forgotOpen}
            onClose={() => setForgotOpen(false)}
            defaultEmail={forgotOpen ? getValues('email').trim() : ''}
          />
        </Suspense>
      )}
    </>
  );
}
