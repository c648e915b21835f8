// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NOTIFICATIONS_QUERY_KEY } from '../../../src/web/notifications/useNotificationsFeed';
import { session } from '../../../src/web/providers/session';
import { accessToken, clearCookies } from '../tokens';
import { buildNotification, fakeNotificationsApi, renderBell } from './renderBell';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());
beforeEach(() => {
  clearCookies();
  session.store({ accessToken: accessToken(), refreshToken: 'r1' });
});

const ORDER_ID = '5b0c3e62-4b8e-4d1f-9a57-0d8c1c2f7a11';
const unread = (n: number) => Array.from({ length: n }, (_, i) => buildNotification({ minutesAgo: i + 1 }));

const bell = () => screen.getByRole('button', { name: /^Notificaciones/ });
const badge = () => screen.getByTestId('notifications-badge').querySelector('.MuiBadge-badge');

async function openPanel() {
  await userEvent.click(bell());
  return screen.findByRole('list', { name: 'Lista de notificaciones' });
}

describe('the badge', () => {
  it('shows the unread count and says it to screen readers', async () => {
    fakeNotificationsApi(server, [...unread(3), buildNotification({ read: true, minutesAgo: 90 })]);
    renderBell();
    await screen.findByRole('button', { name: 'Notificaciones, 3 sin leer' });
    expect(badge()).toHaveProperty('textContent', '3');
    expect(badge()?.className).not.toContain('MuiBadge-invisible');
  });

  it("caps at '9+' above nine", async () => {
    fakeNotificationsApi(server, unread(12));
    renderBell();
    await screen.findByRole('button', { name: 'Notificaciones, 9+ sin leer' });
    expect(badge()).toHaveProperty('textContent', '9+');
  });

  it('is hidden when nothing is unread', async () => {
    const api = fakeNotificationsApi(server, [buildNotification({ read: true })]);
    renderBell();
    await waitFor(() => expect(api.calls).toHaveLength(1));
    await waitFor(() => expect(badge()?.className).toContain('MuiBadge-invisible'));
    expect(bell()).toHaveProperty('ariaLabel', 'Notificaciones');
  });
});

