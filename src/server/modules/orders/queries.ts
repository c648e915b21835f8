/** SQL of the order kernel: whose orders a visibility reaches, one order by id, the history rows. */
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orderHistory, orders } from '../../db/schema';
import type { Visibility } from '../users';

export type OrderRow = typeof orders.$inferSelect;

/** The orders of a visibility, as a condition (undefined: the whole tenant). */
export function ordersVisibleTo(visibility: Visibility): SQL | undefined {
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

/**
 * Rows written together keep their order on the timeline: each is stamped a microsecond after the
 * previous one (one statement can stamp several rows within the same microsecond).
 */
export async function insertHistory(db: Executor, rows: (typeof orderHistory.$inferInsert)[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(orderHistory)
    .values(
      rows.map((row, i) =>
        row.createdAt || rows.length === 1
          ? row
          : { ...row, createdAt: sql`clock_timestamp() + ${i} * interval '1 microsecond'` },
      ),
    );
}
