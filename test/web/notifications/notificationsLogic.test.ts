import { describe, expect, it } from 'vitest';
import { notifications as enText } from '../../../i18n/en/app/notifications';
import { notifications as esText } from '../../../i18n/es/app/notifications';
import { catalogueKeys } from '../../../src/domain/i18n';
import type { Notification, NotificationList } from '../../../src/domain/notifications';
import {
  firstPageOnly,
  type NotificationFeed,
  nextOffset,
  notificationsOf,
  unreadCountOf,
  withAllRead,
  withoutNotification,
  withRead,
} from '../../../src/web/notifications/feedCache';
import { freshNotifications, rememberNotifications } from '../../../src/web/notifications/freshNotifications';
import { isNearListEnd } from '../../../src/web/notifications/listNavigation';
import { toastTypeOf } from '../../../src/web/notifications/toastStyles';
import { unreadBadgeText } from '../../../src/web/notifications/unreadBadge';

let n = 0;
function item(overrides: Partial<Notification> = {}): Notification {
  n += 1;
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    title: `T${n}`,
    message: 'm',
    read: false,
    toastType: 'info',
    createdAt: new Date(Date.UTC(2025, 2, 12, 12, n)).toISOString(),
    metadata: {},
    ...overrides,
  };
}

function page(data: Notification[], totalRows: number, unreadCount: number): NotificationList {
  return { data, totalRows, page: 1, totalPages: 1, unreadCount };
}

describe('unreadBadgeText', () => {
  it('shows the count, 9+ above nine and nothing at zero', () => {
    expect(unreadBadgeText(3)).toBe('3');
    expect(unreadBadgeText(9)).toBe('9');
    expect(unreadBadgeText(10)).toBe('9+');
    expect(unreadBadgeText(0)).toBeNull();
    expect(unreadBadgeText(-1)).toBeNull();
  });
});

describe('toastTypeOf', () => {
  it('keeps success, warning and error; anything else is info', () => {
    expect(toastTypeOf('success')).toBe('success');
    expect(toastTypeOf('warning')).toBe('warning');
    expect(toastTypeOf('error')).toBe('error');
    expect(toastTypeOf('danger')).toBe('info');
    expect(toastTypeOf(null)).toBe('info');
  });
});

describe('the cached pages', () => {
  const a = item();
  const b = item({ read: true });
  const c = item();
  const feed: NotificationFeed = {
    pages: [page([a, b], 5, 3), page([b, c], 5, 3)],
    pageParams: [0, 2],
  };

  it('lists each notification once and reads the unread total from the first page', () => {
    expect(notificationsOf(feed).map((x) => x.id)).toEqual([a.id, b.id, c.id]);
    expect(unreadCountOf(feed)).toBe(3);
    expect(unreadCountOf(undefined)).toBe(0);
  });

  it('marks one read, counting it only when it was unread', () => {
    expect(unreadCountOf(withRead(feed, a.id))).toBe(2);
    expect(notificationsOf(withRead(feed, a.id))[0]?.read).toBe(true);
    expect(unreadCountOf(withRead(feed, b.id))).toBe(3);
  });

  it('marks all read', () => {
    const all = withAllRead(feed);
    expect(unreadCountOf(all)).toBe(0);
    expect(notificationsOf(all).every((x) => x.read)).toBe(true);
  });

  it('removes one and lowers the totals, so the next offset stays in step with the server', () => {
    const without = withoutNotification(feed, a.id);
    expect(notificationsOf(without).map((x) => x.id)).toEqual([b.id, c.id]);
    expect(unreadCountOf(without)).toBe(2);
    expect(without.pages[0]?.totalRows).toBe(4);
    expect(withoutNotification(feed, 'unknown')).toBe(feed);
  });

  it('asks for the next page at the number loaded, and stops at the total', () => {
    const first = page([a, b], 3, 2);
    expect(nextOffset(first, [first])).toBe(2);
    const second = page([c], 3, 2);
    expect(nextOffset(second, [first, second])).toBeUndefined();
    expect(nextOffset(page([], 9, 0), [first, page([], 9, 0)])).toBeUndefined();
  });

  it('keeps only the first page when the dropdown closes', () => {
    expect(firstPageOnly(feed).pages).toHaveLength(1);
    expect(firstPageOnly(feed).pageParams).toEqual([0]);
  });
});

describe('freshNotifications', () => {
  const old = item({ createdAt: '2025-03-12T10:00:00Z' });
  const older = item({ createdAt: '2025-03-12T09:00:00Z' });

  it('finds nothing on the first load', () => {
    expect(freshNotifications(null, [old, older])).toEqual([]);
  });

  it('finds new unread ones, oldest first, at most three', () => {
    const seen = rememberNotifications(null, [old, older]);
    const news = [1, 2, 3, 4].map((m) => item({ createdAt: `2025-03-12T11:0${m}:00Z` }));
    const read = item({ createdAt: '2025-03-12T11:30:00Z', read: true });
    const found = freshNotifications(seen, [read, ...news.slice().reverse(), old, older]);
    expect(found.map((x) => x.id)).toEqual([news[1]?.id, news[2]?.id, news[3]?.id]);
  });

  it('ignores an older one that slid onto the first page', () => {
    const seen = rememberNotifications(null, [old]);
    expect(freshNotifications(seen, [old, older])).toEqual([]);
  });
});

describe('isNearListEnd', () => {
  it('is near within 1.5 visible heights of the end', () => {
    expect(isNearListEnd({ clientHeight: 400, scrollHeight: 2000, scrollTop: 1000 })).toBe(true);
    expect(isNearListEnd({ clientHeight: 400, scrollHeight: 2000, scrollTop: 999 })).toBe(false);
    expect(isNearListEnd({ clientHeight: 0, scrollHeight: 0, scrollTop: 0 })).toBe(false);
  });
});

describe('catalogues', () => {
  it('has the same notification keys in Spanish and English', () => {
    expect(catalogueKeys(enText).sort()).toEqual(catalogueKeys(esText).sort());
  });
});
