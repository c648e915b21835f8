/**
 * Which step the order's shipments put it in. Each logistics action (create or delete a shipment,
 * transport, invoice, credit note, delivery confirmation, a payment) recomputes it from the facts,
 * so the order's status never disagrees with its shipments, whatever order the actions came in.
 *
 * Steps keep the display order (Facturado before Transporte Asignado): a step is reached when it
 * and every step before it hold. Invoiced: every shipment has its invoice (an order that needs no
 * invoice skips the step). Transport: every shipment has its transport. Delivered: every shipment
 * delivered and nothing left to ship (the planned shipments all created, or every promised kilo
 * shipped). Paid: delivered and the payments cover what is due (docs/decisions.md).
 */
import type { OpsStatus } from '../orders/status';

export interface LogisticsFacts {
  shipments: readonly { hasTransport: boolean; isInvoiced: boolean; isDelivered: boolean }[];
  requiredInvoice: boolean;
  /** Planned deliveries created, or nothing left to ship. */
  nothingLeftToShip: boolean;
  paymentsCover: boolean;
}

/** The status for an order with material assigned (null: no shipment, the allocation's status stands). */
export function logisticsStatus(f: LogisticsFacts): OpsStatus | null {
  if (f.shipments.length === 0) return null;
  const invoiced = !f.requiredInvoice || f.shipments.every((s) => s.isInvoiced);
  const transported = f.shipments.every((s) => s.hasTransport);
  const delivered = f.nothingLeftToShip && f.shipments.every((s) => s.isDelivered);
  if (delivered) return f.paymentsCover ? 'PAGADO' : 'ORDEN_ENTREGADA';
  if (invoiced && transported) return 'TRANSPORTE_ASIGNADO';
  if (invoiced && f.requiredInvoice) return 'FACTURADO';
  return 'EMBARCADO/PROGRAMADO';
}

/** Statuses logistics moves an order between (from material assigned on). */
export const LOGISTICS_STATUSES = [
  'MATERIAL_ASIGNADO',
  'EMBARCADO/PROGRAMADO',
  'FACTURADO',
  'TRANSPORTE_ASIGNADO',
  'ORDEN_ENTREGADA',
  'PAGADO',
] as const satisfies readonly OpsStatus[];
