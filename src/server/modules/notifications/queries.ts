/** SQL of the user's notifications; every statement filters by the user as well as by the tenant (RLS). */
import { and, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { ToastType } from '../../../domain/notifications';
import type { Executor } from '../../db/client';
import { userNotifications, users } from '../../db/schema';

export type NotificationRow = typeof userNotifications.$inferSelect;

const ofUser = (userId: string) => eq(userNotifications.userId, userId);

export function unreadCountOf(db: Executor, userId: string): Promise<number> {
  return db.$count(userNotifications, and(ofUser(userId), isNull(userNotifications.readAt)));
}

export interface NotificationPage {
  read?: boolean;
  limit: number;
  offset: number;
}

/** One page newest first, the page's filtered total and the user's whole unread total. */
export async function notificationPage(db: Executor, userId: string, page: NotificationPage) {
  const conditions: SQL[] = [ofUser(userId)];
  if (page.read === true) conditions.push(isNotNull(userNotifications.readAt));
  if (page.read === false) conditions.push(isNull(userNotifications.readAt));
  const where = and(...conditions);
  const [rows, [counts]] = await Promise.all([
    db
      .select()
      .from(userNotifications)
      .where(where)
      .orderBy(desc(userNotifications.createdAt), desc(userNotifications.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({
        total: sql<number>`count(*) filter (where ${where})`.mapWith(Number),
        unread: sql<number>`count(*) filter (where ${userNotifications.readAt} is null)`.mapWith(Number),
      })
      .from(userNotifications)
      .where(ofUser(userId)),
  ]);
  return { rows, total: counts?.total ?? 0, unread: counts?.unread ?? 0 };
}

/** Keeps the time a notification was first read. */
export async function markRowRead(db: Executor, userId: string, id: string) {
  const [row] = await db
    .update(userNotifications)
    .set({ readAt: sql`coalesce(${userNotifications.readAt}, now())` })
    .where(and(eq(userNotifications.id, id), ofUser(userId)))
    .returning();
  return row;
}

/** Marks the user's unread notifications read (those of `ids` only, when given); answers how many. */
export async function markUnreadRowsRead(db: Executor, userId: string, ids?: readonly string[]) {
  const conditions: SQL[] = [ofUser(userId), isNull(userNotifications.readAt)];
  if (ids) conditions.push(inArray(userNotifications.id, [...new Set(ids)]));
  const rows = await db
    .update(userNotifications)
    .set({ readAt: sql`now()` })
    .where(and(...conditions))
    .returning({ id: userNotifications.id });
  return rows.length;
}

export async function deleteRow(db: Executor, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(userNotifications)
    .where(and(eq(userNotifications.id, id), ofUser(userId)))
    .returning({ id: userNotifications.id });
  return rows.length > 0;
}

/** The user if it belongs to the transaction's tenant (row-level security hides any other). */
export async function tenantUserId(db: Executor, userId: string): Promise<string | undefined> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  return user?.id;
}

export type NewNotificationRow = typeof userNotifications.$inferInsert;

/** Several rows in one statement (one per recipient of an event). */
export function insertRows(db: Executor, rows: NewNotificationRow[]) {
  return db.insert(userNotifications).values(rows).returning();
}

/** Each user's unread total (the bell badge), for the recipients of one event. */
export async function unreadCounts(db: Executor, userIds: readonly string[]): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: userNotifications.userId, unread: sql<number>`count(*)`.mapWith(Number) })
    .from(userNotifications)
    .where(and(inArray(userNotifications.userId, [...userIds]), isNull(userNotifications.readAt)))
    .groupBy(userNotifications.userId);
  return new Map(rows.map((r) => [r.userId, r.unread]));
}

/** One notification of the user, if it still exists. */
export async function rowOfUser(db: Executor, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(userNotifications)
    .where(and(eq(userNotifications.id, id), ofUser(userId)))
    .limit(1);
  return row;
}

export async function insertRow(
  db: Executor,
  row: { userId: string; title: string; message: string; toastType: ToastType; orderId: string | null },
) {
  const [inserted] = await db.insert(userNotifications).values(row).returning();
  return inserted;
}
