/**
 * The home's 'Material' group, for who assigns material (ORDER_DETAIL_INVENTORY write): the orders
 * finance authorized, waiting for their lots (the 'Autorizadas por finanzas' queue, with its row
 * action and the bulk automatic assignment), and the open orders no stock covers, both for the home's
 * seller and delivery range. The queue's table belongs to the finance queues; the home page hands it
 * in, so this area never imports finance.
 */

import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import { Chip } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useCanAccess, useDataProvider, useTranslate } from 'react-admin';
import type { MaterialShortageQuery } from '../../../domain/inventory';
import type { AppDataProvider } from '../../providers/dataProvider';
import { QueueGroup } from '../../ui/lists/QueueGroup';
import { queueCountsKey, T } from './allocationQueries';
import { NoMaterialQueue } from './NoMaterialQueue';

const H = `${T}.home`;

export interface MaterialQueuesProps {
  /** The home's seller and delivery range (both ends or none). */
  filters: MaterialShortageQuery;
  /** The 'Autorizadas por finanzas' sub-queue, given the count of its orders. */
  approvedQueue: (count: number | undefined) => ReactNode;
}

export function MaterialQueues({ filters, approvedQueue }: MaterialQueuesProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const write = useCanAccess({ resource: 'orders', action: 'writeInventory' }).canAccess === true;
  const counts = useQuery({
    queryKey: queueCountsKey(filters),
    queryFn: () => dataProvider.getFinanceCounts(filters),
    enabled: write,
  });
  if (!write) return null;
  return (
    <QueueGroup
      testId="material-queues"
      icon={<Inventory2Outlined color="primary" />}
      title={translate(`${H}.group`)}
      hint={translate(`${H}.groupHint`)}
      badge={
        <Chip
          color={counts.data?.APPROVED ? 'primary' : 'default'}
          data-testid="material-total"
          label={counts.data ? translate(`${H}.total`, { smart_count: counts.data.APPROVED }) : '…'}
          sx={{ fontWeight: 600 }}
        />
      }
    >
      {approvedQueue(counts.data?.APPROVED)}
      <NoMaterialQueue filters={filters} />
    </QueueGroup>
  );
}
