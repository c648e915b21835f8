/**
 * Finance around an order: the seller's requests, the automatic credit check, finance's decision
 * (release or retain with reasons), the payments registered by treasury, and the customer's
 * invoices the credit check reads.
 *
 * `order_finance` is one row per order (created with the order's first finance event; absent means
 * "nothing asked yet"), kept apart from `orders` so the finance workflow evolves on its own table.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { customers } from './customers';
import { users } from './identity';
import { orderShipments } from './logistics';
import { orderDocuments, orders } from './orders';
import { tenantIdColumn, tenantPolicy } from './rls';
import { tenants } from './tenants';

const money = (name: string) => numeric(name, { precision: 16, scale: 2 });
const at = (name: string) => timestamp(name, { withTimezone: true });

/** One finance decision's reasons, newest last (the original client's rejectReasons[{actionType}]). */
export interface StoredRejectReason {
  actionType: string;
  at: string;
  byId: string | null;
}

export const orderFinance = pgTable(
  'order_finance',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    tenantId: tenantIdColumn().references(() => tenants.id),
    releaseRequestedAt: at('release_requested_at'),
    releaseRequestedById: uuid('release_requested_by_id').references(() => users.id),
    paymentRequestedAt: at('payment_requested_at'),
    paymentRequestedById: uuid('payment_requested_by_id').references(() => users.id),
    isPaymentValidated: boolean('is_payment_validated').notNull().default(false),
    paymentValidatedAt: at('payment_validated_at'),
    paymentValidatedById: uuid('payment_validated_by_id').references(() => users.id),
    /** approvedForRelease | rejectedOverdraft | rejectedOverdueInvoices | rejectedOverdraftAndOverdueInvoices */
    creditCheckResult: text('credit_check_result'),
    /** Figures of the last check (open balance, available, overdue invoices), decimal strings. */
    creditCheck: jsonb('credit_check').$type<Record<string, unknown>>(),
    creditCheckedAt: at('credit_checked_at'),
    isApprovedForRelease: boolean('is_approved_for_release').notNull().default(false),
    /** Finance's own words when retaining. */
    reasonRejected: text('reason_rejected'),
    rejectReasons: jsonb('reject_reasons').$type<StoredRejectReason[]>().notNull().default([]),
    decidedAt: at('decided_at'),
    decidedById: uuid('decided_by_id').references(() => users.id),
    /** Sum of the payment transactions, in the order currency. */
    paidAmount: money('paid_amount').notNull().default(sql`0`),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('order_finance_release_requested').on(t.tenantId, t.releaseRequestedAt),
    tenantPolicy('order_finance'),
  ],
);

/** A payment treasury registered against an order, with its receipt (a payment_confirmation document). */
export const orderPayments = pgTable(
  'order_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantIdColumn().references(() => tenants.id),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amount: money('amount').notNull(),
    paymentDate: date('payment_date').notNull(),
    receiptDocumentId: uuid('receipt_document_id').references(() => orderDocuments.id),
    createdById: uuid('created_by_id').references(() => users.id),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('order_payments_order').on(t.orderId, t.paymentDate), tenantPolicy('order_payments')],
);

/**
 * Invoices issued to a customer: the ones recorded on a shipment (the invoicing tab) and any the
 * ERP brought in. The credit check reads the open ones: `net_with_iva` is the total with VAT less
 * its credit notes (with the invoice's own VAT ratio), `paid_amount` what the order's payments
 * cover of it (applied oldest invoice first, modules/logistics). Amounts in the order's currency.
 */
export const customerInvoices = pgTable(
  'customer_invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantIdColumn().references(() => tenants.id),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    orderId: uuid('order_id').references(() => orders.id),
    /** The shipment invoiced (null for an invoice from the ERP). One invoice per shipment. */
    shipmentId: uuid('shipment_id').references(() => orderShipments.id, { onDelete: 'cascade' }),
    number: text('number').notNull(),
    invoiceDate: date('invoice_date').notNull(),
    currency: text('currency').notNull(),
    /** Total without VAT as invoiced (the original's totalInvoiceWithoutIva). */
    totalWithoutIva: money('total_without_iva'),
    totalWithIva: money('total_with_iva').notNull(),
    /** Sum of the credit notes (without VAT). */
    creditNotesWithoutIva: money('credit_notes_without_iva').notNull().default(sql`0`),
    /** What the customer owes for it: total with VAT less the credit notes with VAT. */
    netWithIva: money('net_with_iva').notNull(),
    paidAmount: money('paid_amount').notNull().default(sql`0`),
    isCancelled: boolean('is_cancelled').notNull().default(false),
    documentId: uuid('document_id').references(() => orderDocuments.id, { onDelete: 'set null' }),
    createdById: uuid('created_by_id').references(() => users.id),
    version: integer('version').notNull().default(1),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('customer_invoices_tenant_number').on(t.tenantId, t.number),
    uniqueIndex('customer_invoices_shipment').on(t.shipmentId).where(sql`shipment_id is not null`),
    index('customer_invoices_order').on(t.orderId),
    index('customer_invoices_customer_open')
      .on(t.customerId, t.invoiceDate)
      .where(sql`paid_amount < net_with_iva and not is_cancelled`),
    tenantPolicy('customer_invoices'),
  ],
);

/** Credit notes against an invoice (value without VAT), each with its document. */
export const invoiceCreditNotes = pgTable(
  'invoice_credit_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantIdColumn().references(() => tenants.id),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => customerInvoices.id, { onDelete: 'cascade' }),
    number: text('number').notNull(),
    creditDate: date('credit_date').notNull(),
    totalValue: money('total_value').notNull(),
    documentId: uuid('document_id').references(() => orderDocuments.id, { onDelete: 'set null' }),
    createdById: uuid('created_by_id').references(() => users.id),
    createdAt: at('created_at').notNull().default(sql`clock_timestamp()`),
  },
  (t) => [
    uniqueIndex('invoice_credit_notes_tenant_number').on(t.tenantId, t.number),
    index('invoice_credit_notes_invoice').on(t.invoiceId),
    tenantPolicy('invoice_credit_notes'),
  ],
);
