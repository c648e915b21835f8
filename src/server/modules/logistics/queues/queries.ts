/**
 * SQL of the logistics queues: 'Pendientes de entrega' (shipments not delivered) and the late
 * orders, their counts, and the late order's new date.
 *
 * Plans (EXPLAIN at 100 000 orders, docs/performance.md "Logistics"):
 * - pending delivery walks the partial index `order_shipments_not_delivered` (tenant, date, number,
 *   id) in the page's default order and looks each order up by key; the count reads the same index;
 *   filtered by delivery model, invoice and transport, both read a range of
 *   `order_shipments_pending_facts` (those facts are kept on the shipment row); without a search
 *   the count is the kept counts' (`countPendingDeliveriesKept`, or `countPendingShipmentsKept`
 *   with those filters and no date range);
 * - a search is four lists of ids, each from its own index: the pending shipments of the orders
 *   matching by number or external id (`order_shipments_pending_order`), those of the matching
 *   customers (`order_shipments_pending_customer`: the customer is copied on the shipment), the
 *   shipment number, and the shipments whose plates contain the text
 *   (`order_shipment_plate_suffixes`); up to `FEW_PENDING` matches are
 *   read once, in the page's order, and the page looked up by id;
 * - late orders walk the partial index `orders_open_due` (tenant, due date, id) from the oldest due
 *   date up to today: the page is the first rows of that walk, the count an index range. The open
 *   statuses and the due-date expression are written here exactly as the index declares them, so
 *   PostgreSQL proves the index applies.
 */
