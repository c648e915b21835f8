/**
 * The customer a Cliente user belongs to, found by typing part of its company name or RFC (the API
 * searches; see SearchAutocomplete).
 */
import { TextField } from '@mui/material';
import type { Ref } from 'react';
import { useTranslate } from 'react-admin';
import type { Customer } from '../../domain/customers';
import { customerSearch } from '../lists/CustomerAutocomplete';
import { SearchAutocomplete } from '../lists/SearchAutocomplete';
import type { CustomerChoice } from './userForm';

interface Option extends CustomerChoice {
  rfc?: string;
}

export interface CustomerPickerProps {
  value: CustomerChoice | null;
  onChange: (customer: CustomerChoice | null) => void;
  onBlur?: () => void;
  error?: string;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  name?: string;
}

export function CustomerPicker({
  value,
  onChange,
  onBlur,
  error,
  disabled,
  inputRef,
  name,
}: CustomerPickerProps) {
  const translate = useTranslate();
  return (
    <SearchAutocomplete<Customer, Option>
      {...customerSearch}
      value={value}
      onChange={(option) => onChange(option ? { id: option.id, companyName: option.companyName } : null)}
      onBlur={onBlur}
      disabled={disabled}
      loadingText={translate('app.users.form.searching')}
      noOptionsText={translate('app.users.form.noCustomers')}
      renderInput={(params) => (
        <TextField
          {...params}
          name={name}
          inputRef={inputRef}
          label={translate('app.users.fields.customer')}
          required
          placeholder={translate('app.users.form.customerPlaceholder')}
          error={Boolean(error)}
          helperText={error ?? translate('app.users.form.customerHint')}
        />
      )}
    />
  );
}
