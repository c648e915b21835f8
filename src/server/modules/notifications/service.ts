/**
 * The signed-in user's notifications. Row-level security already keeps other tenants out; every
 * query here also filters by the user, so one user never reaches another's notifications, and an
 * id that is not theirs answers 404 exactly like an id that does not exist.
 */
import { and, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { pageOf } from '../../../domain/lists';
import {
  type BulkReadResult,
  type Notification,
  type NotificationList,
  type NotificationListQuery,
  type ToastType,
  toastTypeOf,
} from '../../../domain/notifications';
import type { Executor } from '../../db/client';
import { userNotifications, users } from '../../db/schema';
import { notFound } from '../../errors';

type NotificationRow = typeof userNotifications.$inferSelect;

function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    title: row.title,
    message: row.message,
    read: row.readAt !== null,
    toastType: toastTypeOf(row.toastType),
    createdAt: row.createdAt.toISOString(),
    metadata: row.orderId ? { order: { id: row.orderId } } : {},
  };
}

const ofUser = (userId: string) => eq(userNotifications.userId, userId);

async function unreadCountOf(db: Executor, userId: string): Promise<number> {
  return db.$count(userNotifications, and(ofUser(userId), isNull(userNotifications.readAt)));
}

/** Newest first; `unreadCount` is the user's whole unread total (the bell badge), not the page's. */
export async function listNotifications(
  db: Executor,
  userId: string,
  query: NotificationListQuery,
): Promise<NotificationList> {
  const conditions: SQL[] = [ofUser(userId)];
  if (query.read === true) conditions.push(isNotNull(userNotifications.readAt));
  if (query.read === false) conditions.push(isNull(userNotifications.readAt));
  const where = and(...conditions);
  const [rows, [counts]] = await Promise.all([
    db
      .select()
      .from(userNotifications)
      .where(where)
      .orderBy(desc(userNotifications.createdAt), desc(userNotifications.id))
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({
        total: sql<number>`count(*) filter (where ${where})`.mapWith(Number),
        unread: sql<number>`count(*) filter (where ${userNotifications.readAt} is null)`.mapWith(Number),
      })
      .from(userNotifications)
      .where(ofUser(userId)),
  ]);
  return {
    data: rows.map(toNotification),
    ...pageOf(counts?.total ?? 0, query.limit, query.offset),
    unreadCount: counts?.unread ?? 0,
  };
}

/** Idempotent: a notification already read keeps the time it was first read. */
export async function markRead(db: Executor, userId: string, id: string): Promise<Notification> {
  const [row] = await db
    .update(userNotifications)
    .set({ readAt: sql`coalesce(${userNotifications.readAt}, now())` })
    .where(and(eq(userNotifications.id, id), ofUser(userId)))
    .returning();
  if (!row) throw notFound();
  return toNotification(row);
}

/**
 * Marks the given ids read, or every notification of the user when `ids` is absent. Ids that are
 * unknown, already read or someone else's are skipped silently: `updated` counts only real changes.
 */
export async function bulkRead(db: Executor, userId: string, ids?: string[]): Promise<BulkReadResult> {
  let updated = 0;
  if (ids === undefined || ids.length > 0) {
    const conditions: SQL[] = [ofUser(userId), isNull(userNotifications.readAt)];
    if (ids) conditions.push(inArray(userNotifications.id, [...new Set(ids)]));
    const rows = await db
      .update(userNotifications)
      .set({ readAt: sql`now()` })
      .where(and(...conditions))
      .returning({ id: userNotifications.id });
    updated = rows.length;
  }
  return { updated, unreadCount: await unreadCountOf(db, userId) };
}

export async function deleteNotification(db: Executor, userId: string, id: string): Promise<void> {
  const rows = await db
    .delete(userNotifications)
    .where(and(eq(userNotifications.id, id), ofUser(userId)))
    .returning({ id: userNotifications.id });
  if (rows.length === 0) throw notFound();
}

export interface NewNotification {
  userId: string;
  title: string;
  message: string;
  toastType?: ToastType;
  /** The order it is about: the client opens /orders/{orderId} when the user clicks it. */
  orderId?: string | null;
}

/**
 * Notifies a user of the transaction's tenant (for order events and other features). The user is
 * looked up first because a foreign-key check ignores row-level security: without it a
 * notification could be written for a user of another tenant.
 */
export async function createNotification(db: Executor, input: NewNotification): Promise<Notification> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, input.userId)).limit(1);
  if (!user) throw notFound();
  const [row] = await db
    .insert(userNotifications)
    .values({
      userId: user.id,
      title: input.title,
      message: input.message,
      toastType: input.toastType ?? 'info',
      orderId: input.orderId ?? null,
    })
    .returning();
  if (!row) throw new Error('notification insert returned nothing');
  return toNotification(row);
}
