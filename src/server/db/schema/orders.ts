/**
 * Orders: the header with its delivery and payments fields, product rows, documents, the history
 * that feeds the timeline, comments, cancellation reasons and the per-tenant number counter.
 *
 * Money and quantities are numeric; totals are computed once on the server (`orderTotals`) and
 * stored, both currencies, so lists and queues sort and sum without recomputing. Exchange rate
 * and VAT are copied from the pricing version in force at creation (docs/decisions.md).
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
  doublePrecision,
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
import { PIPELINE_FILTER_STATUSES } from '../../../domain/orders/status';
import type { MoneySummaryValues, OrderHistoryEvent } from '../../../domain/orders/views';
import { products, warehouses } from './catalog';
import { addresses, customers } from './customers';
import { users } from './identity';
import { priceRequests } from './priceRequests';
import { pricingParameterVersions } from './pricing';
import { tenantIdColumn, tenantPolicy } from './rls';
import { tenants } from './tenants';

/**
 * The open tab's statuses as SQL literals. The list filters the tab with exactly this list, which is
 * what lets PostgreSQL prove the partial index applies; a change here needs a new migration.
 */
const OPEN_STATUSES_SQL = PIPELINE_FILTER_STATUSES.DEFAULT.map((s) => `'${s}'`).join(', ');

const money = (name: string) => numeric(name, { precision: 16, scale: 2 });
const kg = (name: string) => numeric(name, { precision: 14, scale: 3 });
const unitPrice = (name: string) => numeric(name, { precision: 14, scale: 4 });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** Days from the order's creation to a step's time, in floating point (null until it is reached). */
const stepDays = (name: string, step: string) =>
  doublePrecision(name).generatedAlwaysAs(sql.raw(`date_part('epoch', ${step} - created_at) / 86400`));

