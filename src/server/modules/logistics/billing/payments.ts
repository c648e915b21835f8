/**
 * The order's payments spread over its invoices, oldest first, into each invoice's `paid_amount`:
 * what the credit check reads as the customer's open balance. Run after every change to an
 * order's invoices, credit notes or payments, so the spread always matches the facts.
 */
import { Decimal } from 'decimal.js';
import { amountDue, applyPayments, paymentStatusOf } from '../../../../domain/logistics/invoices';
import type { Executor } from '../../../db/client';
import {
  orderInvoices,
  orderPaidTotal,
  orderPaymentFacts,
  setInvoicePaid,
  setOrderPaymentStatus,
} from './invoiceQueries';

export async function spreadOrderPayments(db: Executor, orderId: string): Promise<void> {
  const invoices = await orderInvoices(db, orderId);
  if (invoices.length === 0) return;
  const spread = applyPayments(await orderPaidTotal(db, orderId), invoices);
  for (const invoice of invoices) {
    const paid = spread.get(invoice.id) ?? '0.00';
    if (!new Decimal(paid).eq(invoice.paidAmount)) await setInvoicePaid(db, invoice.id, paid);
  }
}

/**
 * The order's payment status again, since an invoice or credit note changes what is due: a credit
 * note can leave an order's payments covering it.
 */
export async function refreshPaymentStatus(db: Executor, orderId: string): Promise<void> {
  const order = await orderPaymentFacts(db, orderId);
  if (!order) return;
  const due = await orderAmountDue(db, order);
  const status = paymentStatusOf(await orderPaidTotal(db, orderId), due);
  if (status !== order.paymentStatus) await setOrderPaymentStatus(db, orderId, status);
}

/** What the order's payments must cover: its invoices' net once invoiced, else its total with taxes. */
export async function orderAmountDue(
  db: Executor,
  order: { id: string; totalWithTaxes: string },
): Promise<Decimal> {
  const invoices = await orderInvoices(db, order.id);
  return amountDue(
    order.totalWithTaxes,
    invoices.map((i) => i.netWithIva),
  );
}
