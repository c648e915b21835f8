/**
 * The fields of a user, shared by the invitation and the detail: e-mail (invitation only; it is the
 * sign-in identity and is not edited), names, phone with its area code, role (by display name) and,
 * only for the Cliente role, the customer the user belongs to. The order preferences are separate.
 */
import { Box, MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { type Control, Controller, useWatch } from 'react-hook-form';
import { CustomerAutocomplete } from '../customers/CustomerAutocomplete';
import { FormTextField } from '../ui/forms/legacy/FormTextField';
import { fieldErrorText } from '../ui/forms/legacy/formErrors';
import { DEFAULT_AREA_CODE, isCustomerRole, USER_LIMITS, type UserFormValues } from './userForm';
import { type Role, useCountries, useRoles } from './usersApi';

export interface UserInputsProps {
  control: Control<UserFormValues>;
  /** The invitation asks for the e-mail; the detail shows it elsewhere. */
  withEmail?: boolean;
  disabled?: boolean;
  /** The user's own role cannot be changed (the API refuses it). */
  lockRole?: boolean;
  /** The role the user has now, shown while the roles load. */
  currentRole?: Role;
  autoFocus?: boolean;
}

export function UserInputs({
  control,
  withEmail,
  disabled,
  lockRole,
  currentRole,
  autoFocus,
}: UserInputsProps) {
  const translate = useTranslate();
  const role = useWatch({ control, name: 'role' });
  const field = (name: string) => translate(`app.users.fields.${name}`);
  return (
    <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      {withEmail && (
        <FormTextField
          control={control}
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
        control={control}
        name="firstName"
        label={field('firstName')}
        required
        autoFocus={autoFocus && !withEmail}
        disabled={disabled}
        limits={USER_LIMITS.firstName}
      />
      <FormTextField
        control={control}
        name="lastName"
        label={field('lastName')}
        required
        disabled={disabled}
        limits={USER_LIMITS.lastName}
      />
      <RoleSelect control={control} disabled={disabled || lockRole} locked={lockRole} current={currentRole} />
      {isCustomerRole(role) && (
        <Controller
          control={control}
          name="customer"
          render={({ field: input, fieldState }) => (
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
                label={field('customer')}
                placeholder={translate('app.users.form.customerPlaceholder')}
                hint={translate('app.users.form.customerHint')}
                noOptionsText={translate('app.users.form.noCustomers')}
                error={fieldErrorText(translate, fieldState.error)}
                disabled={disabled}
              />
            </Box>
          )}
        />
      )}
      <Box sx={{ display: 'flex', gap: 1.5, gridColumn: '1 / -1', alignItems: 'flex-start' }}>
        <AreaCodeSelect control={control} disabled={disabled} />
        <FormTextField
          control={control}
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

function RoleSelect({
  control,
  disabled,
  locked,
  current,
}: {
  control: Control<UserFormValues>;
  disabled?: boolean;
  locked?: boolean;
  current?: Role;
}) {
  const translate = useTranslate();
  const roles = useRoles();
  const options = [...(roles.data ?? [])];
  if (current && !options.some((r) => r.name === current.name)) options.unshift(current);
  return (
    <Controller
      control={control}
      name="role"
      render={({ field, fieldState }) => {
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
                  options.find((r) => r.name === value)?.displayName ?? (
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
                {role.displayName}
              </MenuItem>
            ))}
          </TextField>
        );
      }}
    />
  );
}

/** One choice per area code (countries sharing +1 are one), +52 first when the list is not there. */
function AreaCodeSelect({ control, disabled }: { control: Control<UserFormValues>; disabled?: boolean }) {
  const translate = useTranslate();
  const countries = useCountries();
  return (
    <Box sx={{ width: 128, flexShrink: 0 }}>
      <Controller
        control={control}
        name="areaCode"
        render={({ field, fieldState }) => {
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
          );
        }}
      />
    </Box>
  );
}
