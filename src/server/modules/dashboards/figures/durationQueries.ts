/**
 * Counts, averages and medians of the orders' durations (days to each step, release lead hours)
 * over a range. For the whole tenant they come from the duration summary: how many values each
 * bucket holds and their sum (whole months from `dashboard_duration_cells`, the days at the range's
 * edges from the orders), then, for each median, only the one or two values it lies between, read
 * in order from the duration's own index. A narrower scope (a seller's orders) sorts its values.
 * Both give exactly what `percentile_cont(0.5)` over every value gives (docs/performance.md).
 */
import { and, type SQL, sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../../db/client';
import { dashboardDurationCells, orders } from '../../../db/schema';
import { inMonths, measureOf, onDays } from '../figureQueries';
import { medianRead } from '../medians';
import type { DashboardScope } from '../scopeQueries';
import { rangeParts } from '../summaryRange';

/** A duration as the summary keeps it: its measure there, its column, the instant it counts from. */
export interface Duration {
  measure: number;
  value: SQL;
  /** The instant whose day puts the duration in a range (and whose month in the summary). */
  at: SQL;
  /** A bucket's width in the duration's unit (the database's `dashboard_bucket`). */
  width: number;
}

const stepDays = (measure: number, value: SQL): Duration => ({
  measure,
  value,
  at: sql`${orders.createdAt}`,
  width: 0.25,
});

/** Days from creation to each step, in the dashboards' step order (measures 0–5). */
export const STEP_DURATIONS: readonly Duration[] = [
  stepDays(0, sql`${orders.daysToApproved}`),
  stepDays(1, sql`${orders.daysToMaterial}`),
  stepDays(2, sql`${orders.daysToScheduled}`),
  stepDays(3, sql`${orders.daysToTransport}`),
  stepDays(4, sql`${orders.daysToInvoiced}`),
  stepDays(5, sql`${orders.daysToDelivered}`),
];

/** Hours from the release request (or the creation) to the first release, by when it was released. */
export const RELEASE_LEAD: Duration = {
  measure: 6,
  value: sql`${orders.releaseLeadHours}`,
  at: sql`${orders.stepApprovedAt}`,
  width: 8,
};

export interface DurationFigures {
  orders: number;
  average: number | null;
  median: number | null;
}

interface HistogramRow {
  measure: number;
  /** Null on a measure's total row. */
  bucket: number | null;
  values: number;
  average: number | null;
}

/** Durations that share the instant they count from (the steps' days, or the release hours). */
async function histogram(db: Executor, s: DashboardScope, durations: readonly Duration[]) {
  const { at } = durations[0]!;
  const parts = rangeParts(s.range.from, s.range.to);
  const measures = sql.join(
    durations.map((d) => sql.raw(String(d.measure))),
    sql`, `,
  );
  const sources: SQL[] = [];
  if (parts.months)
    sources.push(sql`
      select c.measure::int, c.bucket, c.orders, c.total from ${dashboardDurationCells} c
      where ${inMonths(sql`c.month`, parts.months)} and c.measure in (${measures})`);
  // One index range per duration and edge (a lateral list of the six per order costs several times more).
  for (const days of parts.days)
    for (const d of durations) {
      const measure = sql.raw(String(d.measure));
      sources.push(sql`
        select ${measure}, dashboard_bucket(${measure}, ${d.value}), 1, ${d.value} from ${orders}
        where ${onDays(at, days.from, days.to)} and ${d.value} is not null`);
    }
  const result = await db.execute(sql`
    select measure, bucket, sum(n)::int as "values",
           case when grouping(bucket) = 1 then ${measureOf(sql`sum(total) / sum(n)`)} end as average
    from (${sql.join(sources, sql` union all `)}) x(measure, bucket, n, total)
    group by grouping sets ((measure, bucket), (measure))
    having sum(n) <> 0`);
  return rowsOf<HistogramRow>(result);
}

/** Whole tenant: from the summary, each median read from where it lies. */
async function summarised(
  db: Executor,
  s: DashboardScope,
  durations: readonly Duration[],
): Promise<DurationFigures[]> {
  const rows = await histogram(db, s, durations);
  const reads = durations.flatMap((d) => {
    const buckets = rows
      .filter((r) => r.measure === d.measure && r.bucket !== null)
      .map((r) => ({ bucket: r.bucket!, values: r.values }));
    const read = medianRead(buckets, d.width);
    if (!read) return [];
    // Index order from `orders_dashboard_days_to_*` / `orders_dashboard_release_lead`: no sort.
    return [
      sql`(select ${sql.raw(String(d.measure))} as measure, ${d.value} as v from ${orders}
           where ${and(
             sql`${d.value} >= ${read.lo}::float8 and ${d.value} < ${read.hi}::float8`,
             onDays(d.at, s.range.from, s.range.to),
           )}
           order by ${d.value} offset ${read.skip} limit ${read.take})`,
    ];
  });
  const medians = new Map<number, number | null>();
  if (reads.length) {
    // What percentile_cont does with its two middle values (lo + (hi − lo) × 0.5, in float8).
    const result = await db.execute(sql`
      select measure, ${measureOf(sql`min(v) + (max(v) - min(v)) * 0.5`)} as median
      from (${sql.join(reads, sql` union all `)}) r
      group by measure`);
    for (const r of rowsOf<{ measure: number; median: number | null }>(result))
      medians.set(r.measure, r.median);
  }
  return durations.map((d) => {
    const total = rows.find((r) => r.measure === d.measure && r.bucket === null);
    return {
      orders: total?.values ?? 0,
      average: total?.average ?? null,
      median: medians.get(d.measure) ?? null,
    };
  });
}

/** A narrower scope: its orders' values, counted, averaged and sorted for the median. */
async function sorted(
  db: Executor,
  s: DashboardScope,
  durations: readonly Duration[],
): Promise<DurationFigures[]> {
  const { at } = durations[0]!;
  const columns = durations.map(
    (d, i) => sql`count(${d.value})::int as ${sql.identifier(`n${i}`)},
      ${measureOf(sql`avg(${d.value})`)} as ${sql.identifier(`avg${i}`)},
      ${measureOf(sql`percentile_cont(0.5) within group (order by ${d.value})`)} as ${sql.identifier(`med${i}`)}`,
  );
  const result = await db.execute(sql`
    select ${sql.join(columns, sql`, `)} from ${orders}
    where ${and(onDays(at, s.range.from, s.range.to), s.orders)}`);
  const [row] = rowsOf<Record<string, number | null>>(result);
  return durations.map((_, i) => ({
    orders: Number(row?.[`n${i}`] ?? 0),
    average: row?.[`avg${i}`] ?? null,
    median: row?.[`med${i}`] ?? null,
  }));
}

/** The figures of durations that count from the same instant, within the caller's data. */
export function durationFigures(
  db: Executor,
  s: DashboardScope,
  durations: readonly Duration[],
): Promise<DurationFigures[]> {
  return s.sellers === null ? summarised(db, s, durations) : sorted(db, s, durations);
}
