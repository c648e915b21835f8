/**
 * The dashboards' summaries: what the orders add up to per business month (Mexico City) and the
 * few keys the dashboards group or filter by (the demand for material: per seller and product), so a year of figures is read from a few
 * thousand rows instead of every order (docs/decisions.md "Dashboards: monthly summaries").
 *
 * Each table holds two kinds of rows with the same columns: changes (`folded` false), inserted by
 * the database's statement triggers in the transaction that changes an order (+ what it adds now,
 * − what it added before; never an update of a shared row, so concurrent order writes never wait
 * on each other here), and their sums per key (`folded` true), written by the fold job
 * (modules/dashboards/foldJob.ts), which replaces a key's rows by one. A figure is the sum of every
 * row of its keys, folded or not: exact whether the job ran or not.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { tenantIdColumn, tenantPolicy } from './rls';

/** Whether a row is a fold's sum (true) or a change not folded yet (false). */
const folded = () => boolean('folded').notNull().default(false);
/** The first day of the business month (Mexico City) the row counts in. */
const month = () => date('month').notNull();

/**
 * Orders not cancelled per month of creation, seller and customer: how many, their kilos, their
 * items' totals in both currencies and what lots with a cost gave them (the margin's sums).
 */
export const dashboardSalesCells = pgTable(
  'dashboard_sales_cells',
  {
    tenantId: tenantIdColumn(),
    month: month(),
    sellerId: uuid('seller_id'),
    customerId: uuid('customer_id').notNull(),
    orders: integer('orders').notNull(),
    kg: numeric('kg').notNull(),
    usd: numeric('usd').notNull(),
    mxn: numeric('mxn').notNull(),
    costedKg: numeric('costed_kg').notNull(),
    costedRevenueUsd: numeric('costed_revenue_usd').notNull(),
    costedCostUsd: numeric('costed_cost_usd').notNull(),
    folded: folded(),
  },
  (t) => [
    index('dashboard_sales_cells_month').on(t.tenantId, t.month),
    index('dashboard_sales_cells_pending').on(t.tenantId).where(sql`not folded`),
    tenantPolicy('dashboard_sales_cells'),
  ],
);

/** The items of orders not cancelled per month of the order's creation, seller and product. */
export const dashboardProductCells = pgTable(
  'dashboard_product_cells',
  {
    tenantId: tenantIdColumn(),
    month: month(),
    sellerId: uuid('seller_id'),
    productId: uuid('product_id').notNull(),
    items: integer('items').notNull(),
    kg: numeric('kg').notNull(),
    usd: numeric('usd').notNull(),
    mxn: numeric('mxn').notNull(),
    folded: folded(),
  },
  (t) => [
    index('dashboard_product_cells_month').on(t.tenantId, t.month),
    index('dashboard_product_cells_pending').on(t.tenantId).where(sql`not folded`),
    tenantPolicy('dashboard_product_cells'),
  ],
);

/**
 * Orders delivered per month of their (last) delivery and seller: how many, and how many on time
 * (delivered no later than their delivery date, Mexico City days).
 */
export const dashboardDeliveryCells = pgTable(
  'dashboard_delivery_cells',
  {
    tenantId: tenantIdColumn(),
    month: month(),
    sellerId: uuid('seller_id'),
    delivered: integer('delivered').notNull(),
    onTime: integer('on_time').notNull(),
    folded: folded(),
  },
  (t) => [
    index('dashboard_delivery_cells_month').on(t.tenantId, t.month),
    index('dashboard_delivery_cells_pending').on(t.tenantId).where(sql`not folded`),
    tenantPolicy('dashboard_delivery_cells'),
  ],
);

/**
 * Open orders now (the open tab's statuses) per seller, date they are due (the earliest pending
 * shipment's date, else the delivery date) and whether retained: open, late and retained volumes
 * are sums of these rows, whatever today is.
 */
export const dashboardOpenCells = pgTable(
  'dashboard_open_cells',
  {
    tenantId: tenantIdColumn(),
    sellerId: uuid('seller_id'),
    due: date('due').notNull(),
    retained: boolean('retained').notNull(),
    orders: integer('orders').notNull(),
    kg: numeric('kg').notNull(),
    usd: numeric('usd').notNull(),
    mxn: numeric('mxn').notNull(),
    folded: folded(),
  },
  (t) => [
    index('dashboard_open_cells_seller').on(t.tenantId, t.sellerId),
    index('dashboard_open_cells_pending').on(t.tenantId).where(sql`not folded`),
    tenantPolicy('dashboard_open_cells'),
  ],
);

/**
 * The items of the orders waiting for material, per seller and product (no month: the demand is
 * every such order's, whatever its dates): what the inventory dashboard's demand asks before what
 * lots already give.
 */
