/**
 * The editable part of the user's detail: names, phone, role, customer and the order preferences.
 * Save sends only what changed with the version that was read; a stale version (409) is said above
 * the form with the offer to reload, other refusals land on their fields.
 */
import SaveOutlined from '@mui/icons-material/SaveOutlined';
import { Box, Button, Divider, Typography } from '@mui/material';
import { type ReactNode, useEffect, useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useFormContext, useFormState } from 'react-hook-form';
import type { User } from '../../domain/users';
import type { AppDataProvider } from '../providers/dataProvider';
import { FormFailure } from '../ui/forms/FormFailure';
import { PageForm } from '../ui/forms/PageForm';
import { useDomainResolver } from '../ui/forms/useDomainResolver';
import { UserInputs } from './UserInputs';
import { UserPreferenceInputs } from './UserPreferenceInputs';
import {
  changesOf,
  editFormSchema,
  toUserUpdate,
  USER_FIELD_ALIASES,
  USER_FIELDS,
  type UserFormValues,
  userFormOf,
} from './userForm';
import { useRefreshUsers } from './userQueries';

export interface UserEditFormProps {
  user: User;
  isSelf: boolean;
  /** Reads the user again; resolves with the fresh record. */
  reload: () => Promise<User | undefined>;
}

/** Which input a refusal's detail names ('customerId' is the customer picker). */
const inputOf = (path: string): string | null =>
  USER_FIELD_ALIASES[path as keyof typeof USER_FIELD_ALIASES] ??
  ((USER_FIELDS as readonly string[]).includes(path) ? path : null);

const sameFields = (a: User, b: User) => JSON.stringify(userFormOf(a)) === JSON.stringify(userFormOf(b));

export function UserEditForm({ user, isSelf, reload }: UserEditFormProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefreshUsers();
  const dataProvider = useDataProvider<AppDataProvider>();
  const resolver = useDomainResolver(editFormSchema);
  // The record the form started from: its version goes with the save, the changes are against it.
  const [base, setBase] = useState(user);

  const save = async (values: UserFormValues, form: { reset: (values: UserFormValues) => void }) => {
    if (Object.keys(changesOf(base, values)).length === 0) {
      notify('app.users.detail.noChanges', { type: 'info' });
      return;
    }
    const saved = await dataProvider.updateUser(base.id, toUserUpdate(base, values, base.version));
    setBase(saved);
    form.reset(userFormOf(saved));
    void refresh();
    notify('app.users.detail.saved', { type: 'success', messageArgs: { name: saved.fullName } });
  };

  return (
    <PageForm
      label={translate('app.users.detail.title')}
      resolver={resolver}
      defaultValues={userFormOf(user)}
      onSave={save}
      errors={{ inputOf }}
      sx={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}
    >
      <UserEditBody user={user} base={base} setBase={setBase} isSelf={isSelf} reload={reload} />
    </PageForm>
  );
}

interface BodyProps extends UserEditFormProps {
  base: User;
  setBase: (user: User) => void;
}

function UserEditBody({ user, base, setBase, isSelf, reload }: BodyProps) {
  const translate = useTranslate();
  const { reset, setError, clearErrors } = useFormContext<UserFormValues>();
  const { isSubmitting, isDirty } = useFormState();

  // The record was read again (blocked, unblocked, saved): a change of access only moves the
  // version on; new field values replace the form unless the user is editing it. A record older
  // than the form's (the list's copy arriving after a reload answered) never replaces it.
  useEffect(() => {
    if (user === base || user.version < base.version) return;
    if (sameFields(user, base)) setBase(user);
    else if (!isDirty) {
      setBase(user);
      reset(userFormOf(user));
    }
  }, [user, base, setBase, isDirty, reset]);

  const reloadLatest = async () => {
    const fresh = await reload();
    if (!fresh) return;
    setBase(fresh);
    reset(userFormOf(fresh));
    setError('root.reloaded', { type: 'info' });
  };

  return (
    <>
      <Box sx={{ px: { xs: 2, sm: 3 }, pt: 1 }}>
        <FormFailure onReload={() => void reloadLatest()} />
      </Box>
      <Section title={translate('app.users.detail.data')}>
        <UserInputs lockRole={isSelf} currentRole={base.role} />
      </Section>
      <Divider />
      <Section title={translate('app.users.detail.preferences')}>
        <UserPreferenceInputs />
      </Section>
      <Box
        sx={{
          position: 'sticky',
          bottom: 0,
          display: 'flex',
          justifyContent: 'flex-end',
          gap: 1,
          px: { xs: 2, sm: 3 },
          py: 1.5,
          bgcolor: 'background.paper',
          borderTop: 1,
          borderColor: 'divider',
          zIndex: 1,
        }}
      >
        <Button
          color="inherit"
          disabled={!isDirty || isSubmitting}
          onClick={() => {
            reset(userFormOf(base));
            clearErrors('root');
          }}
        >
          {translate('app.users.detail.discard')}
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={!isDirty}
          loading={isSubmitting}
          loadingPosition="start"
          startIcon={<SaveOutlined />}
        >
          {translate(isSubmitting ? 'app.lists.form.saving' : 'app.users.detail.save')}
        </Button>
      </Box>
    </>
  );
}

export function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Box component="section" sx={{ px: { xs: 2, sm: 3 }, py: 2.5 }}>
      <Typography
        variant="overline"
        component="h3"
        color="text.secondary"
        sx={{ display: 'block', mb: 1.5, lineHeight: 1.5, fontWeight: 600 }}
      >
        {title}
      </Typography>
      {children}
    </Box>
  );
}
