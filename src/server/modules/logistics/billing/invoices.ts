/**
 * A shipment's invoice (one per shipment, in the order's currency) and its credit notes, kept in
 * the customer's invoices the credit check reads. Every change recomputes the invoice's net, spreads
 * the order's payments over its invoices again and recomputes the order's logistics status
 * (`afterBillingWrite`), under the order's row lock, so two saves of one order run one at a time.
 */
import { Decimal } from 'decimal.js';
import {
  type CreditNoteBody,
  creditExceeds,
  type InvoiceBody,
  netWithIva,
} from '../../../../domain/logistics/invoices';
import type { Actor } from '../../../actor';
import type { Executor, Tx } from '../../../db/client';
import { isUniqueViolation } from '../../../db/errors';
import { conflict, invalidFields, notFound, staleVersion } from '../../../errors';
import { recordHistory, visibleOrder } from '../../orders';
import { afterBillingWrite } from './afterWrite';
import {
  creditNoteNumberTaken,
  creditNoteOf,
  creditNotesOf,
  deleteCreditNoteRow,
  deleteInvoiceRow,
  type InvoiceRow,
  insertCreditNote,
  insertInvoice,
  invoiceNumberTaken,
  invoiceOfShipment,
  shipmentDocument,
  shipmentOfOrder,
  updateInvoiceRow,
} from './invoiceQueries';

const lkey = (name: string) => `logistics.${name}`;

/** The order (locked, not cancelled) and its shipment; 404 for a shipment of another order or tenant. */
export async function orderShipment(db: Executor, actor: Actor, orderId: string, shipmentId: string) {
  const order = await visibleOrder(db, actor, orderId, { forUpdate: true });
  if (order.opsStatus === 'ORDEN_CANCELADA') throw conflict(lkey('orderCancelled'));
  const shipment = await shipmentOfOrder(db, orderId, shipmentId);
  if (!shipment) throw notFound(lkey('shipmentNotFound'));
  return { order, shipment };
}

async function checkDocument(
  db: Executor,
  actor: Actor,
  shipmentId: string,
  documentId: string | null | undefined,
  type: 'invoice' | 'credit_note',
): Promise<string | null> {
  if (!documentId) return null;
  if (await shipmentDocument(db, shipmentId, documentId, type)) return documentId;
  throw invalidFields(actor.t, [{ path: 'body.documentId', key: lkey('documentNotFound') }]);
}

const money = (value: Decimal.Value) => new Decimal(value).toFixed(2);

/** `PUT …/shipments/{shipmentId}/invoice`: records the shipment's invoice or changes it. */
export async function saveInvoice(
  db: Tx,
  actor: Actor,
  orderId: string,
  shipmentId: string,
  body: InvoiceBody,
): Promise<void> {
  const { order, shipment } = await orderShipment(db, actor, orderId, shipmentId);
  const existing = await invoiceOfShipment(db, shipmentId, { forUpdate: true });
  if (existing && body.version !== undefined && body.version !== existing.version) throw staleVersion();
  const numberTaken = () =>
    invalidFields(actor.t, [
      { path: 'body.number', key: lkey('invoiceTaken'), vars: { number: body.number } },
    ]);
  if (await invoiceNumberTaken(db, body.number, existing?.id)) throw numberTaken();
  const documentId = await checkDocument(db, actor, shipmentId, body.documentId, 'invoice');
  const credits = existing?.creditNotesWithoutIva ?? '0';
  const amounts = {
    totalWithoutIva: body.totalWithoutIva,
    totalWithIva: body.totalWithIva,
    creditNotesWithoutIva: credits,
  };
  // A lower total may not leave the recorded credit notes above it.
  if (creditExceeds({ ...amounts, creditNotesWithoutIva: 0 }, credits))
    throw invalidFields(actor.t, [
      { path: 'body.totalWithoutIva', key: lkey('creditExceedsInvoice'), vars: { total: money(credits) } },
    ]);
  const values = {
    number: body.number,
    invoiceDate: body.invoiceDate,
    totalWithoutIva: money(body.totalWithoutIva),
    totalWithIva: money(body.totalWithIva),
    netWithIva: money(netWithIva(amounts)),
    documentId,
  };
  // The number was free when checked; a save of the same number at that moment meets the index.
  try {
    if (existing) {
      if (!(await updateInvoiceRow(db, existing.id, existing.version, values))) throw staleVersion();
    } else {
      await insertInvoice(db, {
        ...values,
        customerId: order.customerId,
        orderId,
        shipmentId,
        currency: order.currency,
        createdById: actor.claims.sub,
      });
    }
  } catch (error) {
    if (isUniqueViolation(error, 'customer_invoices_tenant_number')) throw numberTaken();
    throw error;
  }
  await recordHistory(db, {
    orderId,
    userId: actor.claims.sub,
    event: 'invoiceRecorded',
    data: {
      name: body.number,
      shipmentId,
      shipment: shipment.number,
      ...(existing ? { changed: true } : {}),
    },
  });
  await afterBillingWrite(db, orderId, actor.claims.sub);
}

