/**
 * The calls behind the bell, through the app's API client (token, tenant and language added there).
 * Domain types are imported as types only, so the always-loaded shell carries no schema library.
 */
import type { BulkReadResult, Notification, NotificationList } from '../../domain/notifications';
import { NOTIFICATIONS_PAGE_SIZE } from '../config';
import { api } from '../providers/api';

const BASE = '/user-notifications';
const one = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

/** One page, newest first, with the user's whole unread total. */
export async function fetchNotificationsPage(offset: number): Promise<NotificationList> {
  const res = await api.get<NotificationList>(BASE, { params: { limit: NOTIFICATIONS_PAGE_SIZE, offset } });
  return res.data;
}

export async function markNotificationRead(id: string): Promise<Notification> {
  const res = await api.patch<Notification>(`${one(id)}/read`);
  return res.data;
}

/** Without ids the server marks every notification of the user read. */
export async function markAllNotificationsRead(): Promise<BulkReadResult> {
  const res = await api.patch<BulkReadResult>(`${BASE}/bulk-read`, {});
  return res.data;
}

export async function deleteNotification(id: string): Promise<void> {
  await api.delete(one(id));
}
