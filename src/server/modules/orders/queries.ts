/** SQL of the order kernel: one order by id, whether it is in a scope, the history rows. */
import { and, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orderHistory, orders } from '../../db/schema';

export type OrderRow = typeof orders.$inferSelect;

/** The order; `forUpdate` locks its row until the transaction ends. */
export async function orderRow(
  db: Executor,
  orderId: string,
  options: { forUpdate?: boolean } = {},
): Promise<OrderRow | undefined> {
  const query = db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

export async function orderInScope(db: Executor, orderId: string, scope: SQL): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), scope))
    .limit(1);
  return Boolean(row);
}

export async function insertHistory(db: Executor, rows: (typeof orderHistory.$inferInsert)[]): Promise<void> {
  if (rows.length) await db.insert(orderHistory).values(rows);
}