import { type AnyColumn, and, asc, between, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { PendingDeliveryQuery } from '../../../../domain/logistics';
import { PIPELINE_FILTER_STATUSES } from '../../../../domain/orders/status';
import type { Executor } from '../../../db/client';
import {
  customerInvoices,
  customers,
  dashboardOpenCells,
  orderPendingDeliveryCells,
  orderPendingShipmentCells,
  orderShipmentPlateSuffixes,
  orderShipments,
  orders,
  products,
  shipmentLines,
  users,
} from '../../../db/schema';

const s = orderShipments;
const seller = alias(users, 'logistics_seller');

/** The open tab's statuses as the partial index `orders_open_due` writes them (literals, same order). */
const OPEN_STATUSES = sql.raw(
  `${orders.opsStatus.name} in (${PIPELINE_FILTER_STATUSES.DEFAULT.map((st) => `'${st}'`).join(', ')})`,
);
/** The date an order is late against, as the index's expression. */
export const DUE_DATE = sql<string>`coalesce(shipment_due_date, delivery_date)`;

/** '123', '000123' and '#000123' all mean number 123. */
function numberOf(search: string): number | null {
  const digits = search.replace(/^#/, '');
  return /^\d{1,9}$/.test(digits) ? Number(digits) : null;
}

// ---- Pending delivery ---------------------------------------------------------------------------

export interface PendingDeliveryFilters {
  /** The caller's order scope. */
  orderConditions: SQL | undefined;
  /** The text searched: the order and customer parts come as `orderSearch`, shipment number and plates here. */
  searchParam?: string;
  sellers?: string[];
  deliveryModel?: string;
  dateDeliveryFrom?: string;
  dateDeliveryTo?: string;
  isInvoiced?: boolean;
  hasTransportAssigned?: boolean;
}

/** The search's order part: the order's own fields, and the ids of the customers it matches. */
export interface PendingOrderSearch {
  byOrder: SQL | undefined;
  customerIds: string[];
}

/** The orders not cancelled matching `where`. */
const ordersMatching = (db: Executor, where: SQL) =>
  db
    .select({ id: orders.id })
    .from(orders)
    .where(and(sql`${orders.opsStatus} <> 'ORDEN_CANCELADA'`, where));

/** The orders matching `where`, as a sub-select the shipments' conditions test their order against. */
const ordersWhere = (db: Executor, where: SQL) => sql`${s.orderId} in (${ordersMatching(db, where)})`;

/**
 * The pending shipments whose plates contain `text`, whatever its case: the suffixes of their plates
 * that start with it (`starts_with`, leakproof, so a range of the suffixes' index under row-level
 * security, where `ILIKE '%…%'` must read every pending shipment).
 */
const platesContaining = (db: Executor, text: string) =>
  db
    .select({ id: orderShipmentPlateSuffixes.shipmentId })
    .from(orderShipmentPlateSuffixes)
    .where(sql`starts_with(${orderShipmentPlateSuffixes.suffix}, upper(${text}))`);

/**
 * Shipments not delivered of orders not cancelled, narrowed. Every condition is on the shipment:
 * its order's conditions (scope, seller, the order search) are a sub-select of order ids, the
 * customer search a list of customers matched against the shipment's own copy, so a count reads
 * the shipments' partial indexes and the orders' own indexes, never every order. The search matches
 * the order's number or external id, its customer, or the shipment's number or plates (contained,
 * any case).
 */
export function pendingDeliveryConditions(
  db: Executor,
  f: PendingDeliveryFilters & { orderSearch: PendingOrderSearch | undefined },
): SQL | undefined {
  const orderConditions = and(
    f.orderConditions,
    f.sellers?.length ? inArray(orders.sellerId, f.sellers) : undefined,
  );
  const conditions: (SQL | undefined)[] = [
    sql`not ${s.isDelivered}`,
    // Without order conditions only the cancelled orders are looked up (cancelling is refused once
    // a shipment exists, so this is a guard: a handful of rows).
    orderConditions
      ? ordersWhere(db, orderConditions)
      : sql`not exists (select 1 from ${orders} where ${orders.id} = ${s.orderId} and ${orders.opsStatus} = 'ORDEN_CANCELADA')`,
  ];
  if (f.searchParam) {
    // Each arm a list of ids read once (`= any(array(…))`), so each is an index condition and
    // PostgreSQL combines them in a BitmapOr instead of testing every pending shipment.
    const n = numberOf(f.searchParam);
    // The customer arm reads the matching customers' pending shipments by the customer copied on
    // the shipment (`order_shipments_pending_customer`), not their orders one by one. Its ids are
    // a known list (one array parameter), so PostgreSQL estimates the shipments they hold.
    conditions.push(
      or(
        f.orderSearch?.byOrder
          ? sql`${s.orderId} = any(array(${ordersMatching(db, f.orderSearch.byOrder)}))`
          : undefined,
        f.orderSearch?.customerIds.length
          ? sql`${s.customerId} = any(${`{${f.orderSearch.customerIds.join(',')}}`}::uuid[])`
          : undefined,
        n !== null ? eq(s.number, n) : undefined,
        sql`${s.id} = any(array(${platesContaining(db, f.searchParam)}))`,
      ),
    );
  }
  if (f.dateDeliveryFrom && f.dateDeliveryTo)
    conditions.push(between(s.dateDelivery, f.dateDeliveryFrom, f.dateDeliveryTo));
  // Delivery model and invoice are kept on the shipment row (copied at creation, set by billing), so
  // with the transport test they are a range of `order_shipments_pending_facts`.
  if (f.deliveryModel) conditions.push(eq(s.deliveryModel, f.deliveryModel));
  if (f.isInvoiced !== undefined) conditions.push(eq(s.isInvoiced, f.isInvoiced));
  if (f.hasTransportAssigned !== undefined)
    conditions.push(
      // Written on the index's column `(transport_assigned_at is not null)` so it is an index
      // condition: PostgreSQL rewrites `not (… is not null)` (and `= false`) to `is null`, which
      // no longer matches the column; `is false` stays as written.
      f.hasTransportAssigned
        ? sql`(${s.transportAssignedAt} is not null)`
        : sql`(${s.transportAssignedAt} is not null) is false`,
    );
  return and(...conditions);
}

export async function countPendingDeliveries(db: Executor, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(s).where(where);
  return Number(row?.n ?? 0);
}

/**
 * The pending deliveries of the whole tenant (`sellerIds` null) or of these sellers, from the kept
 * counts per seller and delivery date (`order_pending_delivery_cells`: every row of each key, folded
 * or not, kept by the database with the shipments and their orders: migration 0031). The same
 * shipments as `pendingDeliveryConditions` without a search or shipment filter, so the same count,
 * from one row per seller and day instead of every pending shipment.
 */
export async function countPendingDeliveriesKept(
  db: Executor,
  sellerIds: readonly string[] | null,
  range: { from?: string; to?: string },
): Promise<number> {
  const c = orderPendingDeliveryCells;
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${c.shipments}), 0)::int` })
    .from(c)
    .where(
      and(
        range.from && range.to ? between(c.dateDelivery, range.from, range.to) : undefined,
        sellerIds ? inArray(c.sellerId, [...sellerIds]) : undefined,
      ),
    );
  return Number(row?.n ?? 0);
}

/** The shipment facts the pending queue filters on, as `order_pending_shipment_cells` keeps them. */
export interface PendingShipmentFacts {
  deliveryModel?: string;
  isInvoiced?: boolean;
  hasTransportAssigned?: boolean;
}

/**
 * The pending deliveries of the whole tenant (`sellerIds` null) or of these sellers with these
 * shipment facts, whatever their date, from the kept counts per seller, delivery model, invoiced and
 * transported (`order_pending_shipment_cells`, every row of each key, folded or not: migration
 * 0034). The same shipments as `pendingDeliveryConditions` with those filters and no date range or
 * search, from a few rows per seller instead of every matching shipment.
 */
export async function countPendingShipmentsKept(
  db: Executor,
  sellerIds: readonly string[] | null,
  facts: PendingShipmentFacts,
): Promise<number> {
  const c = orderPendingShipmentCells;
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${c.shipments}), 0)::int` })
    .from(c)
    .where(
      and(
        facts.deliveryModel !== undefined ? eq(c.deliveryModel, facts.deliveryModel) : undefined,
        facts.isInvoiced !== undefined ? eq(c.isInvoiced, facts.isInvoiced) : undefined,
        facts.hasTransportAssigned !== undefined ? eq(c.transported, facts.hasTransportAssigned) : undefined,
        sellerIds ? inArray(c.sellerId, [...sellerIds]) : undefined,
      ),
    );
  return Number(row?.n ?? 0);
}

