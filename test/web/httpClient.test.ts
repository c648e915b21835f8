// @vitest-environment jsdom
import { HttpResponse, http as mock } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHttpClient, retryDelay } from '../../src/web/providers/httpClient';
import { session } from '../../src/web/providers/session';
import { accessToken, clearCookies } from './tokens';

const BASE = 'http://localhost:3000/api';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

let sleeps: number[];
let ended: number;

function client() {
  return createHttpClient({
    baseURL: BASE,
    tenant: () => 'main',
    locale: () => 'en',
    getRetries: 3,
    onSessionEnd: () => {
      ended++;
    },
    sleep: async (ms) => {
      sleeps.push(ms);
    },
  });
}

beforeEach(() => {
  clearCookies();
  localStorage.clear();
  sleeps = [];
  ended = 0;
});

function signIn(token = accessToken()) {
  session.store({ accessToken: token, refreshToken: 'refresh-1' });
}

describe('headers and tokens', () => {
  it('sends the bearer token, tenant and language on every protected call', async () => {
    signIn('tok.en.x');
    let seen: Headers | undefined;
    server.use(
      mock.get(`${BASE}/sellers`, ({ request }) => {
        seen = request.headers;
        return HttpResponse.json({ data: [] });
      }),
    );
    await client().api.get('/sellers');
    expect(seen?.get('authorization')).toBe('Bearer tok.en.x');
    expect(seen?.get('x-tenant')).toBe('main');
    expect(seen?.get('accept-language')).toBe('en');
  });

  it('refuses a protected call without a token: No access token available', async () => {
    await expect(client().api.get('/sellers')).rejects.toThrow('No access token available');
  });

  it('makes public calls without a token', async () => {
    server.use(mock.post(`${BASE}/auth/login`, () => HttpResponse.json({ ok: true })));
    const res = await client().api.post('/auth/login', { email: 'a@b.mx', password: 'x' });
    expect(res.data).toEqual({ ok: true });
  });
});

