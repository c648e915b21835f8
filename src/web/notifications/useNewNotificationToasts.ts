/**
 * Toasts a notification that arrived since the last look (announced live or found by a poll), in
 * its own toast type and with its title; never for what the first load finds.
 */
import { useEffect, useRef } from 'react';
import type { Notification } from '../../domain/notifications';
import { useNotifyText } from '../ui/feedback/useNotifyText';
import { freshNotifications, rememberNotifications, type SeenNotifications } from './freshNotifications';
import { toastTypeOf } from './toastStyles';

/** `items` are the loaded notifications; `loaded` is false until the first answer came. */
export function useNewNotificationToasts(items: Notification[], loaded: boolean): void {
  const notifyText = useNotifyText();
  const seen = useRef<SeenNotifications | null>(null);

  useEffect(() => {
    if (!loaded) return;
    for (const item of freshNotifications(seen.current, items)) {
      notifyText(item.title, toastTypeOf(item.toastType));
    }
    seen.current = rememberNotifications(seen.current, items);
  }, [items, loaded, notifyText]);
}
