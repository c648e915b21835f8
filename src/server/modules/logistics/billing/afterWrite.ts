/**
 * What follows every billing change (invoice, credit note, payment): the payments spread again over
 * the order's invoices, the payment status against what is now due, then the order's status from
 * the facts, so the invoiced, delivered and paid steps follow one rule whatever changed last.
 *
 * Orders delivered without shipments (delivered before the logistics section, or by the demo data)
 * have no shipment facts for the sync to read, and it would take them back to material assigned;
 * for them the same rule is applied here: delivered and covered → PAGADO.
 */
import { Decimal } from 'decimal.js';
import type { Tx } from '../../../db/client';
import { notifyStepReached } from '../../notifications';
import { recordHistory } from '../../orders';
import { syncLogisticsStatus } from '../shipments/status';
import { markDeliveredOrderPaid, orderPaidTotal, orderPaymentFacts, shipmentCount } from './invoiceQueries';
import { orderAmountDue, refreshPaymentStatus, spreadOrderPayments } from './payments';

export async function afterBillingWrite(db: Tx, orderId: string, userId: string | null): Promise<void> {
  await spreadOrderPayments(db, orderId);
  await refreshPaymentStatus(db, orderId);
  if ((await shipmentCount(db, orderId)) > 0) {
    await syncLogisticsStatus(db, orderId, userId);
    return;
  }
  const order = await orderPaymentFacts(db, orderId);
  if (order?.opsStatus !== 'ORDEN_ENTREGADA') return;
  const covered = new Decimal(await orderPaidTotal(db, orderId)).gte(await orderAmountDue(db, order));
  if (covered && (await markDeliveredOrderPaid(db, orderId))) {
    await recordHistory(db, {
      orderId,
      userId,
      event: 'statusChanged',
      fromStatus: 'ORDEN_ENTREGADA',
      toStatus: 'PAGADO',
    });
    await notifyStepReached(db, { orderId, from: 'ORDEN_ENTREGADA', to: 'PAGADO', actorId: userId });
  }
}
