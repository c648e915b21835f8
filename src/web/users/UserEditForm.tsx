/**
 * The editable part of the user's detail: names, phone, role, customer and the order preferences.
 * Save sends only what changed with the version that was read; a stale version (409) is said above
 * the form with the offer to reload, other refusals land on their fields.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import SaveOutlined from '@mui/icons-material/SaveOutlined';
import { Box, Button, Divider, Typography } from '@mui/material';
import { type ReactNode, useEffect, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useForm } from 'react-hook-form';
import type { User } from '../../domain/users';
import { FormFailure, type FormProblem } from '../ui/forms/legacy/FormFailure';
import { problemOfSave } from '../ui/forms/legacy/saveFailure';
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
import { updateUser, useRefreshUsers } from './usersApi';

export interface UserEditFormProps {
  user: User;
  isSelf: boolean;
  /** Reads the user again; resolves with the fresh record. */
  reload: () => Promise<User | undefined>;
}

const sameFields = (a: User, b: User) => JSON.stringify(userFormOf(a)) === JSON.stringify(userFormOf(b));

export function UserEditForm({ user, isSelf, reload }: UserEditFormProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefreshUsers();
  const [problem, setProblem] = useState<FormProblem | null>(null);
  // The record the form started from: its version goes with the save, the changes are against it.
  const [base, setBase] = useState(user);
  const {
    control,
    handleSubmit,
    setError,
    reset,
    formState: { isSubmitting, isDirty },
  } = useForm<UserFormValues>({
    resolver: zodResolver(editFormSchema),
    defaultValues: userFormOf(user),
  });

  // The record was read again (blocked, unblocked, saved): a change of access only moves the
  // version on; new field values replace the form unless the user is editing it.
  useEffect(() => {
    if (user === base) return;
    if (sameFields(user, base)) setBase(user);
    else if (!isDirty) {
      setBase(user);
      reset(userFormOf(user));
    }
  }, [user, base, isDirty, reset]);

  const submit = handleSubmit(async (values) => {
    setProblem(null);
    if (Object.keys(changesOf(base, values)).length === 0) {
      notify('app.users.detail.noChanges', { type: 'info' });
      return;
    }
    try {
      const saved = await updateUser(base.id, toUserUpdate(base, values, base.version));
      setBase(saved);
      reset(userFormOf(saved));
      void refresh();
      notify('app.users.detail.saved', { type: 'success', messageArgs: { name: saved.fullName } });
    } catch (error) {
      setProblem(
        problemOfSave(error, translate, setError, { fields: USER_FIELDS, aliases: USER_FIELD_ALIASES }),
      );
    }
  });

  const reloadLatest = async () => {
    const fresh = await reload();
    if (!fresh) return;
    setBase(fresh);
    reset(userFormOf(fresh));
    setProblem({ kind: 'reloaded' });
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={translate('app.users.detail.title')}
      sx={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}
    >
      <Box sx={{ px: { xs: 2, sm: 3 }, pt: 1 }}>
        <FormFailure problem={problem} onReload={() => void reloadLatest()} />
      </Box>
      <Section title={translate('app.users.detail.data')}>
        <UserInputs control={control} disabled={isSubmitting} lockRole={isSelf} currentRole={base.role} />
      </Section>
      <Divider />
      <Section title={translate('app.users.detail.preferences')}>
        <UserPreferenceInputs control={control} disabled={isSubmitting} />
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
            setProblem(null);
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
    </Box>
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
