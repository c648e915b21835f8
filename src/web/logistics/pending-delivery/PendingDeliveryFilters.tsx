/**
 * Filters of 'Pendientes de entrega', in its list's filters: the search, the delivery date range
 * (applied once both ends are whole dates, as every range of the product), the sellers (for who
 * sees more than their own orders; sent comma-separated), the delivery model, and whether the
 * shipment has its invoice and its transport (all / yes / no).
 */
import FilterListRounded from '@mui/icons-material/FilterListRounded';
import { Autocomplete, Box, Button, MenuItem, TextField } from '@mui/material';
import { type ReactNode, useRef, useState } from 'react';
import { useGetList, useListContext, useLocaleState, useTranslate } from 'react-admin';
import type { Locale } from '../../../domain/i18n';
import { DELIVERY_MODEL_LABELS, DELIVERY_MODELS } from '../../../domain/orders/enums';
import { useTenantTheme } from '../../tenantTheme';
import { DateInput } from '../../ui/forms/DateInput';
import { ListSearchInput } from '../../ui/lists/SearchInput';
import { useIsPhone } from '../../ui/useIsPhone';

const T = 'app.logisticsQueues.pendingDelivery.filters';
const SEARCH_DEBOUNCE_MS = 500;
const FILTER_KEYS = [
  'q',
  'dateDeliveryFrom',
  'dateDeliveryTo',
  'sellers',
  'deliveryModel',
  'isInvoiced',
  'hasTransportAssigned',
] as const;

/** An empty select says 'Todos' instead of standing blank. */
const SHOW_ALL = { inputLabel: { shrink: true }, select: { displayEmpty: true } } as const;

const isDay = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v);
const text = (v: unknown) => (typeof v === 'string' ? v : '');

interface SellerOption {
  id: string;
  fullName: string;
}

/** '' (all), 'true' or 'false', as the API's flags read them. */
function YesNo({ label, value, onChange }: { label: string; value: string; onChange: (v: string) => void }) {
  const translate = useTranslate();
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      slotProps={SHOW_ALL}
    >
      <MenuItem value="">{translate(`${T}.all`)}</MenuItem>
      <MenuItem value="true">{translate(`${T}.yes`)}</MenuItem>
      <MenuItem value="false">{translate(`${T}.no`)}</MenuItem>
    </TextField>
  );
}

/** Both ends typed here; the list hears of the range only when both are whole dates (or both cleared). */
function DeliveryRange() {
  const translate = useTranslate();
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const [from, setFrom] = useState(text(filterValues.dateDeliveryFrom));
  const [to, setTo] = useState(text(filterValues.dateDeliveryTo));
  const fromRef = useRef<HTMLInputElement>(null);
  const toRef = useRef<HTMLInputElement>(null);
  const apply = (nextFrom: string, nextTo: string) => {
    const both = isDay(nextFrom) && isDay(nextTo);
    const applied = both ? { dateDeliveryFrom: nextFrom, dateDeliveryTo: nextTo } : {};
    const current = { from: text(filterValues.dateDeliveryFrom), to: text(filterValues.dateDeliveryTo) };
    if ((applied.dateDeliveryFrom ?? '') === current.from && (applied.dateDeliveryTo ?? '') === current.to)
      return;
    const { dateDeliveryFrom: _f, dateDeliveryTo: _t, ...rest } = filterValues;
    setFilters({ ...rest, ...applied }, displayedFilters, false);
  };
  return (
    <>
      <DateInput
        name="dateDeliveryFrom"
        size="small"
        label={translate(`${T}.dateFrom`)}
        value={from}
        max={isDay(to) ? to : undefined}
        onChange={(v) => {
          setFrom(v);
          apply(v, to);
        }}
        onBlur={() => {}}
        inputRef={fromRef}
      />
      <DateInput
        name="dateDeliveryTo"
        size="small"
        label={translate(`${T}.dateTo`)}
        value={to}
        min={isDay(from) ? from : undefined}
        onChange={(v) => {
          setTo(v);
          apply(from, v);
        }}
        onBlur={() => {}}
        inputRef={toRef}
      />
    </>
  );
}

