/**
 * Choosing a customer by typing part of its company name or RFC: the API is asked (searchParam)
 * 300 ms after the last key, 20 matches at a time. Used by the credit terms and the order form.
 */
import { Autocomplete, Box, TextField, Typography } from '@mui/material';
import { type Ref, useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import type { Customer } from '../../domain/customers';
import { SEARCH_DEBOUNCE_MS } from '../config';
import { useDebouncedValue } from './useDebouncedValue';

export interface CustomerOption {
  id: string;
  companyName: string;
  rfc: string;
}

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

const MATCHES = { page: 1, perPage: 20 };
const BY_NAME = { field: 'companyName', order: 'ASC' } as const;

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
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  // The text of the chosen customer is not a search.
  const query = value && search === value.companyName ? '' : search;
  const { data, isFetching } = useGetList<Customer>(
    'customers',
    { pagination: MATCHES, sort: BY_NAME, filter: query ? { q: query } : {} },
    { enabled: open && !disabled },
  );
  const options: CustomerOption[] = (data ?? []).map((c) => ({
    id: c.id,
    companyName: c.companyName,
    rfc: c.rfc,
  }));
  if (value && !options.some((o) => o.id === value.id)) options.unshift(value);

  return (
    <Autocomplete
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={options}
      value={value}
      onChange={(_, option) => onChange(option)}
      inputValue={text}
      onInputChange={(_, next) => setText(next)}
      onBlur={onBlur}
      // The server already filtered by what is typed.
      filterOptions={(x) => x}
      getOptionLabel={(o) => o.companyName}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={isFetching}
      loadingText={translate('app.lists.customerSearch.searching')}
      noOptionsText={translate('app.lists.customerSearch.noCustomers')}
      disabled={disabled}
      autoHighlight
      renderOption={(props, option) => {
        const { key, ...rest } = props;
        return (
          <Box component="li" key={key} {...rest} sx={{ display: 'block !important' }}>
            <Typography variant="body2">{option.companyName}</Typography>
            <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
              {option.rfc}
            </Typography>
          </Box>
        );
      }}
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
