/** SQL of a shipment's invoice and credit notes, and of spreading an order's payments over its invoices. */
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import {
  customerInvoices,
  invoiceCreditNotes,
  orderDocuments,
  orderPayments,
  orderShipments,
  orders,
} from '../../../db/schema';

export type InvoiceRow = typeof customerInvoices.$inferSelect;
type InvoiceInsert = typeof customerInvoices.$inferInsert;
export type CreditNoteRow = typeof invoiceCreditNotes.$inferSelect;

/** The shipment when it belongs to the order (another order's or tenant's shipment is not found). */
export async function shipmentOfOrder(db: Executor, orderId: string, shipmentId: string) {
  const [row] = await db
    .select({ id: orderShipments.id, number: orderShipments.number, orderId: orderShipments.orderId })
    .from(orderShipments)
    .where(and(eq(orderShipments.id, shipmentId), eq(orderShipments.orderId, orderId)))
    .limit(1);
  return row;
}

/** The shipment's invoice, locked for the rest of the transaction when asked. */
export async function invoiceOfShipment(
  db: Executor,
  shipmentId: string,
  options: { forUpdate?: boolean } = {},
) {
  const query = db
    .select()
    .from(customerInvoices)
    .where(eq(customerInvoices.shipmentId, shipmentId))
    .limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

/** Whether another invoice of the tenant already has the number. */
export async function invoiceNumberTaken(db: Executor, number: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: customerInvoices.id })
    .from(customerInvoices)
    .where(
      exceptId
        ? and(eq(customerInvoices.number, number), ne(customerInvoices.id, exceptId))
        : eq(customerInvoices.number, number),
    )
    .limit(1);
  return row !== undefined;
}

export async function creditNoteNumberTaken(db: Executor, number: string): Promise<boolean> {
  const [row] = await db
    .select({ id: invoiceCreditNotes.id })
    .from(invoiceCreditNotes)
    .where(eq(invoiceCreditNotes.number, number))
    .limit(1);
  return row !== undefined;
}

/** A document of the order's shipment of the given type (the file an invoice or credit note names). */
export async function shipmentDocument(
  db: Executor,
  shipmentId: string,
  documentId: string,
  type: 'invoice' | 'credit_note',
) {
  const [row] = await db
    .select({ id: orderDocuments.id })
    .from(orderDocuments)
    .where(
      and(
        eq(orderDocuments.id, documentId),
        eq(orderDocuments.shipmentId, shipmentId),
        eq(orderDocuments.type, type),
      ),
    )
    .limit(1);
  return row;
}

/**
 * The shipment's `is_invoiced` (the pending queue's filter reads it from the shipment's own index)
 * set from its invoices, in the transaction that changed them.
 */
async function syncShipmentInvoiced(db: Executor, shipmentId: string | null | undefined): Promise<void> {
  if (!shipmentId) return;
  await db
    .update(orderShipments)
    .set({
      isInvoiced: sql`exists (select 1 from ${customerInvoices} where ${customerInvoices.shipmentId} = ${shipmentId} and not ${customerInvoices.isCancelled})`,
    })
    .where(eq(orderShipments.id, shipmentId));
}

export async function insertInvoice(db: Executor, values: InvoiceInsert): Promise<InvoiceRow> {
  const [row] = await db.insert(customerInvoices).values(values).returning();
  if (!row) throw new Error('invoice insert returned nothing');
  await syncShipmentInvoiced(db, row.shipmentId);
  return row;
}

/** Changes the invoice when its version is still `version`; answers false when someone saved first. */
export async function updateInvoiceRow(
  db: Executor,
  id: string,
  version: number,
  changes: Partial<InvoiceInsert>,
): Promise<boolean> {
  const rows = await db
    .update(customerInvoices)
    .set({ ...changes, version: sql`${customerInvoices.version} + 1`, updatedAt: new Date() })
    .where(and(eq(customerInvoices.id, id), eq(customerInvoices.version, version)))
    .returning({ id: customerInvoices.id });
  return rows.length > 0;
}

