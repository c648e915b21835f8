/**
 * Two API processes (two apps on two ports, each with its own socket server and Redis connections)
 * sharing Redis: an event announced and run on one reaches a tab connected to the other, once.
 *
 * Redis: REDIS_URL when set (this file then fails at once, saying so, if it does not answer);
 * otherwise the local default redis://127.0.0.1:6379 when it answers. With neither, the file checks
 * the in-memory path instead — each process delivers only to its own tabs — and says so in its
 * test names. Each run uses a channel of its own, so parallel runs on one Redis never hear each other.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RealtimeEvent } from '../../../src/domain/realtime';
import { announce } from '../../../src/server/realtime/announce';
import { drainJobs } from '../../helpers/jobs';
import { testRedisUrl } from '../../helpers/redis';
import { createSiblingApp, createTestApp, login, type TestContext } from '../../helpers/testApp';
import { admittedTab, closeTabs, listenOnFreePort, recorder, type Tab, tenantIdOf, userIdOf } from './tabs';

const redisUrl = await testRedisUrl();

let a: TestContext;
let b: FastifyInstance;
let baseA: string;
let baseB: string;
let mainId: string;
let channel: string;
let bClosed = false;
const opened: Tab[] = [];

beforeAll(async () => {
  channel = `bo-test-${randomBytes(4).toString('hex')}`;
  const redis: Record<string, string> = redisUrl
    ? { REDIS_URL: redisUrl, REALTIME_REDIS_CHANNEL: channel }
    : {};
  a = await createTestApp(redis);
  b = await createSiblingApp(a);
  baseA = await listenOnFreePort(a.app);
  baseB = await listenOnFreePort(b);
  mainId = await tenantIdOf(a.database, 'main');
});
afterAll(async () => {
  closeTabs(...opened);
  if (!bClosed) await b.close();
  await a.close();
});

async function tabOn(base: string, email: string) {
  const { accessToken } = await login(a.app, email);
  const tab = await admittedTab(base, {
    tenant: 'main',
    userId: await userIdOf(a.database, email),
    token: accessToken,
  });
  opened.push(tab);
  return Object.assign(recorder(tab), { tab });
}

function notificationCreated(title: string): RealtimeEvent {
  const notification = {
    id: randomUUID(),
    title,
    message: title,
    read: false,
    toastType: 'success' as const,
    createdAt: new Date().toISOString(),
    metadata: {},
  };
  return { name: 'notification:created', payload: { notification, unreadCount: 1 } };
}

/** Announced in a transaction and run by process A's worker. */
async function announceOnA(target: Parameters<typeof announce>[1], event: RealtimeEvent) {
  await a.app.ctx.inTenant(mainId, (tx) => announce(tx, target, event));
  await drainJobs(a.app);
}

if (redisUrl)
  describe(`two processes sharing Redis (${redisUrl ?? 'none'})`, () => {
    it("an event announced on one process reaches the user's tab on the other", async () => {
      const onB = await tabOn(baseB, 'finance.credit@demo.local');
      const financeId = await userIdOf(a.database, 'finance.credit@demo.local');
      await announceOnA({ userId: financeId }, notificationCreated('Liberación solicitada'));
      const got = await onB.next<{ notification: { title: string } }>('notification:created');
      expect(got.notification.title).toBe('Liberación solicitada');
    });

    it('a tenant event reaches the tabs of both processes, each once', async () => {
      const onA = await tabOn(baseA, 'seller@demo.local');
      const onB = await tabOn(baseB, 'seller2@demo.local');
      const first = randomUUID();
      const second = randomUUID();
      await announceOnA({ tenant: true }, { name: 'queues:changed', payload: { orderIds: [first] } });
      await announceOnA({ tenant: true }, { name: 'queues:changed', payload: { orderIds: [second] } });
      for (const tab of [onA, onB]) {
        expect(await tab.next('queues:changed')).toEqual({ orderIds: [first] });
        expect(await tab.next('queues:changed')).toEqual({ orderIds: [second] });
        expect(tab.names()).toEqual(['queues:changed', 'queues:changed']);
      }
    });

    it("closing a process ends its tabs' connections and its own Redis connections, not the other's", async () => {
      const onB = await tabOn(baseB, 'operation@demo.local');
      const dropped = new Promise<string>((resolve) => onB.tab.once('disconnect', resolve));
      const connections = async () => {
        const admin = new Redis(redisUrl!, { maxRetriesPerRequest: 1 });
        try {
          const list = String(await admin.call('CLIENT', 'LIST'));
          return list.split('\n').filter((line) => line.includes(` name=${channel} `)).length;
        } finally {
          admin.disconnect();
        }
      };
      // Each process: one connection to publish, one subscribed.
      expect(await connections()).toBe(4);
      await b.close();
      bClosed = true;
      expect(await dropped).toBe('transport close');
      expect(await connections()).toBe(2);
    });
  });
else
  describe('without Redis (REDIS_URL unset and no local Redis): the in-memory path', () => {
    it("each process delivers to its own tabs only; the other process's tab hears nothing", async () => {
      const onA = await tabOn(baseA, 'seller@demo.local');
      const onB = await tabOn(baseB, 'seller@demo.local');
      const sellerId = await userIdOf(a.database, 'seller@demo.local');
      await announceOnA({ userId: sellerId }, notificationCreated('Solo aquí'));
      await onA.next('notification:created');
      // A later event published on B itself: had A's reached B's tab, it would be before it.
      await b.ctx.realtime.publish(mainId, { userId: sellerId }, notificationCreated('En B'));
      await onB.next('notification:created');
      expect(onB.names()).toEqual(['notification:created']);
    });
  });
