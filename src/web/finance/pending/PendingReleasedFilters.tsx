/**
 * Filters of /orders/pending-released, in its list's filters: sellers (for whoever sees more than
 * their own orders), payment term and delivery model, several at once (sent comma-separated, as the
 * order list's), plus the search. Empty means all; clearing keeps the status tab.
 */
import { Autocomplete, Box, Button, TextField } from '@mui/material';
import { useGetList, useListContext, useLocaleState, useTranslate } from 'react-admin';
import { PAYMENT_TERM_LABELS, PAYMENT_TERMS, type PaymentTerm } from '../../../domain/creditTerms';
import type { Locale } from '../../../domain/i18n';
import { DELIVERY_MODELS, type DeliveryModel } from '../../../domain/orders/enums';
import { deliveryModelLabel } from '../../orders/list/orderLabels';
import { useTenantTheme } from '../../tenantTheme';
import { ListSearchInput } from '../../ui/lists/SearchInput';
import { QUEUE_SEARCH_DEBOUNCE_MS } from '../financeQueries';

const T = 'app.finance.pendingReleased';
const LIST_FILTERS = ['q', 'sellers', 'paymentTerm', 'deliveryModel'] as const;

/** A filter's values as the list keeps them ('a,b'), only those still offered. */
function listOf<V extends string>(value: unknown, offered: readonly V[]): V[] {
  const parts = typeof value === 'string' ? value.split(',') : [];
  return parts.filter((part): part is V => (offered as readonly string[]).includes(part));
}
const joined = (values: readonly string[]) => (values.length ? values.join(',') : undefined);

interface SellerOption {
  id: string;
  fullName: string;
}

function MultiSelect<T extends string>({
  label,
  options,
  value,
  labelOf,
  onChange,
}: {
  label: string;
  options: readonly T[];
  value: T[];
  labelOf: (v: T) => string;
  onChange: (next: T[]) => void;
}) {
  const translate = useTranslate();
  return (
    <Autocomplete
      multiple
      size="small"
      options={[...options]}
      value={value}
      onChange={(_, next) => onChange(next)}
      getOptionLabel={labelOf}
      disableCloseOnSelect
      limitTags={1}
      slotProps={{ chip: { size: 'small' } }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          placeholder={value.length ? undefined : translate(`${T}.filters.all`)}
          slotProps={{ inputLabel: { ...params.InputLabelProps, shrink: true } }}
        />
      )}
    />
  );
}

export function PendingReleasedFilters({ showSellers }: { showSellers: boolean }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const lang = locale as Locale;
  const tenant = useTenantTheme();
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const { data: sellers = [], isPending } = useGetList<SellerOption>(
    'sellers',
    { pagination: { page: 1, perPage: 100 }, sort: { field: 'id', order: 'ASC' } },
    { enabled: showSellers },
  );
  const sellerIds = typeof filterValues.sellers === 'string' ? filterValues.sellers.split(',') : [];
  const chosenSellers = sellers.filter((s) => sellerIds.includes(s.id));
  const paymentTerm = listOf<PaymentTerm>(filterValues.paymentTerm, PAYMENT_TERMS);
  const deliveryModel = listOf<DeliveryModel>(filterValues.deliveryModel, DELIVERY_MODELS);
  const filtered = LIST_FILTERS.some((key) => Boolean(filterValues[key]));
  const change = (key: (typeof LIST_FILTERS)[number], values: readonly string[]) =>
    setFilters({ ...filterValues, [key]: joined(values) }, displayedFilters, false);
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: {
          xs: '1fr',
          sm: 'repeat(2, minmax(0, 1fr))',
          lg: 'repeat(4, minmax(0, 1fr)) auto',
        },
        alignItems: 'center',
      }}
    >
      <ListSearchInput delay={QUEUE_SEARCH_DEBOUNCE_MS} placeholder={translate(`${T}.search`)} />
      {showSellers && (
        <Autocomplete
          multiple
          size="small"
          options={sellers}
          loading={isPending}
          value={chosenSellers}
          onChange={(_, next) =>
            change(
              'sellers',
              next.map((s) => s.id),
            )
          }
          getOptionLabel={(s) => s.fullName}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          disableCloseOnSelect
          limitTags={1}
          slotProps={{ chip: { size: 'small' } }}
          renderInput={(params) => (
            <TextField
              {...params}
              label={translate(`${T}.filters.sellers`)}
              placeholder={chosenSellers.length ? undefined : translate(`${T}.filters.all`)}
              slotProps={{ inputLabel: { ...params.InputLabelProps, shrink: true } }}
            />
          )}
        />
      )}
      <MultiSelect
        label={translate(`${T}.filters.paymentTerm`)}
        options={PAYMENT_TERMS}
        value={paymentTerm}
        labelOf={(t) => PAYMENT_TERM_LABELS[t][lang]}
        onChange={(next) => change('paymentTerm', next)}
      />
      <MultiSelect
        label={translate(`${T}.filters.deliveryModel`)}
        options={DELIVERY_MODELS}
        value={deliveryModel}
        labelOf={(m) => deliveryModelLabel(m, lang, tenant.productName ?? '')}
        onChange={(next) => change('deliveryModel', next)}
      />
      {filtered && (
        <Button
          onClick={() => setFilters({ status: filterValues.status }, displayedFilters, false)}
          sx={{ justifySelf: 'start' }}
        >
          {translate(`${T}.filters.clear`)}
        </Button>
      )}
    </Box>
  );
}
