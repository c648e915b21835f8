/**
 * A user's devices for browser push: the public key, subscribing (and again, by endpoint), the
 * list of one's own, forgetting one's own only, refusals in es/en, and the device forgotten when
 * the user signs out on it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../src/server/db/client';
import { call, createTestApp, login, type Session, type TestContext } from '../../helpers/testApp';
import { testPushDevice } from './pushDevice';

const SERVICE = 'https://push.example.com';
let t: TestContext;
let seller: Session;
let finance: Session;
let norteSeller: Session;

beforeAll(async () => {
  t = await createTestApp();
  seller = await login(t.app, 'seller@demo.local');
  finance = await login(t.app, 'finance.credit@demo.local');
  norteSeller = await login(t.app, 'seller@norte.demo.local', 'norte');
});
afterAll(() => t?.close());

interface SubscriptionRow {
  id: string;
  email: string;
  tenant: string;
  p256dh: string;
  auth: string;
  user_agent: string | null;
  expires_at: Date | null;
}

/** The rows of an endpoint, read as the owner (below row-level security). */
async function rowsOfEndpoint(endpoint: string): Promise<SubscriptionRow[]> {
  return rowsOf<SubscriptionRow>(
    await t.database.db.execute(sql`
      select s.id, u.email, tn.slug as tenant, s.p256dh, s.auth, s.user_agent, s.expires_at
      from push_subscriptions s join users u on u.id = s.user_id join tenants tn on tn.id = s.tenant_id
      where s.endpoint = ${endpoint}`),
  );
}

const subscribe = (session: Session, payload: unknown, headers: Record<string, string> = {}) =>
  call(t.app, session, {
    method: 'POST',
    url: '/api/push/subscriptions',
    payload: payload as object,
    headers,
  });
const forget = (session: Session, endpoint: string, headers: Record<string, string> = {}) =>
  call(t.app, session, { method: 'DELETE', url: '/api/push/subscriptions', payload: { endpoint }, headers });
const devicesOf = async (session: Session) => {
  const res = await call(t.app, session, { method: 'GET', url: '/api/push/subscriptions' });
  expect(res.statusCode).toBe(200);
  return res.json<{ data: { endpoint: string }[] }>().data.map((d) => d.endpoint);
};

