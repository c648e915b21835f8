/**
 * The home's delays group, for who reads the late orders (ORDER_DELAYED): its total and the
 * 'Órdenes atrasadas' sub-queue, for the home's seller and delivery range, shared by the count
 * (`GET /api/orders/count-delay-orders`), the table and the modal that moves their dates (editable
 * with ORDER_DELAYED write, read otherwise).
 */
import EditCalendarOutlined from '@mui/icons-material/EditCalendarOutlined';
import EventBusyOutlined from '@mui/icons-material/EventBusyOutlined';
import { Button, Chip } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useCanAccess, useDataProvider, useTranslate } from 'react-admin';
import type { LogisticsCountsQuery } from '../../../domain/logistics/queues';
import type { AppDataProvider } from '../../providers/dataProvider';
import { QueueGroup } from '../../ui/lists/QueueGroup';
import { CountError } from './CountError';
import { DelayedOrdersQueue } from './DelayedOrdersQueue';
import { delayedCountKey } from './logisticsQueries';
import { OverdueDialog } from './OverdueDialog';

const T = 'app.logisticsQueues.home';

export function DelaysQueues({ filters }: { filters: LogisticsCountsQuery }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const read = useCanAccess({ resource: 'orders', action: 'delayed' });
  const write = useCanAccess({ resource: 'orders', action: 'rescheduleDelayed' });
  const allowed = read.canAccess === true;
  const canWrite = write.canAccess === true;
  const [editing, setEditing] = useState(false);
  const count = useQuery({
    queryKey: delayedCountKey(filters),
    queryFn: () => dataProvider.countDelayedOrders(filters),
    enabled: allowed,
  });
  if (!allowed) return null;
  return (
    <QueueGroup
      testId="delays-queues"
      icon={<EventBusyOutlined color="warning" />}
      title={translate(`${T}.delays.group`)}
      hint={translate(`${T}.delays.groupHint`)}
      badge={
        <Chip
          color={count.data?.count ? 'warning' : 'default'}
          data-testid="delays-total"
          label={count.data ? translate(`${T}.delays.total`, { smart_count: count.data.count }) : '…'}
          sx={{ fontWeight: 600 }}
        />
      }
    >
      {count.isError && <CountError onRetry={() => void count.refetch()} />}
      <DelayedOrdersQueue
        count={count.data?.count}
        filters={filters}
        actions={
          <Button
            size="small"
            variant="outlined"
            startIcon={<EditCalendarOutlined />}
            onClick={() => setEditing(true)}
            sx={{ whiteSpace: 'nowrap' }}
          >
            {translate(`${T}.delayed.${canWrite ? 'editDates' : 'viewDates'}`)}
          </Button>
        }
      />
      {editing && (
        <OverdueDialog open onClose={() => setEditing(false)} canWrite={canWrite} filters={filters} />
      )}
    </QueueGroup>
  );
}
