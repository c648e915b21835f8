/**
 * Delivery confirmation (`PUT /api/order-logistic/{id}/confirm-delivery`): confirmed with the real
 * date, rescheduled (pending with a new date), or reopened (pending again, refused once the order
 * is paid). The order's row and then the shipment's are locked, so a second confirmation of the
 * same shipment waits for the first and finds it done: a repeat changes nothing and writes no row.
 */
import type { ConfirmDeliveryBody } from '../../../../domain/logistics/delivery';
import type { ShipmentView } from '../../../../domain/logistics/shipments';
import type { Actor } from '../../../actor';
import type { Tx } from '../../../db/client';
import { conflict, staleVersion } from '../../../errors';
import { type HistoryEntry, recordHistory } from '../../orders';
import { type ShipmentRow, updateShipment } from './queries';
import { syncLogisticsStatus } from './status';
import { lockedShipment } from './transport';
import { shipmentViewOf } from './view';

type Change = { values: Partial<ShipmentRow>; event: HistoryEntry['event']; data: Record<string, unknown> };

/** What the request changes on the shipment, or null when it already stands so. */
function deliveryChange(s: ShipmentRow, body: ConfirmDeliveryBody, userId: string): Change | null {
  const date = body.deliveryDate ?? null;
  const moved = (to: string) => ({ deliveryDate: { from: s.dateDelivery, to } });
  if (body.isCompleted) {
    // The schema requires the date when confirming.
    const on = date ?? s.dateDelivery;
    if (s.isDelivered && s.deliveredAt === on) return null;
    return {
      values: { isDelivered: true, deliveredAt: on, dateDelivery: on, deliveryConfirmedById: userId },
      event: 'deliveryConfirmed',
      data: { deliveryDate: on, ...(s.dateDelivery === on ? {} : moved(on)) },
    };
  }
  if (s.isDelivered) {
    const to = date ?? s.dateDelivery;
    return {
      values: { isDelivered: false, deliveredAt: null, deliveryConfirmedById: null, dateDelivery: to },
      event: 'deliveryReopened',
      data: s.dateDelivery === to ? {} : moved(to),
    };
  }
  if (!date || date === s.dateDelivery) return null;
  return { values: { dateDelivery: date }, event: 'deliveryRescheduled', data: moved(date) };
}

export async function confirmDelivery(
  db: Tx,
  actor: Actor,
  shipmentId: string,
  body: ConfirmDeliveryBody,
): Promise<ShipmentView> {
  const { order, shipment } = await lockedShipment(db, actor, shipmentId);
  const userId = actor.claims.sub;
  const next = deliveryChange(shipment, body, userId);
  // Checked after "nothing to do": a repeated confirmation answers the shipment as it stands.
  if (!next) return shipmentViewOf(db, actor, shipmentId);
  if (body.version !== undefined && body.version !== shipment.version) throw staleVersion();
  if (next.event === 'deliveryReopened' && order.opsStatus === 'PAGADO')
    throw conflict('logistics.orderPaid');
  await updateShipment(db, shipmentId, { ...next.values, version: shipment.version + 1 });
  await recordHistory(db, {
    orderId: order.id,
    userId,
    event: next.event,
    data: { name: String(shipment.number), shipmentId, ...next.data },
  });
  await syncLogisticsStatus(db, order.id, userId);
  return shipmentViewOf(db, actor, shipmentId);
}
