/**
 * Renders the bell the way the header does (inside react-admin, with the app's catalogues), against
 * an msw fake of /api/user-notifications that records the calls made.
 */
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { HttpResponse, http as mock } from 'msw';
import type { SetupServer } from 'msw/node';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, TestMemoryRouter, Notification as Toasts } from 'react-admin';
import type { Locale } from '../../../src/domain/i18n';
import type { Notification } from '../../../src/domain/notifications';
import { NotificationsBell } from '../../../src/web/notifications/NotificationsBell';
import { messages } from '../../../src/web/providers/i18nProvider';

const PAGE_SIZE = 20;

let sequence = 0;
/** A notification created `minutesAgo` before now (the newest have the smallest value). */
export function buildNotification(
  overrides: Partial<Notification> & { minutesAgo?: number } = {},
): Notification {
  const { minutesAgo = sequence, ...rest } = overrides;
  sequence += 1;
  return {
    id: crypto.randomUUID(),
    title: `Aviso ${sequence}`,
    message: `Mensaje del aviso ${sequence}`,
    read: false,
    toastType: 'info',
    createdAt: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
    metadata: {},
    ...rest,
  };
}

export interface FakeApi {
  /** The user's notifications, newest first; tests edit it to simulate arrivals. */
  items: Notification[];
  calls: string[];
  /** Status to answer to the next list calls (500 simulates an outage). */
  failList: number | null;
  failDelete: boolean;
}

export function fakeNotificationsApi(server: SetupServer, items: Notification[]): FakeApi {
  const state: FakeApi = { items, calls: [], failList: null, failDelete: false };
  const unread = () => state.items.filter((n) => !n.read).length;
  server.use(
    mock.get('/api/user-notifications', ({ request }) => {
      const url = new URL(request.url);
      state.calls.push(`GET ${url.pathname}${url.search}`);
      if (state.failList) return HttpResponse.json({ message: 'down' }, { status: state.failList });
      const limit = Number(url.searchParams.get('limit') ?? PAGE_SIZE);
      const offset = Number(url.searchParams.get('offset') ?? 0);
      return HttpResponse.json({
        data: state.items.slice(offset, offset + limit),
        totalRows: state.items.length,
        page: Math.floor(offset / limit) + 1,
        totalPages: Math.max(1, Math.ceil(state.items.length / limit)),
        unreadCount: unread(),
      });
    }),
    mock.patch('/api/user-notifications/bulk-read', async ({ request }) => {
      state.calls.push(`PATCH /bulk-read ${JSON.stringify(await request.json())}`);
      const updated = unread();
      state.items = state.items.map((n) => ({ ...n, read: true }));
      return HttpResponse.json({ updated, unreadCount: 0 });
    }),
    mock.patch('/api/user-notifications/:id/read', ({ params }) => {
      state.calls.push(`PATCH /${String(params.id)}/read`);
      state.items = state.items.map((n) => (n.id === params.id ? { ...n, read: true } : n));
      return HttpResponse.json(state.items.find((n) => n.id === params.id));
    }),
    mock.delete('/api/user-notifications/:id', ({ params }) => {
      state.calls.push(`DELETE /${String(params.id)}`);
      if (state.failDelete) return HttpResponse.json({ message: 'boom' }, { status: 500 });
      state.items = state.items.filter((n) => n.id !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return state;
}

export function renderBell({ locale = 'es' }: { locale?: Locale } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const i18nProvider = polyglotI18nProvider((l) => messages[l as Locale] ?? messages.es, locale, [
    { locale: 'es', name: 'Español' },
    { locale: 'en', name: 'English' },
  ]);
  const where = { pathname: '/dashboard' };
  const utils = render(
    <TestMemoryRouter
      initialEntries={['/dashboard']}
      locationCallback={(l) => {
        where.pathname = l.pathname;
      }}
    >
      <AdminContext i18nProvider={i18nProvider} queryClient={queryClient}>
        <NotificationsBell />
        <Toasts />
      </AdminContext>
    </TestMemoryRouter>,
  );
  return { ...utils, queryClient, location: () => where.pathname };
}
