/**
 * The seller filter, several at once: the sellers the API lets the caller see (admin all of them,
 * customer service and sales managers those they supervise). Empty means all.
 */
import { Autocomplete, type SxProps, TextField, type Theme } from '@mui/material';
import { useGetList, useListContext, useTranslate } from 'react-admin';

interface SellerOption {
  id: string;
  fullName: string;
}

const ALL_SELLERS = { page: 1, perPage: 100 };
const BY_NAME = { field: 'id', order: 'ASC' } as const;

export function OrderSellerFilter({ sx }: { sx?: SxProps<Theme> }) {
  const translate = useTranslate();
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const { data, isPending } = useGetList<SellerOption>('sellers', { pagination: ALL_SELLERS, sort: BY_NAME });
  const ids = typeof filterValues.sellers === 'string' ? filterValues.sellers.split(',').filter(Boolean) : [];
  const options = data ?? [];
  const value = options.filter((s) => ids.includes(s.id));
  return (
    <Autocomplete
      multiple
      size="small"
      options={options}
      value={value}
      loading={isPending}
      onChange={(_, chosen) =>
        setFilters(
          { ...filterValues, sellers: chosen.length ? chosen.map((s) => s.id).join(',') : undefined },
          displayedFilters,
          false,
        )
      }
      getOptionLabel={(s) => s.fullName}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      noOptionsText={translate('app.orderList.filters.noOptions')}
      limitTags={1}
      slotProps={{ chip: { size: 'small' } }}
      disableCloseOnSelect
      sx={sx}
      renderInput={(params) => (
        <TextField
          {...params}
          label={translate('app.orderList.filters.sellers')}
          placeholder={value.length ? undefined : translate('app.orderList.filters.allSellers')}
          slotProps={{ inputLabel: { ...params.InputLabelProps, shrink: true } }}
        />
      )}
    />
  );
}
