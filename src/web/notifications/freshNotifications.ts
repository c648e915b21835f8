/**
 * Which notifications arrived since the last look, for the toasts: unread, an id never seen before,
 * and not older than the newest one seen (so an old item that slides onto the first page after a
 * delete is not mistaken for a new one). The first load only records what is there.
 */
import type { Notification } from '../../domain/notifications';

/** Toasts shown for one poll at most; more would queue up for a long time. */
export const MAX_TOASTS_PER_POLL = 3;

export interface SeenNotifications {
  ids: Set<string>;
  /** createdAt (ms) of the newest notification seen so far. */
  newest: number;
}

const timeOf = (n: Notification) => Date.parse(n.createdAt) || 0;

export function rememberNotifications(
  seen: SeenNotifications | null,
  items: Notification[],
): SeenNotifications {
  const next: SeenNotifications = { ids: new Set(seen?.ids), newest: seen?.newest ?? 0 };
  for (const item of items) {
    next.ids.add(item.id);
    next.newest = Math.max(next.newest, timeOf(item));
  }
  return next;
}

/** The new arrivals among `items`, oldest first (so the newest toast is the last one shown). */
export function freshNotifications(seen: SeenNotifications | null, items: Notification[]): Notification[] {
  if (!seen) return [];
  return items
    .filter((n) => !n.read && !seen.ids.has(n.id) && timeOf(n) >= seen.newest)
    .sort((a, b) => timeOf(a) - timeOf(b))
    .slice(-MAX_TOASTS_PER_POLL);
}
