/**
 * Month-to-date projection: the sales (as the sales dashboard counts them) of the month of `to`
 * up to `asOf`, projected over the month's working days, against the previous month whole and up
 * to the same number of working days. One pass sums the sales of both months per day; the periods
 * are added up from those days.
 */
import { Decimal } from 'decimal.js';
import { sql } from 'drizzle-orm';
import type { MtdFigures } from '../../../../domain/dashboards';
import {
  endOfWorkingDays,
  monthBounds,
  monthWorkingDays,
  previousMonth,
} from '../../../../domain/dashboards/workingDays';
import { type Executor, rowsOf } from '../../../db/client';
import { orders } from '../../../db/schema';
import { dayBucket, daySeries, orderAmount } from '../figureQueries';
import type { DashboardScope } from '../scopeQueries';
import { salesOf } from './salesQueries';

type Figures = Omit<MtdFigures, 'from' | 'to' | 'currency' | 'sellerId'>;

interface DayRow {
  day: string;
  orders: number;
  kg: string;
  amount: string;
}

/** Sales per day, every day from..to (days without sales at zero). */
async function dailySales(db: Executor, s: DashboardScope, from: string, to: string): Promise<DayRow[]> {
  const result = await db.execute(sql`
    with days as (${daySeries(from, to)}),
    sold as (
      select ${dayBucket(sql`${orders.createdAt}`, from, to)} as k, count(*) as n,
             sum(${orders.totalKg}) as kg, sum(${orderAmount(s.currency)}) as amount
      from ${orders} where ${salesOf(s, from, to)}
      group by 1
    )
    select d.day, coalesce(sold.n, 0)::int as orders, coalesce(sold.kg, 0)::text as kg,
           coalesce(sold.amount, 0)::text as amount
    from days d left join sold on sold.k = d.k
    order by d.day`);
  return rowsOf<DayRow>(result);
}

const tons = (kg: Decimal) => kg.div(1000).toDecimalPlaces(3).toNumber();
const money = (amount: Decimal) => amount.toDecimalPlaces(2).toNumber();

function volumeOf(days: readonly DayRow[], from: string, to: string) {
  let orders = 0;
  let kg = new Decimal(0);
  let amount = new Decimal(0);
  for (const d of days) {
    if (d.day < from || d.day > to) continue;
    orders += d.orders;
    kg = kg.plus(d.kg);
    amount = amount.plus(d.amount);
  }
  return { orders, kg, amount };
}

export async function mtdFigures(db: Executor, s: DashboardScope): Promise<Figures> {
  const month = s.range.to.slice(0, 7);
  const asOf = [s.range.to, s.today].sort()[0]!;
  const current = monthBounds(month);
  const last = monthBounds(previousMonth(month));
  const workingDays = monthWorkingDays(month, asOf);
  const lastToDate = endOfWorkingDays(previousMonth(month), workingDays.elapsed);
  // A `to` in a later month than today leaves nothing of its month elapsed: the previous month still reads.
  const until = [asOf, last.last].sort()[1]!;
  const days = await dailySales(db, s, last.first, until);

  const toDate = volumeOf(days, current.first, asOf);
  const project = (value: Decimal) =>
    workingDays.elapsed === 0 ? null : value.div(workingDays.elapsed).times(workingDays.total);
  const projectedKg = project(toDate.kg);
  const projectedAmount = project(toDate.amount);
  const plain = (v: ReturnType<typeof volumeOf>) => ({
    orders: v.orders,
    tons: tons(v.kg),
    amount: money(v.amount),
  });

  let cumulativeKg = new Decimal(0);
  let cumulativeAmount = new Decimal(0);
  const daily = days
    .filter((d) => d.day >= current.first && d.day <= asOf)
    .map((d) => {
      cumulativeKg = cumulativeKg.plus(d.kg);
      cumulativeAmount = cumulativeAmount.plus(d.amount);
      return {
        date: d.day,
        tons: tons(new Decimal(d.kg)),
        amount: money(new Decimal(d.amount)),
        cumulativeTons: tons(cumulativeKg),
        cumulativeAmount: money(cumulativeAmount),
      };
    });

  return {
    month,
    asOf,
    workingDays,
    monthToDate: plain(toDate),
    projection: {
      tons: projectedKg === null ? null : tons(projectedKg),
      amount: projectedAmount === null ? null : money(projectedAmount),
    },
    lastMonth: plain(volumeOf(days, last.first, last.last)),
    lastMonthToDate: plain(volumeOf(days, last.first, lastToDate)),
    daily,
  };
}
