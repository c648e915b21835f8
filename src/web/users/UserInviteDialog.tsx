/**
 * "Invitar usuario": e-mail, names, role, the customer (only for the Cliente role, and then
 * required) and an optional phone. The person receives a mail to set their password. The server's
 * refusals land on their fields (an e-mail already taken on the e-mail).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
  useMediaQuery,
} from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { useId, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useForm } from 'react-hook-form';
import { INVITATION_DAYS, type User } from '../../domain/users';
import { FormFailure, type FormProblem } from '../ui/forms/legacy/FormFailure';
import { problemOfSave } from '../ui/forms/legacy/saveFailure';
import { UserInputs } from './UserInputs';
import {
  emptyUserForm,
  inviteFormSchema,
  toInviteInput,
  USER_FIELD_ALIASES,
  USER_FIELDS,
  type UserFormValues,
} from './userForm';
import { inviteUser } from './usersApi';

export interface UserInviteDialogProps {
  onClose: () => void;
  /** Called with the new user once the invitation is sent. */
  onInvited: (user: User) => void;
}

/** Mounted only while open, so each opening starts empty. */
export function UserInviteDialog({ onClose, onInvited }: UserInviteDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const titleId = useId();
  const formId = useId();
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting, isDirty },
  } = useForm<UserFormValues>({
    resolver: zodResolver(inviteFormSchema),
    defaultValues: emptyUserForm(),
  });

  const submit = handleSubmit(async (values) => {
    setProblem(null);
    try {
      const user = await inviteUser(toInviteInput(values));
      notify('app.users.invite.sent', { type: 'success', messageArgs: { email: user.email } });
      onInvited(user);
      onClose();
    } catch (error) {
      setProblem(
        problemOfSave(error, translate, setError, {
          fields: USER_FIELDS,
          aliases: USER_FIELD_ALIASES,
          conflictField: 'email',
        }),
      );
    }
  });

  const close = (_event: unknown, reason?: 'backdropClick' | 'escapeKeyDown') => {
    if (isSubmitting) return;
    // A click beside a half-filled form is more likely a slip than a wish to lose it.
    if (reason === 'backdropClick' && isDirty) return;
    onClose();
  };

  return (
    <Dialog open onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm" fullScreen={fullScreen}>
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <PersonAddAlt1Outlined color="primary" aria-hidden />
        {translate('app.users.invite.title')}
      </DialogTitle>
      <DialogContent dividers>
        <Typography color="text.secondary" sx={{ mb: 2.5 }}>
          {translate('app.users.invite.intro', { days: INVITATION_DAYS })}
        </Typography>
        <FormFailure problem={problem} />
        <Box component="form" id={formId} noValidate onSubmit={submit}>
          <UserInputs control={control} withEmail disabled={isSubmitting} autoFocus />
        </Box>
        <Alert severity="info" variant="outlined" sx={{ mt: 2.5 }}>
          {translate('app.users.invite.flagsNote')}
        </Alert>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button color="inherit" onClick={() => close(null)} disabled={isSubmitting}>
          {translate('app.lists.form.cancel')}
        </Button>
        <Button
          type="submit"
          form={formId}
          variant="contained"
          loading={isSubmitting}
          loadingPosition="start"
          startIcon={<PersonAddAlt1Outlined />}
        >
          {translate(isSubmitting ? 'app.users.invite.submitting' : 'app.users.invite.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
