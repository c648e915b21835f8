/**
 * An order page watches its order through the socket: admitted only for an order the user may open
 * (the orders module's scope: a seller's own, not another seller's; another tenant's is not found),
 * and then it hears that order's changes — until it stops watching.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RealtimeEvent } from '../../../src/domain/realtime';
import { rowsOf } from '../../../src/server/db/client';
import { announce } from '../../../src/server/realtime/announce';
import { drainJobs } from '../../helpers/jobs';
import { createTestApp, type TestContext } from '../../helpers/testApp';
import { closeTabs, listenOnFreePort, recorder, signedInTab, type Tab, tenantIdOf } from './tabs';

let t: TestContext;
let base: string;
let mainId: string;
const opened: Tab[] = [];

beforeAll(async () => {
  t = await createTestApp();
  base = await listenOnFreePort(t.app);
  mainId = await tenantIdOf(t.database, 'main');
});
afterAll(async () => {
  closeTabs(...opened);
  await t.close();
});

const tabOf = (email: string, tenant = 'main') => signedInTab(t, base, opened, email, tenant);

/** An order of the seller with this e-mail (owner connection, below row-level security). */
async function orderOf(email: string): Promise<string> {
  const [row] = rowsOf<{ id: string }>(
    await t.database.db.execute(sql`
      select o.id from orders o join users u on u.id = o.seller_id
      where u.email = ${email} order by o.created_at, o.id limit 1`),
  );
  if (!row) throw new Error(`no order of ${email}`);
  return row.id;
}

const watch = (tab: Tab, orderId: unknown) => tab.timeout(5000).emitWithAck('order:watch', orderId as string);

function orderChanged(orderId: string, version: number): RealtimeEvent {
  return { name: 'order:changed', payload: { orderId, sections: ['header', 'history'], version } };
}

async function announceOrder(orderId: string, version: number) {
  await t.app.ctx.inTenant(mainId, (tx) => announce(tx, { orderId }, orderChanged(orderId, version)));
  await drainJobs(t.app);
}

describe('order watch', () => {
  it('a seller watches an own order and hears its changes, until unwatching', async () => {
    const tab = await tabOf('seller@demo.local');
    const events = recorder(tab);
    const orderId = await orderOf('seller@demo.local');

    expect(await watch(tab, orderId)).toEqual({ ok: true });
    await announceOrder(orderId, 7);
    expect(await events.next('order:changed')).toEqual({
      orderId,
      sections: ['header', 'history'],
      version: 7,
    });

    expect(await tab.timeout(5000).emitWithAck('order:unwatch', orderId)).toEqual({ ok: true });
    await announceOrder(orderId, 8);
    // A later event to the same tab: had the unwatched one come, it would be before it.
    await t.app.ctx.inTenant(mainId, (tx) =>
      announce(tx, { tenant: true }, { name: 'queues:changed', payload: { orderIds: [orderId] } }),
    );
    await drainJobs(t.app);
    await events.next('queues:changed');
    expect(events.names()).toEqual(['order:changed', 'queues:changed']);
  });

  it("refuses another seller's order, and that order's changes do not reach the tab", async () => {
    const tab = await tabOf('seller3@demo.local');
    const events = recorder(tab);
    const othersOrder = await orderOf('seller2@demo.local');

    expect(await watch(tab, othersOrder)).toEqual({ ok: false, code: 'ORDER_FORBIDDEN' });
    await announceOrder(othersOrder, 3);
    await t.app.ctx.inTenant(mainId, (tx) =>
      announce(tx, { tenant: true }, { name: 'queues:changed', payload: { orderIds: [] } }),
    );
    await drainJobs(t.app);
    await events.next('queues:changed');
    expect(events.names()).toEqual(['queues:changed']);
  });

  it("finance sees the whole tenant: another seller's order is admitted", async () => {
    const tab = await tabOf('finance.credit@demo.local');
    expect(await watch(tab, await orderOf('seller2@demo.local'))).toEqual({ ok: true });
  });

  it("answers not found for another tenant's order or an unknown one, and bad request for a malformed id", async () => {
    const tab = await tabOf('admin@demo.local');
    expect(await watch(tab, await orderOf('seller@norte.demo.local'))).toEqual({
      ok: false,
      code: 'NOT_FOUND',
    });
    expect(await watch(tab, randomUUID())).toEqual({ ok: false, code: 'NOT_FOUND' });
    expect(await watch(tab, 'not-an-id')).toEqual({ ok: false, code: 'BAD_REQUEST' });
  });

  it('refuses a role without the order page', async () => {
    const tab = await tabOf('degraded@demo.local');
    expect(await watch(tab, await orderOf('seller@demo.local'))).toEqual({ ok: false, code: 'FORBIDDEN' });
  });
});
