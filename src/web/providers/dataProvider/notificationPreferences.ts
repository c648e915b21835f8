/**
 * The signed-in user's notification preferences: the kinds they can receive and those they muted,
 * read and replaced whole (with the version read, so a save made from a stale dialog is refused).
 */
import type { AxiosInstance } from 'axios';
import type {
  NotificationPreferences,
  NotificationPreferencesInput,
} from '../../../domain/notificationPreferences';

const PATH = '/user-notifications/preferences';

export function notificationPreferenceMethods(api: AxiosInstance) {
  return {
    async getNotificationPreferences(
      options: { signal?: AbortSignal } = {},
    ): Promise<NotificationPreferences> {
      return (await api.get<NotificationPreferences>(PATH, { signal: options.signal })).data;
    },
    /** Mutes exactly `muted`; answers the preferences as saved. */
    async saveNotificationPreferences(input: NotificationPreferencesInput): Promise<NotificationPreferences> {
      return (await api.put<NotificationPreferences>(PATH, input)).data;
    },
  };
}
