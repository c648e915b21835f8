/**
 * Price requests: sales asks for a price (one row per customer × product), pricing costs it (the
 * calculator's saved inputs), approves or rejects it; the approved MSP then guards order entry for
 * that customer × product until `valid_until`. Suppliers and their quotes are what a base cost is
 * picked from (besides lots in stock). Every change of a request is a history row.
 *
 * The MSP and total cost are stored as the server computed them (`costFigures` of the domain) from
 * the saved inputs, so lists and the order guard read them without recomputing.
 */
import { sql } from 'drizzle-orm';
import {
  check,
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
import type { PriceRequestHistoryAction, PriceRequestStatus } from '../../../domain/priceRequests';
import { products } from './catalog';
import { addresses, customers } from './customers';
import { users } from './identity';
import { inventoryLots } from './inventory';
import { orders } from './orders';
import { tenantIdColumn, tenantPolicy } from './rls';
import { tenants } from './tenants';

const usdPerTon = (name: string) => numeric(name, { precision: 18, scale: 4 });
const tons = (name: string) => numeric(name, { precision: 14, scale: 3 });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** The statuses a request is still worked on in (literal: the partial indexes below name them). */
const OPEN_SQL = sql.raw(`status in ('REQUESTED', 'IN_COSTING', 'QUOTED')`);

export const suppliers = pgTable(
  'suppliers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantIdColumn().references(() => tenants.id),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('suppliers_tenant_name').on(t.tenantId, t.name), tenantPolicy('suppliers')],
);

/** A supplier's offer of a product: USD per ton, tons available, until when it holds. */
export const supplierQuotes = pgTable(
  'supplier_quotes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantIdColumn().references(() => tenants.id),
    /** The supplier's quote number, unique in the tenant. */
    number: text('number').notNull(),
    supplierId: uuid('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    packagingType: text('packaging_type').notNull(),
    priceUsdPerTon: usdPerTon('price_usd_per_ton').notNull(),
    availableQuantityTon: tons('available_quantity_ton').notNull(),
    validUntil: date('valid_until').notNull(),
    version: integer('version').notNull().default(1),
    createdById: uuid('created_by_id').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('supplier_quotes_tenant_number').on(t.tenantId, t.number),
    // The quotes modal: a product's quotes still valid.
    index('supplier_quotes_product_valid').on(t.tenantId, t.productId, t.validUntil),
    check('supplier_quotes_amounts', sql`${t.priceUsdPerTon} >= 0 and ${t.availableQuantityTon} >= 0`),
    tenantPolicy('supplier_quotes'),
  ],
);

/** Last request number handed out per tenant (like orders': gap-free within a transaction). */
export const priceRequestCounters = pgTable(
  'price_request_counters',
  {
    tenantId: tenantIdColumn()
      .primaryKey()
      .references(() => tenants.id),
    lastNumber: integer('last_number').notNull().default(0),
  },
  () => [tenantPolicy('price_request_counters')],
);

export const priceRequests = pgTable(
  'price_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantIdColumn().references(() => tenants.id),
    number: integer('number').notNull(),
    status: text('status').$type<PriceRequestStatus>().notNull().default('REQUESTED'),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    packagingType: text('packaging_type').notNull(),
    volumeTons: tons('volume_tons').notNull(),
    targetPriceUsdPerTon: usdPerTon('target_price_usd_per_ton'),
    /** SELLER, CUSTOMER_SERVICE or CUSTOMER (a customer's ask taken down by one of them). */
    requestedByType: text('requested_by_type').notNull(),
    /** Who submitted it (a user of the tenant, whatever `requestedByType` says). */
    requestedById: uuid('requested_by_id')
      .notNull()
      .references(() => users.id),
    /** The seller the request belongs to (whose scope it is in). */
    sellerId: uuid('seller_id').references(() => users.id),
    deliveryMethod: text('delivery_method').notNull(),
    addressId: uuid('address_id').references(() => addresses.id),
    paymentTerm: text('payment_term').notNull(),
    deliveryWindowFrom: date('delivery_window_from').notNull(),
    deliveryWindowTo: date('delivery_window_to').notNull(),
    comments: text('comments'),
    /** As computed by the server from the saved calculation; null until it has a base cost ('N/D'). */
    msp: usdPerTon('msp'),
    totalCost: usdPerTon('total_cost'),
    commissionPercent: numeric('commission_percent', { precision: 12, scale: 2 }),
    salesMarginPercent: numeric('sales_margin_percent', { precision: 12, scale: 2 }),
    approvedPriceUsdPerTon: usdPerTon('approved_price_usd_per_ton'),
    validUntil: date('valid_until'),
    approvedById: uuid('approved_by_id').references(() => users.id),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    rejectionReason: text('rejection_reason'),
    /** The order made from it (an approved request becomes one order at most). */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(1),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedById: uuid('deleted_by_id').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('price_requests_tenant_number').on(t.tenantId, t.number),
    // The list (newest first by default, id as tie-breaker) and its status filter, live rows only.
    index('price_requests_tenant_created').on(t.tenantId, t.createdAt, t.id).where(sql`deleted_at is null`),
    index('price_requests_tenant_status_created')
      .on(t.tenantId, t.status, t.createdAt, t.id)
      .where(sql`deleted_at is null`),
    // Filters and scopes: by customer, product (reference), seller, who asked.
    index('price_requests_tenant_customer').on(t.tenantId, t.customerId),
    index('price_requests_tenant_product').on(t.tenantId, t.productId),
    index('price_requests_tenant_seller').on(t.tenantId, t.sellerId),
    index('price_requests_tenant_requested_by').on(t.tenantId, t.requestedById),
    // The order guard: the latest approval of a customer × product still valid.
    index('price_requests_approved')
      .on(t.tenantId, t.customerId, t.productId, t.validUntil, t.approvedAt)
      .where(sql`status = 'APPROVED' and deleted_at is null`),
    // The expiry job: approvals by validity, open requests by the end of their delivery window.
    index('price_requests_open_window')
      .on(t.tenantId, t.deliveryWindowTo)
      .where(sql`${OPEN_SQL} and deleted_at is null`),
    check(
      'price_requests_status_known',
      sql`${t.status} in ('REQUESTED', 'IN_COSTING', 'QUOTED', 'APPROVED', 'REJECTED', 'EXPIRED')`,
    ),
    check('price_requests_volume_positive', sql`${t.volumeTons} > 0`),
    check('price_requests_window_order', sql`${t.deliveryWindowTo} >= ${t.deliveryWindowFrom}`),
    check(
      'price_requests_approval_complete',
      sql`${t.status} <> 'APPROVED' or (${t.msp} is not null and ${t.approvedPriceUsdPerTon} is not null and ${t.validUntil} is not null)`,
    ),
    tenantPolicy('price_requests'),
  ],
);

