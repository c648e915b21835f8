/**
 * Live events end to end in one process: `announce` in a tenant transaction writes the outbox job,
 * the worker's run hands it to the socket server, and exactly the target's tabs receive it. What a
 * tab must not receive is checked with a later event sent to that same tab: a socket receives in
 * order, so an event missing when the later one has arrived was never sent to it.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RealtimeEvent, RealtimeEventPayload } from '../../../src/domain/realtime';
import { announce } from '../../../src/server/realtime/announce';
import type { RealtimeTarget } from '../../../src/server/realtime/publisher';
import { drainJobs, jobsOfKind } from '../../helpers/jobs';
import { createTestApp, login, type TestContext } from '../../helpers/testApp';
import {
  admittedTab,
  closeTabs,
  listenOnFreePort,
  openTab,
  recorder,
  signedInTab,
  type Tab,
  tenantIdOf,
  userIdOf,
} from './tabs';

let t: TestContext;
let base: string;
let mainId: string;
let norteId: string;
const opened: Tab[] = [];

beforeAll(async () => {
  t = await createTestApp();
  base = await listenOnFreePort(t.app);
  mainId = await tenantIdOf(t.database, 'main');
  norteId = await tenantIdOf(t.database, 'norte');
});
afterAll(async () => {
  closeTabs(...opened);
  await t.close();
});

async function tabOf(email: string, tenant = 'main') {
  const tab = await signedInTab(t, base, opened, email, tenant);
  return { tab, events: recorder(tab) };
}

function notificationCreated(title: string, unreadCount = 1): RealtimeEvent {
  return {
    name: 'notification:created',
    payload: {
      notification: {
        id: randomUUID(),
        title,
        message: `${title}: detalle`,
        read: false,
        toastType: 'info',
        createdAt: new Date().toISOString(),
        metadata: {},
      },
      unreadCount,
    },
  };
}

/** Announces in a transaction of the tenant, as a business change would, and runs the jobs. */
async function announceAndRun(tenantId: string, target: RealtimeTarget, event: RealtimeEvent) {
  await t.app.ctx.inTenant(tenantId, (tx) => announce(tx, target, event));
  await drainJobs(t.app);
}

type Created = RealtimeEventPayload<'notification:created'>;

describe('live events through the outbox', () => {
  it("reaches the user's tabs, and not another user's of the tenant nor another tenant's", async () => {
    const seller = await tabOf('seller@demo.local');
    const secondTab = await tabOf('seller@demo.local');
    const seller2 = await tabOf('seller2@demo.local');
    const norte = await tabOf('seller@norte.demo.local', 'norte');
    const sellerId = await userIdOf(t.database, 'seller@demo.local');

    await announceAndRun(mainId, { userId: sellerId }, notificationCreated('Liberación solicitada', 4));
    const got = await seller.events.next<Created>('notification:created');
    expect(got.notification.title).toBe('Liberación solicitada');
    expect(got.unreadCount).toBe(4);
    // Every tab of the user, not only the first.
    expect((await secondTab.events.next<Created>('notification:created')).notification.title).toBe(
      'Liberación solicitada',
    );

    // A later event to each of the others: by the time it arrives, the first one would have too.
    const seller2Id = await userIdOf(t.database, 'seller2@demo.local');
    const norteSellerId = await userIdOf(t.database, 'seller@norte.demo.local');
    await announceAndRun(mainId, { userId: seller2Id }, notificationCreated('Para Laura'));
    await announceAndRun(norteId, { userId: norteSellerId }, notificationCreated('Para Norte'));
    expect((await seller2.events.next<Created>('notification:created')).notification.title).toBe(
      'Para Laura',
    );
    expect((await norte.events.next<Created>('notification:created')).notification.title).toBe('Para Norte');
    expect(seller2.events.names()).toEqual(['notification:created']);
    expect(norte.events.names()).toEqual(['notification:created']);
  });

  it("a tenant event reaches every user of the tenant and none of another tenant's", async () => {
    const finance = await tabOf('finance.credit@demo.local');
    const seller = await tabOf('seller3@demo.local');
    const norte = await tabOf('finance.credit@norte.demo.local', 'norte');
    const orderId = randomUUID();

    await announceAndRun(
      mainId,
      { tenant: true },
      { name: 'queues:changed', payload: { orderIds: [orderId] } },
    );
    expect(await finance.events.next('queues:changed')).toEqual({ orderIds: [orderId] });
    expect(await seller.events.next('queues:changed')).toEqual({ orderIds: [orderId] });

    await announceAndRun(norteId, { tenant: true }, { name: 'queues:changed', payload: { orderIds: [] } });
    expect(await norte.events.next('queues:changed')).toEqual({ orderIds: [] });
    expect(norte.events.names()).toEqual(['queues:changed']);
  });

  it('a change rolled back announces nothing', async () => {
    const seller = await tabOf('manager.seller@demo.local');
    const managerId = await userIdOf(t.database, 'manager.seller@demo.local');
    const before = (await jobsOfKind(t.database.db, 'realtime.publish')).length;

    await expect(
      t.app.ctx.inTenant(mainId, async (tx) => {
        await announce(tx, { userId: managerId }, notificationCreated('Nunca'));
        throw new Error('the change fails');
      }),
    ).rejects.toThrow('the change fails');
    expect((await jobsOfKind(t.database.db, 'realtime.publish')).length).toBe(before);

    await announceAndRun(mainId, { userId: managerId }, notificationCreated('Después'));
    expect((await seller.events.next<Created>('notification:created')).notification.title).toBe('Después');
    expect(seller.events.names()).toEqual(['notification:created']);
  });
});

describe("a user's tabs coming and going at once", () => {
  it('a tab admitted while the last other tab of its user left still hears its events', async () => {
    const email = 'customer.service@demo.local';
    const userId = await userIdOf(t.database, email);
    const { accessToken } = await login(t.app, email);
    const first = await admittedTab(base, { tenant: 'main', userId, token: accessToken });
    opened.push(first);

    // Hold the second tab's admission (its session read) until the first tab is gone.
    const ctx = t.app.ctx;
    const inTenant = ctx.inTenant;
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let reached = () => {};
    const admissionReached = new Promise<void>((resolve) => {
      reached = resolve;
    });
    ctx.inTenant = (async (...args: Parameters<typeof inTenant>) => {
      ctx.inTenant = inTenant;
      reached();
      await held;
      return inTenant(...args);
    }) as typeof inTenant;

    const second = openTab(base, { tenant: 'main', userId, token: accessToken });
    opened.push(second);
    // It will be sent round once: it reconnects by itself, as a browser's does.
    second.io.reconnection(true);
    const connects: string[] = [];
    const settled = new Promise<void>((resolve) => {
      second.on('connect', () => {
        connects.push('connect');
        if (connects.includes('disconnect')) resolve();
      });
      second.on('disconnect', (reason) => connects.push('disconnect', reason));
    });
    await admissionReached;
    const firstGone = new Promise<void>((resolve) => first.once('disconnect', () => resolve()));
    first.disconnect();
    await firstGone;
    // Room for the server to handle the first tab's leaving before the held admission goes on.
    await new Promise((resolve) => setTimeout(resolve, 200));
    release();
    await settled;
    // Admitted into the namespace socket.io had just dropped: sent round, then in for good.
    expect(connects).toEqual(['connect', 'disconnect', 'transport close', 'connect']);

    const events = recorder(second);
    await announceAndRun(mainId, { userId }, notificationCreated('Tras la carrera'));
    expect((await events.next<Created>('notification:created')).notification.title).toBe('Tras la carrera');
  });
});
