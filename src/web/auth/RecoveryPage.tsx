/**
 * /password-recovery?recoveryToken=…: validating → invalid | expired | form → success, then
 * /login after 2 s. The server has no "check token" call, so a missing token is invalid at once and
 * the rest is learnt when the new password is sent.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import TimerOffOutlinedIcon from '@mui/icons-material/TimerOffOutlined';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useForm, useWatch } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import type { z } from 'zod';
import { passwordResetSchema } from '../../domain/auth';
import { PASSWORD_RESET_REDIRECT_MS } from '../config';
import { resetPassword } from '../providers/publicRequests';
import { useNotifyText } from '../ui/feedback/useNotifyText';
import { AuthShell } from './AuthShell';
import { ForgotPasswordDialog } from './ForgotPasswordDialog';
import { PasswordChecklist } from './PasswordChecklist';
import { PasswordField } from './PasswordField';
import { classifyRecoveryFailure, isTokenExpired } from './recoveryOutcome';
import { StatusView } from './StatusView';

export type RecoveryState = 'validating' | 'invalid' | 'expired' | 'form' | 'success';

type Input = z.input<typeof passwordResetSchema>;
type Output = z.output<typeof passwordResetSchema>;

export function RecoveryPage() {
  const translate = useTranslate();
  const [params] = useSearchParams();
  const token = (params.get('recoveryToken') ?? '').trim();
  const [state, setState] = useState<RecoveryState>('validating');
  const [successMessage, setSuccessMessage] = useState('');
  const [forgotOpen, setForgotOpen] = useState(false);

  useEffect(() => {
    setState(!token ? 'invalid' : isTokenExpired(token) ? 'expired' : 'form');
  }, [token]);

  const backToLogin = (
    <Button component={RouterLink} to="/login" color="inherit" fullWidth>
      {translate('app.auth.recovery.backToLogin')}
    </Button>
  );
  const requestNew = (
    <Button variant="contained" size="large" fullWidth onClick={() => setForgotOpen(true)}>
      {translate('app.auth.recovery.requestNew')}
    </Button>
  );

  return (
    <AuthShell>
      {state === 'validating' && (
        <Stack spacing={2} sx={{ alignItems: 'center', py: 6 }} role="status" data-state="validating">
          <CircularProgress size={32} />
          <Typography color="text.secondary">{translate('app.auth.recovery.validating')}</Typography>
        </Stack>
      )}
      {state === 'invalid' && (
        <StatusView
          state="invalid"
          tone="error"
          icon={<LinkOffIcon />}
          title={translate('app.auth.recovery.invalidTitle')}
          actions={
            <>
              {requestNew}
              {backToLogin}
            </>
          }
        >
          {translate('app.auth.recovery.invalidBody')}
        </StatusView>
      )}
      {state === 'expired' && (
        <StatusView
          state="expired"
          tone="warning"
          icon={<TimerOffOutlinedIcon />}
          title={translate('app.auth.recovery.expiredTitle')}
          actions={
            <>
              {requestNew}
              {backToLogin}
            </>
          }
        >
          {translate('app.auth.recovery.expiredBody')}
        </StatusView>
      )}
      {state === 'form' && (
        <RecoveryForm
          token={token}
          onOutcome={(next, message) => {
            if (message) setSuccessMessage(message);
            setState(next);
          }}
        />
      )}
      {state === 'success' && <RecoverySuccess message={successMessage} />}
      <ForgotPasswordDialog open={forgotOpen} onClose={() => setForgotOpen(false)} />
    </AuthShell>
  );
}

function RecoveryForm({
  token,
  onOutcome,
}: {
  token: string;
  onOutcome: (state: RecoveryState, message?: string) => void;
}) {
  const translate = useTranslate();
  const notifyText = useNotifyText();
  const [unauthorized, setUnauthorized] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Input, unknown, Output>({
    resolver: zodResolver(passwordResetSchema),
    defaultValues: { password: '', confirmPassword: '', recoveryToken: token },
  });
  const password = useWatch({ control, name: 'password' }) ?? '';

  const submit = handleSubmit(async (values) => {
    setUnauthorized(false);
    if (isTokenExpired(values.recoveryToken)) return onOutcome('expired');
    try {
      onOutcome('success', await resetPassword(values));
    } catch (error) {
      const failure = classifyRecoveryFailure(error);
      switch (failure.kind) {
        case 'expired':
        case 'invalid':
          return onOutcome(failure.kind);
        case 'field':
          return setError(failure.field, { type: 'server', message: failure.message }, { shouldFocus: true });
        case 'unauthorized':
          return setUnauthorized(true);
        default: {
          const text = failure.message ?? translate('app.auth.recovery.error');
          notifyText(text, 'error');
        }
      }
    }
  });

  // The schema's messages are catalogue keys; the server's (type 'server') are already translated.
  const fieldError = (error: { type?: string; message?: string } | undefined) =>
    error?.message ? (error.type === 'server' ? error.message : translate(error.message)) : undefined;

  return (
    <Box component="form" noValidate onSubmit={submit} data-state="form">
      <Typography variant="h1" component="h1">
        {translate('app.auth.recovery.formTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.75, mb: 3 }}>
        {translate('app.auth.recovery.formSubtitle')}
      </Typography>
      {unauthorized && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {translate('app.auth.recovery.unauthorized')}
        </Alert>
      )}
      <input type="hidden" {...register('recoveryToken')} />
      <Stack spacing={2}>
        <PasswordField
          registration={register('password')}
          label={translate('app.auth.recovery.password')}
          autoComplete="new-password"
          autoFocus
          fullWidth
          error={Boolean(errors.password)}
          helperText={fieldError(errors.password)}
        />
        <PasswordChecklist password={password} />
        <PasswordField
          registration={register('confirmPassword')}
          label={translate('app.auth.recovery.confirmPassword')}
          autoComplete="new-password"
          fullWidth
          error={Boolean(errors.confirmPassword)}
          helperText={fieldError(errors.confirmPassword)}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          loading={isSubmitting}
          loadingPosition="start"
          sx={{ py: 1.25 }}
        >
          {translate(isSubmitting ? 'app.auth.recovery.submitting' : 'app.auth.recovery.submit')}
        </Button>
        <Button component={RouterLink} to="/login" color="inherit">
          {translate('app.auth.recovery.backToLogin')}
        </Button>
      </Stack>
    </Box>
  );
}

function RecoverySuccess({ message }: { message: string }) {
  const translate = useTranslate();
  const navigate = useNavigate();

  useEffect(() => {
    const timer = setTimeout(() => navigate('/login', { replace: true }), PASSWORD_RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);

  return (
    <StatusView
      state="success"
      tone="success"
      icon={<CheckCircleOutlineIcon />}
      title={translate('app.auth.recovery.successTitle')}
      actions={
        <Button component={RouterLink} to="/login" replace variant="contained" size="large" fullWidth>
          {translate('app.auth.recovery.goNow')}
        </Button>
      }
    >
      <Typography>{message}</Typography>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {translate('app.auth.recovery.successRedirect')}
      </Typography>
    </StatusView>
  );
}

export default RecoveryPage;