/**
 * A search's matches are read once, as ids in the page's order, when there are at most this many:
 * their number is the total and the page is looked up by id. PostgreSQL cannot tell how few a
 * search matches and would walk the date index past every pending shipment looking for them (the
 * late list's choice, same reason); beyond it the search is counted and the page walks the index.
 */
export const FEW_PENDING = 2_000;

/**
 * The ids of the shipments `where` matches, at most `limit`, in the page's order when it is the
 * shipment's own (date, number, kilos); by company, in no order (the page sorts them).
 */
export async function pendingDeliveryIds(
  db: Executor,
  where: SQL | undefined,
  page: { orderField: PendingDeliveryQuery['orderField']; orderDirection: 'ASC' | 'DESC'; limit: number },
): Promise<string[]> {
  const dir = page.orderDirection === 'DESC' ? desc : asc;
  const own = page.orderField !== 'company';
  const rows = await db
    .select({ id: s.id })
    .from(s)
    .where(where)
    .orderBy(...(own ? [...PENDING_SORT[page.orderField], s.id].map((c) => dir(c)) : []))
    .limit(page.limit);
  return rows.map((r) => r.id);
}

const PENDING_SORT: Record<PendingDeliveryQuery['orderField'], AnyColumn[]> = {
  // The index's own order: a page is a walk of `order_shipments_not_delivered`.
  dateDelivery: [s.dateDelivery, s.number],
  number: [s.number],
  company: [customers.companyName, s.dateDelivery, s.number],
  quantity: [s.quantityKg, s.dateDelivery, s.number],
};

export type PendingDeliveryDbRow = Awaited<ReturnType<typeof selectPendingDeliveries>>[number];

/** The shipments with these ids (a few: `FEW_PENDING` at most). */
export const shipmentsWithIds = (ids: string[]): SQL => inArray(s.id, ids);

/** A page of the shipments `where` matches, in its order. */
export function selectPendingDeliveries(
  db: Executor,
  page: {
    where: SQL | undefined;
    orderField: PendingDeliveryQuery['orderField'];
    orderDirection: 'ASC' | 'DESC';
    limit: number;
    offset: number;
  },
) {
  const dir = page.orderDirection === 'DESC' ? desc : asc;
  return db
    .select({
      id: s.id,
      number: s.number,
      dateDelivery: s.dateDelivery,
      quantityKg: s.quantityKg,
      isDelivered: s.isDelivered,
      plates: s.plates,
      version: s.version,
      orderId: orders.id,
      orderNumber: orders.number,
      externalId: orders.externalId,
      packageId: orders.packageId,
      deliveryModel: orders.deliveryModel,
      companyName: customers.companyName,
      sellerFirstName: seller.firstName,
      sellerLastName: seller.lastName,
      // A handful of lines per shipment, read by the shipment's key.
      products: sql<string | null>`(
        select string_agg(distinct ${products.name}, ', ')
        from ${shipmentLines} join ${products} on ${products.id} = ${shipmentLines.productId}
        where ${shipmentLines.shipmentId} = ${s.id})`,
      invoiceNumber: sql<
        string | null
      >`(select ${customerInvoices.number} from ${customerInvoices} where ${customerInvoices.shipmentId} = ${s.id} limit 1)`,
    })
    .from(s)
    .innerJoin(orders, eq(orders.id, s.orderId))
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .leftJoin(seller, eq(seller.id, orders.sellerId))
    .where(page.where)
    .orderBy(...[...PENDING_SORT[page.orderField], s.id].map((c) => dir(c)))
    .limit(page.limit)
    .offset(page.offset);
}

