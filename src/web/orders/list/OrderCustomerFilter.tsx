/**
 * The customer filter: type part of a company name or RFC, the API answers the matches (300 ms
 * after the last key); the chosen customer's name is read back by id after a reload.
 */
import { Autocomplete, Box, type SxProps, TextField, type Theme, Typography } from '@mui/material';
import { useState } from 'react';
import { useGetList, useGetOne, useListContext, useTranslate } from 'react-admin';
import type { Customer } from '../../../domain/customers';
import { SEARCH_DEBOUNCE_MS } from '../../config';
import { useDebouncedValue } from '../../lists/useDebouncedValue';

interface Option {
  id: string;
  companyName: string;
  rfc: string;
}

const MATCHES = { page: 1, perPage: 20 };
const BY_NAME = { field: 'companyName', order: 'ASC' } as const;

export function OrderCustomerFilter({ sx }: { sx?: SxProps<Theme> }) {
  const translate = useTranslate();
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const selectedId = typeof filterValues.customers === 'string' ? filterValues.customers : '';
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const selected = useGetOne<Customer>('customers', { id: selectedId }, { enabled: Boolean(selectedId) });
  const value: Option | null = selected.data
    ? { id: selected.data.id, companyName: selected.data.companyName, rfc: selected.data.rfc }
    : null;
  const query = value && search === value.companyName ? '' : search;
  const { data, isFetching } = useGetList<Customer>(
    'customers',
    { pagination: MATCHES, sort: BY_NAME, filter: query ? { q: query } : {} },
    { enabled: open },
  );
  const options: Option[] = (data ?? []).map((c) => ({ id: c.id, companyName: c.companyName, rfc: c.rfc }));
  if (value && !options.some((o) => o.id === value.id)) options.unshift(value);

  return (
    <Autocomplete
      size="small"
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={options}
      value={value}
      onChange={(_, option) =>
        setFilters({ ...filterValues, customers: option?.id || undefined }, displayedFilters, false)
      }
      inputValue={text}
      onInputChange={(_, next) => setText(next)}
      // The server already filtered by what is typed.
      filterOptions={(x) => x}
      getOptionLabel={(o) => o.companyName}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={isFetching}
      loadingText={translate('app.lists.customerSearch.searching')}
      noOptionsText={translate('app.lists.customerSearch.noCustomers')}
      autoHighlight
      sx={sx}
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
          label={translate('app.orderList.filters.customer')}
          placeholder={translate('app.orderList.filters.allCustomers')}
          slotProps={{ inputLabel: { ...params.InputLabelProps, shrink: true } }}
        />
      )}
    />
  );
}