export async function deleteInvoiceRow(db: Executor, id: string): Promise<void> {
  const deleted = await db
    .delete(customerInvoices)
    .where(eq(customerInvoices.id, id))
    .returning({ shipmentId: customerInvoices.shipmentId });
  for (const d of deleted) await syncShipmentInvoiced(db, d.shipmentId);
}

export function creditNotesOf(db: Executor, invoiceId: string) {
  return db
    .select()
    .from(invoiceCreditNotes)
    .where(eq(invoiceCreditNotes.invoiceId, invoiceId))
    .orderBy(asc(invoiceCreditNotes.createdAt), asc(invoiceCreditNotes.id));
}

export async function insertCreditNote(db: Executor, values: typeof invoiceCreditNotes.$inferInsert) {
  const [row] = await db.insert(invoiceCreditNotes).values(values).returning();
  if (!row) throw new Error('credit note insert returned nothing');
  return row;
}

export async function creditNoteOf(db: Executor, invoiceId: string, creditNoteId: string) {
  const [row] = await db
    .select()
    .from(invoiceCreditNotes)
    .where(and(eq(invoiceCreditNotes.id, creditNoteId), eq(invoiceCreditNotes.invoiceId, invoiceId)))
    .limit(1);
  return row;
}

export async function deleteCreditNoteRow(db: Executor, id: string): Promise<void> {
  await db.delete(invoiceCreditNotes).where(eq(invoiceCreditNotes.id, id));
}

// ---- Payments over invoices ---------------------------------------------------------------------

/** The order's invoices not cancelled, oldest first (by date, then when recorded). */
export function orderInvoices(db: Executor, orderId: string) {
  return db
    .select({
      id: customerInvoices.id,
      netWithIva: customerInvoices.netWithIva,
      paidAmount: customerInvoices.paidAmount,
    })
    .from(customerInvoices)
    .where(and(eq(customerInvoices.orderId, orderId), eq(customerInvoices.isCancelled, false)))
    .orderBy(asc(customerInvoices.invoiceDate), asc(customerInvoices.createdAt), asc(customerInvoices.id));
}

/** The sum of the order's payments. */
export async function orderPaidTotal(db: Executor, orderId: string): Promise<string> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${orderPayments.amount}), 0)` })
    .from(orderPayments)
    .where(eq(orderPayments.orderId, orderId));
  return row?.total ?? '0';
}

export async function setInvoicePaid(db: Executor, id: string, paidAmount: string): Promise<void> {
  await db.update(customerInvoices).set({ paidAmount }).where(eq(customerInvoices.id, id));
}

/** What the payment status reads of the order. */
export async function orderPaymentFacts(db: Executor, orderId: string) {
  const [row] = await db
    .select({
      id: orders.id,
      totalWithTaxes: orders.totalWithTaxes,
      paymentStatus: orders.paymentStatus,
      opsStatus: orders.opsStatus,
    })
    .from(orders)
    .where(eq(orders.id, orderId))
    .limit(1);
  return row;
}

export async function setOrderPaymentStatus(db: Executor, orderId: string, paymentStatus: string) {
  await db.update(orders).set({ paymentStatus }).where(eq(orders.id, orderId));
}

export async function shipmentCount(db: Executor, orderId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orderShipments)
    .where(eq(orderShipments.orderId, orderId));
  return row?.n ?? 0;
}

/** A delivered order without shipments becomes paid (status and payment status, version bumped). */
export async function markDeliveredOrderPaid(db: Executor, orderId: string): Promise<boolean> {
  const rows = await db
    .update(orders)
    .set({
      opsStatus: 'PAGADO',
      paymentStatus: 'PAID',
      version: sql`${orders.version} + 1`,
      updatedAt: new Date(),
    })
    .where(and(eq(orders.id, orderId), eq(orders.opsStatus, 'ORDEN_ENTREGADA')))
    .returning({ id: orders.id });
  return rows.length > 0;
}
