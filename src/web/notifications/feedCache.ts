/**
 * Pure edits of the cached notification pages (react-query's InfiniteData), used for optimistic
 * updates: mark read, mark all read, remove. Each returns a new object and leaves the input alone.
 */
import type { InfiniteData } from '@tanstack/react-query';
import type { Notification, NotificationList } from '../../domain/notifications';

export type NotificationFeed = InfiniteData<NotificationList, number>;

/** The server's unread total as of the newest page fetched (the first page is refetched on each poll). */
export function unreadCountOf(feed: NotificationFeed | undefined): number {
  return feed?.pages[0]?.unreadCount ?? 0;
}

/** Loaded notifications in order, each id once (a new arrival shifts an old one onto the next page). */
export function notificationsOf(feed: NotificationFeed | undefined): Notification[] {
  const seen = new Set<string>();
  const out: Notification[] = [];
  for (const page of feed?.pages ?? []) {
    for (const item of page.data) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      out.push(item);
    }
  }
  return out;
}

/** The next offset is what is loaded so far, so removals made here keep offsets in step with the server. */
export function nextOffset(last: NotificationList, pages: NotificationList[]): number | undefined {
  const loaded = pages.reduce((sum, page) => sum + page.data.length, 0);
  return last.data.length > 0 && loaded < last.totalRows ? loaded : undefined;
}

function mapPages(
  feed: NotificationFeed,
  edit: (page: NotificationList) => NotificationList,
): NotificationFeed {
  return { ...feed, pages: feed.pages.map(edit) };
}

function isUnread(feed: NotificationFeed, id: string): boolean {
  return notificationsOf(feed).some((n) => n.id === id && !n.read);
}

export function withRead(feed: NotificationFeed, id: string): NotificationFeed {
  const drop = isUnread(feed, id) ? 1 : 0;
  return mapPages(feed, (page) => ({
    ...page,
    unreadCount: Math.max(0, page.unreadCount - drop),
    data: page.data.map((n) => (n.id === id ? { ...n, read: true } : n)),
  }));
}

export function withAllRead(feed: NotificationFeed, unreadCount = 0): NotificationFeed {
  return mapPages(feed, (page) => ({
    ...page,
    unreadCount,
    data: page.data.map((n) => (n.read ? n : { ...n, read: true })),
  }));
}

export function withoutNotification(feed: NotificationFeed, id: string): NotificationFeed {
  const present = notificationsOf(feed).some((n) => n.id === id);
  if (!present) return feed;
  const drop = isUnread(feed, id) ? 1 : 0;
  return mapPages(feed, (page) => ({
    ...page,
    unreadCount: Math.max(0, page.unreadCount - drop),
    totalRows: Math.max(0, page.totalRows - 1),
    data: page.data.filter((n) => n.id !== id),
  }));
}

/**
 * A notification the live connection announced, on top of the first page, with the server's unread
 * total. Each page's total grows by one, so the next page's offset stays in step with the server's
 * (the new row shifts every older one by one place). One already loaded is left as it is.
 */
export function withArrival(
  feed: NotificationFeed,
  arrived: Notification,
  unreadCount: number,
): NotificationFeed {
  if (notificationsOf(feed).some((n) => n.id === arrived.id)) return feed;
  return {
    ...feed,
    pages: feed.pages.map((page, index) => ({
      ...page,
      unreadCount,
      totalRows: page.totalRows + 1,
      data: index === 0 ? [arrived, ...page.data] : page.data,
    })),
  };
}

/** Only the first page, so a closed bell polls one page rather than everything once scrolled. */
export function firstPageOnly(feed: NotificationFeed): NotificationFeed {
  if (feed.pages.length <= 1) return feed;
  return { pages: feed.pages.slice(0, 1), pageParams: feed.pageParams.slice(0, 1) };
}
