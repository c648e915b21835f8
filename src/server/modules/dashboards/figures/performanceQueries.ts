/**
 * Performance: how long orders take to reach each step (orders created in the range, from the step
 * times their history keeps on the order), how many deliveries of the range were on time, and how
 * long finance takes to release. The durations' counts, averages and medians: durationQueries.ts;
 * the deliveries are one pass over one index (docs/performance.md "Dashboards").
 */
import { and, type SQL, sql } from 'drizzle-orm';
import { CYCLE_STEPS, type PerformanceFigures } from '../../../../domain/dashboards';
import { type Executor, rowsOf } from '../../../db/client';
import { dashboardDeliveryCells, orders } from '../../../db/schema';
import {
  countOf,
  inMonths,
  monthBucket,
  monthSeries,
  onDays,
  rateOf,
  sellersIn,
  summaryMonthNumber,
} from '../figureQueries';
import type { DashboardScope } from '../scopeQueries';
import { rangeParts } from '../summaryRange';
import { durationFigures, RELEASE_LEAD, STEP_DURATIONS } from './durationQueries';

type Figures = Omit<PerformanceFigures, 'from' | 'to' | 'currency' | 'sellerId'>;

async function cycleTimes(db: Executor, s: DashboardScope): Promise<Figures['cycleTimes']> {
  const figures = await durationFigures(db, s, STEP_DURATIONS);
  return CYCLE_STEPS.map((step, i) => ({
    step,
    orders: figures[i]?.orders ?? 0,
    averageDays: figures[i]?.average ?? null,
    medianDays: figures[i]?.median ?? null,
  }));
}

/**
 * Orders delivered in the range (when they were delivered last, Mexico City days), per month:
 * on time when delivered no later than the delivery date asked. The months the range holds whole
 * from the deliveries' summary, the days at its edges from the orders (`orders_dashboard_delivered`).
 */
export async function onTimeByMonth(db: Executor, s: DashboardScope): Promise<Figures['onTimeByMonth']> {
  const { from, to } = s.range;
  const parts = rangeParts(from, to);
  const sources: SQL[] = [];
  if (parts.months)
    sources.push(sql`
      select ${summaryMonthNumber(sql`c.month`, from)}, c.delivered, c.on_time from ${dashboardDeliveryCells} c
      where ${and(inMonths(sql`c.month`, parts.months), sellersIn(sql`c.seller_id`, s.sellers))}`);
  for (const days of parts.days)
    sources.push(sql`
      select ${monthBucket(sql`${orders.deliveredAt}`, from, to)}, 1,
             dashboard_on_time(${orders.deliveredAt}, ${orders.deliveryDate})
      from ${orders}
      where ${and(onDays(sql`${orders.deliveredAt}`, days.from, days.to), s.orders)}`);
  const result = await db.execute(sql`
    with months as (${monthSeries(from, to)}),
    delivered as (
      select k, sum(n) as n, sum(on_time) as on_time
      from (${sql.join(sources, sql` union all `)}) x(k, n, on_time)
      group by k
    )
    select m.month, ${countOf(sql`d.n`)} as delivered, ${countOf(sql`d.on_time`)} as "onTime",
           ${rateOf(sql`d.on_time`, sql`d.n`)} as rate
    from months m left join delivered d on d.k = m.k
    order by m.month`);
  return rowsOf<Figures['onTimeByMonth'][number]>(result);
}

/** The range's total of `onTimeByMonth`. */
export function onTimeTotal(months: Figures['onTimeByMonth']): Figures['onTime'] {
  const delivered = months.reduce((n, m) => n + m.delivered, 0);
  const onTime = months.reduce((n, m) => n + m.onTime, 0);
  return { delivered, onTime, rate: delivered ? Math.round((onTime / delivered) * 10_000) / 10_000 : null };
}

/**
 * Orders finance released in the range (their first release): hours from the last release request
 * before it, or from the order's creation when nobody asked.
 */
async function releaseLeadTime(db: Executor, s: DashboardScope): Promise<Figures['releaseLeadTime']> {
  const [figures] = await durationFigures(db, s, [RELEASE_LEAD]);
  return {
    released: figures?.orders ?? 0,
    averageHours: figures?.average ?? null,
    medianHours: figures?.median ?? null,
  };
}

export async function performanceFigures(db: Executor, s: DashboardScope): Promise<Figures> {
  const months = await onTimeByMonth(db, s);
  return {
    cycleTimes: await cycleTimes(db, s),
    onTime: onTimeTotal(months),
    onTimeByMonth: months,
    releaseLeadTime: await releaseLeadTime(db, s),
  };
}
