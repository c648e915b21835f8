// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { HttpResponse, http as mock } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAuthProvider } from '../../src/web/providers/authProvider';
import { createHttpClient } from '../../src/web/providers/httpClient';
import { session } from '../../src/web/providers/session';
import { accessToken, clearCookies } from './tokens';

const BASE = 'http://localhost:3000/api';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());

const profile = {
  id: '11111111-1111-4111-8111-111111111111',
  fullName: 'Ana Robles',
  email: 'admin@demo.local',
  image: null,
};

function setup() {
  const http = createHttpClient({
    baseURL: BASE,
    tenant: () => 'main',
    onSessionEnd: () => {},
    sleep: async () => {},
  });
  const queryClient = new QueryClient();
  const clear = vi.spyOn(queryClient, 'clear');
  return { auth: createAuthProvider(http, queryClient), clear };
}

beforeEach(() => {
  clearCookies();
  localStorage.clear();
  server.use(mock.get(`${BASE}/auth/profile`, () => HttpResponse.json(profile)));
});

describe('login and logout', () => {
  it('stores the tokens and the user on sign-in', async () => {
    server.use(
      mock.post(`${BASE}/auth/login`, () =>
        HttpResponse.json({ accessToken: accessToken({ role: 'Admin' }), refreshToken: 'r1' }),
      ),
    );
    const { auth } = setup();
    await auth.login({ email: 'admin@demo.local', password: 'Demo1234' });
    expect(session.refreshToken()).toBe('r1');
    expect(session.storedUser()).toEqual(profile);
    expect(await auth.getPermissions({})).toMatchObject({ role: 'Admin', isAdmin: true });
    expect((await auth.getIdentity()).fullName).toBe('Ana Robles');
  });

  it('turns a refused sign-in into an error with the server message', async () => {
    server.use(
      mock.post(`${BASE}/auth/login`, () =>
        HttpResponse.json(
          { code: 'INVALID_CREDENTIALS', message: 'Correo o contraseña incorrectos' },
          { status: 401 },
        ),
      ),
    );
    await expect(setup().auth.login({ email: 'a@b.mx', password: 'xxxxxx' })).rejects.toThrow(
      'Correo o contraseña incorrectos',
    );
    expect(session.hasTokens()).toBe(false);
  });

  it('logs out: revokes the refresh token, clears tokens, caches and user, resets the flag after 300 ms', async () => {
    vi.useFakeTimers();
    session.store({ accessToken: accessToken(), refreshToken: 'r9' });
    session.storeUser(profile);
    let revoked: unknown;
    server.use(
      mock.post(`${BASE}/auth/logout`, async ({ request }) => {
        revoked = await request.json();
        return HttpResponse.json({ message: 'ok' });
      }),
    );
    const { auth, clear } = setup();
    const redirect = await auth.logout({});
    expect(redirect).toBe('/login');
    expect(revoked).toEqual({ refreshToken: 'r9' });
    expect(session.hasTokens()).toBe(false);
    expect(session.storedUser()).toBeNull();
    expect(clear).toHaveBeenCalled();
    expect(auth.isLoggingOut()).toBe(true);
    vi.advanceTimersByTime(300);
    expect(auth.isLoggingOut()).toBe(false);
  });

  it('still logs out when the server cannot be reached', async () => {
    session.store({ accessToken: accessToken(), refreshToken: 'r9' });
    server.use(mock.post(`${BASE}/auth/logout`, () => HttpResponse.error()));
    await setup().auth.logout({});
    expect(session.hasTokens()).toBe(false);
  });
});

describe('checks', () => {
  it('checkAuth passes with an access token and sends to /login without any', async () => {
    const { auth } = setup();
    await expect(auth.checkAuth({})).rejects.toMatchObject({ redirectTo: '/login' });
    session.store({ accessToken: accessToken(), refreshToken: 'r' });
    await expect(auth.checkAuth({})).resolves.toBeUndefined();
  });

  it('checkError lets permission refusals (by code) and other errors through; logs out only without a session', async () => {
    const { auth } = setup();
    session.store({ accessToken: accessToken(), refreshToken: 'r' });
    await expect(
      auth.checkError({ status: 403, body: { code: 'FORBIDDEN', message: 'Insufficient permissions' } }),
    ).resolves.toBeUndefined();
    await expect(auth.checkError({ status: 500 })).resolves.toBeUndefined();
    session.clear();
    await expect(auth.checkError({ status: 401 })).rejects.toMatchObject({ logoutUser: true });
  });

  it('canAccess follows the permissions in the token (write implies read)', async () => {
    const { auth } = setup();
    session.store({
      accessToken: accessToken({
        permissions: ['ORDER_LISTING_READ', 'CLIENT_CREATE_WRITE', 'CLIENT_CREATE_READ'],
      }),
      refreshToken: 'r',
    });
    const can = (resource: string, action: string) => auth.canAccess({ resource, action });
    expect(await can('orders', 'list')).toBe(true);
    expect(await can('orders', 'create')).toBe(false);
    expect(await can('customers', 'create')).toBe(true);
    expect(await can('customers', 'list')).toBe(false);
  });
});

describe('profile', () => {
  it('shares one request between callers asking at once with the same session, and asks anew with other tokens', async () => {
    const { auth } = setup();
    let asked = 0;
    const seenTokens: (string | null)[] = [];
    server.use(
      mock.get(`${BASE}/auth/profile`, ({ request }) => {
        asked++;
        seenTokens.push(request.headers.get('authorization'));
        return HttpResponse.json(profile);
      }),
    );
    const first = accessToken();
    session.store({ accessToken: first, refreshToken: 'r' });
    const [identity, loaded] = await Promise.all([auth.getIdentity(), auth.getProfile()]);
    expect(identity.fullName).toBe('Ana Robles');
    expect(loaded).toEqual(profile);
    expect(asked).toBe(1);
    // A new session's call does not take the old session's answer, even while it is on its way.
    const pending = auth.getProfile();
    const second = accessToken({ role: 'Admin' });
    session.store({ accessToken: second, refreshToken: 'r2' });
    await Promise.all([pending, auth.getProfile()]);
    expect(asked).toBe(3);
    expect(seenTokens[0]).toBe(`Bearer ${first}`);
    expect(seenTokens[2]).toBe(`Bearer ${second}`);
  });
});

describe('view as', () => {
  it('keeps the admin tokens aside, uses the view-as token, and restores them (also after a reload)', async () => {
    const adminAccess = accessToken({ role: 'admin', permissions: ['USER_MANAGEMENT_WRITE'] });
    session.store({ accessToken: adminAccess, refreshToken: 'admin-r' });
    const sellerAccess = accessToken({ role: 'seller', actor: { sub: profile.id, role: 'admin' } });
    server.use(
      mock.post(`${BASE}/auth/view-as`, () =>
        HttpResponse.json({ accessToken: sellerAccess, role: { name: 'seller' } }),
      ),
    );
    const first = setup();
    await first.auth.viewAs('seller');
    expect(session.accessToken()).toBe(sellerAccess);
    expect(session.isViewingAs()).toBe(true);
    expect(await first.auth.getPermissions({})).toMatchObject({
      role: 'seller',
      isAdmin: false,
      actorRole: 'admin',
    });

    // A reload builds a new provider from the cookies: still viewing as, and return works.
    const second = setup();
    expect(session.isViewingAs()).toBe(true);
    await second.auth.stopViewAs();
    expect(session.accessToken()).toBe(adminAccess);
    expect(session.refreshToken()).toBe('admin-r');
    expect(session.isViewingAs()).toBe(false);
    expect(second.clear).toHaveBeenCalled();
  });
});
