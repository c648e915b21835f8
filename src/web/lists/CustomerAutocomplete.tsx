/**
 * Choosing a customer by typing part of its company name or RFC (the API searches; see
 * SearchAutocomplete). Used by the credit terms and the order form; `customerSearch` serves the
 * other customer pickers (users, the order list's filter).
 */
import { TextField, Typography } from '@mui/material';
import type { Ref } from 'react';
import { type SortPayload, useTranslate } from 'react-admin';
import type { Customer } from '../../domain/customers';
import { SearchAutocomplete, type SearchSource } from './SearchAutocomplete';

export interface CustomerOption {
  id: string;
  companyName: string;
  rfc: string;
}

/**
 * Customers by company name, each shown with its RFC when the option knows it. The option readers
 * take the least they need, so pickers whose value lacks the RFC (a user's customer) share them.
 */
export const customerSearch = {
  resource: 'customers',
  sort: { field: 'companyName', order: 'ASC' },
  toOption: (c: Customer): CustomerOption => ({ id: c.id, companyName: c.companyName, rfc: c.rfc }),
  getOptionLabel: (o: { companyName: string }) => o.companyName,
  renderOptionContent: (o: { companyName: string; rfc?: string }) => (
    <>
      <Typography variant="body2">{o.companyName}</Typography>
      {o.rfc && (
        <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
          {o.rfc}
        </Typography>
      )}
    </>
  ),
} satisfies Omit<SearchSource<Customer, CustomerOption>, 'sort'> & { sort: SortPayload };

export interface CustomerAutocompleteProps {
  value: CustomerOption | null;
  onChange: (customer: CustomerOption | null) => void;
  onBlur?: () => void;
  label: string;
  error?: string;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  autoFocus?: boolean;
  name?: string;
}

export function CustomerAutocomplete({
  value,
  onChange,
  onBlur,
  label,
  error,
  disabled,
  inputRef,
  autoFocus,
  name,
}: CustomerAutocompleteProps) {
  const translate = useTranslate();
  return (
    <SearchAutocomplete
      {...customerSearch}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      disabled={disabled}
      loadingText={translate('app.lists.customerSearch.searching')}
      noOptionsText={translate('app.lists.customerSearch.noCustomers')}
      renderInput={(params) => (
        <TextField
          {...params}
          name={name}
          inputRef={inputRef}
          label={label}
          required
          autoFocus={autoFocus}
          placeholder={translate('app.lists.customerSearch.placeholder')}
          error={Boolean(error)}
          helperText={error}
        />
      )}
    />
  );
}
