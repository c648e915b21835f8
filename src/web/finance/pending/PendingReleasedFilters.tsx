/**
 * Filters of /orders/pending-released (seeds §2): sellers (for whoever sees more than their own
 * orders), payment term and delivery model, several at once; plus the search. Empty means all.
 */
import { Autocomplete, Box, Button, TextField } from '@mui/material';
import { useGetList, useLocaleState, useTranslate } from 'react-admin';
import { PAYMENT_TERM_LABELS, PAYMENT_TERMS, type PaymentTerm } from '../../../domain/creditTerms';
import type { Locale } from '../../../domain/i18n';
import { DELIVERY_MODELS, type DeliveryModel } from '../../../domain/orders/enums';
import { deliveryModelLabel } from '../../orders/list/orderLabels';
import { useTenantTheme } from '../../tenantTheme';
import { SearchInput } from '../../ui/lists/SearchInput';

const T = 'app.finance.pendingReleased';
/** Seeds 001 §9: 500 ms in the queue searches. */
export const QUEUE_SEARCH_DEBOUNCE_MS = 500;

export interface PendingFilters {
  sellers: string[];
  paymentTerm: PaymentTerm[];
  deliveryModel: DeliveryModel[];
  searchParam: string;
}
export const NO_FILTERS: PendingFilters = {
  sellers: [],
  paymentTerm: [],
  deliveryModel: [],
  searchParam: '',
};

interface SellerOption {
  id: string;
  fullName: string;
}

interface Props {
  value: PendingFilters;
  showSellers: boolean;
  onChange: (next: PendingFilters) => void;
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

export function PendingReleasedFilters({ value, showSellers, onChange }: Props) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const lang = locale as Locale;
  const tenant = useTenantTheme();
  const { data: sellers = [], isPending } = useGetList<SellerOption>(
    'sellers',
    { pagination: { page: 1, perPage: 100 }, sort: { field: 'id', order: 'ASC' } },
    { enabled: showSellers },
  );
  const chosenSellers = sellers.filter((s) => value.sellers.includes(s.id));
  const filtered =
    value.sellers.length + value.paymentTerm.length + value.deliveryModel.length > 0 ||
    value.searchParam !== '';
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
      <SearchInput
        value={value.searchParam}
        delay={QUEUE_SEARCH_DEBOUNCE_MS}
        placeholder={translate(`${T}.search`)}
        onSearch={(searchParam) => onChange({ ...value, searchParam })}
      />
      {showSellers && (
        <Autocomplete
          multiple
          size="small"
          options={sellers}
          loading={isPending}
          value={chosenSellers}
          onChange={(_, next) => onChange({ ...value, sellers: next.map((s) => s.id) })}
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
        value={value.paymentTerm}
        labelOf={(t) => PAYMENT_TERM_LABELS[t][lang]}
        onChange={(paymentTerm) => onChange({ ...value, paymentTerm })}
      />
      <MultiSelect
        label={translate(`${T}.filters.deliveryModel`)}
        options={DELIVERY_MODELS}
        value={value.deliveryModel}
        labelOf={(m) => deliveryModelLabel(m, lang, tenant.productName ?? '')}
        onChange={(deliveryModel) => onChange({ ...value, deliveryModel })}
      />
      {filtered && (
        <Button onClick={() => onChange(NO_FILTERS)} sx={{ justifySelf: 'start' }}>
          {translate(`${T}.filters.clear`)}
        </Button>
      )}
    </Box>
  );
}
