/**
 * Performance: the cycle times equal a recount from the orders' history rows (the first time each
 * order reached each step), the deliveries on time and the release lead time a recount of the
 * orders themselves; a seller's are its own orders'.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CYCLE_STEPS, type PerformanceFigures } from '../../../src/domain/dashboards';
import { businessDay } from '../../../src/domain/dates';
import { createTestApp, type TestContext } from '../../helpers/testApp';
import { average, median, monthsOf, near, type Rows, rate, readRows, within } from './recount';
import { demoRange, figures, login, userId } from './session';

let t: TestContext;
const range = demoRange();
const asked = { from: range.from, to: range.to };
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

function expected(rows: Rows, sellers?: readonly string[]) {
  const mine = rows.orders.filter((o) => !sellers || (o.sellerId !== null && sellers.includes(o.sellerId)));
  const created = mine.filter((o) => within(o.day, range.from, range.to));
  const firstReach = (orderId: string, status: string) => {
    const times = rows.history.filter((h) => h.orderId === orderId && h.toStatus === status).map((h) => h.ms);
    return times.length ? Math.min(...times) : null;
  };
  const cycleTimes = CYCLE_STEPS.map((step) => {
    const days = created.flatMap((o) => {
      const at = firstReach(o.id, step);
      return at === null ? [] : [(at - o.createdMs) / DAY];
    });
    return { step, orders: days.length, averageDays: average(days), medianDays: median(days) };
  });
  const delivered = mine.filter((o) => within(o.deliveredDay, range.from, range.to));
  const onTimeOf = (orders: typeof delivered) => {
    const onTime = orders.filter((o) => o.deliveredDay! <= o.deliveryDate).length;
    return { delivered: orders.length, onTime, rate: rate(onTime, orders.length) };
  };
  const releases = mine.flatMap((o) => {
    const released = firstReach(o.id, 'APROBADO_POR_FINANZAS');
    if (released === null || !within(businessDay(new Date(released)), range.from, range.to)) return [];
    const asked = rows.history
      .filter((h) => h.orderId === o.id && h.event === 'releaseRequested' && h.ms <= released)
      .map((h) => h.ms);
    const start = asked.length ? Math.max(...asked) : o.createdMs;
    return [(released - start) / 3_600_000];
  });
  return {
    cycleTimes,
    onTime: onTimeOf(delivered),
    onTimeByMonth: monthsOf(range.from, range.to).map((month) => ({
      month,
      ...onTimeOf(delivered.filter((o) => o.deliveredDay!.startsWith(month))),
    })),
    releaseLeadTime: {
      released: releases.length,
      averageHours: average(releases),
      medianHours: median(releases),
    },
  };
}

function expectSame(body: PerformanceFigures, want: ReturnType<typeof expected>) {
  expect(body.cycleTimes.map((c) => [c.step, c.orders])).toEqual(
    want.cycleTimes.map((c) => [c.step, c.orders]),
  );
  body.cycleTimes.forEach((c, i) => {
    expect(near(c.averageDays, want.cycleTimes[i]!.averageDays), `${c.step} average`).toBe(true);
    expect(near(c.medianDays, want.cycleTimes[i]!.medianDays), `${c.step} median`).toBe(true);
  });
  expect(body.onTime).toEqual(want.onTime);
  expect(body.onTimeByMonth).toEqual(want.onTimeByMonth);
  expect(body.releaseLeadTime.released).toBe(want.releaseLeadTime.released);
  expect(near(body.releaseLeadTime.averageHours, want.releaseLeadTime.averageHours)).toBe(true);
  expect(near(body.releaseLeadTime.medianHours, want.releaseLeadTime.medianHours)).toBe(true);
}

describe('the performance dashboard', () => {
  it('measures the whole tenant as a recount of the history and the deliveries does', async () => {
    const main = await readRows(t.database, 'main');
    const admin = await login(t.app, 'admin@demo.local');
    const { status, body } = await figures<PerformanceFigures>(t, admin, 'performance', asked);
    expect(status).toBe(200);
    const want = expected(main);
    expect(want.cycleTimes[0]!.orders).toBeGreaterThan(5);
    expect(want.onTime.delivered).toBeGreaterThan(0);
    expect(want.releaseLeadTime.released).toBeGreaterThan(5);
    expectSame(body, want);
  });

  it('measures a seller’s own orders only, as an admin narrowed to that seller does', async () => {
    const main = await readRows(t.database, 'main');
    const sellerId = await userId(t, 'seller@demo.local');
    const seller = await login(t.app, 'seller@demo.local');
    const own = await figures<PerformanceFigures>(t, seller, 'performance', asked);
    const want = expected(main, [sellerId]);
    expect(want.cycleTimes[0]!.orders).toBeLessThan(expected(main).cycleTimes[0]!.orders);
    expect(own.body.sellerId).toBe(sellerId);
    expectSame(own.body, want);
    const admin = await login(t.app, 'admin@demo.local');
    const narrowed = await figures<PerformanceFigures>(t, admin, 'performance', { ...asked, sellerId });
    expect(narrowed.body).toEqual(own.body);
  });

  it('counts a step reached again at the first time it was reached', async () => {
    const main = await readRows(t.database, 'main');
    const admin = await login(t.app, 'admin@demo.local');
    const before = await figures<PerformanceFigures>(t, admin, 'performance', asked);
    // An order that reached APROBADO_POR_FINANZAS goes back to it later: its first time still counts.
    const order = main.orders.find((o) =>
      main.history.some((h) => h.orderId === o.id && h.toStatus === 'MATERIAL_ASIGNADO'),
    )!;
    await t.app.ctx.inTenant(main.tenantId, (tx) =>
      tx.execute(sql`insert into order_history (order_id, event, from_status, to_status)
          values (${order.id}, 'statusChanged', 'MATERIAL_ASIGNADO', 'APROBADO_POR_FINANZAS')`),
    );
    const after = await figures<PerformanceFigures>(t, admin, 'performance', asked);
    expect(after.body.cycleTimes).toEqual(before.body.cycleTimes);
    expectSame(after.body, expected(await readRows(t.database, 'main')));
  });
});
