/**
 * The transport form of a 'Pendientes de entrega' row: the order page's TransportDialog, which
 * toasts 'Transporte asignado exitosamente' / 'Error al asignar el transporte: …' itself. A saved
 * transport refreshes the lists and counts (the row shows its plates, the order may move on).
 * The row carries its plates only, so a change starts from a blank form with the shipment's date.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { PendingDeliveryRow } from '../../../domain/logistics/queues';
import { refreshAfterDeliveryChange } from '../queues/logisticsQueries';
import { TransportDialog } from '../transport/TransportDialog';

export function TransportAssignment({
  row,
  onClose,
}: {
  row: PendingDeliveryRow | null;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const dateDelivery = row?.dateDelivery;
  // One object per shipment: the dialog's defaults are computed from it.
  const initial = useMemo(() => ({ dateDelivery }), [dateDelivery]);
  if (!row) return null;
  return (
    <TransportDialog
      key={row.id}
      shipmentId={row.id}
      shipmentNumber={row.number}
      version={row.version}
      deliveryModel={row.order.deliveryModel}
      initial={initial}
      onAssigned={() => refreshAfterDeliveryChange(queryClient)}
      onClose={onClose}
    />
  );
}
