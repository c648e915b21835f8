/**
 * Order numbers: consecutive per tenant. One upsert on `order_counters` takes `count` numbers at
 * once; the row stays locked until the creating transaction ends, so concurrent creations wait
 * for each other and a rolled-back creation gives its numbers back (no gaps, no duplicates).
 * RLS limits `max(number)` to the transaction's tenant.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { orderCounters, orders } from '../../../db/schema';

/** The next `count` numbers of the transaction's tenant, in order. */
export async function takeOrderNumbers(tx: Tx, count: number): Promise<number[]> {
  const [row] = await tx
    .insert(orderCounters)
    // A tenant's first order starts after any order already there (imported or seeded).
    .values({ lastNumber: sql`(select coalesce(max(${orders.number}), 0) from ${orders}) + ${count}` })
    .onConflictDoUpdate({
      target: orderCounters.tenantId,
      set: { lastNumber: sql`${orderCounters.lastNumber} + ${count}` },
    })
    .returning({ lastNumber: orderCounters.lastNumber });
  const last = row!.lastNumber;
  return Array.from({ length: count }, (_, i) => last - count + 1 + i);
}
