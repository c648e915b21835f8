/** The server's VAPID keys: from the environment, else generated once into the data folder. */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { loadEnv } from '../../src/server/config';
import { resolveVapidKeys } from '../../src/server/push/vapidKeys';

const dirs: string[] = [];
const envIn = (overrides: Record<string, string> = {}) => {
  const dir = mkdtempSync(join(tmpdir(), 'bo-vapid-'));
  dirs.push(dir);
  return loadEnv({ DATA_DIR: dir, ...overrides });
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('VAPID keys', () => {
  it('are generated once into DATA_DIR (owner-only) and read back on the next start', () => {
    const env = envIn();
    const first = resolveVapidKeys(env);
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(first.privateKey, 'base64url')).toHaveLength(32);
    expect(statSync(join(env.DATA_DIR, 'vapid-keys.json')).mode & 0o777).toBe(0o600);
    expect(resolveVapidKeys(env)).toEqual(first);
  });

  it('come from the environment when set, and nothing is written', () => {
    const pair = webpush.generateVAPIDKeys();
    const env = envIn({
      VAPID_PUBLIC_KEY: pair.publicKey,
      VAPID_PRIVATE_KEY: pair.privateKey,
      VAPID_SUBJECT: 'mailto:ops@example.com',
    });
    expect(resolveVapidKeys(env)).toEqual({ ...pair, subject: 'mailto:ops@example.com' });
    expect(() => statSync(join(env.DATA_DIR, 'vapid-keys.json'))).toThrow();
  });

  it('refuse half a pair or keys of the wrong size with a readable message', () => {
    const pair = webpush.generateVAPIDKeys();
    expect(() => resolveVapidKeys(envIn({ VAPID_PUBLIC_KEY: pair.publicKey }))).toThrow(
      /VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together/,
    );
    expect(() =>
      resolveVapidKeys(envIn({ VAPID_PUBLIC_KEY: pair.privateKey, VAPID_PRIVATE_KEY: pair.privateKey })),
    ).toThrow(/65 bytes public and 32 bytes private/);
  });

  it('name a contact: VAPID_SUBJECT, else the https site, else the mail sender', () => {
    expect(resolveVapidKeys(envIn({ PUBLIC_URL: 'https://bo.example.com/app' })).subject).toBe(
      'https://bo.example.com',
    );
    expect(
      resolveVapidKeys(envIn({ PUBLIC_URL: 'http://localhost:3000', MAIL_FROM: 'Ops <ops@example.com>' }))
        .subject,
    ).toBe('mailto:ops@example.com');
    expect(() => loadEnv({ VAPID_SUBJECT: 'ops@example.com' })).toThrow(/VAPID_SUBJECT/);
  });
});
