/**
 * /orders/pending-delivery ('Pendientes de entrega', ORDER_LISTING_PENDING_DELIVERY): the shipments
 * not delivered yet, searched, filtered and sorted on the server, their page, size, sort and filters
 * kept for when the user comes back. Who may deliver shipments edits each row's date and
 * confirmation in place and assigns its transport; everyone else reads.
 */
import { Box, Card, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, useCanAccess, useTranslate } from 'react-admin';
import { PENDING_DELIVERY_SORTS, type PendingDeliveryRow } from '../../../domain/logistics/queues';
import { useDataScope } from '../../auth/useDataScope';
import { ListSortSelect } from '../../ui/lists/ListSortSelect';
import { QueueList } from '../../ui/lists/QueueList';
import { PageHeader } from '../../ui/PageHeader';
import { useIsPhone } from '../../ui/useIsPhone';
import { NOT_DELIVERED_RESOURCE } from '../queues/logisticsQueries';
import { PendingDeliveryFilters } from './PendingDeliveryFilters';
import { PendingDeliveryTable } from './PendingDeliveryTable';
import { TransportAssignment } from './TransportAssignment';

const T = 'app.logisticsQueues.pendingDelivery';
const SORT = { field: 'dateDelivery', order: 'ASC' } as const;
const FIRST_PAGE_SIZE = 10;

export default function PendingDeliveryPage() {
  const translate = useTranslate();
  const isPhone = useIsPhone();
  const { seesOtherSellers } = useDataScope();
  const write = useCanAccess({ resource: 'orders', action: 'deliverShipments' });
  const canWrite = write.canAccess === true;
  const [transportFor, setTransportFor] = useState<PendingDeliveryRow | null>(null);
  const title = translate('app.logisticsQueues.pendingDeliveryTitle');
  if (write.isPending) return null;

  return (
    <Box>
      <Title title={title} />
      <PageHeader title={title} subtitle={translate(`${T}.subtitle`)} />
      {/* Its width does not count towards the page's: a table too wide scrolls inside it, the page never does. */}
      <Card
        variant={isPhone ? 'elevation' : 'outlined'}
        elevation={0}
        sx={{ width: 0, minWidth: '100%', ...(isPhone ? { bgcolor: 'transparent' } : {}) }}
      >
        <QueueList
          resource={NOT_DELIVERED_RESOURCE}
          view="orders-pending-delivery"
          sort={SORT}
          perPage={FIRST_PAGE_SIZE}
        >
          <Stack spacing={2} sx={{ p: isPhone ? 0 : 2, pb: 2 }}>
            <PendingDeliveryFilters
              showSellers={seesOtherSellers}
              sort={
                <ListSortSelect
                  options={PENDING_DELIVERY_SORTS.map((field) => ({
                    field,
                    label: translate(`${T}.sort.${field}`),
                  }))}
                />
              }
            />
            {!canWrite && (
              <Typography variant="body2" color="text.secondary" data-testid="pending-delivery-read-only">
                {translate(`${T}.readOnly`)}
              </Typography>
            )}
          </Stack>
          <PendingDeliveryTable canWrite={canWrite} onAssignTransport={setTransportFor} />
          {canWrite && <TransportAssignment row={transportFor} onClose={() => setTransportFor(null)} />}
        </QueueList>
      </Card>
    </Box>
  );
}
