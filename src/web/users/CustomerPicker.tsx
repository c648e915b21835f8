/**
 * The customer a Cliente user belongs to, found by typing part of its company name or RFC: the API
 * is asked (`/api/customers?searchParam=`) 300 ms after the last key, 20 matches at a time.
 */
import { Autocomplete, Box, TextField, Typography } from '@mui/material';
import { type Ref, useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import type { Customer } from '../../domain/customers';
import { SEARCH_DEBOUNCE_MS } from '../config';
import { useDebouncedValue } from '../lists/useDebouncedValue';
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

const MATCHES = { page: 1, perPage: 20 };
const BY_NAME = { field: 'companyName', order: 'ASC' } as const;

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
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  // The chosen customer's name in the box is not a search.
  const query = value && search === value.companyName ? '' : search;
  const { data, isFetching } = useGetList<Customer>(
    'customers',
    { pagination: MATCHES, sort: BY_NAME, filter: query ? { q: query } : {} },
    { enabled: open && !disabled },
  );
  const options: Option[] = (data ?? []).map((c) => ({ id: c.id, companyName: c.companyName, rfc: c.rfc }));
  if (value && !options.some((o) => o.id === value.id)) options.unshift(value);

  return (
    <Autocomplete<Option>
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={options}
      value={value}
      onChange={(_, option) => onChange(option ? { id: option.id, companyName: option.companyName } : null)}
      inputValue={text}
      onInputChange={(_, next) => setText(next)}
      onBlur={onBlur}
      // The server already filtered by what is typed.
      filterOptions={(x) => x}
      getOptionLabel={(o) => o.companyName}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={isFetching}
      loadingText={translate('app.users.form.searching')}
      noOptionsText={translate('app.users.form.noCustomers')}
      disabled={disabled}
      autoHighlight
      renderOption={(props, option) => {
        const { key, ...rest } = props;
        return (
          <Box component="li" key={key} {...rest} sx={{ display: 'block !important' }}>
            <Typography variant="body2">{option.companyName}</Typography>
            {option.rfc && (
              <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
                {option.rfc}
              </Typography>
            )}
          </Box>
        );
      }}
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
