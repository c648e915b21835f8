/**
 * Performance: how long orders take to reach each step (orders created in the range, from the step
 * times their history keeps on the order), how many deliveries of the range were on time, and how
 * long finance takes to release. Each is one pass over one index (docs/performance.md "Dashboards").
 */
import { and, type SQL, sql } from 'drizzle-orm';
import { CYCLE_STEPS, type PerformanceFigures } from '../../../../domain/dashboards';
import { type Executor, rowsOf } from '../../../db/client';
import { orders } from '../../../db/schema';
import {
  businessDayOf,
  countOf,
  measureOf,
  monthBucket,
  monthSeries,
  onDays,
  rateOf,
} from '../figureQueries';
import type { DashboardScope } from '../scopeQueries';

type Figures = Omit<PerformanceFigures, 'from' | 'to' | 'currency' | 'sellerId'>;
type Step = (typeof CYCLE_STEPS)[number];

/** Where each step's first time is kept on the order. */
const STEP_COLUMNS: Record<Step, SQL> = {
  APROBADO_POR_FINANZAS: sql`${orders.stepApprovedAt}`,
  MATERIAL_ASIGNADO: sql`${orders.stepMaterialAt}`,
  'EMBARCADO/PROGRAMADO': sql`${orders.stepScheduledAt}`,
  TRANSPORTE_ASIGNADO: sql`${orders.stepTransportAt}`,
  FACTURADO: sql`${orders.stepInvoicedAt}`,
  ORDEN_ENTREGADA: sql`${orders.stepDeliveredAt}`,
};

const DAY_SECONDS = 86_400;

/** An interval's seconds in floating point: `extract` answers numeric, ten times slower to sum and sort. */
const seconds = (interval: SQL): SQL => sql`date_part('epoch', ${interval})`;

async function cycleTimes(db: Executor, s: DashboardScope): Promise<Figures['cycleTimes']> {
  // Each order's days to each step computed once, then averaged and sorted for the median.
  const days = CYCLE_STEPS.map(
    (step, i) =>
      sql`${seconds(sql`${STEP_COLUMNS[step]} - ${orders.createdAt}`)} / ${sql.raw(String(DAY_SECONDS))} as ${sql.identifier(`d${i}`)}`,
  );
  const columns = CYCLE_STEPS.map((_, i) => {
    const d = sql.identifier(`d${i}`);
    return sql`count(${d})::int as ${sql.identifier(`n${i}`)},
      ${measureOf(sql`avg(${d})`)} as ${sql.identifier(`avg${i}`)},
      ${measureOf(sql`percentile_cont(0.5) within group (order by ${d})`)} as ${sql.identifier(`med${i}`)}`;
  });
  const result = await db.execute(sql`
    select ${sql.join(columns, sql`, `)}
    from (
      select ${sql.join(days, sql`, `)} from ${orders}
      where ${and(onDays(sql`${orders.createdAt}`, s.range.from, s.range.to), s.orders)}
      offset 0
    ) reached`);
  const [row] = rowsOf<Record<string, number | null>>(result);
  return CYCLE_STEPS.map((step, i) => ({
    step,
    orders: Number(row?.[`n${i}`] ?? 0),
    averageDays: row?.[`avg${i}`] ?? null,
    medianDays: row?.[`med${i}`] ?? null,
  }));
}

/**
 * Orders delivered in the range (when they were delivered last, Mexico City days), per month:
 * on time when delivered no later than the delivery date asked.
 */
export async function onTimeByMonth(db: Executor, s: DashboardScope): Promise<Figures['onTimeByMonth']> {
  const { from, to } = s.range;
  const result = await db.execute(sql`
    with months as (${monthSeries(from, to)}),
    delivered as (
      select ${monthBucket(sql`${orders.deliveredAt}`, from, to)} as k, count(*) as n,
             count(*) filter (where ${businessDayOf(sql`${orders.deliveredAt}`)} <= ${orders.deliveryDate}) as on_time
      from ${orders}
      where ${and(onDays(sql`${orders.deliveredAt}`, from, to), s.orders)}
      group by 1
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
  const hours = sql`${seconds(sql`${orders.stepApprovedAt} - case
    when ${orders.releaseRequestedAt} <= ${orders.stepApprovedAt} then ${orders.releaseRequestedAt}
    else ${orders.createdAt} end`)} / 3600`;
  const result = await db.execute(sql`
    select count(*)::int as released, ${measureOf(sql`avg(${hours})`)} as "averageHours",
           ${measureOf(sql`percentile_cont(0.5) within group (order by ${hours})`)} as "medianHours"
    from ${orders}
    where ${and(onDays(sql`${orders.stepApprovedAt}`, s.range.from, s.range.to), s.orders)}`);
  const [row] = rowsOf<Figures['releaseLeadTime']>(result);
  return row ?? { released: 0, averageHours: null, medianHours: null };
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
