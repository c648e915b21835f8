/**
 * Single-use tokens: one recovery or invitation token redeemed by several requests at the same
 * moment sets the password once; every other request is refused. On PostgreSQL (DATABASE_URL) the
 * requests really run in parallel over the pool; on PGlite they interleave on one connection.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../src/server/db/client';
import { issueRecoveryToken } from '../../../src/server/modules/auth';
import { createTestApp, login, type TestContext } from '../../helpers/testApp';
import { warmUp } from './raceHelpers';

let t: TestContext;
const REDEMPTIONS = 10;

beforeAll(async () => {
  t = await createTestApp();
  await warmUp(t, await login(t.app, 'admin@demo.local'));
});
afterAll(() => t?.close());

async function tokenFor(email: string, purpose: 'recovery' | 'invitation'): Promise<string> {
  const tenant = await t.app.ctx.tenants.bySlug('main');
  return t.app.ctx.inTenant(tenant!.id, async (tx) => {
    const [user] = rowsOf<{ id: string }>(await tx.execute(sql`select id from users where email = ${email}`));
    return issueRecoveryToken(tx, user!.id, {
      expiresAt: new Date(Date.now() + 3_600_000),
      ...(purpose === 'invitation' ? { purpose, voidEarlier: true } : {}),
    });
  });
}

/** `REDEMPTIONS` redemptions of one token at once, each from its own address (the per-address limit). */
async function redeemAtOnce(token: string) {
  const responses = await Promise.all(
    Array.from({ length: REDEMPTIONS }, (_, i) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/auth/recovery',
        headers: { 'x-tenant': 'main' },
        remoteAddress: `198.51.100.${i + 1}`,
        payload: { password: `Nueva2026x${i}`, confirmPassword: `Nueva2026x${i}`, recoveryToken: token },
      }),
    ),
  );
  return responses;
}

describe(`${REDEMPTIONS} redemptions of one token at once`, () => {
  for (const purpose of ['recovery', 'invitation'] as const) {
    it(`${purpose}: exactly one succeeds, the others answer 400 RECOVERY_TOKEN_INVALID`, async () => {
      const email = purpose === 'recovery' ? 'seller2@demo.local' : 'seller3@demo.local';
      const responses = await redeemAtOnce(await tokenFor(email, purpose));
      const ok = responses.filter((r) => r.statusCode === 200);
      expect(ok).toHaveLength(1);
      for (const r of responses.filter((r) => r.statusCode !== 200)) {
        expect(r.statusCode, r.body).toBe(400);
        expect(r.json().code).toBe('RECOVERY_TOKEN_INVALID');
      }
    });
  }
});
