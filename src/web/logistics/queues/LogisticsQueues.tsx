/**
 * The home's logistics group, for who reads 'Pendientes de entrega' (ORDER_LISTING_PENDING_DELIVERY):
 * its total and the 'Confirmación de entrega pendiente' sub-queue, for the home's seller and
 * delivery range, shared by the count (`GET /api/orders/count-for-logistics`) and the table.
 */
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import { Chip } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useCanAccess, useDataProvider, useTranslate } from 'react-admin';
import type { LogisticsCountsQuery } from '../../../domain/logistics/queues';
import type { AppDataProvider } from '../../providers/dataProvider';
import { QueueGroup } from '../../ui/lists/QueueGroup';
import { CountError } from './CountError';
import { pendingDeliveryCountKey } from './logisticsQueries';
import { PendingDeliveryQueue } from './PendingDeliveryQueue';

const T = 'app.logisticsQueues.home.logistics';

export function LogisticsQueues({ filters }: { filters: LogisticsCountsQuery }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const allowed = useCanAccess({ resource: 'orders', action: 'pendingDelivery' }).canAccess === true;
  const count = useQuery({
    queryKey: pendingDeliveryCountKey(filters),
    queryFn: () => dataProvider.countPendingDelivery(filters),
    enabled: allowed,
  });
  if (!allowed) return null;
  return (
    <QueueGroup
      testId="logistics-queues"
      icon={<LocalShippingOutlined color="primary" />}
      title={translate(`${T}.group`)}
      hint={translate(`${T}.groupHint`)}
      badge={
        <Chip
          color="primary"
          data-testid="logistics-total"
          label={count.data ? translate(`${T}.total`, { smart_count: count.data.count }) : '…'}
          sx={{ fontWeight: 600 }}
        />
      }
    >
      {count.isError && <CountError onRetry={() => void count.refetch()} />}
      <PendingDeliveryQueue count={count.data?.count} filters={filters} />
    </QueueGroup>
  );
}
