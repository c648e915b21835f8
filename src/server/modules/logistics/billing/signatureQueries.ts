/** SQL of the customer's acceptance of the order confirmation. */
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { orders } from '../../../db/schema';

/** Moves the order from `from` to `to`, bumping its version; false when it was no longer at `from`. */
export async function moveOrderStatus(
  db: Executor,
  orderId: string,
  from: string,
  to: string,
): Promise<boolean> {
  const rows = await db
    .update(orders)
    .set({ opsStatus: to, version: sql`${orders.version} + 1`, updatedAt: new Date() })
    .where(and(eq(orders.id, orderId), eq(orders.opsStatus, from)))
    .returning({ id: orders.id });
  return rows.length > 0;
}
