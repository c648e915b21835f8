/**
 * Renders the bell the way the header does, for a signed-in user through the one renderAdmin
 * helper (the app's dataProvider and API client), against an msw fake of /api/user-notifications
 * that records the calls made, answers through the server's response schemas and refuses with
 * its error body.
 */
import { http as mock } from 'msw';
import type { SetupServer } from 'msw/node';
import { useSetLocale } from 'react-admin';
import type { Locale } from '../../../src/domain/i18n';
import {
  bulkReadResponseSchema,
  type Notification,
  notificationListResponseSchema,
  notificationSchema,
} from '../../../src/domain/notifications';
import { NotificationsBell } from '../../../src/web/notifications/NotificationsBell';
import { saveLocale } from '../../../src/web/providers/locale';
import { answer, refusal } from '../support/apiAnswers';
import { currentPath, renderAdmin } from '../support/renderAdmin';

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
  /** The Accept-Language of each list call (the server words the notifications in it). */
  listLanguages: string[];
  /** Status to answer to the next list calls (500 simulates an outage). */
  failList: number | null;
  failDelete: boolean;
}

export function fakeNotificationsApi(server: SetupServer, items: Notification[]): FakeApi {
  const state: FakeApi = { items, calls: [], listLanguages: [], failList: null, failDelete: false };
  const unread = () => state.items.filter((n) => !n.read).length;
  server.use(
    mock.get('/api/user-notifications', ({ request }) => {
      const url = new URL(request.url);
      state.calls.push(`GET ${url.pathname}${url.search}`);
      state.listLanguages.push(request.headers.get('accept-language') ?? '');
      if (state.failList) {
        const code = state.failList >= 500 ? 'INTERNAL_ERROR' : 'BAD_REQUEST';
        return refusal(state.failList, code, 'No se pudo leer');
      }
      const limit = Number(url.searchParams.get('limit') ?? PAGE_SIZE);
      const offset = Number(url.searchParams.get('offset') ?? 0);
      return answer(notificationListResponseSchema, {
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
      return answer(bulkReadResponseSchema, { updated, unreadCount: 0 });
    }),
    mock.patch('/api/user-notifications/:id/read', ({ params }) => {
      state.calls.push(`PATCH /${String(params.id)}/read`);
      state.items = state.items.map((n) => (n.id === params.id ? { ...n, read: true } : n));
      return answer(notificationSchema, state.items.find((n) => n.id === params.id)!);
    }),
    mock.delete('/api/user-notifications/:id', ({ params }) => {
      state.calls.push(`DELETE /${String(params.id)}`);
      if (state.failDelete) return refusal(500, 'INTERNAL_ERROR', 'Ocurrió un error inesperado');
      state.items = state.items.filter((n) => n.id !== params.id);
      return new Response(null, { status: 204 });
    }),
  );
  return state;
}

/** Switches the language as the app's selector does: the cookie the API client reads, then react-admin's. */
function LanguageButton() {
  const setLocale = useSetLocale();
  return (
    <button
      type="button"
      onClick={() => {
        saveLocale('en');
        setLocale('en');
      }}
    >
      English
    </button>
  );
}

export function renderBell({
  locale = 'es',
  withLanguageSwitch = false,
}: {
  locale?: Locale;
  withLanguageSwitch?: boolean;
} = {}) {
  const bell = withLanguageSwitch ? (
    <>
      <NotificationsBell />
      <LanguageButton />
    </>
  ) : (
    <NotificationsBell />
  );
  // Every path shows the bell, as the header does; opening a notification moves the path.
  const utils = renderAdmin(bell, {
    path: '/',
    locale,
    viewer: { role: 'seller', permissions: [] },
  });
  return { ...utils, location: currentPath };
}
