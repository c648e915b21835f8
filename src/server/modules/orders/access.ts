/**
 * Which orders the caller may reach. Sellers see their own orders, customer service and sales
 * managers those of the sellers they supervise, customer-role users their company's, finance,
 * operations and admin the whole tenant (ARCHITECTURE "Whose data a role sees"). Every order
 * route goes through `orderScope` or `visibleOrder`; row-level security already keeps tenants apart.
 */
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AccessClaims } from '../../../domain/auth';
import { ERROR_CODES } from '../../../domain/errors';
import type { Executor } from '../../db/client';
import { orders } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { visibilityOf } from '../users/scope';

/** A SQL condition on `orders` for what the caller may see (undefined: the whole tenant). */
export async function orderScope(db: Executor, claims: AccessClaims): Promise<SQL | undefined> {
  const visibility = await visibilityOf(db, claims);
  switch (visibility.kind) {
    case 'tenant':
      return undefined;
    case 'sellers':
      return visibility.sellerIds.length ? inArray(orders.sellerId, visibility.sellerIds) : sql`false`;
    case 'customer':
      return visibility.customerId ? eq(orders.customerId, visibility.customerId) : sql`false`;
    default:
      return sql`false`;
  }
}

/** 403 with the text the web client lets through without signing out (seeds §8 "Session"). */
export const orderForbidden = () => new AppError(403, ERROR_CODES.orderForbidden, 'orders.forbidden');

export type OrderRow = typeof orders.$inferSelect;

/**
 * The order by id if the caller may see it: 404 when it does not exist in this tenant, 403 when it
 * exists but belongs to someone else's scope. `forUpdate` locks the row for the rest of the
 * transaction (edits, cancel), so two saves of one order run one after the other.
 */
export async function visibleOrder(
  db: Executor,
  claims: AccessClaims,
  orderId: string,
  options: { forUpdate?: boolean } = {},
): Promise<OrderRow> {
  const query = db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound('orders.notFound');
  const scope = await orderScope(db, claims);
  if (scope) {
    const [inScope] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.id, orderId), scope))
      .limit(1);
    if (!inScope) throw orderForbidden();
  }
  return row;
}
