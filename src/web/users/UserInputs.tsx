/**
 * The fields of a user in the form around them, shared by the invitation and the detail: e-mail
 * (invitation only; it is the sign-in identity and is not edited), names, phone with its area
 * code, role (by display name) and, only for the Cliente role, the customer the user belongs to.
 * The order preferences are separate.
 */
import { Box, MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useController, useFormState, useWatch } from 'react-hook-form';
import type { Role } from '../../domain/users';
import { CustomerAutocomplete } from '../customers/CustomerAutocomplete';
import { useCountries } from '../customers/referenceLists';
import { useRoleLabel } from '../roleLabel';
import { FormTextField } from '../ui/forms/FormTextField';
import { fieldErrorText } from '../ui/forms/fieldError';
import { DEFAULT_AREA_CODE, isCustomerRole, USER_LIMITS, type UserFormValues } from './userForm';
import { useRoles } from './userQueries';

export interface UserInputsProps {
  /** The invitation asks for the e-mail; the detail shows it elsewhere. */
  withEmail?: boolean;
  /** The user's own role cannot be changed (the API refuses it). */
  lockRole?: boolean;
  /** The role the user has now, shown while the roles load. */
  currentRole?: Role;
  autoFocus?: boolean;
}

export function UserInputs({ withEmail, lockRole, currentRole, autoFocus }: UserInputsProps) {
  const translate = useTranslate();
  const disabled = useFormState().isSubmitting;
  const role = useWatch<UserFormValues, 'role'>({ name: 'role' });
  const field = (name: string) => translate(`app.users.fields.${name}`);
  return (
    <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      {withEmail && (
        <FormTextField
          name="email"
          label={field('email')}
          type="email"
          autoComplete="off"
          required
          autoFocus={autoFocus}
          disabled={disabled}
          limits={USER_LIMITS.email}
          sx={{ gridColumn: '1 / -1' }}
        />
      )}
      <FormTextField
        name="firstName"
        label={field('firstName')}
        required
        autoFocus={autoFocus && !withEmail}
        disabled={disabled}
        limits={USER_LIMITS.firstName}
      />
      <FormTextField
        name="lastName"
        label={field('lastName')}
        required
        disabled={disabled}
        limits={USER_LIMITS.lastName}
      />
      <RoleSelect disabled={disabled || lockRole} locked={lockRole} current={currentRole} />
      {isCustomerRole(role) && <CustomerPicker disabled={disabled} />}
      <Box sx={{ display: 'flex', gap: 1.5, gridColumn: '1 / -1', alignItems: 'flex-start' }}>
        <AreaCodeSelect disabled={disabled} />
        <FormTextField
          name="phone"
          label={`${field('phone')} ${translate('app.users.form.optional')}`}
          type="tel"
          autoComplete="off"
          disabled={disabled}
          limits={USER_LIMITS.phone}
          helperText={translate('app.users.form.phoneHint')}
          sx={{ flex: 1 }}
        />
      </Box>
    </Box>
  );
}

/** The company a Cliente user belongs to. */
function CustomerPicker({ disabled }: { disabled: boolean }) {
  const translate = useTranslate();
  const { field: input, fieldState } = useController<UserFormValues, 'customer'>({ name: 'customer' });
  return (
    <Box sx={{ gridColumn: '1 / -1' }}>
      <CustomerAutocomplete
        name={input.name}
        inputRef={input.ref}
        value={input.value}
        // The form holds the id and name the user's customer is read with, not the RFC.
        onChange={(customer) =>
          input.onChange(customer && { id: customer.id, companyName: customer.companyName })
        }
        onBlur={input.onBlur}
        label={translate('app.users.fields.customer')}
        placeholder={translate('app.users.form.customerPlaceholder')}
        hint={translate('app.users.form.customerHint')}
        noOptionsText={translate('app.users.form.noCustomers')}
        error={fieldErrorText(translate, fieldState.error)}
        disabled={disabled}
      />
    </Box>
  );
}

function RoleSelect({ disabled, locked, current }: { disabled?: boolean; locked?: boolean; current?: Role }) {
  const translate = useTranslate();
  const roles = useRoles();
  const label = useRoleLabel();
  const { field, fieldState } = useController<UserFormValues, 'role'>({ name: 'role' });
  const options = [...(roles.data ?? [])];
  if (current && !options.some((r) => r.name === current.name)) options.unshift(current);
  const error = fieldErrorText(translate, fieldState.error);
  return (
    <TextField
      select
      required
      fullWidth
      name={field.name}
      inputRef={field.ref}
      value={options.some((r) => r.name === field.value) ? field.value : ''}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
      label={translate('app.users.fields.role')}
      disabled={disabled}
      error={Boolean(error)}
      helperText={error ?? translate(locked ? 'app.users.form.ownRole' : 'app.users.form.roleHint')}
      sx={{ gridColumn: '1 / -1' }}
      slotProps={{
        select: {
          displayEmpty: true,
          renderValue: (value) =>
            (() => {
              const role = options.find((r) => r.name === value);
              return role ? label(role) : null;
            })() ?? (
              <Box component="span" sx={{ color: 'text.disabled' }}>
                {translate('app.users.form.rolePlaceholder')}
              </Box>
            ),
        },
        inputLabel: { shrink: true },
      }}
    >
      {options.map((role) => (
        <MenuItem key={role.id} value={role.name}>
          {label(role)}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** One choice per area code (countries sharing +1 are one), +52 first when the list is not there. */
function AreaCodeSelect({ disabled }: { disabled?: boolean }) {
  const translate = useTranslate();
  const countries = useCountries();
  const { field, fieldState } = useController<UserFormValues, 'areaCode'>({ name: 'areaCode' });
  const byCode = new Map<string, { emoji: string; names: string[] }>();
  for (const country of countries.data ?? []) {
    const entry = byCode.get(country.areaCode) ?? { emoji: country.emoji, names: [] };
    entry.names.push(country.name);
    byCode.set(country.areaCode, entry);
  }
  for (const code of [DEFAULT_AREA_CODE, field.value]) {
    if (code && !byCode.has(code)) byCode.set(code, { emoji: '', names: [] });
  }
  const error = fieldErrorText(translate, fieldState.error);
  return (
    <Box sx={{ width: 128, flexShrink: 0 }}>
      <TextField
        select
        fullWidth
        name={field.name}
        inputRef={field.ref}
        value={field.value}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
        label={translate('app.users.fields.areaCode')}
        disabled={disabled}
        error={Boolean(error)}
        helperText={error}
        slotProps={{
          select: {
            renderValue: (value) => {
              const emoji = byCode.get(String(value))?.emoji;
              return emoji ? `${emoji} ${String(value)}` : String(value);
            },
            MenuProps: { slotProps: { paper: { sx: { maxHeight: 320 } } } },
          },
        }}
      >
        {[...byCode.entries()].map(([code, { emoji, names }]) => (
          <MenuItem key={code} value={code}>
            <span aria-hidden>{emoji}</span>&nbsp;{code}
            {names.length > 0 && (
              <Box component="span" sx={{ ml: 1, color: 'text.secondary', fontSize: '0.85em' }}>
                {names.join(', ')}
              </Box>
            )}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
