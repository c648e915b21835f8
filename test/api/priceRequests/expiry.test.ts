/**
 * Expiry: the periodic job (one pending per active tenant, queued by the worker at start and every
 * hour; here queued by hand and drained) moves approvals past their validity and open requests past
 * their delivery window to EXPIRED, with a history row by the system; nothing else moves, and a
 * second run finds nothing to do.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drainJobs, jobsOfKind } from '../../helpers/jobs';
import { createTestApp, login, type Session, type TestContext } from '../../helpers/testApp';
import {
  approvedRequest,
  ask,
  cost,
  customerNamed,
  detail,
  inDays,
  productByReference,
  query,
  submission,
} from './fixtures';

let t: TestContext;
let seller: Session;
let pricing: Session;

beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'error' });
  seller = await login(t.app, 'seller@demo.local');
  pricing = await login(t.app, 'manager.operation@demo.local');
});
afterAll(() => t?.close());

const owner = (text: ReturnType<typeof sql>) => t.database.db.execute(text);

describe('the expiry job', () => {
  it('expires past approvals and open requests past their window, as the system, once', async () => {
    const customer = await customerNamed(t, 'Cerámica');
    const cal = await productByReference(t, 'CAL-HID-25');
    const lapsed = await approvedRequest(t, seller, pricing, customer, cal);
    const valid = await approvedRequest(t, seller, pricing, customer, cal);
    const [requested, quoted, current] = await ask(t, seller, submission(customer, [cal, cal, cal]));
    await cost(t, pricing, quoted!.id, quoted!.version);
    // Time passes: the approval's last day and two delivery windows were yesterday.
    const yesterday = inDays(-1);
    await owner(sql`update price_requests set valid_until = ${yesterday} where id = ${lapsed.id}`);
    await owner(sql`update price_requests set delivery_window_from = ${inDays(-10)}, delivery_window_to = ${yesterday}
      where id in (${requested!.id}, ${quoted!.id})`);

    // What the approvals queued (their requesters' notifications, live and pushed) runs first.
    await drainJobs(t.app);
    const tenants = await query<{ n: number }>(t, sql`select count(*)::int as n from tenants where active`);
    // The expiry's kind only: the other periodic kinds (the dashboards' fold) would be queued too.
    const expiry = ['priceRequests.expire'];
    expect(await t.app.jobs.schedulePeriodic(expiry)).toBe(tenants[0]!.n);
    expect(await t.app.jobs.schedulePeriodic(expiry)).toBe(0); // one pending per tenant at most
    expect(await drainJobs(t.app)).toBe(tenants[0]!.n);
    expect((await jobsOfKind(t.database.db, 'priceRequests.expire')).every((j) => j.status === 'done')).toBe(
      true,
    );

    const status = async (id: string) => (await detail(t, pricing, id)).status;
    expect(await status(lapsed.id)).toBe('EXPIRED');
    expect(await status(requested!.id)).toBe('EXPIRED');
    expect(await status(quoted!.id)).toBe('EXPIRED');
    expect(await status(valid.id)).toBe('APPROVED');
    expect(await status(current!.id)).toBe('REQUESTED');

    const expired = await detail(t, seller, lapsed.id);
    expect(expired.version).toBe(lapsed.version + 1);
    expect(expired.history.at(-1)).toMatchObject({
      action: 'expire',
      user: null,
      fromStatus: 'APPROVED',
      toStatus: 'EXPIRED',
      changes: { validUntil: [yesterday, yesterday] },
    });
    expect((await detail(t, seller, quoted!.id)).history.at(-1)).toMatchObject({
      action: 'expire',
      user: null,
      fromStatus: 'QUOTED',
      changes: { deliveryWindowTo: [yesterday, yesterday] },
    });
    expect(expired.allowedActions).toEqual([]);
    expect(expired.canCreateOrder).toBe(false);

    const count = async () =>
      (
        await query<{ n: number }>(
          t,
          sql`select count(*)::int as n from price_request_history where action = 'expire'`,
        )
      )[0]!.n;
    const before = await count();
    await t.app.jobs.schedulePeriodic();
    await drainJobs(t.app);
    expect(await count()).toBe(before);
  });

  it('the demo’s expired requests were expired by the system', async () => {
    const rows = await query<{ by_system: boolean }>(
      t,
      sql`select bool_and(h.user_id is null) as by_system from price_requests p
          join price_request_history h on h.price_request_id = p.id and h.action = 'expire'
          where p.status = 'EXPIRED' and p.tenant_id = (select id from tenants where slug = 'main')`,
    );
    expect(rows).toEqual([{ by_system: true }]);
  });
});
