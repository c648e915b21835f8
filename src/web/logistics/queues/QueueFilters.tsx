/**
 * A home group's own seller and delivery-date filters, as finance's group has them: the seller
 * (for who sees more than their own orders) and a date range that applies once both ends are whole
 * dates. The counts and the tables of the group read the same filters.
 */
import { Box } from '@mui/material';
import { useCallback, useRef } from 'react';
import { useTranslate } from 'react-admin';
import type { LogisticsCountsQuery } from '../../../domain/logistics/queues';
import { useDataScope } from '../../auth/useDataScope';
import { SellerFilter } from '../../ui/filters/SellerFilter';
import { DateInput } from '../../ui/forms/DateInput';

const T = 'app.logisticsQueues.home.filters';

const isDay = (v: string | undefined) => Boolean(v && /^\d{4}-\d{2}-\d{2}$/.test(v));

/** What the group sends: the seller, and the range only with both ends. */
export function appliedFilters(filters: LogisticsCountsQuery): LogisticsCountsQuery {
  const both = isDay(filters.deliveryDateFrom) && isDay(filters.deliveryDateTo);
  return {
    ...(filters.sellerId ? { sellerId: filters.sellerId } : {}),
    ...(both ? { deliveryDateFrom: filters.deliveryDateFrom, deliveryDateTo: filters.deliveryDateTo } : {}),
  };
}

export function QueueFilters({
  value,
  onChange,
}: {
  value: LogisticsCountsQuery;
  onChange: (next: (current: LogisticsCountsQuery) => LogisticsCountsQuery) => void;
}) {
  const translate = useTranslate();
  const { scope } = useDataScope();
  const from = useRef<HTMLInputElement>(null);
  const to = useRef<HTMLInputElement>(null);
  const setSeller = useCallback(
    (sellerId: string | undefined) => onChange((f) => ({ ...f, sellerId })),
    [onChange],
  );
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr', md: 'minmax(220px, 320px) minmax(0, 420px)' },
      }}
    >
      <SellerFilter scope={scope} value={value.sellerId} onChange={setSeller} />
      <Box sx={{ display: 'flex', gap: 1.5 }}>
        <DateInput
          name="deliveryDateFrom"
          size="small"
          label={translate(`${T}.deliveryFrom`)}
          value={value.deliveryDateFrom ?? ''}
          onChange={(v) => onChange((f) => ({ ...f, deliveryDateFrom: v || undefined }))}
          onBlur={() => {}}
          inputRef={from}
          max={isDay(value.deliveryDateTo) ? value.deliveryDateTo : undefined}
          sx={{ flex: 1 }}
        />
        <DateInput
          name="deliveryDateTo"
          size="small"
          label={translate(`${T}.deliveryTo`)}
          value={value.deliveryDateTo ?? ''}
          onChange={(v) => onChange((f) => ({ ...f, deliveryDateTo: v || undefined }))}
          onBlur={() => {}}
          inputRef={to}
          min={isDay(value.deliveryDateFrom) ? value.deliveryDateFrom : undefined}
          sx={{ flex: 1 }}
        />
      </Box>
    </Box>
  );
}
