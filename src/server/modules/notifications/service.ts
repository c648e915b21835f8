/**
 * The signed-in user's notifications. Row-level security already keeps other tenants out; every
 * query also filters by the user, so one user never reaches another's notifications, and an id
 * that is not theirs answers 404 exactly like an id that does not exist. While viewing as another
 * role, the admin still sees the admin's own (the token's `sub`).
 */

import type { Locale } from '../../../domain/i18n';
import { pageOf } from '../../../domain/lists';
import {
  type BulkReadResult,
  type Notification,
  type NotificationList,
  type NotificationListQuery,
  type ToastType,
  toastTypeOf,
} from '../../../domain/notifications';
import type { Actor } from '../../actor';
import type { Executor } from '../../db/client';
import { notFound } from '../../errors';
import {
  deleteRow,
  insertRow,
  markRowRead,
  markUnreadRowsRead,
  type NotificationRow,
  notificationPage,
  tenantUserId,
  unreadCountOf,
} from './queries';
import { textsIn } from './rendering';

/**
 * The row as the API answers it: in `locale` when given (a read: the reader's language now), else
 * in the language it was written in (the push and the live event, sent in the recipient's).
 */
export function toNotification(row: NotificationRow, locale?: Locale): Notification {
  return {
    id: row.id,
    ...(locale ? textsIn(row, locale) : { title: row.title, message: row.message }),
    read: row.readAt !== null,
    toastType: toastTypeOf(row.toastType),
    createdAt: row.createdAt.toISOString(),
    metadata: {
      ...(row.orderId ? { order: { id: row.orderId } } : {}),
      ...(row.priceRequestId ? { priceRequest: { id: row.priceRequestId } } : {}),
    },
  };
}

/** Newest first; `unreadCount` is the user's whole unread total (the bell badge), not the page's. */
export async function listNotifications(
  db: Executor,
  actor: Actor,
  query: NotificationListQuery,
): Promise<NotificationList> {
  const { rows, total, unread } = await notificationPage(db, actor.claims.sub, query);
  return {
    data: rows.map((row) => toNotification(row, actor.locale)),
    ...pageOf(total, query.limit, query.offset),
    unreadCount: unread,
  };
}

/** Idempotent: a notification already read keeps the time it was first read. */
export async function markRead(db: Executor, actor: Actor, id: string): Promise<Notification> {
  const row = await markRowRead(db, actor.claims.sub, id);
  if (!row) throw notFound();
  return toNotification(row, actor.locale);
}

/**
 * Marks the given ids read, or every notification of the user when `ids` is absent. Ids that are
 * unknown, already read or someone else's are skipped silently: `updated` counts only real changes.
 */
export async function bulkRead(db: Executor, actor: Actor, ids?: string[]): Promise<BulkReadResult> {
  const userId = actor.claims.sub;
  const updated = ids === undefined || ids.length > 0 ? await markUnreadRowsRead(db, userId, ids) : 0;
  return { updated, unreadCount: await unreadCountOf(db, userId) };
}

export async function deleteNotification(db: Executor, actor: Actor, id: string): Promise<void> {
  if (!(await deleteRow(db, actor.claims.sub, id))) throw notFound();
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
  const userId = await tenantUserId(db, input.userId);
  if (!userId) throw notFound();
  const row = await insertRow(db, {
    userId,
    title: input.title,
    message: input.message,
    toastType: input.toastType ?? 'info',
    orderId: input.orderId ?? null,
  });
  if (!row) throw new Error('notification insert returned nothing');
  return toNotification(row);
}