/** Last order number handed out per tenant (numbers are per tenant, gap-free within a transaction). */
export const orderCounters = pgTable(
  'order_counters',
  {
    tenantId: tenantIdColumn()
      .primaryKey()
      .references(() => tenants.id),
    lastNumber: integer('last_number').notNull().default(0),
  },
  () => [tenantPolicy('order_counters')],
);

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantIdColumn().references(() => tenants.id),
    number: integer('number').notNull(),
    /** The ERP's order number when the tenant has one; shown instead of the number. */
    externalId: text('external_id'),
    packageId: text('package_id'),
    purchaseOrderId: text('purchase_order_id'),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    /** Copied from the customer at creation (the ERP's customer code). */
    customerExternalId: text('customer_external_id'),
    sellerId: uuid('seller_id').references(() => users.id),
    createdById: uuid('created_by_id')
      .notNull()
      .references(() => users.id),
    /** Orders created together by one multi-order form share this id. */
    multiOrderGroupId: uuid('multi_order_group_id'),
    /** Source channel of the creation form ('bubble' for the web form). */
    channel: text('channel').notNull().default('bubble'),
    type: text('type').notNull().default('retail'),
    requiredInvoice: boolean('required_invoice').notNull().default(true),
    clientIsNotInvoice: boolean('client_is_not_invoice').notNull().default(false),
    clientPaid: boolean('client_paid').notNull().default(false),
    hasIva: boolean('has_iva').notNull().default(true),
    comments: text('comments'),
    opsStatus: text('ops_status').notNull().default('ORDEN_CREADA'),
    financeStatus: text('finance_status'),
    /**
     * The finance queue the order is in (`financeQueueOf`: HELD, APPROVED, NOT_ANSWERED,
     * PENDINGVALIDATEPAYMENTREQUEST, PENDINGRELEASEREQUEST), null in none. Kept by the database from
     * the order and its `order_finance` row (triggers of migration 0028), whoever writes them, so
     * the queues read it from an index instead of looking up each order's finance row.
     */
    financeQueue: text('finance_queue'),
    logisticStatus: text('logistic_status'),
    clientStatus: text('client_status'),
    // Delivery
    deliveryModel: text('delivery_model').notNull(),
    addressId: uuid('address_id').references(() => addresses.id),
    deliveryDate: date('delivery_date').notNull(),
    deliveryFrequency: text('delivery_frequency').notNull().default('once'),
    /** Number of shipments the order is delivered in (1 to 3). */
    shipments: integer('shipments').notNull().default(1),
    /** Warehouse a counter sale is picked up from. */
    warehouseId: uuid('warehouse_id').references(() => warehouses.id),
    isDelivered: boolean('is_delivered').notNull().default(false),
    /**
     * The earliest scheduled date of its shipments not delivered yet (null without one), kept by
     * modules/logistics: an order is late against this date, else against its delivery date.
     */
    shipmentDueDate: date('shipment_due_date'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    // Payments header (transactions arrive with the finance issue)
    paymentTerm: text('payment_term').notNull().default('CREDIT'),
    creditDays: integer('credit_days').notNull().default(0),
    paymentStatus: text('payment_status').notNull().default('PENDING'),
    paymentMethod: text('payment_method'),
    // Money, copied/computed once (see header)
    currency: text('currency').notNull(),
    exchangeRate: numeric('exchange_rate', { precision: 12, scale: 4 }).notNull(),
    vatRate: numeric('vat_rate', { precision: 6, scale: 4 }).notNull(),
    pricingVersionId: uuid('pricing_version_id').references(() => pricingParameterVersions.id),
    /** The pricing values used for this order's totals, as they were (premium, handling). */
    pricingValues: jsonb('pricing_values').$type<Record<string, unknown>>().notNull(),
    totalKg: kg('total_kg').notNull(),
    /** Summary in the order currency. */
    totalWithTaxes: money('total_with_taxes').notNull(),
    productsTotalUsd: money('products_total_usd').notNull(),
    /**
     * The items' total in MXN, read from the stored summary by the database itself: the dashboards
     * sum amounts in either currency from an index, without opening the summary of each order.
     */
    productsTotalMxn: money('products_total_mxn').generatedAlwaysAs(
      sql`((computed_values -> 'MXN') ->> 'productsTotal')::numeric(16, 2)`,
    ),
    totalWithTaxesUsd: money('total_with_taxes_usd').notNull(),
    totalWithTaxesMxn: money('total_with_taxes_mxn').notNull(),
    /** Every figure of the summary in both currencies (decimal strings). */
    computedValues: jsonb('computed_values')
      .$type<{ USD: MoneySummaryValues; MXN: MoneySummaryValues }>()
      .notNull(),
    /** Product names joined, for lists and search without a join per row. */
    productsLabel: text('products_label').notNull().default(''),
    /** A change was sent out (ERP) and has not come back: item and date edits wait. */
    hasPendingUpdate: boolean('has_pending_update').notNull().default(false),
    // Cancellation (irreversible)
    cancellationReasonId: uuid('cancellation_reason_id').references(() => orderIncidentReasons.id),
    cancellationOther: text('cancellation_other'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledById: uuid('cancelled_by_id').references(() => users.id),
    // When the order first reached each step of its way, and the last release request before its
    // first release: kept from its history rows by the database (trigger `order_history_steps`,
    // migration 0022), whoever writes them, so the dashboards' cycle times read one row per order.
    stepApprovedAt: timestamp('step_approved_at', { withTimezone: true }),
    stepMaterialAt: timestamp('step_material_at', { withTimezone: true }),
    stepScheduledAt: timestamp('step_scheduled_at', { withTimezone: true }),
    stepTransportAt: timestamp('step_transport_at', { withTimezone: true }),
    stepInvoicedAt: timestamp('step_invoiced_at', { withTimezone: true }),
    stepDeliveredAt: timestamp('step_delivered_at', { withTimezone: true }),
    releaseRequestedAt: timestamp('release_requested_at', { withTimezone: true }),
    // The same as durations, computed by the database from those times: days from creation to each
    // step, and hours from the release request (or the creation, when nobody asked) to the first
    // release. The dashboards' medians read them in order from their indexes (migration 0024).
    daysToApproved: stepDays('days_to_approved', 'step_approved_at'),
    daysToMaterial: stepDays('days_to_material', 'step_material_at'),
    daysToScheduled: stepDays('days_to_scheduled', 'step_scheduled_at'),
    daysToTransport: stepDays('days_to_transport', 'step_transport_at'),
    daysToInvoiced: stepDays('days_to_invoiced', 'step_invoiced_at'),
    daysToDelivered: stepDays('days_to_delivered', 'step_delivered_at'),
    releaseLeadHours: doublePrecision('release_lead_hours').generatedAlwaysAs(
      sql`date_part('epoch', step_approved_at - case when release_requested_at <= step_approved_at then release_requested_at else created_at end) / 3600`,
    ),
    // What lots give the order, summed from its allocations by the database (triggers of migration
    // 0022 on allocations, items and lots' cost): every allocated kilo, and those from lots with a
    // cost with their revenue at the items' USD price and their cost, for the dashboards' margin.
    allocatedKg: kg('allocated_kg').notNull().default('0'),
    costedKg: kg('costed_kg').notNull().default('0'),
    costedRevenueUsd: numeric('costed_revenue_usd').notNull().default('0'),
    costedCostUsd: numeric('costed_cost_usd').notNull().default('0'),
    /** The approved price request the order was made from (which links back with its `order_id`). */
    priceRequestId: uuid('price_request_id').references((): AnyPgColumn => priceRequests.id, {
      onDelete: 'set null',
    }),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_tenant_number').on(t.tenantId, t.number),
    // A price request becomes one order at most.
    uniqueIndex('orders_price_request').on(t.priceRequestId).where(sql`price_request_id is not null`),
    index('orders_tenant_status_delivery').on(t.tenantId, t.opsStatus, t.deliveryDate),
    index('orders_tenant_seller').on(t.tenantId, t.sellerId),
    // A seller filter on a status tab (and a seller's own finance counts) counts from the index alone;
    // with the id, a seller's orders not cancelled are listed from it too (the pending deliveries of
    // a seller: 62 745 orders at a million, read from the dashboards' wide index before).
    index('orders_tenant_seller_status').on(t.tenantId, t.sellerId, t.opsStatus, t.id),
    // A customer's orders with their status and seller: the order list's search by customer counts
    // its badges from the index alone, for the whole tenant or a seller's scope (a customer with
    // thousands of orders otherwise reads as many heap pages, cold at a million orders:
    // docs/performance.md "A million orders").
    index('orders_tenant_customer_status').on(t.tenantId, t.customerId, t.opsStatus, t.sellerId),
    // Lists sort by creation, newest first, with the id as tie-breaker: the whole ORDER BY is in the
    // index, so a page is a walk with no sort. The partial twin holds only open orders (the default
    // tab, about half of them at scale): its first page and deep pages walk open orders only.
    // Figures behind these choices: docs/performance.md.
    index('orders_tenant_created').on(t.tenantId, t.createdAt, t.id),
    index('orders_tenant_open_created')
      .on(t.tenantId, t.createdAt, t.id)
      .where(sql.raw(`ops_status in (${OPEN_STATUSES_SQL})`)),
    index('orders_tenant_external_id').on(t.tenantId, t.externalId).where(sql`external_id is not null`),
    // The finance queues (modules/finance/queueQueries.ts): each queue's orders in its page order
    // (delivery date, number, id), the seller last so a seller's scope is checked in the index.
    index('orders_finance_queue')
      .on(t.tenantId, t.financeQueue, t.deliveryDate, t.number, t.id, t.sellerId)
      .where(sql`finance_queue is not null`),
    // The orders still waiting for material (the 'without material' count): their ids and the
    // largest one's kilos, index-only instead of visiting a quarter of the orders' pages.
    index('orders_awaiting_material')
      .on(t.tenantId, t.totalKg, t.id)
      .where(
        sql`ops_status in ('ORDEN_CREADA', 'EFIRMA_CLIENTE', 'APROBADO_POR_FINANZAS', 'ORDEN_RETENIDA')`,
      ),
    // Of those, the few that lots already give something: the part of the dashboards' demand for
    // material that lots cover.
    index('orders_awaiting_with_lots')
      .on(t.tenantId, t.sellerId, t.id)
      .where(
        sql`ops_status in ('ORDEN_CREADA', 'EFIRMA_CLIENTE', 'APROBADO_POR_FINANZAS', 'ORDEN_RETENIDA') and allocated_kg > 0`,
      ),
    // Late orders (the delays queue and its count): open orders by the date they are late against.
    index('orders_open_due')
      .on(t.tenantId, sql`coalesce(shipment_due_date, delivery_date)`, t.id)
      .where(sql.raw(`ops_status in (${OPEN_STATUSES_SQL})`)),
    // Their count: PostgreSQL reads an expression index only with the heap (the expression's columns
    // are not in it), about half the tenant's orders at scale; with both dates as plain columns the
    // count is index-only (docs/performance.md "Logistics").
    index('orders_open_due_dates')
      .on(t.tenantId, t.shipmentDueDate, t.deliveryDate)
      .where(sql.raw(`ops_status in (${OPEN_STATUSES_SQL})`)),
    // 'Pendientes de entrega' leaves out cancelled orders' shipments: their ids, index-only.
    index('orders_cancelled').on(t.tenantId, t.id).where(sql`ops_status = 'ORDEN_CANCELADA'`),
    // The dashboards (modules/dashboards): each reads its orders from one of these alone (index-only
    // scans), with every column its figures sum. Figures behind them: docs/performance.md "Dashboards".
    // Orders by creation: sales, the month to date and the margin.
    index('orders_dashboard_created').on(
      t.tenantId,
      t.createdAt,
      t.opsStatus,
      t.sellerId,
      t.customerId,
      t.id,
      t.totalKg,
      t.productsTotalUsd,
      t.productsTotalMxn,
      t.costedKg,
      t.costedRevenueUsd,
      t.costedCostUsd,
    ),
    // Orders by creation with their days to each step: the cycle times of a seller's orders, and of
    // the days at a range's edges (the whole months come from the summary).
    index('orders_dashboard_cycle').on(
      t.tenantId,
      t.createdAt,
      t.sellerId,
      t.daysToApproved,
      t.daysToMaterial,
      t.daysToScheduled,
      t.daysToTransport,
      t.daysToInvoiced,
      t.daysToDelivered,
    ),
    // Each step's days and the release lead hours in order (each with when it counts from): a
    // median is read where the monthly summary says it lies (modules/dashboards, "durations").
    ...(
      [
        ['approved', t.daysToApproved],
        ['material', t.daysToMaterial],
        ['scheduled', t.daysToScheduled],
        ['transport', t.daysToTransport],
        ['invoiced', t.daysToInvoiced],
        ['delivered', t.daysToDelivered],
      ] as const
    ).map(([step, days]) =>
      index(`orders_dashboard_days_to_${step}`)
        .on(t.tenantId, days, t.createdAt)
        .where(sql.raw(`days_to_${step} is not null`)),
    ),
    index('orders_dashboard_release_lead')
      .on(t.tenantId, t.releaseLeadHours, t.stepApprovedAt)
      .where(sql`release_lead_hours is not null`),
    // Orders delivered, by when: on time or late.
    index('orders_dashboard_delivered')
      .on(t.tenantId, t.deliveredAt, t.deliveryDate, t.sellerId)
      .where(sql`delivered_at is not null`),
    // Orders released by finance, by when, with their lead hours: the release lead time.
    index('orders_dashboard_released')
      .on(t.tenantId, t.stepApprovedAt, t.sellerId, t.releaseLeadHours)
      .where(sql`step_approved_at is not null`),
    // The same two for one seller's (or a team's) performance: the summaries are per month, measure
    // and bucket, not per seller, so a seller's figures read their orders; with the seller after the
    // date they walked the whole tenant's year (106 ms at a million orders; 26 ms this way).
    index('orders_dashboard_seller_cycle').on(
      t.tenantId,
      t.sellerId,
      t.createdAt,
      t.daysToApproved,
      t.daysToMaterial,
      t.daysToScheduled,
      t.daysToTransport,
      t.daysToInvoiced,
      t.daysToDelivered,
    ),
    index('orders_dashboard_seller_released')
      .on(t.tenantId, t.sellerId, t.stepApprovedAt, t.releaseLeadHours)
      .where(sql`step_approved_at is not null`),
    // Open orders now, by seller: open, late and retained volumes, and the demand for material.
    index('orders_dashboard_open')
      .on(
        t.tenantId,
        t.sellerId,
        t.opsStatus,
        t.deliveryDate,
        t.shipmentDueDate,
        t.id,
        t.totalKg,
        t.productsTotalUsd,
        t.productsTotalMxn,
        t.allocatedKg,
      )
      .where(sql.raw(`ops_status in (${OPEN_STATUSES_SQL})`)),
    // A customer's orders (not cancelled) by creation: the first order and the count, for onboarding.
    index('orders_dashboard_customer')
      .on(t.tenantId, t.customerId, t.createdAt)
      .where(sql`ops_status <> 'ORDEN_CANCELADA'`),
    tenantPolicy('orders'),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantIdColumn().references(() => tenants.id),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    /** Copied at creation so renaming a product never rewrites an order. */
    productReference: text('product_reference').notNull(),
    productName: text('product_name').notNull(),
    packagingType: text('packaging_type').notNull(),
    quantityKg: kg('quantity_kg').notNull(),
    /** Per KG in the order currency, as typed. */
    price: unitPrice('price').notNull(),
    priceUsd: unitPrice('price_usd').notNull(),
    priceMxn: unitPrice('price_mxn').notNull(),
    totalPrice: money('total_price').notNull(),
    totalPriceUsd: money('total_price_usd').notNull(),
    totalPriceMxn: money('total_price_mxn').notNull(),
    /** The order's creation instant, copied by the database on insert (migration 0022): sales by product read a range of items. */
    orderCreatedAt: timestamp('order_created_at', { withTimezone: true }),
  },
  (t) => [
    index('order_items_order').on(t.orderId, t.position),
    // The items of one product and packaging (the 'without material' count reads only the scarce ones).
    index('order_items_tenant_product').on(t.tenantId, t.productId, t.packagingType, t.orderId),
    // The dashboards' sales by product (a range of creation) and demand (by order), from the index alone.
    index('order_items_dashboard').on(
      t.tenantId,
      t.orderCreatedAt,
      t.orderId,
      t.productId,
      t.packagingType,
      t.quantityKg,
      t.totalPriceUsd,
      t.totalPriceMxn,
    ),
    tenantPolicy('order_items'),
  ],
);