// ---- Late orders --------------------------------------------------------------------------------

/** Late on `today`: open, and due before today. `between` narrows the due date when both ends come. */
export function overdueConditions(
  orderConditions: SQL | undefined,
  today: string,
  range: { from?: string; to?: string },
): SQL | undefined {
  return and(
    OPEN_STATUSES,
    sql`${DUE_DATE} < ${today}`,
    range.from && range.to ? sql`${DUE_DATE} between ${range.from} and ${range.to}` : undefined,
    orderConditions,
  );
}

export async function countOverdue(db: Executor, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(orders).where(where);
  return Number(row?.n ?? 0);
}

/**
 * The late orders of the whole tenant (`sellerIds` null) or of these sellers, from the dashboards'
 * summary of open orders (`dashboard_open_cells`: per seller, due date and whether retained, every
 * row of each key, folded or not, kept by the database with the orders: migration 0024). The same
 * open statuses and due date as `overdueConditions`, so the same count, from one row per seller and
 * day instead of every late order.
 */
export async function countOverdueKept(
  db: Executor,
  sellerIds: readonly string[] | null,
  today: string,
  range: { from?: string; to?: string },
): Promise<number> {
  const c = dashboardOpenCells;
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${c.orders}), 0)::int` })
    .from(c)
    .where(
      and(
        sql`${c.due} < ${today}`,
        range.from && range.to ? between(c.due, range.from, range.to) : undefined,
        sellerIds ? inArray(c.sellerId, [...sellerIds]) : undefined,
      ),
    );
  return Number(row?.n ?? 0);
}

export type OverdueDbRow = Awaited<ReturnType<typeof selectOverdue>>[number];

/**
 * Under this many rows the page reads their ids first (by the search's own indexes) and sorts them:
 * PostgreSQL cannot tell how few a search matches and would walk the due-date index past every
 * late order looking for them (the order list's choice, same reason).
 */
export const FEW_LATE = 2_000;

/** Most overdue first: the index's order (due date, then id). `matching` = the count just taken. */
export function selectOverdue(
  db: Executor,
  where: SQL | undefined,
  page: { limit: number; offset: number; matching: number },
) {
  const narrowed =
    page.matching <= FEW_LATE
      ? sql`${orders.id} = any(array(${db.select({ id: orders.id }).from(orders).where(where)}))`
      : where;
  return db
    .select({
      id: orders.id,
      number: orders.number,
      externalId: orders.externalId,
      opsStatus: orders.opsStatus,
      totalKg: orders.totalKg,
      totalWithTaxes: orders.totalWithTaxes,
      currency: orders.currency,
      dueDate: DUE_DATE,
      customerName: customers.companyName,
      sellerFirstName: seller.firstName,
      sellerLastName: seller.lastName,
    })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .leftJoin(seller, eq(seller.id, orders.sellerId))
    .where(narrowed)
    .orderBy(asc(DUE_DATE), asc(orders.id))
    .limit(page.limit)
    .offset(page.offset);
}

// ---- Reschedule ---------------------------------------------------------------------------------

/** The order's shipments not delivered scheduled on `day` (the ones its due date comes from). */
export function pendingShipmentsOn(db: Executor, orderId: string, day: string) {
  return db
    .select({ id: s.id, number: s.number, dateDelivery: s.dateDelivery })
    .from(s)
    .where(and(eq(s.orderId, orderId), sql`not ${s.isDelivered}`, eq(s.dateDelivery, day)))
    .orderBy(asc(s.number));
}

export async function moveShipments(db: Executor, ids: string[], day: string): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(s)
    .set({ dateDelivery: day, version: sql`${s.version} + 1`, updatedAt: sql`now()` })
    .where(inArray(s.id, ids));
}

export async function moveOrderDeliveryDate(db: Executor, orderId: string, day: string): Promise<void> {
  await db
    .update(orders)
    .set({ deliveryDate: day, version: sql`${orders.version} + 1`, updatedAt: sql`now()` })
    .where(eq(orders.id, orderId));
}
