/**
 * Onboarding tracking: the customers created in the range, whether and how often they have ordered
 * since, equal to a recount of customers and orders; a supervisor's are its sellers' customers,
 * an admin narrowed to a seller gets that seller's.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OnboardingFigures } from '../../../src/domain/dashboards';
import { createTestApp, type TestContext } from '../../helpers/testApp';
import { average, fullName, monthsOf, near, type Rows, rate, readRows, within } from './recount';
import { demoRange, figures, login, supervisedIds, userId } from './session';

let t: TestContext;
let main: Rows;
const range = demoRange();
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  // The demo's customers were all created with the seed: spread them over the last months, some
  // before their first order, so months, first orders and the days to them are told apart.
  await t.database.db.execute(sql`
    update customers c set created_at = now() - (x.n * interval '9 days')
    from (select id, row_number() over (order by company_name) - 1 as n from customers
          where tenant_id = (select id from tenants where slug = 'main')) x
    where c.id = x.id`);
  main = await readRows(t.database, 'main');
});
afterAll(() => t?.close());

function expected(rows: Rows, sellers?: readonly string[]) {
  const created = rows.customers.filter(
    (c) =>
      within(c.day, range.from, range.to) &&
      (!sellers || (c.sellerId !== null && sellers.includes(c.sellerId))),
  );
  const facts = created.map((c) => {
    const orders = rows.orders.filter((o) => o.customerId === c.id && o.status !== 'ORDEN_CANCELADA');
    const first = orders.length ? orders.reduce((a, b) => (a.createdMs <= b.createdMs ? a : b)) : null;
    return { ...c, orders: orders.length, first };
  });
  const ordered = facts.filter((c) => c.orders > 0);
  const repeat = facts.filter((c) => c.orders > 1);
  const days = ordered.map((c) => Math.max(0, (Date.parse(c.first!.day) - Date.parse(c.day)) / DAY));
  return {
    totals: {
      newCustomers: facts.length,
      withFirstOrder: ordered.length,
      repeatCustomers: repeat.length,
      repeatRate: rate(repeat.length, ordered.length),
      averageDaysToFirstOrder: average(days),
    },
    byMonth: monthsOf(range.from, range.to).map((month) => {
      const of = facts.filter((c) => c.day.startsWith(month));
      return {
        month,
        newCustomers: of.length,
        withFirstOrder: of.filter((c) => c.orders > 0).length,
        repeatCustomers: of.filter((c) => c.orders > 1).length,
      };
    }),
    recent: [...facts]
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 20)
      .map((c) => ({
        id: c.id,
        name: c.name,
        createdAt: c.day,
        sellerName: fullName(rows.users, c.sellerId),
        firstOrderDate: c.first?.day ?? null,
        orders: c.orders,
      })),
  };
}

function expectSame(body: OnboardingFigures, want: ReturnType<typeof expected>) {
  const { averageDaysToFirstOrder, ...totals } = want.totals;
  expect(body.totals).toMatchObject(totals);
  expect(near(body.totals.averageDaysToFirstOrder, averageDaysToFirstOrder)).toBe(true);
  expect(body.byMonth).toEqual(want.byMonth);
  expect(body.recent).toEqual(want.recent);
}

describe('the onboarding tracking dashboard', () => {
  it('tracks the tenant’s new customers as a recount of customers and orders does', async () => {
    const admin = await login(t.app, 'admin@demo.local');
    const { status, body } = await figures<OnboardingFigures>(t, admin, 'onboarding', range);
    expect(status).toBe(200);
    const want = expected(main);
    expect(want.totals.newCustomers).toBeGreaterThan(3);
    expect(want.byMonth.filter((m) => m.newCustomers > 0).length).toBeGreaterThan(1);
    expect(want.totals.averageDaysToFirstOrder).toBeGreaterThan(0);
    // The summary reads at most two orders a customer, the list every one: a listed customer with
    // more than two shows the list's count is the whole one.
    expect(want.recent.some((c) => c.orders > 2)).toBe(true);
    expect(want.totals.repeatCustomers).toBeGreaterThan(0);
    expectSame(body, want);
  });

  it('tracks a supervisor’s sellers’ customers, and a seller’s when an admin narrows to it', async () => {
    const manager = await login(t.app, 'manager.seller@demo.local');
    const sellers = await supervisedIds(t, 'manager.seller@demo.local');
    const supervised = await figures<OnboardingFigures>(t, manager, 'onboarding', range);
    expectSame(supervised.body, expected(main, sellers));

    const sellerId = await userId(t, 'seller@demo.local');
    const admin = await login(t.app, 'admin@demo.local');
    const narrowed = await figures<OnboardingFigures>(t, admin, 'onboarding', { ...range, sellerId });
    const want = expected(main, [sellerId]);
    expect(want.totals.newCustomers).toBeGreaterThan(0);
    expect(want.totals.newCustomers).toBeLessThan(expected(main).totals.newCustomers);
    expect(narrowed.body.sellerId).toBe(sellerId);
    expectSame(narrowed.body, want);
  });
});