export function PendingDeliveryFilters({ showSellers, sort }: { showSellers: boolean; sort?: ReactNode }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const lang = locale as Locale;
  const tenant = useTenantTheme();
  const { filterValues, displayedFilters, setFilters } = useListContext();
  // Clearing remounts the range so its typed ends go too.
  const [rangeKey, setRangeKey] = useState(0);
  const { data: sellers = [], isPending } = useGetList<SellerOption>(
    'sellers',
    { pagination: { page: 1, perPage: 100 }, sort: { field: 'id', order: 'ASC' } },
    { enabled: showSellers },
  );
  const sellerIds = text(filterValues.sellers).split(',').filter(Boolean);
  const chosenSellers = sellers.filter((s) => sellerIds.includes(s.id));
  const set = (key: (typeof FILTER_KEYS)[number], value: string | undefined) =>
    setFilters({ ...filterValues, [key]: value || undefined }, displayedFilters, false);
  const filtered = FILTER_KEYS.some((key) => Boolean(filterValues[key]));
  const isPhone = useIsPhone();
  const [open, setOpen] = useState(false);
  // The range counts once (two keys); the search shows by itself.
  const active = FILTER_KEYS.filter(
    (key) => key !== 'q' && key !== 'dateDeliveryTo' && filterValues[key],
  ).length;
  const modelLabel = (m: (typeof DELIVERY_MODELS)[number]) =>
    DELIVERY_MODEL_LABELS[m][lang].replace('%{product}', tenant.productName ?? '');

  return (
    <Box
      data-testid="pending-delivery-filters"
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: {
          xs: '1fr',
          sm: 'repeat(2, minmax(0, 1fr))',
          lg: 'repeat(4, minmax(0, 1fr))',
        },
        alignItems: 'center',
      }}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <ListSearchInput
          delay={SEARCH_DEBOUNCE_MS}
          placeholder={translate('app.logisticsQueues.pendingDelivery.search')}
        />
        {isPhone && (
          <Button
            variant={active ? 'contained' : 'outlined'}
            startIcon={<FilterListRounded />}
            aria-expanded={open}
            onClick={() => setOpen(!open)}
            sx={{ flexShrink: 0 }}
          >
            {active ? `${translate(`${T}.toggle`)} (${active})` : translate(`${T}.toggle`)}
          </Button>
        )}
      </Box>
      {/* On a phone the filters fold under their button; folded, they keep what was typed. */}
      <Box sx={{ display: !isPhone || open ? 'contents' : 'none' }}>
        <DeliveryRange key={rangeKey} />
        {showSellers && (
          <Autocomplete
            multiple
            size="small"
            options={sellers}
            loading={isPending}
            value={chosenSellers}
            onChange={(_, next) => set('sellers', next.map((s) => s.id).join(','))}
            getOptionLabel={(s) => s.fullName}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            disableCloseOnSelect
            limitTags={1}
            slotProps={{ chip: { size: 'small' } }}
            renderInput={(params) => (
              <TextField
                {...params}
                label={translate(`${T}.sellers`)}
                placeholder={chosenSellers.length ? undefined : translate(`${T}.all`)}
                slotProps={{ inputLabel: { ...params.InputLabelProps, shrink: true } }}
              />
            )}
          />
        )}
        <TextField
          select
          size="small"
          label={translate(`${T}.deliveryModel`)}
          value={text(filterValues.deliveryModel)}
          onChange={(e) => set('deliveryModel', e.target.value)}
          slotProps={SHOW_ALL}
        >
          <MenuItem value="">{translate(`${T}.all`)}</MenuItem>
          {DELIVERY_MODELS.map((m) => (
            <MenuItem key={m} value={m}>
              {modelLabel(m)}
            </MenuItem>
          ))}
        </TextField>
        <YesNo
          label={translate(`${T}.invoiced`)}
          value={text(filterValues.isInvoiced)}
          onChange={(v) => set('isInvoiced', v)}
        />
        <YesNo
          label={translate(`${T}.transport`)}
          value={text(filterValues.hasTransportAssigned)}
          onChange={(v) => set('hasTransportAssigned', v)}
        />
        {sort}
      </Box>
      {filtered && (
        <Button
          onClick={() => {
            setFilters({}, displayedFilters, false);
            setRangeKey((k) => k + 1);
          }}
          sx={{ justifySelf: 'start' }}
        >
          {translate(`${T}.clear`)}
        </Button>
      )}
    </Box>
  );
}
