/**
 * The customer filter: type part of a company name or RFC, the API answers the matches (see
 * SearchAutocomplete); the chosen customer's name is read back by id after a reload.
 */
import { type SxProps, TextField, type Theme } from '@mui/material';
import { useGetOne, useListContext, useTranslate } from 'react-admin';
import type { Customer } from '../../../domain/customers';
import { type CustomerOption, customerSearch } from '../../customers/CustomerAutocomplete';
import { SearchAutocomplete } from '../../ui/lists/SearchAutocomplete';

export function OrderCustomerFilter({ sx }: { sx?: SxProps<Theme> }) {
  const translate = useTranslate();
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const selectedId = typeof filterValues.customers === 'string' ? filterValues.customers : '';
  const selected = useGetOne<Customer>('customers', { id: selectedId }, { enabled: Boolean(selectedId) });
  const value: CustomerOption | null = selected.data ? customerSearch.toOption(selected.data) : null;

  return (
    <SearchAutocomplete
      {...customerSearch}
      size="small"
      value={value}
      onChange={(option) =>
        setFilters({ ...filterValues, customers: option?.id || undefined }, displayedFilters, false)
      }
      loadingText={translate('app.lists.customerSearch.searching')}
      noOptionsText={translate('app.lists.customerSearch.noCustomers')}
      sx={sx}
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
