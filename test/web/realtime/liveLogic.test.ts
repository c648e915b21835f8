/** The pure parts of the live updates: an arrival in the bell's pages, an order's sections as reads. */
import { describe, expect, it } from 'vitest';
import type { Notification } from '../../../src/domain/notifications';
import { type NotificationFeed, nextOffset, withArrival } from '../../../src/web/notifications/feedCache';
import { orderIsCurrent, orderSectionKeys } from '../../../src/web/orders/detail/liveSections';

const ORDER = '33333333-3333-4333-8333-333333333333';

function notification(id: string, read = false): Notification {
  return {
    id,
    title: id,
    message: id,
    read,
    toastType: 'info',
    createdAt: '2026-11-29T10:00:00.000Z',
    metadata: {},
  };
}

function feed(): NotificationFeed {
  return {
    pages: [
      {
        data: [notification('a'), notification('b', true)],
        totalRows: 3,
        page: 1,
        totalPages: 2,
        unreadCount: 1,
      },
      { data: [notification('c', true)], totalRows: 3, page: 2, totalPages: 2, unreadCount: 1 },
    ],
    pageParams: [0, 2],
  };
}

describe('an announced notification in the bell’s pages', () => {
  it('goes on top with the unread total, and every page counts one more row', () => {
    const next = withArrival(feed(), notification('new'), 2);
    expect(next.pages[0]!.data.map((n) => n.id)).toEqual(['new', 'a', 'b']);
    expect(next.pages.map((p) => [p.totalRows, p.unreadCount])).toEqual([
      [4, 2],
      [4, 2],
    ]);
    // All four rows are loaded now: no further page to ask for.
    expect(nextOffset(next.pages[1]!, next.pages)).toBeUndefined();
  });

  it('is not added twice', () => {
    const once = withArrival(feed(), notification('new'), 2);
    expect(withArrival(once, notification('new'), 2)).toBe(once);
  });
});

describe("an order's changed sections as the page's reads", () => {
  it('names each read once, keyed by the order', () => {
    expect(orderSectionKeys(ORDER, ['header', 'items', 'history'])).toEqual([
      ['orders', 'getOrder', { id: ORDER }],
      ['orders', 'getOrderHistory', { id: ORDER }],
    ]);
    expect(orderSectionKeys(ORDER, ['finance'])).toEqual([
      ['orders', 'getOrder', { id: ORDER }],
      ['orders', 'getOrderFinance', { orderId: ORDER }],
    ]);
    expect(orderSectionKeys(ORDER, ['comments'])).toEqual([['orders', 'getOrderComments', { id: ORDER }]]);
  });

  it('skips the order read only when the cached version is as new as the announced one', () => {
    expect(orderIsCurrent(4, 4)).toBe(true);
    expect(orderIsCurrent(4, 5)).toBe(false);
    expect(orderIsCurrent(4, undefined)).toBe(false);
    expect(orderIsCurrent(undefined, 4)).toBe(false);
  });
});
