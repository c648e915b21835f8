/**
 * The bell's notifications: a page from an offset (the feed asks from what it holds, so a
 * notification deleted here does not make the next page skip one — page numbers cannot say
 * that), mark one or all read, delete. Domain types only: the shell carries no schema library.
 */
import type { AxiosInstance } from 'axios';
import type { BulkReadResult, Notification, NotificationList } from '../../../domain/notifications';
import { NOTIFICATIONS_PAGE_SIZE } from '../../config';

const BASE = '/user-notifications';
const one = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

export function notificationMethods(api: AxiosInstance) {
  return {
    /** One page, newest first, with the user's whole unread total. */
    async getNotifications(
      offset: number,
      options: { signal?: AbortSignal } = {},
    ): Promise<NotificationList> {
      const { data } = await api.get<NotificationList>(BASE, {
        params: { limit: NOTIFICATIONS_PAGE_SIZE, offset },
        signal: options.signal,
      });
      return data;
    },
    async markNotificationRead(id: string): Promise<Notification> {
      return (await api.patch<Notification>(`${one(id)}/read`)).data;
    },
    /** Without ids the server marks every notification of the user read. */
    async markAllNotificationsRead(): Promise<BulkReadResult> {
      return (await api.patch<BulkReadResult>(`${BASE}/bulk-read`, {})).data;
    },
    async deleteNotification(id: string): Promise<void> {
      await api.delete(one(id));
    },
  };
}
