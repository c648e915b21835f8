/**
 * Month-to-date projection: the month of `to` read up to today, projected over Mexico's working
 * days, against the previous month, equal to a recount of the demo orders day by day; a seller's
 * are its own.
 */
import { Decimal } from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MtdFigures } from '../../../src/domain/dashboards';
import {
  addDays,
  endOfWorkingDays,
  monthBounds,
  monthWorkingDays,
  previousMonth,
} from '../../../src/domain/dashboards/workingDays';
import { businessDay } from '../../../src/domain/dates';
import { createTestApp, type TestContext } from '../../helpers/testApp';
import { money, type Rows, readRows, sum, tons, volumeOf, within } from './recount';
import { figures, login, userId } from './session';

let t: TestContext;
let main: Rows;
const today = businessDay();

beforeAll(async () => {
  t = await createTestApp();
  main = await readRows(t.database, 'main');
});
afterAll(() => t?.close());

function expected(rows: Rows, to: string, sellers?: readonly string[]) {
  const sold = rows.orders.filter(
    (o) =>
      o.status !== 'ORDEN_CANCELADA' && (!sellers || (o.sellerId !== null && sellers.includes(o.sellerId))),
  );
  const month = to.slice(0, 7);
  const asOf = to < today ? to : today;
  const current = monthBounds(month);
  const last = monthBounds(previousMonth(month));
  const workingDays = monthWorkingDays(month, asOf);
  const between = (from: string, until: string) => sold.filter((o) => within(o.day, from, until));
  const toDate = between(current.first, asOf);
  const kg = sum(toDate.map((o) => o.kg));
  const amount = sum(toDate.map((o) => o.usd));
  const project = (v: Decimal) =>
    workingDays.elapsed ? v.div(workingDays.elapsed).times(workingDays.total) : null;
  const daily: MtdFigures['daily'] = [];
  let cumulativeKg = new Decimal(0);
  let cumulativeAmount = new Decimal(0);
  for (let day = current.first; day <= asOf; day = addDays(day, 1)) {
    const of = between(day, day);
    const dayKg = sum(of.map((o) => o.kg));
    const dayAmount = sum(of.map((o) => o.usd));
    cumulativeKg = cumulativeKg.plus(dayKg);
    cumulativeAmount = cumulativeAmount.plus(dayAmount);
    daily.push({
      date: day,
      tons: tons(dayKg),
      amount: money(dayAmount),
      cumulativeTons: tons(cumulativeKg),
      cumulativeAmount: money(cumulativeAmount),
    });
  }
  const projectedKg = project(kg);
  const projectedAmount = project(amount);
  return {
    month,
    asOf,
    workingDays,
    monthToDate: volumeOf(toDate, 'USD'),
    projection: {
      tons: projectedKg ? tons(projectedKg) : null,
      amount: projectedAmount ? money(projectedAmount) : null,
    },
    lastMonth: volumeOf(between(last.first, last.last), 'USD'),
    lastMonthToDate: volumeOf(
      between(last.first, endOfWorkingDays(previousMonth(month), workingDays.elapsed)),
      'USD',
    ),
    daily,
  };
}

describe('the month-to-date projection', () => {
  it('reads this month to today as a recount of the demo orders day by day does', async () => {
    const admin = await login(t.app, 'admin@demo.local');
    const { status, body } = await figures<MtdFigures>(t, admin, 'mtd', { to: today });
    expect(status).toBe(200);
    const want = expected(main, today);
    expect(want.monthToDate.orders + want.lastMonth.orders).toBeGreaterThan(10);
    expect(body).toMatchObject(want);
    expect(body.daily).toHaveLength(Number(today.slice(8)));
  });

  it('reads a later month as nothing elapsed yet, against this month whole', async () => {
    const admin = await login(t.app, 'admin@demo.local');
    // The month after the newest order's: its previous month has sales, and none of it has elapsed.
    const newest = main.orders
      .map((o) => o.day)
      .sort()
      .at(-1)!;
    const nextMonthEnd = monthBounds(addDays(monthBounds(newest.slice(0, 7)).last, 1).slice(0, 7)).last;
    const { body } = await figures<MtdFigures>(t, admin, 'mtd', { to: nextMonthEnd });
    const want = expected(main, nextMonthEnd);
    expect(want.lastMonth.orders).toBeGreaterThan(0);
    expect(body).toMatchObject({ ...want, workingDays: { ...want.workingDays, elapsed: 0 } });
    expect(body.projection).toEqual({ tons: null, amount: null });
    expect(body.daily).toEqual([]);
  });

  it('projects a seller’s own sales only, as an admin narrowed to that seller does', async () => {
    const sellerId = await userId(t, 'seller@demo.local');
    const seller = await login(t.app, 'seller@demo.local');
    const own = await figures<MtdFigures>(t, seller, 'mtd', { to: today });
    const want = expected(main, today, [sellerId]);
    expect(want.monthToDate.orders).toBeLessThan(expected(main, today).monthToDate.orders);
    expect(own.body).toMatchObject({ ...want, sellerId });
    const admin = await login(t.app, 'admin@demo.local');
    const narrowed = await figures<MtdFigures>(t, admin, 'mtd', { to: today, sellerId });
    expect(narrowed.body).toEqual(own.body);
  });
});