describe('the dropdown', () => {
  it('lists the notifications newest first, unread ones marked', async () => {
    const newest = buildNotification({
      title: 'Orden liberada por finanzas',
      toastType: 'success',
      minutesAgo: 5,
    });
    const older = buildNotification({ title: 'Factura cargada', read: true, minutesAgo: 60 * 24 * 10 });
    const api = fakeNotificationsApi(server, [newest, older]);
    renderBell();
    const list = await openPanel();
    const items = within(list).getAllByTestId('notification-item');
    expect(items).toHaveLength(2);
    expect(items[0]?.textContent).toContain('Orden liberada por finanzas');
    expect(items[0]?.textContent).toMatch(/Hoy, \d\d:\d\d/);
    expect(within(items[0]!).queryByTestId('unread-dot')).not.toBeNull();
    expect(within(items[1]!).queryByTestId('unread-dot')).toBeNull();
    expect(items[1]?.textContent).toMatch(/\d\d\/\d\d\/\d{4} \d\d:\d\d/);
    expect(api.calls[0]).toBe('GET /api/user-notifications?limit=20&offset=0');
    expect(screen.getByRole('dialog', { name: 'Notificaciones' })).toBeTruthy();
  });

  it('opening one marks it read and goes to its order', async () => {
    const about = buildNotification({ title: 'Orden retenida', metadata: { order: { id: ORDER_ID } } });
    const api = fakeNotificationsApi(server, [about]);
    const { location } = renderBell();
    const list = await openPanel();
    await userEvent.click(within(list).getByRole('button', { name: 'Orden retenida' }));
    await waitFor(() => expect(location()).toBe(`/orders/${ORDER_ID}`));
    await waitFor(() => expect(api.calls).toContain(`PATCH /${about.id}/read`));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('mark all read calls bulk-read and the badge goes away', async () => {
    const api = fakeNotificationsApi(server, unread(4));
    renderBell();
    await screen.findByRole('button', { name: 'Notificaciones, 4 sin leer' });
    await openPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Marcar todas como leídas' }));
    await waitFor(() => expect(api.calls).toContain('PATCH /bulk-read {}'));
    await waitFor(() => expect(badge()?.className).toContain('MuiBadge-invisible'));
    expect(screen.queryAllByTestId('unread-dot')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Marcar todas como leídas' })).toHaveProperty('disabled', true);
  });

  it('delete removes the item', async () => {
    const [first, second] = [
      buildNotification({ title: 'Primera' }),
      buildNotification({ title: 'Segunda' }),
    ];
    const api = fakeNotificationsApi(server, [first!, second!]);
    renderBell();
    const list = await openPanel();
    await userEvent.click(within(list).getByRole('button', { name: 'Eliminar «Primera»' }));
    await waitFor(() => expect(within(list).getAllByTestId('notification-item')).toHaveLength(1));
    expect(list.textContent).not.toContain('Primera');
    await waitFor(() => expect(api.calls).toContain(`DELETE /${first!.id}`));
    // The bell is behind the open dropdown (aria-hidden) but keeps its label up to date.
    await screen.findByRole('button', { name: 'Notificaciones, 1 sin leer', hidden: true });
  });

  it('puts a notification back when its delete fails, and says so', async () => {
    const api = fakeNotificationsApi(server, [buildNotification({ title: 'Primera' })]);
    api.failDelete = true;
    renderBell();
    const list = await openPanel();
    await userEvent.click(within(list).getByRole('button', { name: 'Eliminar «Primera»' }));
    await screen.findByText('No se pudo eliminar la notificación. Inténtalo de nuevo.');
    expect(list.textContent).toContain('Primera');
  });

  it('shows the empty state', async () => {
    fakeNotificationsApi(server, []);
    renderBell();
    await userEvent.click(bell());
    await screen.findByText('No tienes notificaciones');
    expect(screen.getByRole('button', { name: 'Marcar todas como leídas' })).toHaveProperty('disabled', true);
  });

  it('shows an error with a retry that loads the list', async () => {
    const api = fakeNotificationsApi(server, [buildNotification({ title: 'Material asignado' })]);
    api.failList = 400;
    renderBell();
    await userEvent.click(bell());
    await screen.findByText('No se pudieron cargar las notificaciones');
    api.failList = null;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await screen.findByText('Material asignado');
  });

  it('loads the next page with the load-more button', async () => {
    const items = Array.from({ length: 25 }, (_, i) => buildNotification({ title: `N${i}`, minutesAgo: i }));
    const api = fakeNotificationsApi(server, items);
    renderBell();
    const list = await openPanel();
    expect(within(list).getAllByTestId('notification-item')).toHaveLength(20);
    await userEvent.click(screen.getByRole('button', { name: 'Cargar más' }));
    await waitFor(() => expect(within(list).getAllByTestId('notification-item')).toHaveLength(25));
    expect(api.calls).toContain('GET /api/user-notifications?limit=20&offset=20');
    expect(screen.queryByRole('button', { name: 'Cargar más' })).toBeNull();
  });

  it('loads the next page on scrolling within 1.5 visible heights of the end', async () => {
    const items = Array.from({ length: 30 }, (_, i) => buildNotification({ title: `N${i}`, minutesAgo: i }));
    const api = fakeNotificationsApi(server, items);
    renderBell();
    const list = await openPanel();
    const scroller = list.parentElement!;
    // 400 px visible over 2,000 px of content: 1,000 px from the end is not near, 600 px is.
    Object.defineProperty(scroller, 'clientHeight', { configurable: true, value: 400 });
    Object.defineProperty(scroller, 'scrollHeight', { configurable: true, value: 2000 });
    scroller.scrollTop = 600;
    fireEvent.scroll(scroller);
    expect(api.calls.filter((c) => c.includes('offset=20'))).toHaveLength(0);
    scroller.scrollTop = 1000;
    fireEvent.scroll(scroller);
    await waitFor(() => expect(within(list).getAllByTestId('notification-item')).toHaveLength(30));
    expect(api.calls).toContain('GET /api/user-notifications?limit=20&offset=20');
  });

  it('moves between notifications with the arrow keys', async () => {
    fakeNotificationsApi(server, [buildNotification({ title: 'Uno' }), buildNotification({ title: 'Dos' })]);
    renderBell();
    await openPanel();
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Uno' }));
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Dos' }));
    await userEvent.keyboard('{Home}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Uno' }));
  });

  it('speaks English', async () => {
    fakeNotificationsApi(server, [buildNotification({ title: 'Delivery confirmed', minutesAgo: 3 })]);
    renderBell({ locale: 'en' });
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    await screen.findByRole('button', { name: 'Mark all as read' });
    expect(screen.getByText(/^Today, \d\d:\d\d$/)).toBeTruthy();
  });
});

describe('another language', () => {
  it('reads the notifications again in it, as the server words them in the language asked', async () => {
    const api = fakeNotificationsApi(server, [
      buildNotification({ title: 'Orden cancelada', minutesAgo: 3 }),
    ]);
    renderBell({ withLanguageSwitch: true });
    await screen.findByRole('button', { name: 'Notificaciones, 1 sin leer' });
    api.items = api.items.map((n) => ({ ...n, title: 'Order cancelled' }));
    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    await waitFor(() => expect(api.listLanguages).toEqual(['es', 'en']));
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    expect(await screen.findByText('Order cancelled')).toBeTruthy();
  });
});

describe('toasts', () => {
  it('toasts a new unread notification between polls, never on the first load', async () => {
    const api = fakeNotificationsApi(server, [buildNotification({ title: 'Ya estaba', minutesAgo: 30 })]);
    const { queryClient } = renderBell();
    await screen.findByRole('button', { name: 'Notificaciones, 1 sin leer' });
    expect(screen.queryByText('Ya estaba')).toBeNull();

    api.items = [
      buildNotification({ title: 'Orden retenida por sobregiro', toastType: 'error', minutesAgo: 0 }),
      ...api.items,
    ];
    await act(() => queryClient.refetchQueries({ queryKey: NOTIFICATIONS_QUERY_KEY }));
    const toast = await screen.findByText('Orden retenida por sobregiro');
    expect(toast.closest('.MuiSnackbarContent-root')?.className).toContain('error');
    await screen.findByRole('button', { name: 'Notificaciones, 2 sin leer' });
  });
});
