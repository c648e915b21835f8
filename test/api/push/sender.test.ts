/**
 * The push sender against a push service running on this machine: the message arrives encrypted
 * for the device (decrypted here as the browser would) and signed with the server's VAPID key;
 * a device the service says is gone is forgotten; any other failure is swallowed and the device
 * kept; another tenant's user is never reached.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { importJWK, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification } from '../../../src/domain/notifications';
import { rowsOf } from '../../../src/server/db/client';
import { PUSH_TTL_SECONDS } from '../../../src/server/push/webPushSender';
import { call, createTestApp, login, type Session, type TestContext } from '../../helpers/testApp';
import { startLocalPushService } from './localPushService';
import { type TestPushDevice, testPushDevice } from './pushDevice';

let t: TestContext;
let service: Awaited<ReturnType<typeof startLocalPushService>>;
let mainId: string;
let sellerId: string;
let seller: Session;

async function idOf(query: ReturnType<typeof sql>): Promise<string> {
  const [row] = rowsOf<{ id: string }>(await t.database.db.execute(query));
  return row!.id;
}

beforeAll(async () => {
  [t, service] = await Promise.all([createTestApp(), startLocalPushService()]);
  mainId = await idOf(sql`select id from tenants where slug = 'main'`);
  sellerId = await idOf(sql`select id from users where email = 'seller@demo.local'`);
  seller = await login(t.app, 'seller@demo.local');
});
afterAll(async () => {
  await service?.close();
  await t?.close();
});

const notification = (orderId?: string): Notification => ({
  id: randomUUID(),
  title: 'Orden liberada',
  message: 'Crédito liberó la orden 1042 de Minerales del Centro',
  read: false,
  toastType: 'success',
  createdAt: new Date().toISOString(),
  metadata: orderId ? { order: { id: orderId } } : {},
});

async function subscribed(path: string): Promise<TestPushDevice> {
  const device = testPushDevice(service.url, `${path}/${randomUUID()}`);
  const res = await call(t.app, seller, {
    method: 'POST',
    url: '/api/push/subscriptions',
    payload: device.subscription,
  });
  expect(res.statusCode).toBe(201);
  return device;
}

const receivedAt = (device: TestPushDevice) =>
  service.received.filter((r) => device.endpoint.endsWith(r.path));

async function rowOf(device: TestPushDevice) {
  const [row] = rowsOf<{ last_success_at: Date | null }>(
    await t.database.db.execute(
      sql`select last_success_at from push_subscriptions where endpoint = ${device.endpoint}`,
    ),
  );
  return row;
}

/** Forgets every device of the seller, so each test counts only its own. */
async function withoutDevices() {
  await t.database.db.execute(sql`delete from push_subscriptions where user_id = ${sellerId}`);
}

describe('a device the push service accepts', () => {
  it('gets the notification encrypted for it, signed with the VAPID key, with the order link', async () => {
    await withoutDevices();
    const device = await subscribed('ok');
    const orderId = randomUUID();
    const sent = notification(orderId);
    await t.app.ctx.push.send(mainId, sellerId, sent);

    const [message, ...more] = receivedAt(device);
    expect(more).toEqual([]);
    expect(message!.headers).toMatchObject({
      'content-encoding': 'aes128gcm',
      'content-type': 'application/octet-stream',
      ttl: String(PUSH_TTL_SECONDS),
      urgency: 'normal',
    });
    expect(JSON.parse(device.decrypt(message!.body))).toEqual({
      title: sent.title,
      body: sent.message,
      url: `/orders/${orderId}`,
      tag: sent.id,
    });

    // VAPID (RFC 8292): a JWT for the push service's origin, signed by the key browsers subscribed with.
    const authorization = String(message!.headers.authorization);
    const [, token, key] = /^vapid t=([^,]+), k=(\S+)$/.exec(authorization) ?? [];
    expect(key).toBe(t.app.ctx.pushPublicKey);
    const raw = Buffer.from(key!, 'base64url');
    const publicKey = await importJWK(
      {
        kty: 'EC',
        crv: 'P-256',
        x: raw.subarray(1, 33).toString('base64url'),
        y: raw.subarray(33, 65).toString('base64url'),
      },
      'ES256',
    );
    const { payload } = await jwtVerify(token!, publicKey, { audience: service.url });
    expect(payload.sub).toMatch(/^mailto:|^https:/);

    expect((await rowOf(device))?.last_success_at).not.toBeNull();
  });

  it('a notification without an order opens the home page', async () => {
    await withoutDevices();
    const device = await subscribed('ok');
    await t.app.ctx.push.send(mainId, sellerId, notification());
    const [message] = receivedAt(device);
    expect(JSON.parse(device.decrypt(message!.body)).url).toBe('/');
  });
});

describe('a device the push service says is gone', () => {
  it.each(['gone', 'missing'])('(%s) is forgotten', async (path) => {
    await withoutDevices();
    const device = await subscribed(path);
    await t.app.ctx.push.send(mainId, sellerId, notification(randomUUID()));
    expect(receivedAt(device)).toHaveLength(1);
    expect(await rowOf(device)).toBeUndefined();
  });
});

describe('a push service that fails', () => {
  it('is swallowed: the send resolves and the device is kept', async () => {
    await withoutDevices();
    const device = await subscribed('fail');
    await expect(t.app.ctx.push.send(mainId, sellerId, notification(randomUUID()))).resolves.toBeUndefined();
    expect(receivedAt(device)).toHaveLength(1);
    expect(await rowOf(device)).toEqual({ last_success_at: null });
  });

  it('one that cannot be reached is swallowed too', async () => {
    await withoutDevices();
    const closed = await startLocalPushService();
    await closed.close();
    const device = testPushDevice(closed.url);
    await call(t.app, seller, {
      method: 'POST',
      url: '/api/push/subscriptions',
      payload: device.subscription,
    });
    await expect(t.app.ctx.push.send(mainId, sellerId, notification())).resolves.toBeUndefined();
    expect(await rowOf(device)).toEqual({ last_success_at: null });
  });

  it('does not keep the user’s other devices from getting theirs', async () => {
    await withoutDevices();
    const [ok, gone, failing] = [await subscribed('ok'), await subscribed('gone'), await subscribed('fail')];
    await t.app.ctx.push.send(mainId, sellerId, notification(randomUUID()));
    expect(receivedAt(ok)).toHaveLength(1);
    expect((await rowOf(ok))?.last_success_at).not.toBeNull();
    expect(await rowOf(gone)).toBeUndefined();
    expect(await rowOf(failing)).toEqual({ last_success_at: null });
  });
});

describe('tenants', () => {
  it('a user is reached only in their own tenant', async () => {
    await withoutDevices();
    const device = await subscribed('ok');
    const norteId = await idOf(sql`select id from tenants where slug = 'norte'`);
    await t.app.ctx.push.send(norteId, sellerId, notification());
    expect(receivedAt(device)).toEqual([]);
  });
});
