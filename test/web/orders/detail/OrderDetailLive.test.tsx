// @vitest-environment jsdom
/**
 * The order page over the live connection: it watches its order, refreshes only the sections an
 * 'order:changed' names (the order itself not when it already holds that version), ignores other
 * orders' changes, and polls every 30 s only while its watch is not in force.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { http as mock } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { orderCommentSchema } from '../../../../src/domain/orders/views';
import { liveHub } from '../../../../src/web/realtime/liveHub';
import { answer } from '../apiAnswers';
import { orderWithItems } from './fixtures';
import { fakeOrderApi, renderOrderPage } from './renderOrderPage';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

let detach: () => void = () => undefined;
const watchesAsked: string[] = [];
beforeEach(() => {
  watchesAsked.length = 0;
  // The connection's side, as a server admitting every watch would answer it.
  detach = liveHub.attach({
    watch: (orderId) => {
      watchesAsked.push(orderId);
      liveHub.setWatchAdmitted(orderId, true);
    },
    unwatch: () => undefined,
  });
  liveHub.setStatus({ state: 'connected', error: null });
});
afterEach(() => {
  server.resetHandlers();
  detach();
  liveHub.setStatus({ state: 'disconnected', error: null });
});

/** The fake order API, plus a count of the comments' reads. */
function fakeApis() {
  const order = orderWithItems();
  const api = fakeOrderApi(server, order);
  const comments = { gets: 0 };
  server.use(
    mock.get(`*/api/orders/${order.id}/comments`, () => {
      comments.gets++;
      return answer(z.array(orderCommentSchema), []);
    }),
  );
  return { order, api, comments };
}

function orderPollInterval(queryClient: ReturnType<typeof renderOrderPage>['queryClient'], id: string) {
  const query = queryClient.getQueryCache().find({ queryKey: ['orders', 'getOrder', { id }] });
  // The interval the mounted reader asked for (a function of the query, or a number).
  const option = query?.observers[0]?.options.refetchInterval;
  return typeof option === 'function' ? option(query!) : option;
}

describe('the order page, live', () => {
  it('watches its order, and polls only while the watch is not in force', async () => {
    const { order } = fakeApis();
    const { queryClient } = renderOrderPage(order.id);
    await screen.findByRole('heading', { name: 'Orden 000123' });
    expect(watchesAsked).toEqual([order.id]);
    expect(orderPollInterval(queryClient, order.id)).toBe(false);

    act(() => liveHub.setStatus({ state: 'reconnecting', error: null }));
    await waitFor(() => expect(orderPollInterval(queryClient, order.id)).toBe(30_000));
  });

  it('refreshes the sections a change names, and the order only when it is newer', async () => {
    const { order, api, comments } = fakeApis();
    renderOrderPage(order.id);
    await screen.findByRole('heading', { name: 'Orden 000123' });
    await waitFor(() => expect(comments.gets).toBe(1));
    const orderReads = api.gets;

    act(() => liveHub.dispatch('order:changed', { orderId: order.id, sections: ['comments'] }));
    await waitFor(() => expect(comments.gets).toBe(2));
    expect(api.gets).toBe(orderReads);

    // Already this version (this tab made the change): the order is not read again.
    act(() =>
      liveHub.dispatch('order:changed', {
        orderId: order.id,
        sections: ['header', 'comments'],
        version: order.version,
      }),
    );
    await waitFor(() => expect(comments.gets).toBe(3));
    expect(api.gets).toBe(orderReads);

    api.current = { ...order, version: order.version + 1, opsStatus: 'ORDEN_CANCELADA' };
    act(() =>
      liveHub.dispatch('order:changed', {
        orderId: order.id,
        sections: ['header'],
        version: order.version + 1,
      }),
    );
    await waitFor(() => expect(api.gets).toBe(orderReads + 1));
    await waitFor(() =>
      expect(screen.getByTestId('order-status').textContent?.toLowerCase()).toBe('orden cancelada'),
    );
  });

  it("ignores another order's changes", async () => {
    const { order, api, comments } = fakeApis();
    renderOrderPage(order.id);
    await screen.findByRole('heading', { name: 'Orden 000123' });
    await waitFor(() => expect(comments.gets).toBe(1));
    const orderReads = api.gets;
    act(() =>
      liveHub.dispatch('order:changed', {
        orderId: '99999999-9999-4999-8999-999999999999',
        sections: ['header', 'comments'],
      }),
    );
    act(() => liveHub.dispatch('order:changed', { orderId: order.id, sections: ['comments'] }));
    await waitFor(() => expect(comments.gets).toBe(2));
    expect(api.gets).toBe(orderReads);
  });
});
