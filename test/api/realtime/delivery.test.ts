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
import { admittedTab, closeTabs, listenOnFreePort, recorder, type Tab, tenantIdOf, userIdOf } from './tabs';

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
  const { accessToken } = await login(t.app, email, tenant);
  const tab = await admittedTab(base, {
    tenant,
    userId: await userIdOf(t.database, email),
    token: accessToken,
  });
  opened.push(tab);
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
