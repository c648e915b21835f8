/**
 * The transport form of a 'Pendientes de entrega' row: the order page's TransportDialog, which
 * toasts 'Transporte asignado exitosamente' / 'Error al asignar el transporte: …' itself. A saved
 * transport refreshes the lists and counts (the row shows its plates, the order may move on).
 * The row carries its plates only: a change reads the shipment from its order's logistics first,
 * so the form opens on the transport it changes (vehicle type, carrier, driver, comments).
 */
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useCanAccess, useDataProvider, useTranslate } from 'react-admin';
import type { ShipmentView } from '../../../domain/logistics';
import type { PendingDeliveryRow } from '../../../domain/logistics/queues';
import type { AppDataProvider } from '../../providers/dataProvider';
import { ErrorState } from '../../ui/lists/ListStates';
import { refreshAfterDeliveryChange } from '../queues/logisticsQueries';
import { TransportDialog } from '../transport/TransportDialog';
import { TT } from '../transport/transportValues';

interface Props {
  row: PendingDeliveryRow;
  onClose: () => void;
}

function AssignDialog({ row, shipment, onClose }: Props & { shipment?: ShipmentView }) {
  const queryClient = useQueryClient();
  // One object per opening: the dialog's defaults are computed from it once.
  const initial = useMemo(
    () =>
      shipment
        ? { transport: shipment.transport, dateDelivery: shipment.dateDelivery }
        : { dateDelivery: row.dateDelivery },
    [shipment, row.dateDelivery],
  );
  return (
    <TransportDialog
      shipmentId={row.id}
      shipmentNumber={row.number}
      version={shipment?.version ?? row.version}
      deliveryModel={row.order.deliveryModel}
      initial={initial}
      onAssigned={() => refreshAfterDeliveryChange(queryClient)}
      onClose={onClose}
    />
  );
}

/** A shipment's transport to change: read afresh each time the form opens (its defaults are taken once). */
function ChangeDialog({ row, onClose }: Props) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const query = useQuery({
    queryKey: ['orders', 'shipmentTransport', { orderId: row.order.id, shipmentId: row.id }],
    queryFn: async () => {
      const logistics = await dataProvider.getOrderLogistics(row.order.id);
      const shipment = logistics.shipments.find((s) => s.id === row.id);
      if (!shipment) throw new Error(`shipment ${row.id} is no longer in its order`);
      return shipment;
    },
    staleTime: 0,
    gcTime: 0,
  });
  if (query.data) return <AssignDialog row={row} shipment={query.data} onClose={onClose} />;
  const title = translate(`${TT}.dialogTitle`, { number: row.number });
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-label={title}>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        {query.error ? (
          <ErrorState
            dense
            error={query.error}
            title={translate('app.orderLogistics.section.loadError')}
            onRetry={() => void query.refetch()}
          />
        ) : (
          <Typography variant="body2" color="text.secondary" role="status">
            {translate('ra.page.loading')}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}

export function TransportAssignment({
  row,
  onClose,
}: {
  row: PendingDeliveryRow | null;
  onClose: () => void;
}) {
  // Every role that delivers from this list reads the order's logistics; one that does not (a
  // tenant's own role) changes the transport from a blank form, as it assigns one.
  const readLogistics = useCanAccess({ resource: 'orders', action: 'readLogistics' });
  if (!row || readLogistics.isPending) return null;
  return row.plates !== null && readLogistics.canAccess ? (
    <ChangeDialog key={row.id} row={row} onClose={onClose} />
  ) : (
    <AssignDialog key={row.id} row={row} onClose={onClose} />
  );
}
