/**
 * SQL of the order list and its export. Written so PostgreSQL can use the orders indexes: every
 * condition is on a bare column (no function wrapped around one), the customer search is a
 * sub-select on the small customers table matched by `customer_id`, and one grouped count gives the
 * tab badges and the current tab's total together. Rows come with customer and seller in one join,
 * never one query per row.
 */
import {
  type AnyColumn,
  and,
  asc,
  between,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { OpsStatus, PipelineFilter } from '../../../../domain/orders/status';
import { OPS_STATUSES, PIPELINE_FILTER_STATUSES, PIPELINE_FILTERS } from '../../../../domain/orders/status';
import type { OrderListQuery, OrderSortField } from '../../../../domain/orders/views';
import { type Executor, rowsOf } from '../../../db/client';
import { customers, orderStatusCells, orders, tenants, users } from '../../../db/schema';

const seller = alias(users, 'seller');

/** What narrows the list besides the status tab: the caller's scope, the search and the filters. */
export type OrderListFilters = Pick<
  OrderListQuery,
  | 'searchParam'
  | 'sellers'
  | 'customers'
  | 'paymentTerm'
  | 'deliveryModel'
  | 'deliveryDateFrom'
  | 'deliveryDateTo'
>;

/** `LIKE` pattern for a text typed by the user: its own % and _ match themselves. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** '123', '000123' and '#000123' all mean order number 123. */
export function orderNumberOf(search: string): number | null {
  const digits = search.replace(/^#/, '');
  if (!/^\d{1,9}$/.test(digits)) return null;
  return Number(digits);
}

/**
 * Number (exact, by the unique index), external id (the partial index of orders that have one) or
 * customer. The customers matching the text are read once into an array (`= any(array(…))`), so each
 * arm of the OR is an index condition and PostgreSQL combines them in a BitmapOr instead of reading
 * every order; `in (select …)` inside an OR would be a filter run on each row.
 */
function searchArms(db: Executor, search: string): { byOrder: SQL | undefined; byCustomer: SQL } {
  return {
    byOrder: searchByOrderFields(search),
    byCustomer: sql`${orders.customerId} = any(array(${customersMatching(db, search)}))`,
  };
}

/** The search's part on the order's own fields: its number or external id. */
export function searchByOrderFields(search: string): SQL | undefined {
  const like = containsPattern(search);
  const number = orderNumberOf(search);
  return or(
    number !== null ? eq(orders.number, number) : undefined,
    and(isNotNull(orders.externalId), ilike(orders.externalId, like)),
  );
}

/** The customers whose name or RFC contains the text (the search's customer part). */
const customersMatching = (db: Executor, search: string) => {
  const like = containsPattern(search);
  return db
    .select({ id: customers.id })
    .from(customers)
    .where(or(ilike(customers.companyName, like), ilike(customers.rfc, like)));
};

/**
 * The ids of the customers the search's customer part matches, read on their own: a list of
 * known ids lets PostgreSQL estimate the rows they match from its statistics, where an array
 * computed inside the statement is of unknown content.
 */
export async function customerIdsMatching(db: Executor, search: string): Promise<string[]> {
  return (await customersMatching(db, search)).map((c) => c.id);
}

function searchCondition(db: Executor, search: string): SQL | undefined {
  const arms = searchArms(db, search);
  return or(arms.byOrder, arms.byCustomer);
}

/** Scope and filters, without the search. */
function narrowing(scope: SQL | undefined, f: OrderListFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [scope];
  if (f.sellers?.length) conditions.push(inArray(orders.sellerId, f.sellers));
  if (f.customers?.length) conditions.push(inArray(orders.customerId, f.customers));
  if (f.paymentTerm?.length) conditions.push(inArray(orders.paymentTerm, f.paymentTerm));
  if (f.deliveryModel?.length) conditions.push(inArray(orders.deliveryModel, f.deliveryModel));
  // A range counts only with both ends (the original client's rule); the service refuses from > to.
  if (f.deliveryDateFrom && f.deliveryDateTo)
    conditions.push(between(orders.deliveryDate, f.deliveryDateFrom, f.deliveryDateTo));
  return and(...conditions);
}

/** Scope, search and filters (not the tab): shared by the counts, the page and the export. */
export function listConditions(db: Executor, scope: SQL | undefined, f: OrderListFilters): SQL | undefined {
  return and(narrowing(scope, f), f.searchParam ? searchCondition(db, f.searchParam) : undefined);
}

/** All has no condition: every status is in it, and a bare scope keeps the plans of an unfiltered list. */
export function tabCondition(tab: PipelineFilter): SQL | undefined {
  return tab === 'ALL' ? undefined : inArray(orders.opsStatus, [...PIPELINE_FILTER_STATUSES[tab]]);
}

/** The list's conditions narrowed to one status tab. */
export function inTab(where: SQL | undefined, tab: PipelineFilter): SQL | undefined {
  return and(where, tabCondition(tab));
}

/** Orders per status tab for these conditions, from one `group by ops_status`. */
export async function countByTab(
  db: Executor,
  where: SQL | undefined,
): Promise<Record<PipelineFilter, number>> {
  const rows = await db
    .select({ status: orders.opsStatus, total: count() })
    .from(orders)
    .where(where)
    .groupBy(orders.opsStatus);
  return tabsOf(new Map(rows.map((r) => [r.status, Number(r.total)])));
}

/**
 * Orders per status tab for a search (within the scope and filters), counted in two disjoint parts:
 * the matching customers' orders, read from `orders_tenant_customer_status` alone (their status and
 * seller are in it), and the orders matching by number or external id that are not theirs. One OR
 * of both would be a bitmap scan visiting every matched order's heap page for its status: at a
 * million orders a customer's 5 102 orders sit on 4 110 pages, cold in a large database.
 */
export async function countByTabSearched(
  db: Executor,
  scope: SQL | undefined,
  f: OrderListFilters & { searchParam: string },
): Promise<Record<PipelineFilter, number>> {
  const where = narrowing(scope, f);
  const arms = searchArms(db, f.searchParam);
  const matching = (condition: SQL | undefined) =>
    db.select({ opsStatus: orders.opsStatus }).from(orders).where(and(where, condition));
  const byOrder = arms.byOrder
    ? sql`union all ${matching(and(arms.byOrder, sql`not (${arms.byCustomer})`))}`
    : sql``;
  const rows = rowsOf<{ status: string; total: number }>(
    await db.execute(sql`
      select ops_status as status, count(*)::int as total
      from (${matching(arms.byCustomer)} ${byOrder}) matched
      group by ops_status`),
  );
  return tabsOf(new Map(rows.map((r) => [r.status, Number(r.total)])));
}

/**
 * Orders per status tab of the whole tenant (`sellerIds` null) or of these sellers, from the kept
 * counts (`order_status_cells`, every row of each key: folded or not): a few hundred rows however
 * many orders the tenant has, where counting them reads every one.
 */
export async function countByTabKept(
  db: Executor,
  sellerIds: readonly string[] | null,
): Promise<Record<PipelineFilter, number>> {
  const rows = await db
    .select({ status: orderStatusCells.opsStatus, total: sql<string>`sum(${orderStatusCells.orders})` })
    .from(orderStatusCells)
    .where(sellerIds ? inArray(orderStatusCells.sellerId, [...sellerIds]) : undefined)
    .groupBy(orderStatusCells.opsStatus);
  return tabsOf(new Map(rows.map((r) => [r.status, Number(r.total)])));
}

function tabsOf(byStatus: Map<string, number>): Record<PipelineFilter, number> {
  const counts = {} as Record<PipelineFilter, number>;
  for (const tab of PIPELINE_FILTERS) {
    counts[tab] = PIPELINE_FILTER_STATUSES[tab].reduce((sum, s) => sum + (byStatus.get(s) ?? 0), 0);
  }
  return counts;
}

const SORT_COLUMNS: Record<OrderSortField, AnyColumn[]> = {
  number: [orders.number],
  createdAt: [orders.createdAt],
  deliveryDate: [orders.deliveryDate],
  customer: [customers.companyName],
  seller: [seller.firstName, seller.lastName],
  opsStatus: [orders.opsStatus],
  tons: [orders.totalKg],
  // Orders in either currency sort by their USD total so MXN and USD orders compare.
  total: [orders.totalWithTaxesUsd],
};

function orderBy(field: OrderSortField, direction: 'ASC' | 'DESC'): SQL[] {
  const dir = direction === 'DESC' ? desc : asc;
  // The id breaks ties so a page boundary never shows a row twice or skips one.
  return [...SORT_COLUMNS[field].map((c) => dir(c)), dir(orders.id)];
}

const rowColumns = {
  id: orders.id,
  number: orders.number,
  externalId: orders.externalId,
  purchaseOrderId: orders.purchaseOrderId,
  type: orders.type,
  opsStatus: orders.opsStatus,
  customerId: customers.id,
  companyName: customers.companyName,
  rfc: customers.rfc,
  sellerId: seller.id,
  sellerFirstName: seller.firstName,
  sellerLastName: seller.lastName,
  products: orders.productsLabel,
  totalKg: orders.totalKg,
  currency: orders.currency,
  totalWithTaxes: orders.totalWithTaxes,
  totalWithTaxesUsd: orders.totalWithTaxesUsd,
  paymentTerm: orders.paymentTerm,
  deliveryModel: orders.deliveryModel,
  deliveryDate: orders.deliveryDate,
  createdAt: orders.createdAt,
};

export interface PageRequest {
  where: SQL | undefined;
  orderField: OrderSortField;
  orderDirection: 'ASC' | 'DESC';
  limit: number;
  offset: number;
  /** How many rows `where` matches, when the caller counted them (the tab badge): picks the plan. */
  matching?: number;
}

export type OrderListDbRow = Awaited<ReturnType<typeof selectOrderRows>>[number];

/*
 * Plan choice at 100 000 orders (scale work, figures in docs/performance.md):
 * - A search or filter that matches few rows: PostgreSQL cannot estimate how few a search matches,
 *   so with ORDER BY … LIMIT it walks the date index backwards past every order (150+ ms for one
 *   match). Under SMALL_MATCH rows the ids are read first by their own indexes, then sorted.
 * - A deep page: OFFSET reads and joins every skipped row. From DEEP_OFFSET on, the page's ids are
 *   picked first (an index-only walk of the open-orders index) and only those rows are joined.
 */
const SMALL_MATCH = 2_000;
const DEEP_OFFSET = 1_000;

/** One page of rows, customer and seller joined. */
export function selectOrderRows(db: Executor, page: PageRequest) {
  const sort = orderBy(page.orderField, page.orderDirection);
  const rows = db
    .select(rowColumns)
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .leftJoin(seller, eq(seller.id, orders.sellerId));
  if (page.matching !== undefined && page.matching <= SMALL_MATCH) {
    const ids = db.select({ id: orders.id }).from(orders).where(page.where);
    return rows
      .where(sql`${orders.id} = any(array(${ids}))`)
      .orderBy(...sort)
      .limit(page.limit)
      .offset(page.offset);
  }
  if (page.offset >= DEEP_OFFSET) {
    // Joined only when the sort needs them: without joins the walk can stay inside the index.
    const ids = db.select({ id: orders.id }).from(orders);
    const joined =
      page.orderField === 'customer' || page.orderField === 'seller'
        ? ids
            .innerJoin(customers, eq(customers.id, orders.customerId))
            .leftJoin(seller, eq(seller.id, orders.sellerId))
        : ids;
    const pageIds = joined
      .where(page.where)
      .orderBy(...sort)
      .limit(page.limit)
      .offset(page.offset);
    return rows.where(inArray(orders.id, pageIds)).orderBy(...sort);
  }
  return rows
    .where(page.where)
    .orderBy(...sort)
    .limit(page.limit)
    .offset(page.offset);
}

export function isOpsStatus(value: string): value is OpsStatus {
  return (OPS_STATUSES as readonly string[]).includes(value);
}

/** The tenant's delivery brand, for the delivery-model labels of the export. */
export async function tenantProductName(db: Executor, tenantId: string): Promise<string> {
  const [tenant] = await db
    .select({ productName: tenants.productName })
    .from(tenants)
    .where(eq(tenants.id, tenantId))
    .limit(1);
  return tenant?.productName ?? '';
}

/** Where a mailed export goes: the user's e-mail and first name. */
export async function mailRecipient(db: Executor, userId: string) {
  const [user] = await db
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return user;
}
