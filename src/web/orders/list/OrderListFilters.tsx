/**
 * Search and filters of the order list: the search box (number, external id, company, RFC; sent
 * 300 ms after typing stops; a new search looks in every state), sellers (only for those who see more than their own orders),
 * customer, payment method, delivery model and the delivery date range (both ends or none).
 */
import FilterAltOffOutlined from '@mui/icons-material/FilterAltOffOutlined';
import { Box, Button, Skeleton, type SxProps, type Theme } from '@mui/material';
import type { ReactElement } from 'react';
import { useListContext, useLocaleState, useTranslate } from 'react-admin';
import { PAYMENT_TERMS } from '../../../domain/creditTerms';
import type { Locale } from '../../../domain/i18n';
import { DELIVERY_MODELS } from '../../../domain/orders/enums';
import { CustomerFilter } from '../../customers/CustomerFilter';
import { useFirstScreenDone } from '../../navigation/firstScreen';
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

/** Each filter's share of the row, the same for the filter and its placeholder. */
const WIDTH = {
  sellers: { flex: { xs: '1 1 100%', sm: '0 0 240px' } },
  customers: { flex: { xs: '1 1 100%', sm: '0 0 260px' } },
  paymentTerm: { flex: { xs: '1 1 140px', sm: '0 0 170px' } },
  deliveryModel: { flex: { xs: '1 1 140px', sm: '0 0 230px' } },
  deliveryDate: { flex: { xs: '1 1 140px', sm: '0 0 170px' } },
} satisfies Record<string, SxProps<Theme>>;

/**
 * A filter on a cold load: after the list's first rows (navigation/firstScreen.ts), its place kept
 * by a placeholder of its size — the theme's dense filled fields: 48 px high (the date fields 40)
 * with 8 px above and 4 below — so the rows do not move when it comes. The search is not deferred.
 */
function AfterFirstRows({
  width,
  height = 48,
  children,
}: {
  width: (typeof WIDTH)[keyof typeof WIDTH];
  height?: number;
  children: ReactElement;
}) {
  if (useFirstScreenDone()) return children;
  return <Skeleton variant="rounded" height={height} aria-hidden sx={{ mt: 1, mb: 0.5, ...width }} />;
}

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
  const input = (
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
      sx={{ ...WIDTH.deliveryDate, '& .MuiInputBase-root': { height: 40 } }}
    />
  );
  // With its hint below it is taller than a placeholder: then it is not deferred.
  return !value && other ? (
    input
  ) : (
    <AfterFirstRows width={WIDTH.deliveryDate} height={40}>
      {input}
    </AfterFirstRows>
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
      {shows('sellers') && (
        <AfterFirstRows width={WIDTH.sellers}>
          <OrderSellerFilter sx={WIDTH.sellers} />
        </AfterFirstRows>
      )}
      {shows('customers') && (
        <AfterFirstRows width={WIDTH.customers}>
          <CustomerFilter
            source="customers"
            label="app.orderList.filters.customer"
            placeholder="app.orderList.filters.allCustomers"
            sx={WIDTH.customers}
          />
        </AfterFirstRows>
      )}
      {shows('paymentTerm') && (
        <AfterFirstRows width={WIDTH.paymentTerm}>
          <ListFilterSelect
            source="paymentTerm"
            label={label('paymentTerm')}
            allLabel={label('allPaymentTerms')}
            options={PAYMENT_TERMS.map((term) => ({ value: term, label: paymentTermLabel(term, lang) }))}
            sx={WIDTH.paymentTerm}
          />
        </AfterFirstRows>
      )}
      {shows('deliveryModel') && (
        <AfterFirstRows width={WIDTH.deliveryModel}>
          <ListFilterSelect
            source="deliveryModel"
            label={label('deliveryModel')}
            allLabel={label('allDeliveryModels')}
            options={DELIVERY_MODELS.map((model) => ({
              value: model,
              label: deliveryModelLabel(model, lang, productName),
            }))}
            sx={WIDTH.deliveryModel}
          />
        </AfterFirstRows>
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
