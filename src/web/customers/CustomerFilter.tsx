/**
 * A list's customer filter: type part of a company name or RFC, the API answers the matches (see
 * SearchAutocomplete); the chosen customer's name is read back by id after a reload. `source` is
 * the list's filter key (the order list's `customers`, the price requests' `customer`).
 */
import { type SxProps, TextField, type Theme } from '@mui/material';
import { useGetOne, useListContext, useTranslate } from 'react-admin';
import type { Customer } from '../../domain/customers';
import { SearchAutocomplete } from '../ui/lists/SearchAutocomplete';
import { type CustomerOption, customerSearch } from './CustomerAutocomplete';

export function CustomerFilter({
  source,
  label,
  placeholder,
  sx,
}: {
  source: string;
  /** Message keys of the field's label and its empty text. */
  label: string;
  placeholder: string;
  sx?: SxProps<Theme>;
}) {
  const translate = useTranslate();
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const selectedId = typeof filterValues[source] === 'string' ? (filterValues[source] as string) : '';
  const selected = useGetOne<Customer>('customers', { id: selectedId }, { enabled: Boolean(selectedId) });
  const value: CustomerOption | null = selected.data ? customerSearch.toOption(selected.data) : null;

  return (
    <SearchAutocomplete
      {...customerSearch}
      size="small"
      value={value}
      onChange={(option) =>
        setFilters({ ...filterValues, [source]: option?.id || undefined }, displayedFilters, false)
      }
      loadingText={translate('app.lists.customerSearch.searching')}
      noOptionsText={translate('app.lists.customerSearch.noCustomers')}
      sx={sx}
      renderInput={(params) => (
        <TextField
          {...params}
          label={translate(label)}
          placeholder={translate(placeholder)}
          slotProps={{ inputLabel: { ...params.InputLabelProps, shrink: true } }}
        />
      )}
    />
  );
}
