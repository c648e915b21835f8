/**
 * The list's search and filters: text over number, customer and product; the statuses as chips
 * (several at once); customer, product reference, who asked, delivery method and payment term.
 * Phones sort with a select, as they have no column headers. The download button ends the row.
 */
import { Box, type SxProps, TextField, type Theme, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useCanAccess, useListContext } from 'react-admin';
import { PAYMENT_TERMS } from '../../domain/creditTerms';
import { DELIVERY_MODELS } from '../../domain/orders/enums';
import { REQUESTED_BY_TYPES } from '../../domain/priceRequests';
import type { Product } from '../../domain/products';
import { CustomerFilter } from '../customers/CustomerFilter';
import { useAppTranslate } from '../providers/appTranslate';
import { ClearFiltersButton, ListFilterSelect } from '../ui/lists/ListFilters';
import { ListSortSelect } from '../ui/lists/ListSortSelect';
import { SearchAutocomplete } from '../ui/lists/SearchAutocomplete';
import { ListSearchInput } from '../ui/lists/SearchInput';
import { usePriceRequestLabels } from './priceRequestLabels';
import { StatusChipsFilter } from './StatusChipsFilter';

/** The sorts a phone offers (the table's sortable columns). */
function useSortOptions() {
  const t = useAppTranslate();
  return [
    { field: 'createdAt', label: t('app.priceRequests.fields.createdAt') },
    { field: 'number', label: t('app.priceRequests.fields.number') },
    { field: 'customer', label: t('app.priceRequests.fields.customer') },
    { field: 'product', label: t('app.priceRequests.fields.product') },
    { field: 'volumeTons', label: t('app.priceRequests.fields.volume') },
    { field: 'deliveryWindowFrom', label: t('app.priceRequests.fields.deliveryWindow') },
    { field: 'status', label: t('app.priceRequests.fields.status') },
  ];
}

export function PriceRequestFilters({ phone, download }: { phone: boolean; download?: ReactNode }) {
  const t = useAppTranslate();
  const labels = usePriceRequestLabels();
  const listsCustomers = useCanAccess({ resource: 'customers', action: 'list' }).canAccess === true;
  const sortOptions = useSortOptions();
  const narrow = { flex: { xs: '1 1 100%', sm: '0 0 200px' } };
  return (
    <Box
      role="search"
      aria-label={t('app.priceRequests.list.search')}
      sx={{ display: 'grid', gap: 1.5, width: '100%' }}
    >
      <StatusChipsFilter />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <ListSearchInput
          label={t('app.priceRequests.list.search')}
          placeholder={t('app.priceRequests.list.searchPlaceholder')}
          sx={{ flex: '1 1 240px', maxWidth: { md: 320 } }}
        />
        {listsCustomers && (
          <CustomerFilter
            source="customer"
            label="app.priceRequests.fields.customer"
            placeholder="app.priceRequests.list.allCustomers"
            sx={{ flex: { xs: '1 1 100%', sm: '0 0 240px' } }}
          />
        )}
        <ProductReferenceFilter sx={{ flex: { xs: '1 1 100%', sm: '0 0 220px' } }} />
        <ListFilterSelect
          source="requestedByType"
          label={t('app.priceRequests.fields.requestedByType')}
          allLabel={t('app.priceRequests.list.allRequestedBy')}
          options={REQUESTED_BY_TYPES.map((type) => ({ value: type, label: labels.requestedBy(type) }))}
          sx={narrow}
        />
        <ListFilterSelect
          source="deliveryMethod"
          label={t('app.priceRequests.fields.deliveryMethod')}
          allLabel={t('app.priceRequests.list.allDeliveryMethods')}
          options={DELIVERY_MODELS.map((method) => ({ value: method, label: labels.deliveryMethod(method) }))}
          sx={narrow}
        />
        <ListFilterSelect
          source="paymentTerm"
          label={t('app.priceRequests.fields.paymentTerm')}
          allLabel={t('app.priceRequests.list.allPaymentTerms')}
          options={PAYMENT_TERMS.map((term) => ({ value: term, label: labels.paymentTerm(term) }))}
          sx={narrow}
        />
        {phone && <ListSortSelect options={sortOptions} />}
        <ClearFiltersButton />
        {download && <Box sx={{ ml: { sm: 'auto' } }}>{download}</Box>}
      </Box>
    </Box>
  );
}

/** A product as the filter holds it: its reference (what the API filters by). */
interface ReferenceOption {
  id: string;
  name: string;
}

const BY_REFERENCE = { field: 'reference', order: 'ASC' } as const;

/** The product reference, searched in the catalogue; the filter keeps the reference itself. */
function ProductReferenceFilter({ sx }: { sx?: SxProps<Theme> }) {
  const t = useAppTranslate();
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const reference = typeof filterValues.productReference === 'string' ? filterValues.productReference : '';
  return (
    <SearchAutocomplete<Product, ReferenceOption>
      resource="products"
      sort={BY_REFERENCE}
      toOption={(p) => ({ id: p.reference, name: p.name })}
      getOptionLabel={(o) => o.id}
      renderOptionContent={(o) => (
        <>
          <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
            {o.id}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {o.name}
          </Typography>
        </>
      )}
      size="small"
      value={reference ? { id: reference, name: '' } : null}
      onChange={(option) =>
        setFilters({ ...filterValues, productReference: option?.id || undefined }, displayedFilters, false)
      }
      loadingText={t('app.priceRequests.list.searchingProducts')}
      noOptionsText={t('app.priceRequests.list.noProducts')}
      sx={sx}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('app.priceRequests.fields.productReference')}
          placeholder={t('app.priceRequests.list.allProducts')}
          slotProps={{ inputLabel: { ...params.InputLabelProps, shrink: true } }}
        />
      )}
    />
  );
}
