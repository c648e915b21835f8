/**
 * Choosing a customer by typing part of its company name or RFC (the API searches; see
 * SearchAutocomplete). The one customer picker of the forms: credit terms, the order form and a
 * Cliente user's customer, each with its own label and, where it has them, its own texts.
 * `customerSearch` also serves the order list's filter, which is a list filter, not a form field.
 */
import { TextField, Typography } from '@mui/material';
import type { Ref } from 'react';
import { type SortPayload, useTranslate } from 'react-admin';
import type { Customer } from '../../domain/customers';
import { SearchAutocomplete, type SearchSource } from '../ui/lists/SearchAutocomplete';

/** A customer as the pickers hold it; a value read from elsewhere may lack the RFC (a user's). */
export interface CustomerOption {
  id: string;
  companyName: string;
  rfc?: string;
}

/** Customers by company name, each shown with its RFC when the option knows it. */
export const customerSearch = {
  resource: 'customers',
  sort: { field: 'companyName', order: 'ASC' },
  toOption: (c: Customer): CustomerOption => ({ id: c.id, companyName: c.companyName, rfc: c.rfc }),
  getOptionLabel: (o: CustomerOption) => o.companyName,
  renderOptionContent: (o: CustomerOption) => (
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
  /** Defaults to 'Escribe para buscar por empresa o RFC'. */
  placeholder?: string;
  /** Under the box while there is no error. */
  hint?: string;
  /** Defaults to 'No se encontraron clientes'. */
  noOptionsText?: string;
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
  placeholder,
  hint,
  noOptionsText,
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
      noOptionsText={noOptionsText ?? translate('app.lists.customerSearch.noCustomers')}
      renderInput={(params) => (
        <TextField
          {...params}
          name={name}
          inputRef={inputRef}
          label={label}
          required
          autoFocus={autoFocus}
          placeholder={placeholder ?? translate('app.lists.customerSearch.placeholder')}
          error={Boolean(error)}
          helperText={error ?? hint}
        />
      )}
    />
  );
}