async function invoiceOf(db: Executor, shipmentId: string): Promise<InvoiceRow> {
  const invoice = await invoiceOfShipment(db, shipmentId, { forUpdate: true });
  if (!invoice) throw notFound(lkey('invoiceNotFound'));
  return invoice;
}

/** `DELETE …/invoice`: the invoice and its credit notes (their files stay with the order). */
export async function deleteInvoice(db: Tx, actor: Actor, orderId: string, shipmentId: string) {
  const { shipment } = await orderShipment(db, actor, orderId, shipmentId);
  const invoice = await invoiceOf(db, shipmentId);
  await deleteInvoiceRow(db, invoice.id);
  await recordHistory(db, {
    orderId,
    userId: actor.claims.sub,
    event: 'invoiceDeleted',
    data: { name: invoice.number, shipmentId, shipment: shipment.number },
  });
  await afterBillingWrite(db, orderId, actor.claims.sub);
}

/** The invoice's credit-note sum and net after a change of its credit notes. */
async function recomputeCredits(db: Executor, invoice: InvoiceRow): Promise<void> {
  const notes = await creditNotesOf(db, invoice.id);
  const credits = notes.reduce((s, n) => s.plus(n.totalValue), new Decimal(0));
  const net = netWithIva({
    totalWithoutIva: invoice.totalWithoutIva ?? invoice.totalWithIva,
    totalWithIva: invoice.totalWithIva,
    creditNotesWithoutIva: credits,
  });
  await updateInvoiceRow(db, invoice.id, invoice.version, {
    creditNotesWithoutIva: money(credits),
    netWithIva: money(net),
  });
}

/** `POST …/invoice/credit-notes`: at most the invoice's total without VAT in all. */
export async function addCreditNote(
  db: Tx,
  actor: Actor,
  orderId: string,
  shipmentId: string,
  body: CreditNoteBody,
): Promise<void> {
  await orderShipment(db, actor, orderId, shipmentId);
  const invoice = await invoiceOf(db, shipmentId);
  const amounts = {
    totalWithoutIva: invoice.totalWithoutIva ?? invoice.totalWithIva,
    totalWithIva: invoice.totalWithIva,
    creditNotesWithoutIva: invoice.creditNotesWithoutIva,
  };
  if (creditExceeds(amounts, body.totalValue))
    throw invalidFields(actor.t, [
      {
        path: 'body.totalValue',
        key: lkey('creditExceedsInvoice'),
        vars: { total: money(amounts.totalWithoutIva) },
      },
    ]);
  if (await creditNoteNumberTaken(db, body.number))
    throw invalidFields(actor.t, [
      { path: 'body.number', key: lkey('creditNoteTaken'), vars: { number: body.number } },
    ]);
  const documentId = await checkDocument(db, actor, shipmentId, body.documentId, 'credit_note');
  await insertCreditNote(db, {
    invoiceId: invoice.id,
    number: body.number,
    creditDate: body.creditDate,
    totalValue: money(body.totalValue),
    documentId,
    createdById: actor.claims.sub,
  }).catch((error: unknown) => {
    if (isUniqueViolation(error, 'invoice_credit_notes_tenant_number'))
      throw invalidFields(actor.t, [
        { path: 'body.number', key: lkey('creditNoteTaken'), vars: { number: body.number } },
      ]);
    throw error;
  });
  await recomputeCredits(db, invoice);
  await recordHistory(db, {
    orderId,
    userId: actor.claims.sub,
    event: 'creditNoteRecorded',
    data: { name: body.number, invoice: invoice.number, totalValue: money(body.totalValue) },
  });
  await afterBillingWrite(db, orderId, actor.claims.sub);
}

/** `DELETE …/invoice/credit-notes/{creditNoteId}`. */
export async function deleteCreditNote(
  db: Tx,
  actor: Actor,
  orderId: string,
  shipmentId: string,
  creditNoteId: string,
): Promise<void> {
  await orderShipment(db, actor, orderId, shipmentId);
  const invoice = await invoiceOf(db, shipmentId);
  const note = await creditNoteOf(db, invoice.id, creditNoteId);
  if (!note) throw notFound(lkey('creditNoteNotFound'));
  await deleteCreditNoteRow(db, note.id);
  await recomputeCredits(db, invoice);
  await recordHistory(db, {
    orderId,
    userId: actor.claims.sub,
    event: 'creditNoteDeleted',
    data: { name: note.number, invoice: invoice.number },
  });
  await afterBillingWrite(db, orderId, actor.claims.sub);
}