describe('the public key', () => {
  it('is the VAPID key generated once into the data folder, to signed-in users', async () => {
    const res = await call(t.app, seller, { method: 'GET', url: '/api/push/public-key' });
    expect(res.statusCode).toBe(200);
    const { publicKey } = res.json<{ publicKey: string }>();
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    const stored = JSON.parse(readFileSync(join(t.dataDir, 'vapid-keys.json'), 'utf8'));
    expect(stored.publicKey).toBe(publicKey);
    const anonymous = await call(t.app, null, { method: 'GET', url: '/api/push/public-key' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('subscribing a device', () => {
  it('creates the row for the signed-in user, then updates it for the same endpoint', async () => {
    const device = testPushDevice(SERVICE);
    const created = await subscribe(seller, device.subscription, { 'user-agent': 'Firefox on Linux' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      endpoint: device.endpoint,
      userAgent: 'Firefox on Linux',
      lastSuccessAt: null,
    });
    const [row] = await rowsOfEndpoint(device.endpoint);
    expect(row).toMatchObject({
      id: created.json().id,
      email: 'seller@demo.local',
      tenant: 'main',
      p256dh: device.subscription.keys.p256dh,
      auth: device.subscription.keys.auth,
    });

    // The browser subscribed again (new keys, an expiry): the same row, updated.
    const renewed = testPushDevice(SERVICE);
    const again = await subscribe(seller, {
      ...renewed.subscription,
      endpoint: device.endpoint,
      expirationTime: Date.UTC(2031, 0, 1),
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(created.json().id);
    const rows = await rowsOfEndpoint(device.endpoint);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      p256dh: renewed.subscription.keys.p256dh,
      auth: renewed.subscription.keys.auth,
    });
    expect(new Date(rows[0]!.expires_at!).toISOString()).toBe('2031-01-01T00:00:00.000Z');
  });

  it('moves a device to the colleague who signs in on it and subscribes', async () => {
    const device = testPushDevice(SERVICE);
    expect((await subscribe(seller, device.subscription)).statusCode).toBe(201);
    expect((await subscribe(finance, device.subscription)).statusCode).toBe(200);
    expect(await rowsOfEndpoint(device.endpoint)).toEqual([
      expect.objectContaining({ email: 'finance.credit@demo.local', tenant: 'main' }),
    ]);
    expect(await devicesOf(seller)).not.toContain(device.endpoint);
    expect(await devicesOf(finance)).toContain(device.endpoint);
  });

  it('never takes over another tenant’s device: 409, the row stays where it was', async () => {
    const device = testPushDevice(SERVICE);
    expect((await subscribe(norteSeller, device.subscription)).statusCode).toBe(201);
    const res = await subscribe(seller, device.subscription);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'Este dispositivo ya recibe notificaciones de otra cuenta; vuelve a activarlas',
    });
    expect(await rowsOfEndpoint(device.endpoint)).toEqual([
      expect.objectContaining({ email: 'seller@norte.demo.local', tenant: 'norte' }),
    ]);
  });

  it('lists only the user’s own devices', async () => {
    const mine = testPushDevice(SERVICE);
    const theirs = testPushDevice(SERVICE);
    const norte = testPushDevice(SERVICE);
    await subscribe(seller, mine.subscription);
    await subscribe(finance, theirs.subscription);
    await subscribe(norteSeller, norte.subscription);
    const sellers = await devicesOf(seller);
    expect(sellers).toContain(mine.endpoint);
    expect(sellers).not.toContain(theirs.endpoint);
    expect(sellers).not.toContain(norte.endpoint);
    const nortes = await devicesOf(norteSeller);
    expect(nortes).toContain(norte.endpoint);
    expect(nortes).not.toContain(mine.endpoint);
  });
});

describe('forgetting a device', () => {
  it('deletes the user’s own, then answers 404', async () => {
    const device = testPushDevice(SERVICE);
    await subscribe(seller, device.subscription);
    expect((await forget(seller, device.endpoint)).statusCode).toBe(204);
    expect(await rowsOfEndpoint(device.endpoint)).toEqual([]);
    const again = await forget(seller, device.endpoint, { 'accept-language': 'en' });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('This device has no active notifications for your user');
  });

  it('cannot delete a colleague’s or another tenant’s device: 404, the rows stay', async () => {
    const colleague = testPushDevice(SERVICE);
    const norte = testPushDevice(SERVICE);
    await subscribe(finance, colleague.subscription);
    await subscribe(norteSeller, norte.subscription);
    const res = await forget(seller, colleague.endpoint);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Este dispositivo no tiene notificaciones activas para tu usuario');
    expect((await forget(seller, norte.endpoint)).statusCode).toBe(404);
    expect(await rowsOfEndpoint(colleague.endpoint)).toHaveLength(1);
    expect(await rowsOfEndpoint(norte.endpoint)).toHaveLength(1);
  });
});

describe('bad input', () => {
  const valid = () => testPushDevice(SERVICE).subscription;
  it.each([
    [
      'an http endpoint on another host',
      { ...valid(), endpoint: 'http://push.example.com/x' },
      'body.endpoint',
      'validation.push.endpoint',
    ],
    [
      'an endpoint that is not a URL',
      { ...valid(), endpoint: 'not a url' },
      'body.endpoint',
      'validation.push.endpoint',
    ],
    [
      'an https endpoint at an address',
      { ...valid(), endpoint: 'https://10.0.0.8/push' },
      'body.endpoint',
      'validation.push.endpoint',
    ],
    [
      'an endpoint with credentials',
      { ...valid(), endpoint: 'https://u:p@push.example.com/x' },
      'body.endpoint',
      'validation.push.endpoint',
    ],
    [
      'an endpoint too long',
      { ...valid(), endpoint: `${SERVICE}/${'a'.repeat(2100)}` },
      'body.endpoint',
      'validation.tooLong',
    ],
    ['no keys', { endpoint: `${SERVICE}/x` }, 'body.keys', 'validation.required'],
    [
      'a p256dh that is not a P-256 key',
      { ...valid(), keys: { ...valid().keys, p256dh: 'abc' } },
      'body.keys.p256dh',
      'validation.push.p256dh',
    ],
    [
      'an auth secret of the wrong size',
      { ...valid(), keys: { ...valid().keys, auth: 'c2hvcnQ' } },
      'body.keys.auth',
      'validation.push.auth',
    ],
  ])('%s: 400 naming the field', async (_name, payload, path, key) => {
    const res = await subscribe(seller, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual(expect.arrayContaining([expect.objectContaining({ path, key })]));
  });

  it('no body at all: 400', async () => {
    const res = await call(t.app, seller, { method: 'POST', url: '/api/push/subscriptions' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
  });

  it('says what is wrong in the caller’s language', async () => {
    const bad = { ...valid(), endpoint: 'ftp://push.example.com/x' };
    const es = await subscribe(seller, bad);
    const en = await subscribe(seller, bad, { 'accept-language': 'en' });
    expect(es.json().details[0].message).toBe(
      'La dirección del servicio de notificaciones no es válida: debe ser https (http solo en este equipo fuera de producción)',
    );
    expect(en.json().details[0].message).toBe(
      'The push service address is not valid: it must be https (http only on this machine outside production)',
    );
  });

  it('accepts a local http push service outside production only', async () => {
    const local = testPushDevice('http://127.0.0.1:9');
    expect((await subscribe(seller, local.subscription)).statusCode).toBe(201);
    const production = await createTestApp({ NODE_ENV: 'production' });
    try {
      const session = await login(production.app, 'seller@demo.local');
      const res = await call(production.app, session, {
        method: 'POST',
        url: '/api/push/subscriptions',
        payload: testPushDevice('http://127.0.0.1:9').subscription,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().details[0]).toMatchObject({ path: 'body.endpoint', key: 'validation.push.endpoint' });
    } finally {
      await production.close();
    }
  });
});

// Last: a sign-out ends every session of its user (token version), the seller's above included.
describe('signing out', () => {
  const logout = (session: Session, pushEndpoint?: string) =>
    call(t.app, null, {
      method: 'POST',
      url: '/api/auth/logout',
      tenant: session.tenant,
      payload: { refreshToken: session.refreshToken, ...(pushEndpoint ? { pushEndpoint } : {}) },
    });

  it('forgets the device whose endpoint comes with the sign-out, and only it', async () => {
    const session = await login(t.app, 'seller@demo.local');
    const thisDevice = testPushDevice(SERVICE);
    const otherDevice = testPushDevice(SERVICE);
    await subscribe(session, thisDevice.subscription);
    await subscribe(session, otherDevice.subscription);
    expect((await logout(session, thisDevice.endpoint)).statusCode).toBe(200);
    expect(await rowsOfEndpoint(thisDevice.endpoint)).toEqual([]);
    expect(await rowsOfEndpoint(otherDevice.endpoint)).toHaveLength(1);
  });

  it('does not forget another user’s device named in someone’s sign-out', async () => {
    const colleague = testPushDevice(SERVICE);
    await subscribe(finance, colleague.subscription);
    const session = await login(t.app, 'seller@demo.local');
    expect((await logout(session, colleague.endpoint)).statusCode).toBe(200);
    expect(await rowsOfEndpoint(colleague.endpoint)).toHaveLength(1);
  });

  it('keeps the device when no endpoint or no valid session comes with it', async () => {
    const session = await login(t.app, 'seller@demo.local');
    const device = testPushDevice(SERVICE);
    await subscribe(session, device.subscription);
    const unknownSession = await call(t.app, null, {
      method: 'POST',
      url: '/api/auth/logout',
      payload: { refreshToken: 'not-a-session', pushEndpoint: device.endpoint },
    });
    expect(unknownSession.statusCode).toBe(200);
    expect((await logout(session)).statusCode).toBe(200);
    expect(await rowsOfEndpoint(device.endpoint)).toHaveLength(1);
  });
});