export const orderDocuments = pgTable(
  'order_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantIdColumn().references(() => tenants.id),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    /** Display name, editable (except the proforma). */
    name: text('name').notNull(),
    /** Upload option chosen: document, image or other. */
    fileKind: text('file_kind').notNull().default('document'),
    /** Name in the file store (null while a generated document is being produced). */
    storedName: text('stored_name'),
    originalName: text('original_name'),
    contentType: text('content_type'),
    sizeBytes: integer('size_bytes'),
    /** The shipment it belongs to (remission, signed remission, invoice, credit note). */
    shipmentId: uuid('shipment_id'),
    /** A generated document (proforma) is being regenerated. */
    updating: boolean('updating').notNull().default(false),
    userId: uuid('user_id').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('order_documents_order').on(t.orderId),
    index('order_documents_shipment').on(t.shipmentId).where(sql`shipment_id is not null`),
    tenantPolicy('order_documents'),
  ],
);

/** Every state change and edit of an order: the timeline and the audit trail. */
export const orderHistory = pgTable(
  'order_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantIdColumn().references(() => tenants.id),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Null when the system did it (e.g. the automatic credit check). */
    userId: uuid('user_id').references(() => users.id),
    /** One of the domain's kinds, so every row written has words in the timeline. */
    event: text('event').$type<OrderHistoryEvent>().notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    /** What changed: `{ field: { from, to } }` for edits, reason ids for decisions. */
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    // The statement's moment, not the transaction's: what one request writes (two lots assigned,
    // then the status they complete) keeps its order on the timeline.
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  },
  (t) => [index('order_history_order').on(t.orderId, t.createdAt), tenantPolicy('order_history')],
);

export const orderComments = pgTable(
  'order_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantIdColumn().references(() => tenants.id),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    comment: text('comment').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('order_comments_order').on(t.orderId, t.createdAt), tenantPolicy('order_comments')],
);

/**
 * Reasons offered when an order incident is recorded; `type` 'cancel' for cancellations
 * (`GET /api/orders-incidents/reasons/{type}`). Per tenant, both languages.
 */
export const orderIncidentReasons = pgTable(
  'order_incident_reasons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantIdColumn().references(() => tenants.id),
    type: text('type').notNull(),
    code: text('code').notNull(),
    descriptionEs: text('description_es').notNull(),
    descriptionEn: text('description_en').notNull(),
    /** 'Other' asks for free text. */
    isOther: boolean('is_other').notNull().default(false),
    position: integer('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    uniqueIndex('order_incident_reasons_tenant_type_code').on(t.tenantId, t.type, t.code),
    tenantPolicy('order_incident_reasons'),
  ],
);
