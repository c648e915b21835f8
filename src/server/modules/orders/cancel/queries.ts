/** SQL of cancellation: the tenant's incident reasons and the cancelled order's row. */
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { orderIncidentReasons, orders } from '../../../db/schema';

export function activeReasons(db: Executor, type: string) {
  return db
    .select()
    .from(orderIncidentReasons)
    .where(and(eq(orderIncidentReasons.type, type), eq(orderIncidentReasons.active, true)))
    .orderBy(asc(orderIncidentReasons.position), asc(orderIncidentReasons.code));
}

export async function activeCancelReason(db: Executor, id: string) {
  const [reason] = await db
    .select()
    .from(orderIncidentReasons)
    .where(
      and(
        eq(orderIncidentReasons.id, id),
        eq(orderIncidentReasons.type, 'cancel'),
        eq(orderIncidentReasons.active, true),
      ),
    )
    .limit(1);
  return reason;
}

export async function markCancelled(
  db: Executor,
  orderId: string,
  change: {
    reasonId: string;
    other: string | null;
    at: Date;
    byId: string;
    version: number;
  },
): Promise<number | undefined> {
  const [updated] = await db
    .update(orders)
    .set({
      opsStatus: 'ORDEN_CANCELADA',
      cancellationReasonId: change.reasonId,
      cancellationOther: change.other,
      cancelledAt: change.at,
      cancelledById: change.byId,
      version: change.version,
      updatedAt: change.at,
    })
    .where(eq(orders.id, orderId))
    .returning({ version: orders.version });
  return updated?.version;
}
