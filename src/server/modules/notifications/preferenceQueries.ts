/** SQL of a user's notification preferences (one row per user, absent until the first save). */
import { and, eq } from 'drizzle-orm';
import type { NotificationKind } from '../../../domain/notificationKinds';
import type { Executor } from '../../db/client';
import { notificationPreferences } from '../../db/schema';

export async function preferencesRow(db: Executor, userId: string) {
  const [row] = await db
    .select({ muted: notificationPreferences.mutedKinds, version: notificationPreferences.version })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId))
    .limit(1);
  return row;
}

/** The first save; nothing when another save made the row meanwhile. */
export async function insertPreferences(db: Executor, userId: string, muted: NotificationKind[]) {
  const [row] = await db
    .insert(notificationPreferences)
    .values({ userId, mutedKinds: muted })
    .onConflictDoNothing()
    .returning({ muted: notificationPreferences.mutedKinds, version: notificationPreferences.version });
  return row;
}

/** A later save, only over the version read; nothing when another save came first. */
export async function updatePreferences(
  db: Executor,
  userId: string,
  muted: NotificationKind[],
  version: number,
) {
  const [row] = await db
    .update(notificationPreferences)
    .set({ mutedKinds: muted, version: version + 1, updatedAt: new Date() })
    .where(and(eq(notificationPreferences.userId, userId), eq(notificationPreferences.version, version)))
    .returning({ muted: notificationPreferences.mutedKinds, version: notificationPreferences.version });
  return row;
}
