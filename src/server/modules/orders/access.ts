/**
 * Which orders the caller may reach. Sellers see their own orders, customer service and sales
 * managers those of the sellers they supervise, customer-role users their company's, finance,
 * operations and admin the whole tenant (docs/decisions.md "Whose data a role sees"). Every order
 * route goes through `orderScope` or `visibleOrder`; row-level security already keeps tenants apart.
 */
import type { SQL } from 'drizzle-orm';
import { ERROR_CODES } from '../../../domain/errors';
import type { Actor } from '../../actor';
import type { Executor } from '../../db/client';
import { AppError, notFound } from '../../errors';
import { type OrderRow, orderInScope, orderRow, ordersVisibleTo } from './queries';

export type { OrderRow } from './queries';

/** A SQL condition on `orders` for what the caller may see (undefined: the whole tenant). */
export async function orderScope(db: Executor, actor: Actor): Promise<SQL | undefined> {
  return ordersVisibleTo(await actor.visibility(db));
}

/** 403 with the text the web client lets through without signing out. */
export const orderForbidden = () => new AppError(403, ERROR_CODES.orderForbidden, 'orders.forbidden');

/**
 * The order by id if the caller may see it: 404 when it does not exist in this tenant, 403 when it
 * exists but belongs to someone else's scope. `forUpdate` locks the row for the rest of the
 * transaction (edits, cancel), so two saves of one order run one after the other.
 */
export async function visibleOrder(
  db: Executor,
  actor: Actor,
  orderId: string,
  options: { forUpdate?: boolean } = {},
): Promise<OrderRow> {
  const row = await orderRow(db, orderId, options);
  if (!row) throw notFound('orders.notFound');
  const scope = await orderScope(db, actor);
  if (scope && !(await orderInScope(db, orderId, scope))) throw orderForbidden();
  return row;
}
