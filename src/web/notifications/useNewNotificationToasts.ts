/**
 * Toasts a notification that arrived between two polls, in its own toast type and with its title;
 * never for what the first load finds.
 */
import { useEffect, useRef } from 'react';
import { useNotify } from 'react-admin';
import type { Notification } from '../../domain/notifications';
import { freshNotifications, rememberNotifications, type SeenNotifications } from './freshNotifications';
import { toastTypeOf } from './toastStyles';

/** `items` are the loaded notifications; `loaded` is false until the first answer came. */
export function useNewNotificationToasts(items: Notification[], loaded: boolean): void {
  const notify = useNotify();
  const seen = useRef<SeenNotifications | null>(null);

  useEffect(() => {
    if (!loaded) return;
    for (const item of freshNotifications(seen.current, items)) {
      // `_` is polyglot's default text: the title is shown as is, not looked up as a key.
      notify(item.title, { type: toastTypeOf(item.toastType), messageArgs: { _: item.title } });
    }
    seen.current = rememberNotifications(seen.current, items);
  }, [items, loaded, notify]);
}
