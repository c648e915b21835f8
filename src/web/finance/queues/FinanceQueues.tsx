/**
 * The finance group of the home dashboard's action queues: its total and the five sub-queues —
 * release not requested, payment validation not requested, release missing, retained, authorized
 * by finance — with the seller filter and delivery date range shared by the counts
 * (`GET /api/orders/count-finances`, one call) and every table. An action refreshes every count.
 */
import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import { Alert, Box, Button, Chip, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useCanAccess, useDataProvider, useTranslate } from 'react-admin';
import { FINANCE_QUEUES } from '../../../domain/finance/queues';
import type { FinanceCountsQuery } from '../../../domain/finance/views';
import { useDataScope } from '../../auth/useDataScope';
import type { AppDataProvider } from '../../providers/dataProvider';
import { SellerFilter } from '../../ui/filters/SellerFilter';
import { DateInput } from '../../ui/forms/DateInput';
import { QueueGroup } from '../../ui/lists/QueueGroup';
import { financeCountsKey } from '../financeQueries';
import { FinanceSubQueue } from './FinanceSubQueue';

type QueueFilters = FinanceCountsQuery;

const T = 'app.finance.queues';

function DateRange({ value, onChange }: { value: QueueFilters; onChange: (next: QueueFilters) => void }) {
  const translate = useTranslate();
  const from = useRef<HTMLInputElement>(null);
  const to = useRef<HTMLInputElement>(null);
  return (
    <Stack direction="row" spacing={1.5}>
      <DateInput
        name="deliveryDateFrom"
        label={translate(`${T}.filters.deliveryFrom`)}
        value={value.deliveryDateFrom ?? ''}
        onChange={(v) => onChange({ ...value, deliveryDateFrom: v || undefined })}
        onBlur={() => {}}
        inputRef={from}
        max={value.deliveryDateTo}
        sx={{ flex: 1 }}
      />
      <DateInput
        name="deliveryDateTo"
        label={translate(`${T}.filters.deliveryTo`)}
        value={value.deliveryDateTo ?? ''}
        onChange={(v) => onChange({ ...value, deliveryDateTo: v || undefined })}
        onBlur={() => {}}
        inputRef={to}
        min={value.deliveryDateFrom}
        sx={{ flex: 1 }}
      />
    </Stack>
  );
}

/** Only complete yyyy-mm-dd ends count; the range applies once both exist, as every list's range. */
const isDay = (v: string | undefined) => Boolean(v && /^\d{4}-\d{2}-\d{2}$/.test(v));
function effective(filters: QueueFilters): QueueFilters {
  const both = isDay(filters.deliveryDateFrom) && isDay(filters.deliveryDateTo);
  return {
    sellerId: filters.sellerId,
    ...(both ? { deliveryDateFrom: filters.deliveryDateFrom, deliveryDateTo: filters.deliveryDateTo } : {}),
  };
}

export function FinanceQueues() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [filters, setFilters] = useState<QueueFilters>({});
  const { scope } = useDataScope();
  const allowed = useCanAccess({ resource: 'finance', action: 'queues' }).canAccess === true;
  const applied = effective(filters);
  const counts = useQuery({
    queryKey: financeCountsKey(applied),
    queryFn: () => dataProvider.getFinanceCounts(applied),
    enabled: allowed,
  });
  const setSeller = useCallback(
    (sellerId: string | undefined) => setFilters((f) => ({ ...f, sellerId })),
    [],
  );
  if (!allowed) return null;

  return (
    <QueueGroup
      testId="finance-queues"
      icon={<AccountBalanceOutlined color="primary" />}
      title={translate(`${T}.group`)}
      hint={translate(`${T}.groupHint`)}
      badge={
        <Chip
          color="primary"
          data-testid="finance-total"
          label={counts.data ? translate(`${T}.total`, { smart_count: counts.data.total }) : '…'}
          sx={{ fontWeight: 600 }}
        />
      }
    >
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(220px, 320px) minmax(0, 420px)' },
        }}
      >
        <SellerFilter scope={scope} value={filters.sellerId} onChange={setSeller} />
        <DateRange value={filters} onChange={setFilters} />
      </Box>
      {counts.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void counts.refetch()}>
              {translate('app.lists.error.reload')}
            </Button>
          }
        >
          {translate(`${T}.countError`)}
        </Alert>
      )}
      {FINANCE_QUEUES.map((queue) => (
        <FinanceSubQueue key={queue} queue={queue} count={counts.data?.[queue]} filters={applied} />
      ))}
    </QueueGroup>
  );
}
