/**
 * "Invitar usuario": e-mail, names, role, the customer (only for the Cliente role, and then
 * required) and an optional phone. The person receives a mail to set their password. The server's
 * refusals land on their fields (an e-mail already taken on the e-mail).
 */
import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import { Alert, Box, Typography } from '@mui/material';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { INVITATION_DAYS, type User } from '../../domain/users';
import type { AppDataProvider } from '../providers/dataProvider';
import { FormDialog } from '../ui/forms/FormDialog';
import { useDomainResolver } from '../ui/forms/useDomainResolver';
import { UserInputs } from './UserInputs';
import {
  emptyUserForm,
  inviteFormSchema,
  toInviteInput,
  USER_FIELD_ALIASES,
  USER_FIELDS,
  type UserFormValues,
} from './userForm';

export interface UserInviteDialogProps {
  onClose: () => void;
  /** Called with the new user once the invitation is sent. */
  onInvited: (user: User) => void;
}

/** Which input a refusal's detail names ('customerId' is the customer picker). */
const inputOf = (path: string): string | null =>
  USER_FIELD_ALIASES[path as keyof typeof USER_FIELD_ALIASES] ??
  ((USER_FIELDS as readonly string[]).includes(path) ? path : null);

/** Mounted only while open, so each opening starts empty. */
export function UserInviteDialog({ onClose, onInvited }: UserInviteDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const resolver = useDomainResolver(inviteFormSchema);

  const save = async (values: UserFormValues) => {
    const user = await dataProvider.inviteUser(toInviteInput(values));
    notify('app.users.invite.sent', { type: 'success', messageArgs: { email: user.email } });
    onInvited(user);
    onClose();
  };

  return (
    <FormDialog
      title={
        <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <PersonAddAlt1Outlined color="primary" aria-hidden />
          {translate('app.users.invite.title')}
        </Box>
      }
      intro={
        <Typography color="text.secondary" sx={{ mb: 2.5 }}>
          {translate('app.users.invite.intro', { days: INVITATION_DAYS })}
        </Typography>
      }
      saveLabel={translate('app.users.invite.submit')}
      savingLabel={translate('app.users.invite.submitting')}
      saveIcon={<PersonAddAlt1Outlined />}
      resolver={resolver}
      defaultValues={emptyUserForm()}
      onSave={save}
      errors={{ inputOf, conflictField: 'email' }}
      onClose={onClose}
      maxWidth="sm"
      formSx={{ display: 'grid', gap: 2.5 }}
    >
      <UserInputs withEmail autoFocus />
      <Alert severity="info" variant="outlined">
        {translate('app.users.invite.flagsNote')}
      </Alert>
    </FormDialog>
  );
}
