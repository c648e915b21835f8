/**
 * Access tokens: a token must carry `exp` and an `iat` that is not in the future, and logout, block,
 * role change and a new password end the user's access tokens at once (the token version).
 */
import { sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/server/db/client';
import { issueRecoveryToken } from '../../src/server/modules/auth';
import {
  call,
  createTestApp,
  login,
  type Session,
  TEST_JWT_SECRET,
  type TestContext,
} from '../helpers/testApp';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const key = new TextEncoder().encode(TEST_JWT_SECRET);
const profile = (s: Session) => call(t.app, s, { method: 'GET', url: '/api/auth/profile' });
const refresh = (s: Session) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login/refresh',
    headers: { 'x-tenant': s.tenant, authorization: `Bearer ${s.refreshToken}` },
  });
const payloadOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;

async function userRow(email: string) {
  const [row] = rowsOf<{ id: string; version: number }>(
    await t.database.db.execute(sql`select id, version from users where email = ${email}`),
  );
  return row!;
}

/** A token of the deployment key with the claims of a real one, `iat`/`exp` as asked. */
async function resigned(s: Session, times: { iat?: number; exp?: number }) {
  const { sub, iat: _iat, exp: _exp, ...rest } = payloadOf(s.accessToken);
  let jwt = new SignJWT(rest).setProtectedHeader({ alg: 'HS256' }).setSubject(String(sub));
  if (times.iat !== undefined) jwt = jwt.setIssuedAt(times.iat);
  if (times.exp !== undefined) jwt = jwt.setExpirationTime(times.exp);
  return { ...s, accessToken: await jwt.sign(key) };
}

const now = () => Math.floor(Date.now() / 1000);

describe('access token claims', () => {
  it('accepts a re-signed token with the same claims (the control)', async () => {
    const s = await login(t.app, 'admin@demo.local');
    expect((await profile(await resigned(s, { iat: now() - 10, exp: now() + 600 }))).statusCode).toBe(200);
    expect((await profile(await resigned(s, { iat: now() + 30, exp: now() + 600 }))).statusCode).toBe(200);
  });

  it('refuses a token without exp', async () => {
    const s = await login(t.app, 'admin@demo.local');
    const res = await profile(await resigned(s, { iat: now() }));
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHORIZED');
  });

  it('refuses a token without iat, or issued in the future beyond the clock skew', async () => {
    const s = await login(t.app, 'admin@demo.local');
    for (const times of [{ exp: now() + 600 }, { iat: now() + 3600, exp: now() + 7200 }]) {
      const res = await profile(await resigned(s, times));
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('UNAUTHORIZED');
    }
  });

  it('refuses a token without a token version', async () => {
    const s = await login(t.app, 'admin@demo.local');
    const { sub, tv: _tv, ...rest } = payloadOf(s.accessToken);
    const token = await new SignJWT(rest)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(sub))
      .sign(key);
    expect((await profile({ ...s, accessToken: token })).statusCode).toBe(401);
  });
});

describe('ending access tokens at once', () => {
  it('logout: the old access token and the old refresh token are refused (401)', async () => {
    const s = await login(t.app, 'seller2@demo.local');
    expect((await profile(s)).statusCode).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { 'x-tenant': 'main' },
      payload: { refreshToken: s.refreshToken },
    });
    expect(out.statusCode).toBe(200);
    const res = await profile(s);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({
      code: 'UNAUTHORIZED',
      message: 'La sesión terminó; inicia sesión de nuevo',
    });
    expect((await refresh(s)).statusCode).toBe(401);
    // A new sign-in works at once.
    expect((await profile(await login(t.app, 'seller2@demo.local'))).statusCode).toBe(200);
  });

  it('block: the blocked user’s access token is refused (401)', async () => {
    const admin = await login(t.app, 'admin@demo.local');
    const s = await login(t.app, 'seller3@demo.local');
    expect((await profile(s)).statusCode).toBe(200);
    const { id } = await userRow('seller3@demo.local');
    const blocked = await call(t.app, admin, { method: 'POST', url: `/api/users/${id}/block` });
    expect(blocked.statusCode).toBe(200);
    expect((await profile(s)).statusCode).toBe(401);
    expect((await refresh(s)).statusCode).not.toBe(200);
    await call(t.app, admin, { method: 'POST', url: `/api/users/${id}/unblock` });
    // Unblocking does not revive the old token.
    expect((await profile(s)).statusCode).toBe(401);
  });

  it('a user blocked directly in the database is refused too', async () => {
    const s = await login(t.app, 'manager.operation@demo.local');
    await t.database.db.execute(
      sql`update users set is_blocked = true where email = 'manager.operation@demo.local'`,
    );
    try {
      expect((await profile(s)).statusCode).toBe(401);
    } finally {
      await t.database.db.execute(
        sql`update users set is_blocked = false where email = 'manager.operation@demo.local'`,
      );
    }
  });

  it('role change: the token of the old role is refused; a refresh carries the new role', async () => {
    const admin = await login(t.app, 'admin@demo.local');
    const s = await login(t.app, 'seller@demo.local');
    expect((await profile(s)).json().role.name).toBe('seller');
    const row = await userRow('seller@demo.local');
    const changed = await call(t.app, admin, {
      method: 'PUT',
      url: `/api/users/${row.id}`,
      payload: { version: row.version, role: 'manager.seller' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await profile(s)).statusCode).toBe(401);
    const renewed = await refresh(s);
    expect(renewed.statusCode).toBe(200);
    const next = { ...s, ...renewed.json<{ accessToken: string; refreshToken: string }>() };
    expect((await profile(next)).json().role.name).toBe('manager.seller');
  });

  it('an edit that changes neither role nor customer keeps the tokens', async () => {
    const admin = await login(t.app, 'admin@demo.local');
    const s = await login(t.app, 'seller2@demo.local');
    const row = await userRow('seller2@demo.local');
    const changed = await call(t.app, admin, {
      method: 'PUT',
      url: `/api/users/${row.id}`,
      payload: { version: row.version, firstName: 'Laurita' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await profile(s)).statusCode).toBe(200);
  });

  it('a new password set with a recovery token ends the access tokens issued before', async () => {
    const s = await login(t.app, 'manager.seller@demo.local');
    const { id } = await userRow('manager.seller@demo.local');
    const tenant = await t.app.ctx.tenants.bySlug('main');
    const token = await t.app.ctx.inTenant(tenant!.id, (tx) =>
      issueRecoveryToken(tx, id, { expiresAt: new Date(Date.now() + 3_600_000) }),
    );
    const reset = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/recovery',
      headers: { 'x-tenant': 'main' },
      payload: { password: 'Nueva2026', confirmPassword: 'Nueva2026', recoveryToken: token },
    });
    expect(reset.statusCode).toBe(200);
    expect((await profile(s)).statusCode).toBe(401);
  });

  it('the admin’s logout ends the admin’s view-as token too', async () => {
    const admin = await login(t.app, 'admin@demo.local');
    const viewAs = await call(t.app, admin, {
      method: 'POST',
      url: '/api/auth/view-as',
      payload: { role: 'seller' },
    });
    expect(viewAs.statusCode).toBe(200);
    const asSeller = { ...admin, accessToken: viewAs.json().accessToken as string };
    expect((await profile(asSeller)).statusCode).toBe(200);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { 'x-tenant': 'main' },
      payload: { refreshToken: admin.refreshToken },
    });
    expect((await profile(asSeller)).statusCode).toBe(401);
  });
});
