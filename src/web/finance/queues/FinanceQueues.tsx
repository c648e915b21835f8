/**
 * The finance group of the home dashboard's action queues: its total and the five sub-queues —
 * release not requested, payment validation not requested, release missing, retained, authorized
 * by finance — for the home's seller and delivery date range, shared by the counts
 * (`GET /api/orders/count-finances`, one call) and every table. An action refreshes every count.
 */
import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import { Alert, Button, Chip } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useCanAccess, useDataProvider, useTranslate } from 'react-admin';
import { FINANCE_QUEUES } from '../../../domain/finance/queues';
import type { FinanceCountsQuery } from '../../../domain/finance/views';
import type { AppDataProvider } from '../../providers/dataProvider';
import { QueueGroup } from '../../ui/lists/QueueGroup';
import { financeCountsKey } from '../financeQueries';
import { FinanceSubQueue } from './FinanceSubQueue';

const T = 'app.finance.queues';

export interface FinanceQueuesProps {
  /** The home's seller and delivery range (both ends or none), sent with the counts and every page. */
  filters: FinanceCountsQuery;
}

export function FinanceQueues({ filters }: FinanceQueuesProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const allowed = useCanAccess({ resource: 'finance', action: 'queues' }).canAccess === true;
  const counts = useQuery({
    queryKey: financeCountsKey(filters),
    queryFn: () => dataProvider.getFinanceCounts(filters),
    enabled: allowed,
  });
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
        <FinanceSubQueue key={queue} queue={queue} count={counts.data?.[queue]} filters={filters} />
      ))}
    </QueueGroup>
  );
}
