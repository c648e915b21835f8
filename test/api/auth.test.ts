import { sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/server/db/client';
import {
  call,
  createTestApp,
  loginOverHttp as login,
  TEST_JWT_SECRET,
  type TestContext,
} from '../helpers/testApp';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: { 'x-tenant': 'main', ...headers },
  });

async function refreshWith(token: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login/refresh',
    headers: { 'x-tenant': 'main', authorization: `Bearer ${token}` },
  });
}

describe('POST /api/auth/login', () => {
  it('signs in the demo admin and the profile lists role, tenant and permissions', async () => {
    const res = await post('/api/auth/login', { email: 'admin@demo.local', password: 'Demo1234' });
    expect(res.statusCode).toBe(200);
    const tokens = res.json();
    expect(tokens).toMatchObject({ accessTokenExpiresIn: 1800, refreshTokenExpiresIn: 30 * 86400 });
    const profile = await call(
      t.app,
      { ...tokens, tenant: 'main' },
      { method: 'GET', url: '/api/auth/profile' },
    );
    expect(profile.statusCode).toBe(200);
    const body = profile.json();
    expect(body).toMatchObject({
      email: 'admin@demo.local',
      role: { name: 'admin' },
      tenant: { slug: 'main', name: 'Granel del Bajío' },
      isCompanyEmail: true,
      viewAs: null,
      customer: null,
    });
    expect(body.permissions).toEqual(
      expect.arrayContaining(['ORDER_LISTING_READ', 'ORDER_LISTING_WRITE', 'TENANT_CONFIGURATION_WRITE']),
    );
  });

  it('accepts the e-mail in any case and with spaces around it', async () => {
    const res = await post('/api/auth/login', { email: '  Seller@Demo.Local ', password: 'Demo1234' });
    expect(res.statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown e-mail with the same generic message', async () => {
    const wrong = await post('/api/auth/login', { email: 'seller2@demo.local', password: 'Wrong1234' });
    const unknown = await post('/api/auth/login', { email: 'nobody@demo.local', password: 'Wrong1234' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toEqual({
      statusCode: 401,
      code: 'INVALID_CREDENTIALS',
      message: 'Correo o contraseña incorrectos',
    });
  });

  it('refuses a blocked user with a clear message, only after a correct password', async () => {
    await t.database.db.execute(sql`update users set is_blocked = true where email = 'degraded@demo.local'`);
    const right = await post('/api/auth/login', { email: 'degraded@demo.local', password: 'Demo1234' });
    expect(right.statusCode).toBe(403);
    expect(right.json()).toMatchObject({
      code: 'USER_BLOCKED',
      message: 'Tu usuario está bloqueado. Contacta a tu administrador.',
    });
    const wrong = await post('/api/auth/login', { email: 'degraded@demo.local', password: 'Nope12345' });
    expect(wrong.json().code).toBe('INVALID_CREDENTIALS');
    await t.database.db.execute(
      sql`update users set is_blocked = false, failed_logins = 0 where email = 'degraded@demo.local'`,
    );
  });

  it('answers in English when asked', async () => {
    const res = await post(
      '/api/auth/login',
      { email: 'x@demo.local', password: 'Wrong1234' },
      { 'accept-language': 'en' },
    );
    expect(res.json().message).toBe('Wrong e-mail or password');
  });

  it.each([
    ['missing fields', {}, ['body.email', 'body.password']],
    ['wrong types', { email: 42, password: true }, ['body.email', 'body.password']],
    ['bad e-mail', { email: 'not-an-email', password: 'Demo1234' }, ['body.email']],
    ['short password', { email: 'a@b.mx', password: '123' }, ['body.password']],
    [
      'oversized strings',
      { email: `${'a'.repeat(300)}@demo.local`, password: 'x'.repeat(5000) },
      ['body.email', 'body.password'],
    ],
  ])('refuses %s with 400 and a message per field', async (_name, payload, paths) => {
    const res = await post('/api/auth/login', payload);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.details.map((d: { path: string }) => d.path).sort()).toEqual([...paths].sort());
    for (const d of body.details) expect(d.message).not.toMatch(/^validation\./);
  });

  it('refuses a body that is not JSON with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-tenant': 'main', 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('BAD_REQUEST');
  });

  it('answers an unknown or missing tenant with 404 Tenant not available', async () => {
    const unknown = await post(
      '/api/auth/login',
      { email: 'admin@demo.local', password: 'Demo1234' },
      { 'x-tenant': 'nope' },
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'TENANT_NOT_AVAILABLE', message: 'Tenant not available' });
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'a@b.mx', password: 'x' },
    });
    expect(missing.statusCode).toBe(404);
    const oversized = await post('/api/auth/login', {}, { 'x-tenant': 'x'.repeat(5000) });
    expect(oversized.statusCode).toBe(404);
  });

  it('does not let a main user sign in on another tenant', async () => {
    const res = await post(
      '/api/auth/login',
      { email: 'admin@demo.local', password: 'Demo1234' },
      { 'x-tenant': 'norte' },
    );
    expect(res.statusCode).toBe(401);
  });

  it('locks an account after repeated failures (429) and counts in the database', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await post('/api/auth/login', { email: 'seller3@demo.local', password: `Wrong${i}aaa` });
      expect(res.statusCode).toBe(401);
    }
    const locked = await post('/api/auth/login', { email: 'seller3@demo.local', password: 'Demo1234' });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/Demasiados intentos fallidos/);
    const [row] = rowsOf<{ failed_logins: number }>(
      await t.database.db.execute(sql`select failed_logins from users where email = 'seller3@demo.local'`),
    );
    expect(row?.failed_logins).toBe(5);
  });
});

