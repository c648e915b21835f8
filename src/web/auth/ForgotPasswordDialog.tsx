/**
 * Forgot-password modal: the e-mail, then a success view with the server's answer (the same
 * whether the account exists or not). The mailed link comes back to this app's recovery page.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { recoveryRequestParamsSchema } from '../../domain/auth';
import { serverMessageOf } from '../providers/apiErrors';
import { requestRecovery } from '../providers/publicRequests';

type Input = z.input<typeof recoveryRequestParamsSchema>;
type Output = z.output<typeof recoveryRequestParamsSchema>;

export interface ForgotPasswordDialogProps {
  open: boolean;
  onClose: () => void;
  /** Pre-fills the e-mail (what the user typed on the login form). */
  defaultEmail?: string;
}

export function ForgotPasswordDialog({ open, onClose, defaultEmail = '' }: ForgotPasswordDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Input, unknown, Output>({
    resolver: zodResolver(recoveryRequestParamsSchema),
    defaultValues: { email: defaultEmail },
  });

  useEffect(() => {
    if (open) reset({ email: defaultEmail });
  }, [open, defaultEmail, reset]);

  const submit = handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      setSent(await requestRecovery(email));
    } catch (error) {
      setFailure(serverMessageOf(error) ?? translate('app.auth.forgot.error'));
    }
  });

  const close = () => {
    if (!isSubmitting) onClose();
  };

  const emailError = errors.email?.message;

  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
      slotProps={{
        transition: {
          onExited: () => {
            setSent(null);
            setFailure(null);
          },
        },
      }}
    >
      {sent ? (
        <>
          <DialogContent sx={{ textAlign: 'center', pt: 5 }}>
            <Box
              sx={{
                mx: 'auto',
                mb: 2,
                width: 64,
                height: 64,
                borderRadius: '50%',
                display: 'grid',
                placeItems: 'center',
                bgcolor: 'success.light',
                color: 'success.contrastText',
              }}
            >
              <MarkEmailReadOutlinedIcon fontSize="large" />
            </Box>
            <Typography id={titleId} variant="h3" component="h2">
              {translate('app.auth.forgot.successTitle')}
            </Typography>
            <Typography role="status" sx={{ mt: 1.5 }}>
              {sent}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
              {translate('app.auth.forgot.successHint')}
            </Typography>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 3, justifyContent: 'center' }}>
            <Button variant="contained" onClick={onClose} sx={{ minWidth: 160 }}>
              {translate('app.auth.forgot.close')}
            </Button>
          </DialogActions>
        </>
      ) : (
        <Box component="form" noValidate onSubmit={submit}>
          <DialogTitle id={titleId}>{translate('app.auth.forgot.title')}</DialogTitle>
          <DialogContent>
            <Typography color="text.secondary" sx={{ mb: 2.5 }}>
              {translate('app.auth.forgot.description')}
            </Typography>
            {failure && (
              <Alert severity="error" sx={{ mb: 2 }}>
                {failure}
              </Alert>
            )}
            <TextField
              {...register('email')}
              label={translate('app.auth.forgot.email')}
              type="email"
              autoComplete="email"
              autoFocus
              fullWidth
              error={Boolean(emailError)}
              helperText={emailError ? translate(emailError) : ' '}
              slotProps={{ htmlInput: { maxLength: 254 } }}
            />
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 3 }}>
            <Button onClick={close} color="inherit" disabled={isSubmitting}>
              {translate('app.auth.forgot.cancel')}
            </Button>
            <Button type="submit" variant="contained" loading={isSubmitting} loadingPosition="start">
              {translate(isSubmitting ? 'app.auth.forgot.submitting' : 'app.auth.forgot.submit')}
            </Button>
          </DialogActions>
        </Box>
      )}
    </Dialog>
  );
}
