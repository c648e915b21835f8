// @vitest-environment jsdom
/**
 * The bell over the live connection: a 'notification:created' puts the notification on top of the
 * list, moves the badge to the server's unread total and toasts it, without asking the API; the
 * minute's polling runs only while the connection is down; a reconnection reads the list again.
 */
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NOTIFICATIONS_QUERY_KEY } from '../../../src/web/notifications/useNotificationsFeed';
import { session } from '../../../src/web/providers/session';
import { liveHub } from '../../../src/web/realtime/liveHub';
import { accessToken, clearCookies } from '../tokens';
import { buildNotification, fakeNotificationsApi, renderBell } from './renderBell';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  liveHub.setStatus({ state: 'disconnected', error: null });
});
afterAll(() => server.close());
beforeEach(() => {
  clearCookies();
  session.store({ accessToken: accessToken(), refreshToken: 'r1' });
});

describe('live notifications', () => {
  it('shows an announced notification at once: badge, toast and list, without asking the API', async () => {
    const api = fakeNotificationsApi(server, [buildNotification({ title: 'Ya estaba', minutesAgo: 30 })]);
    renderBell();
    await screen.findByRole('button', { name: 'Notificaciones, 1 sin leer' });
    act(() => liveHub.setStatus({ state: 'connected', error: null }));

    const arrived = buildNotification({
      title: 'Liberación solicitada',
      toastType: 'warning',
      minutesAgo: 0,
    });
    act(() => liveHub.dispatch('notification:created', { notification: arrived, unreadCount: 2 }));

    await screen.findByRole('button', { name: 'Notificaciones, 2 sin leer' });
    const toast = await screen.findByText('Liberación solicitada');
    expect(toast.closest('.MuiSnackbarContent-root')?.className).toContain('warning');
    expect(api.calls).toEqual(['GET /api/user-notifications?limit=20&offset=0']);

    await userEvent.click(screen.getByRole('button', { name: 'Notificaciones, 2 sin leer' }));
    const list = await screen.findByRole('list', { name: 'Lista de notificaciones' });
    const titles = within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent ?? '');
    expect(titles[0]).toContain('Liberación solicitada');
    expect(titles[1]).toContain('Ya estaba');
  });

  it('polls every minute only while the live connection is down', async () => {
    fakeNotificationsApi(server, []);
    const { queryClient } = renderBell();
    await screen.findByRole('button', { name: 'Notificaciones' });
    const interval = () => {
      const query = queryClient.getQueryCache().find({ queryKey: NOTIFICATIONS_QUERY_KEY });
      // The interval the mounted reader asked for (a function of the query, or a number).
      const option = query?.observers[0]?.options.refetchInterval;
      return typeof option === 'function' ? option(query!) : option;
    };
    expect(interval()).toBe(60_000);
    act(() => liveHub.setStatus({ state: 'connected', error: null }));
    await waitFor(() => expect(interval()).toBe(false));
    act(() => liveHub.setStatus({ state: 'reconnecting', error: null }));
    await waitFor(() => expect(interval()).toBe(60_000));
  });

  it('reads the list again after a reconnection (what came meanwhile was not heard)', async () => {
    const api = fakeNotificationsApi(server, []);
    renderBell();
    await screen.findByRole('button', { name: 'Notificaciones' });
    api.items = [buildNotification({ title: 'Durante el corte', minutesAgo: 0 })];
    act(() => liveHub.resync());
    await screen.findByRole('button', { name: 'Notificaciones, 1 sin leer' });
    expect(api.calls).toHaveLength(2);
  });
});
