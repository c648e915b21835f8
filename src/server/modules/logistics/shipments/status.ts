/**
 * The order's status follows its shipments' facts. Every logistics write (shipments, transport,
 * delivery, and billing's invoices, credit notes and payments) ends with `syncLogisticsStatus`,
 * after its own timeline row: it reads the facts, asks `logisticsStatus`, and writes only what
 * changed, so calling it twice is harmless and cheap (four small reads when nothing moves).
 *
 * It also keeps the order's due date (the earliest scheduled date of its shipments not
 * delivered), which the late-orders list reads, and when the order reaches delivery gives the
 * kilos still promised and never shipped back to their lots: a finished order holds no stock.
 */
import { Decimal } from 'decimal.js';
import { amountDue } from '../../../../domain/logistics/invoices';
import { LOGISTICS_STATUSES, logisticsStatus } from '../../../../domain/logistics/steps';
import type { OpsStatus } from '../../../../domain/orders/status';
import type { Executor, Tx } from '../../../db/client';
import { giveBackToLot } from '../../inventory';
import { notifyStepReached } from '../../notifications';
import { type HistoryEntry, recordHistory } from '../../orders';
import { allocationLots, trimAllocationsToShipped, updateOrderRow } from './queries';
import { invoiceNets, kiloFacts, paidAmountOf, shipmentFacts } from './statusQueries';
import { orderForSync } from './viewQueries';

const DELIVERED: readonly string[] = ['ORDEN_ENTREGADA', 'PAGADO'];
const isLogisticsStatus = (s: string): s is OpsStatus =>
  (LOGISTICS_STATUSES as readonly string[]).includes(s);

export interface StatusMove {
  from: string;
  to: string;
}

/**
 * Recomputes the order's logistics status from its rows (inside the caller's transaction, the
 * order row already locked by it). Answers the move made, or null when the status stood.
 */
export async function syncLogisticsStatus(
  db: Tx,
  orderId: string,
  userId: string | null,
): Promise<StatusMove | null> {
  const order = await orderForSync(db, orderId);
  if (!order) throw new Error(`order ${orderId} not found while syncing its logistics status`);
  const shipments = await shipmentFacts(db, orderId);
  const pending = shipments.filter((s) => !s.is_delivered).map((s) => s.date_delivery);
  const dueDate = pending.sort()[0] ?? null;
  // Before material is assigned, or cancelled or retained, logistics does not move the status.
  if (!isLogisticsStatus(order.opsStatus)) {
    if (dueDate !== order.shipmentDueDate) await updateOrderRow(db, orderId, { shipmentDueDate: dueDate });
    return null;
  }

  const kilos = await kiloFacts(db, orderId);
  const nothingLeftToShip =
    shipments.length >= order.shipments ||
    (kilos.open_allocations === 0 && new Decimal(kilos.allocated_kg).gte(kilos.requested_kg));
  const allDelivered = shipments.length > 0 && shipments.every((s) => s.is_delivered);
  // Payments only matter once delivered: skip their two reads otherwise.
  const paymentsCover =
    allDelivered && nothingLeftToShip
      ? new Decimal(await paidAmountOf(db, orderId)).gte(
          amountDue(order.totalWithTaxes, await invoiceNets(db, orderId)),
        )
      : false;
  const next =
    logisticsStatus({
      shipments: shipments.map((s) => ({
        hasTransport: s.has_transport,
        isInvoiced: s.is_invoiced,
        isDelivered: s.is_delivered,
      })),
      requiredInvoice: order.requiredInvoice,
      nothingLeftToShip,
      paymentsCover,
    }) ?? 'MATERIAL_ASIGNADO';

  if (next === order.opsStatus) {
    if (dueDate !== order.shipmentDueDate) await updateOrderRow(db, orderId, { shipmentDueDate: dueDate });
    return null;
  }
  const delivered = DELIVERED.includes(next);
  const wasDelivered = DELIVERED.includes(order.opsStatus);
  await updateOrderRow(db, orderId, {
    opsStatus: next,
    version: order.version + 1,
    shipmentDueDate: dueDate,
    ...(delivered && !wasDelivered ? { isDelivered: true, deliveredAt: new Date() } : {}),
    ...(!delivered && wasDelivered ? { isDelivered: false, deliveredAt: null } : {}),
    ...(next === 'PAGADO' ? { paymentStatus: 'PAID' } : {}),
  });
  const entries: HistoryEntry[] = [
    { orderId, userId, event: 'statusChanged', fromStatus: order.opsStatus, toStatus: next },
  ];
  if (delivered && !wasDelivered) entries.push(...(await releaseUnshipped(db, orderId, userId)));
  await recordHistory(db, entries);
  await notifyStepReached(db, { orderId, from: order.opsStatus, to: next, actorId: userId });
  return { from: order.opsStatus, to: next };
}

/** Kilos promised to a delivered order and never shipped go back to their lots (RELEASED). */
async function releaseUnshipped(
  db: Executor,
  orderId: string,
  userId: string | null,
): Promise<HistoryEntry[]> {
  const open = (await allocationLots(db, orderId))
    .map((a) => ({ ...a, kg: new Decimal(a.allocatedKg).minus(a.shippedKg) }))
    .filter((a) => a.kg.gt(0))
    // Lots in id order, like every other ledger change: no crosswise waits.
    .sort((a, b) => a.lotId.localeCompare(b.lotId));
  if (open.length === 0) return [];
  let total = new Decimal(0);
  for (const a of open) {
    await giveBackToLot(db, a.lotId, a.kg, 'RELEASED', {
      userId,
      orderId,
      allocationId: a.id,
      data: { reason: 'orderDelivered' },
    });
    total = total.plus(a.kg);
  }
  await trimAllocationsToShipped(
    db,
    open.map((a) => a.id),
  );
  return [
    {
      orderId,
      userId,
      event: 'materialReleased',
      data: { lots: open.map((a) => a.lot), quantityKg: total.toFixed(), reason: 'orderDelivered' },
    },
  ];
}