/** The cost calculator's saved inputs (USD per ton; transport also as totals for the volume). */
export const priceRequestCosts = pgTable(
  'price_request_costs',
  {
    priceRequestId: uuid('price_request_id')
      .primaryKey()
      .references(() => priceRequests.id, { onDelete: 'cascade' }),
    tenantId: tenantIdColumn().references(() => tenants.id),
    baseCost: usdPerTon('base_cost'),
    /** Where the base cost was picked from: one of a quote or a lot, or neither (typed by hand). */
    baseCostQuoteId: uuid('base_cost_quote_id').references(() => supplierQuotes.id),
    baseCostLotId: uuid('base_cost_lot_id').references(() => inventoryLots.id),
    storageCost: usdPerTon('storage_cost'),
    transferCost: usdPerTon('transfer_cost'),
    pickingCost: usdPerTon('picking_cost'),
    packagingCost: usdPerTon('packaging_cost'),
    transportMode: text('transport_mode').notNull().default('PER_TON'),
    firstMileCostPerTon: usdPerTon('first_mile_cost_per_ton'),
    firstMileCostTotal: usdPerTon('first_mile_cost_total'),
    middleMileCostPerTon: usdPerTon('middle_mile_cost_per_ton'),
    middleMileCostTotal: usdPerTon('middle_mile_cost_total'),
    lastMileCostPerTon: usdPerTon('last_mile_cost_per_ton'),
    lastMileCostTotal: usdPerTon('last_mile_cost_total'),
    extraCost: usdPerTon('extra_cost'),
    commissionUsdPerTon: usdPerTon('commission_usd_per_ton'),
    salesMarginUsdPerTon: usdPerTon('sales_margin_usd_per_ton'),
    savedById: uuid('saved_by_id').references(() => users.id),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('price_request_costs_one_source', sql`${t.baseCostQuoteId} is null or ${t.baseCostLotId} is null`),
    check('price_request_costs_transport_mode', sql`${t.transportMode} in ('PER_TON', 'TOTAL')`),
    tenantPolicy('price_request_costs'),
  ],
);

/** Who did what to a request, when: the detail's history and the audit trail. */
export const priceRequestHistory = pgTable(
  'price_request_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantIdColumn().references(() => tenants.id),
    priceRequestId: uuid('price_request_id')
      .notNull()
      .references(() => priceRequests.id, { onDelete: 'cascade' }),
    /** Null for the system (the expiry job). */
    userId: uuid('user_id').references(() => users.id),
    action: text('action').$type<PriceRequestHistoryAction>().notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    /** Field → [before, after]. */
    changes: jsonb('changes').$type<Record<string, [unknown, unknown]>>().notNull().default({}),
    note: text('note'),
    // The statement's moment: rows one request writes keep their order.
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  },
  (t) => [
    index('price_request_history_request').on(t.priceRequestId, t.createdAt),
    tenantPolicy('price_request_history'),
  ],
);
