/**
 * What follows every billing change (invoice, credit note, payment): the payments spread again over
 * the order's invoices, then the order's logistics status recomputed from the facts, so the
 * invoiced, delivered and paid steps follow one rule whatever changed.
 */
import type { Executor } from '../../../db/client';
import { refreshPaymentStatus, spreadOrderPayments } from './payments';

export async function afterBillingWrite(db: Executor, orderId: string, userId: string | null): Promise<void> {
  await spreadOrderPayments(db, orderId);
  await refreshPaymentStatus(db, orderId);
  // syncLogisticsStatus (shipments slice) is called here once it lands.
  void userId;
}
