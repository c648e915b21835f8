/**
 * Browser push of a notification to every device the user subscribed. Without VAPID keys or
 * subscriptions nothing is sent; provider errors never fail the notification.
 */
import type { Notification } from '../../domain/notifications';

export interface PushSender {
  send(tenantId: string, userId: string, notification: Notification): Promise<void>;
}

export const noPush: PushSender = {
  send: async () => {},
};