describe('GET retries', () => {
  it('retries a GET on 503 with 1 s doubling, then succeeds', async () => {
    signIn();
    let calls = 0;
    server.use(
      mock.get(`${BASE}/sellers`, () => {
        calls++;
        return calls < 3 ? new HttpResponse(null, { status: 503 }) : HttpResponse.json({ ok: 1 });
      }),
    );
    const res = await client().api.get('/sellers');
    expect(res.data).toEqual({ ok: 1 });
    expect(calls).toBe(3);
    expect(sleeps).toEqual([1000, 2000]);
  });

  it('gives up after 3 retries', async () => {
    signIn();
    let calls = 0;
    server.use(
      mock.get(`${BASE}/sellers`, () => {
        calls++;
        return new HttpResponse(null, { status: 500 });
      }),
    );
    await expect(client().api.get('/sellers')).rejects.toMatchObject({ response: { status: 500 } });
    expect(calls).toBe(4);
  });

  it('never retries 4xx, nor a POST on 500', async () => {
    signIn();
    let gets = 0;
    let posts = 0;
    server.use(
      mock.get(`${BASE}/sellers`, () => {
        gets++;
        return new HttpResponse(null, { status: 404 });
      }),
      mock.post(`${BASE}/orders`, () => {
        posts++;
        return new HttpResponse(null, { status: 500 });
      }),
    );
    await expect(client().api.get('/sellers')).rejects.toBeTruthy();
    await expect(client().api.post('/orders', {})).rejects.toBeTruthy();
    expect([gets, posts]).toEqual([1, 1]);
  });

  it('caps the delay at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
});

describe('401 and refresh', () => {
  it('refreshes once for several parallel calls and retries each once', async () => {
    signIn(accessToken({}, -10));
    let refreshes = 0;
    server.use(
      mock.post(`${BASE}/auth/login/refresh`, ({ request }) => {
        refreshes++;
        expect(request.headers.get('authorization')).toBe('Bearer refresh-1');
        return HttpResponse.json({ accessToken: 'fresh', refreshToken: 'refresh-2' });
      }),
      mock.get(`${BASE}/sellers`, ({ request }) =>
        request.headers.get('authorization') === 'Bearer fresh'
          ? HttpResponse.json({ ok: true })
          : HttpResponse.json({ message: 'El token ha expirado' }, { status: 401 }),
      ),
    );
    const c = client();
    const results = await Promise.all([c.api.get('/sellers'), c.api.get('/sellers'), c.api.get('/sellers')]);
    expect(results.map((r) => r.data)).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    expect(refreshes).toBe(1);
    expect(session.refreshToken()).toBe('refresh-2');
    expect(ended).toBe(0);
  });

  it('sends again without a second refresh a call whose 401 arrives after the refresh ended', async () => {
    signIn(accessToken({}, -10));
    let refreshes = 0;
    let releaseSlow: () => void = () => {};
    const slowHeld = new Promise<void>((resolve) => {
      releaseSlow = resolve;
    });
    server.use(
      mock.post(`${BASE}/auth/login/refresh`, () => {
        refreshes++;
        return HttpResponse.json({ accessToken: 'fresh', refreshToken: `refresh-${refreshes + 1}` });
      }),
      mock.get(`${BASE}/sellers`, ({ request }) =>
        request.headers.get('authorization') === 'Bearer fresh'
          ? HttpResponse.json({ ok: true })
          : HttpResponse.json({ message: 'El token ha expirado' }, { status: 401 }),
      ),
      mock.get(`${BASE}/customers`, async ({ request }) => {
        if (request.headers.get('authorization') === 'Bearer fresh') return HttpResponse.json({ ok: 'late' });
        await slowHeld;
        return HttpResponse.json({ message: 'El token ha expirado' }, { status: 401 });
      }),
    );
    const c = client();
    const slow = c.api.get('/customers');
    const fast = await c.api.get('/sellers');
    expect(fast.data).toEqual({ ok: true });
    releaseSlow();
    expect((await slow).data).toEqual({ ok: 'late' });
    expect(refreshes).toBe(1);
    expect(session.refreshToken()).toBe('refresh-2');
  });

  it('ends the session when the refresh is refused (401/403)', async () => {
    signIn();
    server.use(
      mock.post(`${BASE}/auth/login/refresh`, () => HttpResponse.json({ message: 'x' }, { status: 401 })),
      mock.get(`${BASE}/sellers`, () =>
        HttpResponse.json({ message: 'El token ha expirado' }, { status: 401 }),
      ),
    );
    await expect(client().api.get('/sellers')).rejects.toBeTruthy();
    expect(ended).toBe(1);
    expect(session.hasTokens()).toBe(false);
  });

  it('lets permission refusals through without ending the session, told by their code', async () => {
    signIn();
    server.use(
      mock.get(`${BASE}/roles`, () =>
        HttpResponse.json(
          { statusCode: 403, code: 'FORBIDDEN', message: 'Insufficient permissions' },
          { status: 403 },
        ),
      ),
    );
    await expect(client().api.get('/roles')).rejects.toMatchObject({ response: { status: 403 } });
    expect(ended).toBe(0);
    expect(session.hasTokens()).toBe(true);
  });

  it('ends the session on any other 403', async () => {
    signIn();
    server.use(
      mock.get(`${BASE}/roles`, () =>
        HttpResponse.json(
          { statusCode: 403, code: 'USER_BLOCKED', message: 'Tu usuario está bloqueado' },
          { status: 403 },
        ),
      ),
    );
    await expect(client().api.get('/roles')).rejects.toBeTruthy();
    expect(ended).toBe(1);
  });

  it('backs off 1 s x attempt on failed refreshes, up to 3', async () => {
    signIn();
    let refreshes = 0;
    server.use(
      mock.post(`${BASE}/auth/login/refresh`, () => {
        refreshes++;
        return new HttpResponse(null, { status: 502 });
      }),
    );
    expect(await client().refreshSession()).toBe(false);
    expect(refreshes).toBe(3);
    expect(sleeps).toEqual([1000, 2000]);
    // Tokens are still there (the server may come back): the session is kept.
    expect(ended).toBe(0);
  });

  it('refreshes only when the access token is within 5 minutes of expiry', async () => {
    let refreshes = 0;
    server.use(
      mock.post(`${BASE}/auth/login/refresh`, () => {
        refreshes++;
        return HttpResponse.json({ accessToken: accessToken({}, 1800), refreshToken: 'r' });
      }),
    );
    signIn(accessToken({}, 1800));
    await client().refreshIfNeeded();
    expect(refreshes).toBe(0);
    signIn(accessToken({}, 240));
    await client().refreshIfNeeded();
    expect(refreshes).toBe(1);
  });
});