export const dashboardDemandCells = pgTable(
  'dashboard_demand_cells',
  {
    tenantId: tenantIdColumn(),
    sellerId: uuid('seller_id'),
    productId: uuid('product_id').notNull(),
    items: integer('items').notNull(),
    kg: numeric('kg').notNull(),
    folded: folded(),
  },
  (t) => [
    index('dashboard_demand_cells_seller').on(t.tenantId, t.sellerId),
    index('dashboard_demand_cells_pending').on(t.tenantId).where(sql`not folded`),
    tenantPolicy('dashboard_demand_cells'),
  ],
);

/**
 * How many orders' durations fall in each bucket, and their sum, per month and measure: measures
 * 0–5 are the days from creation to each step (month of creation, buckets of a quarter day),
 * measure 6 the release lead hours (month of the first release, buckets of eight hours). The
 * performance dashboard finds from them where each median lies, then reads only that bucket's
 * values (whole tenant; a narrower scope reads its orders).
 */
export const dashboardDurationCells = pgTable(
  'dashboard_duration_cells',
  {
    tenantId: tenantIdColumn(),
    month: month(),
    measure: smallint('measure').notNull(),
    bucket: integer('bucket').notNull(),
    orders: integer('orders').notNull(),
    total: doublePrecision('total').notNull(),
    folded: folded(),
  },
  (t) => [
    index('dashboard_duration_cells_month').on(t.tenantId, t.month),
    index('dashboard_duration_cells_pending').on(t.tenantId).where(sql`not folded`),
    tenantPolicy('dashboard_duration_cells'),
  ],
);

/**
 * Orders per seller and status, and their kilos: the order list's tab badges and the home pipeline
 * read these instead of counting a large tenant's orders (docs/performance.md, "A million
 * orders"). Kept like the summaries above: rows of changes from a statement trigger, folded by the
 * same job.
 */
export const orderStatusCells = pgTable(
  'order_status_cells',
  {
    tenantId: tenantIdColumn(),
    sellerId: uuid('seller_id'),
    opsStatus: text('ops_status').notNull(),
    orders: integer('orders').notNull(),
    kg: numeric('kg').notNull(),
    folded: folded(),
  },
  (t) => [
    index('order_status_cells_seller').on(t.tenantId, t.sellerId),
    index('order_status_cells_pending').on(t.tenantId).where(sql`not folded`),
    tenantPolicy('order_status_cells'),
  ],
);

/**
 * Orders per seller and finance queue (`orders.finance_queue`): the finance badges and the queues'
 * totals read these instead of counting a large tenant's awaiting orders (docs/performance.md, "A
 * million orders"). Kept like the status counts above: rows of changes from a statement trigger
 * (migration 0028), folded by the same job.
 */
export const orderFinanceCells = pgTable(
  'order_finance_cells',
  {
    tenantId: tenantIdColumn(),
    sellerId: uuid('seller_id'),
    financeQueue: text('finance_queue').notNull(),
    orders: integer('orders').notNull(),
    folded: folded(),
  },
  (t) => [
    index('order_finance_cells_seller').on(t.tenantId, t.sellerId),
    index('order_finance_cells_pending').on(t.tenantId).where(sql`not folded`),
    tenantPolicy('order_finance_cells'),
  ],
);

/**
 * Shipments not delivered of orders not cancelled, per order seller and delivery date: the count of
 * 'Pendientes de entrega' and of count-for-logistics reads these instead of counting a large
 * tenant's pending shipments (docs/performance.md, "A million orders"). Kept like the status counts
 * above: rows of changes from statement triggers on shipments and orders (migration 0031), folded
 * by the same job.
 */
export const orderPendingDeliveryCells = pgTable(
  'order_pending_delivery_cells',
  {
    tenantId: tenantIdColumn(),
    sellerId: uuid('seller_id'),
    dateDelivery: date('date_delivery').notNull(),
    shipments: integer('shipments').notNull(),
    folded: folded(),
  },
  (t) => [
    index('order_pending_delivery_cells_seller').on(t.tenantId, t.sellerId, t.dateDelivery),
    index('order_pending_delivery_cells_pending').on(t.tenantId).where(sql`not folded`),
    tenantPolicy('order_pending_delivery_cells'),
  ],
);

/**
 * The same shipments per order seller and the shipment's own facts the pending queue filters on:
 * delivery model, invoiced, transport assigned. The queue's total with those filters and no date
 * range or search reads these (docs/performance.md, "A million orders"). Kept with
 * `order_pending_delivery_cells` by the same statement triggers (migration 0034), folded by the
 * same job.
 */
export const orderPendingShipmentCells = pgTable(
  'order_pending_shipment_cells',
  {
    tenantId: tenantIdColumn(),
    sellerId: uuid('seller_id'),
    deliveryModel: text('delivery_model').notNull(),
    isInvoiced: boolean('is_invoiced').notNull(),
    transported: boolean('transported').notNull(),
    shipments: integer('shipments').notNull(),
    folded: folded(),
  },
  (t) => [
    index('order_pending_shipment_cells_seller').on(t.tenantId, t.sellerId),
    index('order_pending_shipment_cells_pending').on(t.tenantId).where(sql`not folded`),
    tenantPolicy('order_pending_shipment_cells'),
  ],
);
