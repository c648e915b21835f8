/**
 * SQL of the request list and its download: the caller's scope, the search (number, customer,
 * product), the filters, the sort (the id breaks ties, so pages never overlap) and one page of rows
 * with their names joined. Conditions are on bare columns, the customer and product matches read
 * once into arrays (`= any(array(…))`), so each filter is an index condition.
 */
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { PriceRequestListQuery, PriceRequestSortField } from '../../../domain/priceRequests';
import type { Executor } from '../../db/client';
import { customers, priceRequests, products, tenants, users } from '../../db/schema';
import { requester, seller, viewColumns } from './queries';

export type RequestFilters = Omit<PriceRequestListQuery, 'limit' | 'offset' | 'order'>;

/** `LIKE` pattern for a text typed by the user: its own % and _ match themselves. */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** 'SP-00042', 'sp42', '#42' and '42' all mean request number 42. */
export function requestNumberOf(search: string): number | null {
  const digits = search.replace(/^(#|sp-?)/i, '');
  return /^\d{1,9}$/.test(digits) ? Number(digits) : null;
}

function searchCondition(db: Executor, search: string): SQL | undefined {
  const like = containsPattern(search);
  const number = requestNumberOf(search);
  const matchingCustomers = db
    .select({ id: customers.id })
    .from(customers)
    .where(or(ilike(customers.companyName, like), ilike(customers.rfc, like)));
  const matchingProducts = db
    .select({ id: products.id })
    .from(products)
    .where(or(ilike(products.name, like), ilike(products.reference, like)));
  return or(
    number !== null ? eq(priceRequests.number, number) : undefined,
    sql`${priceRequests.customerId} = any(array(${matchingCustomers}))`,
    sql`${priceRequests.productId} = any(array(${matchingProducts}))`,
  );
}

/** Scope, search and filters of the list (and of the download). */
export function listConditions(db: Executor, scope: SQL | undefined, f: RequestFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [isNull(priceRequests.deletedAt), scope];
  if (f.searchParam) conditions.push(searchCondition(db, f.searchParam));
  if (f.status?.length) conditions.push(inArray(priceRequests.status, f.status));
  if (f.customer?.length) conditions.push(inArray(priceRequests.customerId, f.customer));
  if (f.productReference?.length) {
    const ofReference = db
      .select({ id: products.id })
      .from(products)
      .where(inArray(products.reference, f.productReference));
    conditions.push(sql`${priceRequests.productId} = any(array(${ofReference}))`);
  }
  if (f.requestedByType?.length) conditions.push(inArray(priceRequests.requestedByType, f.requestedByType));
  if (f.deliveryMethod?.length) conditions.push(inArray(priceRequests.deliveryMethod, f.deliveryMethod));
  if (f.paymentTerm?.length) conditions.push(inArray(priceRequests.paymentTerm, f.paymentTerm));
  return and(...conditions);
}

const SORT_COLUMNS: Record<PriceRequestSortField, SQL[]> = {
  number: [sql`${priceRequests.number}`],
  createdAt: [sql`${priceRequests.createdAt}`],
  status: [sql`${priceRequests.status}`],
  customer: [sql`lower(${customers.companyName})`],
  product: [sql`lower(${products.name})`],
  volumeTons: [sql`${priceRequests.volumeTons}`],
  deliveryWindowFrom: [sql`${priceRequests.deliveryWindowFrom}`],
};

export async function countRequests(db: Executor, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(priceRequests).where(where);
  return Number(row?.n ?? 0);
}

/** Rows in the list's order, names joined; without `page`, every matching row (the download). */
export function selectRequests(
  db: Executor,
  where: SQL | undefined,
  order: { field: PriceRequestSortField; direction: 'ASC' | 'DESC' },
  page?: { limit: number; offset: number },
) {
  const dir = order.direction === 'DESC' ? desc : asc;
  const query = db
    .select(viewColumns)
    .from(priceRequests)
    .innerJoin(customers, eq(customers.id, priceRequests.customerId))
    .innerJoin(products, eq(products.id, priceRequests.productId))
    .innerJoin(requester, eq(requester.id, priceRequests.requestedById))
    .leftJoin(seller, eq(seller.id, priceRequests.sellerId))
    .where(where)
    .orderBy(...SORT_COLUMNS[order.field].map((c) => dir(c)), dir(priceRequests.id));
  return page ? query.limit(page.limit).offset(page.offset) : query;
}

/** The tenant's delivery brand ('{product} Delivery Partner'). */
export async function tenantProductName(db: Executor, tenantId: string): Promise<string> {
  const [tenant] = await db
    .select({ productName: tenants.productName })
    .from(tenants)
    .where(eq(tenants.id, tenantId))
    .limit(1);
  return tenant?.productName ?? '';
}

/** Where a mailed download goes: the user's e-mail and first name. */
export async function mailRecipient(db: Executor, userId: string) {
  const [user] = await db
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return user;
}
