// @vitest-environment jsdom
import { HttpResponse, http as mock } from 'msw';
import { setupServer } from 'msw/node';
import { localStorageStore } from 'react-admin';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ORDER_LIST_VIEW } from '../../../src/domain/orders/listColumns';
import {
  EARLY_ORDER_LIST_VIEW,
  firstOrderListQuery,
  startEarlyRequests,
  storedListKey,
} from '../../../src/web/boot/earlyRequests';
import { DEFAULT_ORDER_FILTERS, DEFAULT_ORDER_SORT } from '../../../src/web/orders/list/orderListQuery';
import { createDataProvider } from '../../../src/web/providers/dataProvider';
import {
  EARLY_ANSWER_MAX_AGE_MS,
  EARLY_GLOBAL,
  type EarlyRequests,
  requestKey,
} from '../../../src/web/providers/earlyAnswers';
import { createHttpClient } from '../../../src/web/providers/httpClient';
import { session } from '../../../src/web/providers/session';
import { LIST_PAGE_SIZE, listStoreKey } from '../../../src/web/ui/lists/listConfig';
import { accessToken, clearCookies } from '../tokens';

const ORIGIN = 'http://localhost:3000';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

const theme = { name: 'Demo', color: '#003366' };
const profile = { id: 'u1', fullName: 'Ana Robles', email: 'admin@demo.local' };
const orderPage = { data: [{ id: 'o1', displayNumber: '000001' }], totalRows: 1, page: 1, totalPages: 1 };

interface Seen {
  path: string;
  authorization: string | null;
  tenant: string | null;
  language: string | null;
}
let seen: Seen[];

/** The server's answers for the three early requests, noting each request with its headers. */
function answerEarlyRequests() {
  const note = (request: Request) => {
    const url = new URL(request.url);
    seen.push({
      path: `${url.pathname}${url.search}`,
      authorization: request.headers.get('authorization'),
      tenant: request.headers.get('x-tenant'),
      language: request.headers.get('accept-language'),
    });
  };
  server.use(
    mock.get(`${ORIGIN}/api/tenants/theme`, ({ request }) => {
      note(request);
      return HttpResponse.json(theme);
    }),
    mock.get(`${ORIGIN}/api/auth/profile`, ({ request }) => {
      note(request);
      return HttpResponse.json(profile);
    }),
    mock.get(`${ORIGIN}/api/orders`, ({ request }) => {
      note(request);
      return HttpResponse.json(orderPage);
    }),
  );
}

const early = () => (window as unknown as Record<string, EarlyRequests | undefined>)[EARLY_GLOBAL];
const ordersKey = () => requestKey('/orders', firstOrderListQuery() ?? {});

function client() {
  return createHttpClient({ tenant: () => 'main', locale: () => 'es', onSessionEnd: () => {} });
}

beforeEach(() => {
  clearCookies();
  localStorage.clear();
  sessionStorage.clear();
  delete (window as unknown as Record<string, unknown>)[EARLY_GLOBAL];
  history.replaceState(null, '', '/orders');
  seen = [];
  answerEarlyRequests();
});

describe('the early requests of a cold load', () => {
  it('asks, for a signed-in visitor on the order list, the theme, the profile and the first page with the session headers', async () => {
    const token = accessToken();
    session.store({ accessToken: token, refreshToken: 'r1' });
    startEarlyRequests();
    const requests = early();
    expect(Object.keys(requests ?? {}).sort()).toEqual(
      ['/auth/profile', ordersKey(), '/tenants/theme'].sort(),
    );
    expect(await requests?.['/tenants/theme']).toEqual({ status: 200, body: theme });
    expect(await requests?.['/auth/profile']).toEqual({ status: 200, body: profile, token });
    expect(await requests?.[ordersKey()]).toEqual({ status: 200, body: orderPage, token });
    const byPath = Object.fromEntries(seen.map((s) => [s.path.split('?')[0], s]));
    expect(byPath['/api/tenants/theme']).toMatchObject({
      authorization: null,
      tenant: 'main',
      language: 'es',
    });
    expect(byPath['/api/auth/profile']).toMatchObject({ authorization: `Bearer ${token}`, tenant: 'main' });
    expect(byPath['/api/orders']).toMatchObject({ authorization: `Bearer ${token}`, tenant: 'main' });
  });

  it('asks only the theme without a session, or with an expired access token', async () => {
    startEarlyRequests();
    expect(Object.keys(early() ?? {})).toEqual(['/tenants/theme']);
    session.store({ accessToken: accessToken({}, -60), refreshToken: 'r1' });
    startEarlyRequests();
    expect(Object.keys(early() ?? {})).toEqual(['/tenants/theme']);
  });

  it('leaves the profile to the app when this browser keeps it, and the list when it keeps its state', async () => {
    session.store({ accessToken: accessToken(), refreshToken: 'r1' });
    session.storeUser(profile);
    // The state react-admin's store keeps for the list after a first visit (App.tsx's store).
    localStorageStore('1', 'bo-main').setItem(listStoreKey(ORDER_LIST_VIEW), { page: 2, perPage: 10 });
    startEarlyRequests();
    expect(Object.keys(early() ?? {})).toEqual(['/tenants/theme']);
  });

  it("asks no list for a role the list's gate refuses", async () => {
    session.store({ accessToken: accessToken({ permissions: ['DASHBOARD_READ'] }), refreshToken: 'r1' });
    startEarlyRequests();
    expect(Object.keys(early() ?? {}).sort()).toEqual(['/auth/profile', '/tenants/theme']);
  });

  it('asks no list on another screen', async () => {
    session.store({ accessToken: accessToken(), refreshToken: 'r1' });
    history.replaceState(null, '', '/orders/123');
    startEarlyRequests();
    expect(Object.keys(early() ?? {}).sort()).toEqual(['/auth/profile', '/tenants/theme']);
  });

  it('names the list state as the app stores it', () => {
    expect(EARLY_ORDER_LIST_VIEW).toBe(ORDER_LIST_VIEW);
    localStorageStore('1', 'bo-norte').setItem(listStoreKey(ORDER_LIST_VIEW), { page: 1 });
    expect(localStorage.getItem(storedListKey('norte', EARLY_ORDER_LIST_VIEW))).not.toBeNull();
  });
});

