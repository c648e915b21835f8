import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/server/db/client';
import { drainJobs } from '../helpers/jobs';
import { createTestApp, type TestContext } from '../helpers/testApp';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const mailDir = () => join(t.dataDir, 'mail');

/** Runs the queued jobs, then reads the newest mail to `to`; fails unless it is beyond the `before` first. */
async function newestMail(to: string, before: number): Promise<string> {
  await drainJobs(t.app);
  const files = (() => {
    try {
      return readdirSync(mailDir()).filter((f) => f.includes(to) && f.endsWith('.eml'));
    } catch {
      return [];
    }
  })();
  if (files.length > before) return readFileSync(join(mailDir(), files.sort().at(-1)!), 'utf8');
  throw new Error(`no mail for ${to}`);
}

function countMails(to: string): number {
  try {
    return readdirSync(mailDir()).filter((f) => f.includes(to) && f.endsWith('.eml')).length;
  } catch {
    return 0;
  }
}

/** The .eml is quoted-printable: undo soft line breaks and =XX escapes before reading the link. */
function decodeQp(eml: string): string {
  const joined = eml.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

function tokenFrom(eml: string): string {
  const match = decodeQp(eml).match(/recoveryToken=([A-Za-z0-9_-]+)/);
  if (!match?.[1]) throw new Error('no token in mail');
  return match[1];
}

const request = (email: string, headers: Record<string, string> = {}, query = '') =>
  t.app.inject({
    method: 'GET',
    url: `/api/auth/recovery/${encodeURIComponent(email)}${query}`,
    headers: { 'x-tenant': 'main', ...headers },
  });

const reset = (payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/auth/recovery', headers: { 'x-tenant': 'main' }, payload });

describe('password recovery', () => {
  it('answers the same for a known and an unknown e-mail, and mails only the known one', async () => {
    const known = await request('seller@demo.local');
    const unknown = await request('nobody@demo.local');
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    const eml = await newestMail('seller@demo.local', 0);
    expect(eml).toMatch(/Subject: =\?UTF-8\?Q\?Restablece_tu_contrase/);
    expect(decodeQp(eml)).toContain('Hola Carlos Méndez Ruiz:');
    expect(decodeQp(eml)).toContain('http://localhost:5173/password-recovery?recoveryToken=');
    expect(countMails('nobody@demo.local')).toBe(0);
  });

  it('writes the mail in English when the request asks for English', async () => {
    await request('seller2@demo.local', { 'accept-language': 'en' });
    const eml = await newestMail('seller2@demo.local', 0);
    expect(eml).toMatch(/Subject: .*Reset.*your/);
    expect(decodeQp(eml)).toContain('Hello Laura Vega Montes,');
  });

  it('follows a redirect only back into the product', async () => {
    const before = countMails('operation@demo.local');
    await request(
      'operation@demo.local',
      {},
      `?redirectUrl=${encodeURIComponent('https://evil.example/steal')}`,
    );
    const eml = decodeQp(await newestMail('operation@demo.local', before));
    expect(eml).not.toContain('evil.example');
    expect(eml).toContain('http://localhost:5173/password-recovery?recoveryToken=');
    const next = countMails('operation@demo.local');
    await request('operation@demo.local', {}, `?redirectUrl=${encodeURIComponent('/admin/login/reset')}`);
    expect(decodeQp(await newestMail('operation@demo.local', next))).toContain(
      'http://localhost:5173/admin/login/reset?recoveryToken=',
    );
  });

  it('sets a new password once with the token; the token cannot be used twice; old sessions end', async () => {
    const before = countMails('finance.treasury@demo.local');
    await request('finance.treasury@demo.local');
    const token = tokenFrom(await newestMail('finance.treasury@demo.local', before));
    const ok = await reset({ password: 'Nueva2026', confirmPassword: 'Nueva2026', recoveryToken: token });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe('Tu contraseña se actualizó correctamente');
    const loginNew = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-tenant': 'main' },
      payload: { email: 'finance.treasury@demo.local', password: 'Nueva2026' },
    });
    expect(loginNew.statusCode).toBe(200);
    const again = await reset({ password: 'Otra20266', confirmPassword: 'Otra20266', recoveryToken: token });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'RECOVERY_TOKEN_INVALID' });
    expect(again.json().message).toContain('token');
  });

  it('refuses an expired token with a message that says expired', async () => {
    const before = countMails('manager.seller@demo.local');
    await request('manager.seller@demo.local');
    const token = tokenFrom(await newestMail('manager.seller@demo.local', before));
    await t.database.db.execute(sql`update recovery_tokens set expires_at = now() - interval '1 second'`);
    const res = await reset({ password: 'Nueva2026', confirmPassword: 'Nueva2026', recoveryToken: token });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'RECOVERY_TOKEN_EXPIRED',
      message: 'El enlace de recuperación ha expirado',
    });
  });

  it('checks the password rules and the confirmation, field by field', async () => {
    const res = await reset({ password: 'corta', confirmPassword: 'otra', recoveryToken: 'x' });
    expect(res.statusCode).toBe(400);
    const messages = res
      .json()
      .details.map((d: { path: string; message: string }) => `${d.path}: ${d.message}`);
    expect(messages).toEqual(
      expect.arrayContaining([
        'body.password: Mínimo 8 caracteres',
        'body.password: Al menos una letra mayúscula',
        'body.password: Al menos un número',
        'body.confirmPassword: Las contraseñas no coinciden',
      ]),
    );
    const missing = await reset({});
    expect(
      missing
        .json()
        .details.map((d: { path: string }) => d.path)
        .sort(),
    ).toEqual(['body.confirmPassword', 'body.password', 'body.recoveryToken']);
  });

  it('refuses a bad e-mail in the path and an unknown tenant', async () => {
    expect((await request('not-an-email')).statusCode).toBe(400);
    expect((await request('a@b.mx', { 'x-tenant': 'ghost' })).statusCode).toBe(404);
  });

  it('stores only the hash of the recovery token', async () => {
    const rows = rowsOf<{ token_hash: string }>(
      await t.database.db.execute(sql`select token_hash from recovery_tokens`),
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
  });
});
