/**
 * Search and filters of the order list: the search box (number, external id, company, RFC; sent
 * 300 ms after typing stops; a new search looks in every state), sellers (only for those who see more than their own orders),
 * customer, payment method, delivery model and the delivery date range (both ends or none).
 */
import FilterAltOffOutlined from '@mui/icons-material/FilterAltOffOutlined';
import { Box, Button } from '@mui/material';
import { useListContext, useLocaleState, useTranslate } from 'react-admin';
import { PAYMENT_TERMS } from '../../../domain/creditTerms';
import type { Locale } from '../../../domain/i18n';
import { DELIVERY_MODELS } from '../../../domain/orders/enums';
import { CustomerFilter } from '../../customers/CustomerFilter';
import { useTenantTheme } from '../../tenantTheme';
import { DateInput } from '../../ui/forms/DateInput';
import { ListFilterSelect } from '../../ui/lists/ListFilters';
import { SearchInput } from '../../ui/lists/SearchInput';
import { OrderFilterMenu } from './OrderFilterMenu';
import { OrderSellerFilter } from './OrderSellerFilter';
import { deliveryModelLabel, paymentTermLabel } from './orderLabels';
import { searchFilters, statusTabOf } from './orderListQuery';
import { ORDER_FILTER_KEYS, type OrderFilterChoice, type OrderFilterKey } from './useOrderFilterPreferences';

export interface OrderListFiltersProps {
  showSellers: boolean;
  showCustomers: boolean;
  /** The user's saved choice of visible filters (the "Filtros" menu changes it). */
  filterChoice: OrderFilterChoice;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const noop = () => undefined;

/** dd/MM/yyyy whatever the browser's language; the filter changes once a whole day is typed. */
function DeliveryDateInput({
  source,
  label,
}: {
  source: 'deliveryDateFrom' | 'deliveryDateTo';
  label: string;
}) {
  const translate = useTranslate();
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const value = typeof filterValues[source] === 'string' ? (filterValues[source] as string) : '';
  const other = filterValues[source === 'deliveryDateFrom' ? 'deliveryDateTo' : 'deliveryDateFrom'];
  return (
    <DateInput
      name={source}
      value={value}
      onChange={(next) => {
        if (next === '' || ISO_DAY.test(next))
          setFilters({ ...filterValues, [source]: next || undefined }, displayedFilters, false);
      }}
      onBlur={noop}
      inputRef={null}
      label={label}
      // One end alone filters nothing: say so where the user looks.
      helperText={!value && other ? translate('app.orderList.filters.rangeHint') : undefined}
      sx={{ flex: { xs: '1 1 140px', sm: '0 0 170px' }, '& .MuiInputBase-root': { height: 40 } }}
    />
  );
}

/** The list's search; a new search moves to the All tab (`searchFilters`). */
function OrderSearchInput() {
  const translate = useTranslate();
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const value = typeof filterValues.q === 'string' ? filterValues.q : '';
  return (
    <SearchInput
      value={value}
      onSearch={(q) => setFilters(searchFilters(filterValues, q), displayedFilters, false)}
      label={translate('app.orderList.search.label')}
      placeholder={translate('app.orderList.search.placeholder')}
      sx={{ flex: '1 1 280px', maxWidth: { md: 380 } }}
    />
  );
}

function ClearOrderFilters() {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const { statusTab: _tab, ...rest } = filterValues;
  if (!Object.values(rest).some((v) => v !== undefined && v !== '')) return null;
  return (
    <Button
      color="inherit"
      size="small"
      startIcon={<FilterAltOffOutlined fontSize="small" />}
      // The tab is not a filter the user typed: it stays.
      onClick={() => setFilters({ statusTab: statusTabOf(filterValues) }, {}, false)}
      sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}
    >
      {translate('app.orderList.filters.clear')}
    </Button>
  );
}

export function OrderListFilters({ showSellers, showCustomers, filterChoice }: OrderListFiltersProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { productName } = useTenantTheme();
  const label = (key: string) => translate(`app.orderList.filters.${key}`);
  const lang = (locale as Locale) ?? 'es';
  const available = ORDER_FILTER_KEYS.filter(
    (key) => (key !== 'sellers' || showSellers) && (key !== 'customers' || showCustomers),
  );
  const shows = (key: OrderFilterKey) => available.includes(key) && filterChoice.visible.includes(key);
  return (
    <Box
      role="search"
      aria-label={label('label')}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1.5, width: '100%' }}
    >
      <OrderSearchInput />
      {shows('sellers') && <OrderSellerFilter sx={{ flex: { xs: '1 1 100%', sm: '0 0 240px' } }} />}
      {shows('customers') && (
        <CustomerFilter
          source="customers"
          label="app.orderList.filters.customer"
          placeholder="app.orderList.filters.allCustomers"
          sx={{ flex: { xs: '1 1 100%', sm: '0 0 260px' } }}
        />
      )}
      {shows('paymentTerm') && (
        <ListFilterSelect
          source="paymentTerm"
          label={label('paymentTerm')}
          allLabel={label('allPaymentTerms')}
          options={PAYMENT_TERMS.map((term) => ({ value: term, label: paymentTermLabel(term, lang) }))}
          sx={{ flex: { xs: '1 1 140px', sm: '0 0 170px' } }}
        />
      )}
      {shows('deliveryModel') && (
        <ListFilterSelect
          source="deliveryModel"
          label={label('deliveryModel')}
          allLabel={label('allDeliveryModels')}
          options={DELIVERY_MODELS.map((model) => ({
            value: model,
            label: deliveryModelLabel(model, lang, productName),
          }))}
          sx={{ flex: { xs: '1 1 140px', sm: '0 0 230px' } }}
        />
      )}
      {shows('deliveryDate') && (
        <>
          <DeliveryDateInput source="deliveryDateFrom" label={label('deliveryFrom')} />
          <DeliveryDateInput source="deliveryDateTo" label={label('deliveryTo')} />
        </>
      )}
      <OrderFilterMenu available={available} choice={filterChoice} />
      <ClearOrderFilters />
    </Box>
  );
}