describe('the app takes the early answers', () => {
  // The page's age (from navigation start in a browser; here, the test process's clock).
  let pageAge: number;
  beforeEach(() => {
    pageAge = 1_000;
    vi.spyOn(performance, 'now').mockImplementation(() => pageAge);
  });

  it("answers the list's first page from the early request, once, as the data provider asks for it", async () => {
    session.store({ accessToken: accessToken(), refreshToken: 'r1' });
    startEarlyRequests();
    await early()?.[ordersKey()];
    const before = seen.length;
    const dataProvider = createDataProvider(client().api);
    const params = {
      pagination: { page: 1, perPage: LIST_PAGE_SIZE },
      sort: { ...DEFAULT_ORDER_SORT },
      filter: { ...DEFAULT_ORDER_FILTERS },
    };
    expect(await dataProvider.getList('orders', params)).toEqual({ data: orderPage.data, total: 1 });
    expect(seen.length).toBe(before);
    // Taken once: the same query later goes to the server.
    expect(await dataProvider.getList('orders', params)).toEqual({ data: orderPage.data, total: 1 });
    expect(seen.length).toBe(before + 1);
    expect(seen.at(-1)?.path.startsWith('/api/orders?')).toBe(true);
  });

  it('asks the server itself when the early request failed (an expired session is refreshed as usual)', async () => {
    session.store({ accessToken: accessToken(), refreshToken: 'r1' });
    (window as unknown as Record<string, EarlyRequests>)[EARLY_GLOBAL] = {
      '/auth/profile': Promise.resolve(null),
    };
    const { data } = await client().api.get('/auth/profile');
    expect(data).toEqual(profile);
    expect(seen.map((s) => s.path)).toEqual(['/api/auth/profile']);
  });

  it('takes no early answer past the first screen', async () => {
    session.store({ accessToken: accessToken(), refreshToken: 'r1' });
    (window as unknown as Record<string, EarlyRequests>)[EARLY_GLOBAL] = {
      '/auth/profile': Promise.resolve({ status: 200, body: { ...profile, fullName: 'Old Name' } }),
    };
    pageAge = EARLY_ANSWER_MAX_AGE_MS + 1;
    const { data } = await client().api.get('/auth/profile');
    expect(data).toEqual(profile);
    expect(seen.map((s) => s.path)).toEqual(['/api/auth/profile']);
  });

  it('takes no early answer asked with another session', async () => {
    session.store({ accessToken: accessToken(), refreshToken: 'r1' });
    (window as unknown as Record<string, EarlyRequests>)[EARLY_GLOBAL] = {
      '/auth/profile': Promise.resolve({
        status: 200,
        body: { ...profile, fullName: 'Another Person' },
        token: accessToken({ sub: 'someone-else' }),
      }),
    };
    const { data } = await client().api.get('/auth/profile');
    expect(data).toEqual(profile);
    expect(seen.map((s) => s.path)).toEqual(['/api/auth/profile']);
  });

  it('takes no early answer for another query', async () => {
    session.store({ accessToken: accessToken(), refreshToken: 'r1' });
    const stale = { status: 200, body: { data: [], totalRows: 0 } };
    (window as unknown as Record<string, EarlyRequests>)[EARLY_GLOBAL] = {
      [requestKey('/orders', { limit: 10, offset: 10 })]: Promise.resolve(stale),
    };
    const { data } = await client().api.get('/orders', { params: { limit: 10, offset: 0 } });
    expect(data).toEqual(orderPage);
    expect(seen).toHaveLength(1);
  });
});
