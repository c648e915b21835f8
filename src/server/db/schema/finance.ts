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

/** Invoices issued to a customer (from the ERP or the invoicing step); the credit check reads the open ones. */
export const customerInvoices = pgTable(
  'customer_invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantIdColumn().references(() => tenants.id),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    orderId: uuid('order_id').references(() => orders.id),
    number: text('number').notNull(),
    invoiceDate: date('invoice_date').notNull(),
    currency: text('currency').notNull(),
    totalWithIva: money('total_with_iva').notNull(),
    paidAmount: money('paid_amount').notNull().default(sql`0`),
    isCancelled: boolean('is_cancelled').notNull().default(false),
    version: integer('version').notNull().default(1),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('customer_invoices_tenant_number').on(t.tenantId, t.number),
    index('customer_invoices_customer_open')
      .on(t.customerId, t.invoiceDate)
      .where(sql`paid_amount < total_with_iva and not is_cancelled`),
    tenantPolicy('customer_invoices'),
  ],
);
