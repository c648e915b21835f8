/** SQL of the MSP guard: the approvals in force for a customer × products, and the order link. */
import { and, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { priceRequests } from '../../db/schema';

/**
 * The latest approval of each product for the customer that is still valid on `today` (approved,
 * not deleted, `valid_until` today or later): one row per product at most.
 */
export function approvalsInForce(
  db: Executor,
  customerId: string,
  productIds: readonly string[],
  today: string,
) {
  if (productIds.length === 0) return Promise.resolve([]);
  return db
    .selectDistinctOn([priceRequests.productId], {
      priceRequestId: priceRequests.id,
      number: priceRequests.number,
      productId: priceRequests.productId,
      msp: priceRequests.msp,
      validUntil: priceRequests.validUntil,
    })
    .from(priceRequests)
    .where(
      and(
        eq(priceRequests.customerId, customerId),
        inArray(priceRequests.productId, [...productIds]),
        eq(priceRequests.status, 'APPROVED'),
        isNull(priceRequests.deletedAt),
        gte(priceRequests.validUntil, today),
      ),
    )
    .orderBy(priceRequests.productId, desc(priceRequests.approvedAt), desc(priceRequests.number));
}

/** The order made from the request; only while it has none (one order per request). */
export async function setRequestOrder(db: Executor, id: string, orderId: string): Promise<boolean> {
  const rows = await db
    .update(priceRequests)
    .set({ orderId, version: sql`${priceRequests.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(priceRequests.id, id), isNull(priceRequests.orderId)))
    .returning({ id: priceRequests.id });
  return rows.length > 0;
}
