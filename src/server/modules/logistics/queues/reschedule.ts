/**
 * `PUT /api/orders/overdue/{id}`: the delays modal's new date for a late order. The date it is late
 * against moves: its shipments not delivered scheduled on that date when it has them (each one's
 * timeline row names the shipment), else the order's requested delivery date. Then the order's
 * due date is read again from its shipments (`syncLogisticsStatus`, the rule every logistics write ends with).
 */
import { businessDay } from '../../../../domain/dates';
import { dueDateOf, isOverdue, type RescheduleResult, rescheduleSchema } from '../../../../domain/logistics';
import type { Actor } from '../../../actor';
import type { Tx } from '../../../db/client';
import { conflict, invalidFields } from '../../../errors';
import { markProformaUpdating, recordHistory, visibleOrder } from '../../orders';
import { syncLogisticsStatus } from '../shipments/status';
import { moveOrderDeliveryDate, moveShipments, pendingShipmentsOn } from './queries';

export async function rescheduleOverdue(
  tx: Tx,
  actor: Actor,
  orderId: string,
  body: unknown,
): Promise<RescheduleResult> {
  // Locked first: two saves of the delays modal on one order run one after the other.
  const order = await visibleOrder(tx, actor, orderId, { forUpdate: true });
  const today = businessDay(actor.now);
  const parsed = rescheduleSchema(today).safeParse(body);
  if (!parsed.success) {
    throw invalidFields(
      actor.t,
      parsed.error.issues.map((issue) => ({ path: `body.${issue.path.join('.')}`, key: issue.message })),
    );
  }
  if (!isOverdue(order, today)) throw conflict('logistics.notOverdue');
  const due = dueDateOf(order);
  const to = parsed.data.deliveryDate;
  const shipments = order.shipmentDueDate ? await pendingShipmentsOn(tx, orderId, due) : [];
  if (shipments.length) {
    await moveShipments(
      tx,
      shipments.map((sh) => sh.id),
      to,
    );
    await recordHistory(
      tx,
      shipments.map((sh) => ({
        orderId,
        userId: actor.claims.sub,
        event: 'deliveryRescheduled' as const,
        data: { name: String(sh.number), deliveryDate: { from: sh.dateDelivery, to } },
      })),
    );
  } else {
    await moveOrderDeliveryDate(tx, orderId, to);
    await recordHistory(tx, {
      orderId,
      userId: actor.claims.sub,
      event: 'deliveryDateChanged',
      data: { deliveryDate: { from: order.deliveryDate, to } },
    });
    // The order confirmation shows the requested date.
    await markProformaUpdating(tx, orderId);
  }
  // The one rule that keeps the order's due date (and its status) from its shipments.
  await syncLogisticsStatus(tx, orderId, actor.claims.sub);
  return { id: orderId, deliveryDate: to };
}