describe('per-address rate limit', () => {
  it('refuses the attempt past the limit per minute from one address', async () => {
    const limited = await createTestApp({ LOGIN_MAX_PER_IP: '3' });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          headers: { 'x-tenant': 'main' },
          payload: { email: `x${i}@demo.local`, password: 'Wrong1234' },
        });
        codes.push(res.statusCode);
        if (res.statusCode === 429) expect(res.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
      }
      expect(codes).toEqual([401, 401, 401, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('POST /api/auth/login/refresh', () => {
  it('rotates: a new pair each time; the old refresh token is refused and its family revoked', async () => {
    const first = await login(t.app, 'finance.credit@demo.local');
    const r1 = await refreshWith(first.refreshToken);
    expect(r1.statusCode).toBe(200);
    const second = r1.json();
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect(second.accessToken).toEqual(expect.any(String));

    const reused = await refreshWith(first.refreshToken);
    expect(reused.statusCode).toBe(401);
    // Reuse revoked the whole family: the token issued by the rotation is dead too.
    const afterReuse = await refreshWith(second.refreshToken);
    expect(afterReuse.statusCode).toBe(401);

    const rows = rowsOf<{ revoked: boolean }>(
      await t.database.db.execute(
        sql`select revoked_at is not null as revoked from refresh_tokens rt join users u on u.id = rt.user_id where u.email = 'finance.credit@demo.local'`,
      ),
    );
    expect(rows.length).toBe(2);
    expect(rows.every((r) => r.revoked)).toBe(true);
  });

  it('stores refresh tokens hashed, never in clear', async () => {
    const s = await login(t.app, 'operation@demo.local');
    const rows = rowsOf<{ token_hash: string }>(
      await t.database.db.execute(sql`select token_hash from refresh_tokens`),
    );
    expect(rows.some((r) => r.token_hash === s.refreshToken)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
  });

  it('refuses a missing, forged or other-tenant refresh token with 401', async () => {
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/refresh',
      headers: { 'x-tenant': 'main' },
    });
    expect(none.statusCode).toBe(401);
    expect((await refreshWith('forged-token')).statusCode).toBe(401);
    expect((await refreshWith('y'.repeat(4000))).statusCode).toBe(401);
    const norte = await login(t.app, 'admin@norte.demo.local', 'norte');
    expect((await refreshWith(norte.refreshToken)).statusCode).toBe(401);
  });

  it('refuses the refresh of a user blocked since sign-in and revokes the session', async () => {
    const s = await login(t.app, 'manager.operation@demo.local');
    await t.database.db.execute(
      sql`update users set is_blocked = true where email = 'manager.operation@demo.local'`,
    );
    const res = await refreshWith(s.refreshToken);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('USER_BLOCKED');
    await t.database.db.execute(
      sql`update users set is_blocked = false where email = 'manager.operation@demo.local'`,
    );
    expect((await refreshWith(s.refreshToken)).statusCode).toBe(401);
  });

  it('refuses an expired refresh token', async () => {
    const s = await login(t.app, 'manager.finance@demo.local');
    await t.database.db.execute(
      sql`update refresh_tokens set expires_at = now() - interval '1 minute' where user_id = (select id from users where email = 'manager.finance@demo.local')`,
    );
    expect((await refreshWith(s.refreshToken)).statusCode).toBe(401);
  });
});

describe('logout', () => {
  it('revokes the refresh token', async () => {
    const s = await login(t.app, 'customer.service@demo.local');
    const out = await post('/api/auth/logout', { refreshToken: s.refreshToken });
    expect(out.statusCode).toBe(200);
    expect((await refreshWith(s.refreshToken)).statusCode).toBe(401);
  });

  it('is harmless with an unknown token and refuses oversized input', async () => {
    expect((await post('/api/auth/logout', { refreshToken: 'unknown' })).statusCode).toBe(200);
    expect((await post('/api/auth/logout', { refreshToken: 'x'.repeat(1000) })).statusCode).toBe(400);
  });
});

describe('access tokens', () => {
  const key = new TextEncoder().encode(TEST_JWT_SECRET);

  it('refuses a protected call without a token: No access token available', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: { 'x-tenant': 'main' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('No access token available');
  });

  it('refuses a token signed with another key, and garbage', async () => {
    const forged = await new SignJWT({ typ: 'access', tenant: 'main', role: 'admin', permissions: [] })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('00000000-0000-4000-8000-000000000000')
      .setIssuer('backoffice')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    for (const token of [forged, 'abc.def.ghi', 'x'.repeat(8000)]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/auth/profile',
        headers: { 'x-tenant': 'main', authorization: `Bearer ${token}` },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('UNAUTHORIZED');
    }
  });

  it('refuses an expired token with TOKEN_EXPIRED', async () => {
    const s = await login(t.app, 'admin@demo.local');
    const claims = JSON.parse(Buffer.from(s.accessToken.split('.')[1]!, 'base64url').toString());
    const expired = await new SignJWT({ ...claims, exp: undefined, iat: undefined, sub: undefined })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setIssuer('backoffice')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(key);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: { 'x-tenant': 'main', authorization: `Bearer ${expired}` },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'TOKEN_EXPIRED', message: 'El token ha expirado' });
  });

  it('refuses a token of another tenant with 403', async () => {
    const norte = await login(t.app, 'admin@norte.demo.local', 'norte');
    const res = await call(t.app, norte, { method: 'GET', url: '/api/auth/profile', tenant: 'main' });
    expect(res.statusCode).toBe(403);
  });
});
