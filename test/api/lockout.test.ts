/**
 * Sign-in lockout: the same answer for known and unknown e-mails, waits per e-mail and address and
 * per address that double, the real user's known address not held back by the e-mail's own count,
 * and a completed recovery lifting the waits. No clock: expiry is simulated by moving the stored
 * `locked_until` into the past.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/server/db/client';
import { issueRecoveryToken } from '../../src/server/modules/auth';
import { remainingWait, waitAfter } from '../../src/server/modules/auth/lockout';
import { createTestApp, DEMO_PASSWORD, type TestContext } from '../helpers/testApp';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signIn = (email: string, password: string, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'x-tenant': 'main' },
    remoteAddress: ip,
    payload: { email, password },
  });

async function failTimes(n: number, email: string, ip: string) {
  const codes: number[] = [];
  for (let i = 0; i < n; i++) codes.push((await signIn(email, `Wrong${i}pass`, ip)).statusCode);
  return codes;
}

const q = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await t.database.db.execute(query));

describe('the wait policy', () => {
  it('starts at the threshold with one minute and doubles up to the cap', () => {
    expect(waitAfter(4, 5, 15)).toBe(0);
    expect([5, 6, 7, 8, 9, 40].map((n) => waitAfter(n, 5, 15) / 60_000)).toEqual([1, 2, 4, 8, 15, 15]);
  });

  it('holds back on the e-mail’s count only from an address the account never signed in from', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    const later = new Date('2026-01-01T00:05:00Z');
    const rows = [{ email: 'a@x.mx', ip: '', lockedUntil: later, lastSuccessAt: null }];
    expect(remainingWait(rows, 'a@x.mx', '10.0.0.1', now)).toBe(300_000);
    const known = [...rows, { email: 'a@x.mx', ip: '10.0.0.1', lockedUntil: null, lastSuccessAt: now }];
    expect(remainingWait(known, 'a@x.mx', '10.0.0.1', now)).toBe(0);
  });
});

describe('POST /api/auth/login lockout', () => {
  it('answers a known and an unknown e-mail the same, failure after failure and once held back', async () => {
    const known = await failTimes(5, 'seller3@demo.local', '203.0.113.1');
    const unknown = await failTimes(5, 'nobody.here@demo.local', '203.0.113.2');
    expect(known).toEqual([401, 401, 401, 401, 401]);
    expect(unknown).toEqual(known);
    // The known account is refused even with its right password: the answer does not tell.
    const a = await signIn('seller3@demo.local', DEMO_PASSWORD, '203.0.113.1');
    const b = await signIn('nobody.here@demo.local', DEMO_PASSWORD, '203.0.113.2');
    expect(a.statusCode).toBe(429);
    expect(b.statusCode).toBe(a.statusCode);
    expect(b.json()).toEqual(a.json());
    expect(a.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect(a.json().message).toMatch(
      /Demasiados intentos fallidos\. Intenta de nuevo en 1 minuto o recupera/,
    );
  });

  it('the real user signs in from a known address while the attacker’s addresses wait', async () => {
    const email = 'seller2@demo.local';
    expect((await signIn(email, DEMO_PASSWORD, '192.0.2.10')).statusCode).toBe(200);
    // One address guessing: held back after 5.
    expect(await failTimes(6, email, '198.51.100.1')).toEqual([401, 401, 401, 401, 401, 429]);
    // Guesses spread over other addresses: the e-mail's own count holds back every new address.
    for (let i = 2; i <= 4; i++) await failTimes(1, email, `198.51.100.${i}`);
    expect((await signIn(email, DEMO_PASSWORD, '198.51.100.99')).statusCode).toBe(429);
    // The real user's usual address is not held back.
    expect((await signIn(email, DEMO_PASSWORD, '192.0.2.10')).statusCode).toBe(200);
  });

  it('doubles the wait at each failure after one has run out', async () => {
    const email = 'manager.seller@demo.local';
    const ip = '203.0.113.20';
    await failTimes(5, email, ip);
    const waitOf = async () =>
      (
        await q<{ failures: number; ms: number }>(sql`
          select failures, (extract(epoch from locked_until - last_failure_at) * 1000)::int as ms
          from login_throttles where email = ${email} and ip = ${ip}`)
      )[0];
    expect(await waitOf()).toEqual({ failures: 5, ms: 60_000 });
    // The wait runs out (moved into the past rather than waited for).
    await t.database.db.execute(
      sql`update login_throttles set locked_until = now() - interval '1 second' where email = ${email}`,
    );
    expect(await failTimes(1, email, ip)).toEqual([401]);
    expect(await waitOf()).toEqual({ failures: 6, ms: 120_000 });
    expect((await signIn(email, DEMO_PASSWORD, ip)).statusCode).toBe(429);
  });

  it('holds back one address failing across many e-mails', async () => {
    const ip = '203.0.113.30';
    const codes: number[] = [];
    for (let i = 0; i < 20; i++)
      codes.push((await signIn(`guess${i}@demo.local`, 'Wrong1234', ip)).statusCode);
    expect(codes.every((c) => c === 401)).toBe(true);
    expect((await signIn('admin@demo.local', DEMO_PASSWORD, ip)).statusCode).toBe(429);
    expect((await signIn('admin@demo.local', DEMO_PASSWORD, '203.0.113.31')).statusCode).toBe(200);
  });

  it('a completed password recovery lifts the waits of the e-mail', async () => {
    const email = 'manager.operation@demo.local';
    const ip = '203.0.113.40';
    await failTimes(5, email, ip);
    for (let i = 0; i < 3; i++) await failTimes(1, email, `203.0.113.${41 + i}`);
    expect((await signIn(email, DEMO_PASSWORD, ip)).statusCode).toBe(429);
    const [user] = await q<{ id: string }>(sql`select id from users where email = ${email}`);
    const tenant = await t.app.ctx.tenants.bySlug('main');
    const token = await t.app.ctx.inTenant(tenant!.id, (tx) =>
      issueRecoveryToken(tx, user!.id, { expiresAt: new Date(Date.now() + 3_600_000) }),
    );
    const reset = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/recovery',
      headers: { 'x-tenant': 'main' },
      remoteAddress: ip,
      payload: { password: 'Nueva2026', confirmPassword: 'Nueva2026', recoveryToken: token },
    });
    expect(reset.statusCode).toBe(200);
    expect((await signIn(email, 'Nueva2026', ip)).statusCode).toBe(200);
    expect((await signIn(email, 'Nueva2026', '203.0.113.50')).statusCode).toBe(200);
  });

  it('unblocking a user lifts the waits of the e-mail', async () => {
    const email = 'degraded@demo.local';
    const ip = '203.0.113.60';
    await failTimes(5, email, ip);
    expect((await signIn(email, DEMO_PASSWORD, ip)).statusCode).toBe(429);
    const admin = await signIn('admin@demo.local', DEMO_PASSWORD, '203.0.113.61');
    const [user] = await q<{ id: string }>(sql`select id from users where email = ${email}`);
    const unblock = await t.app.inject({
      method: 'POST',
      url: `/api/users/${user!.id}/unblock`,
      headers: { 'x-tenant': 'main', authorization: `Bearer ${admin.json().accessToken}` },
    });
    expect(unblock.statusCode).toBe(200);
    expect((await signIn(email, DEMO_PASSWORD, ip)).statusCode).toBe(200);
  });
});
