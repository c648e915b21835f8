/**
 * SQL pieces every dashboard's queries share: business days as instants (Mexico City), the
 * months and days of a range as series, the amount column of the currency asked, and the shapes
 * numbers come back in (tons to 3 decimals, amounts to 2, as JavaScript numbers).
 */
import { type SQL, sql } from 'drizzle-orm';
import { addDays } from '../../../domain/dashboards/workingDays';
import { BUSINESS_TIMEZONE } from '../../../domain/dates';
import type { Currency } from '../../../domain/orders/enums';
import type { Executor } from '../../db/client';
import { orderItems, orders } from '../../db/schema';

const ZONE = sql.raw(`'${BUSINESS_TIMEZONE}'`);

/** The instant a business day starts (midnight in Mexico City). */
export const dayStart = (day: string): SQL => sql`(${day}::date::timestamp at time zone ${ZONE})`;

/** `column` (an instant) falls on one of the days from..to, both included: a range an index can walk. */
export function onDays(column: SQL, from: string, to: string): SQL {
  return sql`${column} >= ${dayStart(from)} and ${column} < ${dayStart(addDays(to, 1))}`;
}

/** The business day of an instant. */
export const businessDayOf = (column: SQL): SQL => sql`(${column} at time zone ${ZONE})::date`;

/**
 * The months from..to as rows (k, month, first): k is 1 for the month of `from`, and what
 * `monthBucket` gives an instant of that month; `first` its first day (the monthly summaries' key).
 */
export function monthSeries(from: string, to: string): SQL {
  return sql`select k::int as k, to_char(d, 'YYYY-MM') as month, d::date as first
    from generate_series(date_trunc('month', ${from}::date::timestamp), ${to}::date::timestamp, interval '1 month')
      with ordinality as s(d, k)`;
}

/**
 * Which month of from..to an instant falls in (1 = the month of `from`), by comparing it with the
 * months' first instants: computed once per query, where converting every row's instant to Mexico
 * City's calendar would cost more than reading the row.
 */
export function monthBucket(column: SQL, from: string, to: string): SQL {
  return sql`width_bucket(${column}, array(
    select (d at time zone ${ZONE})
    from generate_series(date_trunc('month', ${from}::date::timestamp), ${to}::date::timestamp, interval '1 month') d))`;
}

/** Which day of from..to an instant falls in (1 = `from`), as `monthBucket` does for months. */
export function dayBucket(column: SQL, from: string, to: string): SQL {
  return sql`width_bucket(${column}, array(
    select (d at time zone ${ZONE})
    from generate_series(${from}::date::timestamp, ${to}::date::timestamp, interval '1 day') d))`;
}

/** The days from..to as rows (k, day), k = 1 for `from`. */
export function daySeries(from: string, to: string): SQL {
  return sql`select k::int as k, d::date::text as day
    from generate_series(${from}::date::timestamp, ${to}::date::timestamp, interval '1 day') with ordinality as s(d, k)`;
}

/** An order's items total (without VAT) in the currency asked: stored in both. */
export const orderAmount = (currency: Currency): SQL =>
  currency === 'USD' ? sql`${orders.productsTotalUsd}` : sql`${orders.productsTotalMxn}`;

/** An item's total in the currency asked. */
export const itemAmount = (currency: Currency): SQL =>
  currency === 'USD' ? sql`${orderItems.totalPriceUsd}` : sql`${orderItems.totalPriceMxn}`;

/** Kilos as tons, 3 decimals, a JavaScript number. */
export const tonsOf = (kg: SQL): SQL<number> => sql<number>`round(coalesce(${kg}, 0) / 1000, 3)::float8`;

/** An amount to 2 decimals, a JavaScript number. */
export const money = (amount: SQL): SQL<number> => sql<number>`round(coalesce(${amount}, 0), 2)::float8`;

/** A count as a JavaScript number. */
export const countOf = (n: SQL): SQL<number> => sql<number>`coalesce(${n}, 0)::int`;

/** A share of two sums, 4 decimals; null without a denominator. */
export const rateOf = (part: SQL, whole: SQL): SQL<number | null> =>
  sql<number | null>`round((${part})::numeric / nullif(${whole}, 0), 4)::float8`;

/** An average or median to 2 decimals, null when nothing was measured. */
export const measureOf = (value: SQL): SQL<number | null> =>
  sql<number | null>`round((${value})::numeric, 2)::float8`;

/**
 * The sellers whose figures count, as a condition on a monthly summary's seller column (undefined:
 * the whole tenant). The same rows as the scope's condition on orders: only sellers' own.
 */
export function sellersIn(column: SQL, sellers: readonly string[] | null): SQL | undefined {
  if (sellers === null) return undefined;
  if (sellers.length === 0) return sql`false`;
  return sql`${column} in (${sql.join(
    sellers.map((id) => sql`${id}::uuid`),
    sql`, `,
  )})`;
}

/** Which month of a range starting on `from` a summary's month (its first day) is, as `monthBucket` numbers them. */
export function summaryMonthNumber(column: SQL, from: string): SQL {
  const [year, month] = from.split('-').map(Number) as [number, number];
  return sql`(extract(year from ${column})::int * 12 + extract(month from ${column})::int) - ${sql.raw(String(year * 12 + month - 1))}`;
}

/** A monthly summary's rows of the months `first`..`last` (their first days). */
export const inMonths = (column: SQL, months: { from: string; to: string }): SQL =>
  sql`${column} between ${months.from}::date and ${months.to}::date`;

/** Orders that count as sales: every one not cancelled. */
export const NOT_CANCELLED = sql`${orders.opsStatus} <> 'ORDEN_CANCELADA'`;

/**
 * The figures' queries are written for index-only scans of the dashboards' indexes and summaries
 * (migrations 0022, 0024). The planner does not count what row-level security costs per row of a
 * sequential scan (the tenant check reads a setting and parses a uuid for every row), so for tens
 * of thousands of rows it picks the scan that is several times slower; a few of them sort or hash
 * more than the default working memory; parallel workers, which it plans for the open orders' tens
 * of thousands of index entries, cost more to start and gather than they save on a busy machine of
 * few cores; and with the scans turned off a plan's estimated cost passes the JIT's threshold, whose
 * compilation (20–40 ms) is more than the queries take. All four set for this transaction only.
 * Figures: docs/performance.md.
 */
export async function readForFigures(db: Executor): Promise<void> {
  await db.execute(
    sql`select set_config('enable_seqscan', 'off', true), set_config('work_mem', '16MB', true),
               set_config('max_parallel_workers_per_gather', '0', true), set_config('jit', 'off', true)`,
  );
}
