/**
 * SQL of the push subscriptions. Row-level security keeps each tenant to its own rows; every
 * statement a user's request runs also filters by that user.
 */
import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { type PushSubscriptionRow, pushSubscriptions } from '../../db/schema';

export type { PushSubscriptionRow };

export interface SubscriptionValues {
  userId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  expiresAt: Date | null;
  userAgent: string | null;
}

/**
 * One row per endpoint: a device subscribing again (new keys, another user of the same tenant
 * signed in on it) updates its row. `created` tells a new row from an updated one.
 */
export async function upsertSubscription(db: Executor, values: SubscriptionValues) {
  const [row] = await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        userId: values.userId,
        p256dh: values.p256dh,
        auth: values.auth,
        expiresAt: values.expiresAt,
        userAgent: values.userAgent,
        updatedAt: sql`now()`,
      },
    })
    .returning({ ...getTableColumns(pushSubscriptions), created: sql<boolean>`(xmax = 0)` });
  if (!row) return undefined;
  const { created, ...saved } = row;
  return { row: saved, created };
}

export function subscriptionsOfUser(db: Executor, userId: string): Promise<PushSubscriptionRow[]> {
  return db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(pushSubscriptions.createdAt, pushSubscriptions.id);
}

/** Deletes the user's subscription of this endpoint; answers whether there was one. */
export async function deleteUserEndpoint(db: Executor, userId: string, endpoint: string): Promise<boolean> {
  const rows = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

export async function deleteSubscriptions(db: Executor, ids: readonly string[]): Promise<void> {
  if (ids.length > 0) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, [...ids]));
}

export async function markDelivered(db: Executor, ids: readonly string[]): Promise<void> {
  if (ids.length > 0)
    await db
      .update(pushSubscriptions)
      .set({ lastSuccessAt: sql`now()` })
      .where(inArray(pushSubscriptions.id, [...ids]));
}
