/**
 * The pipeline's one statement: every step's orders and kilos as `count(*) filter (…)` and
 * `sum(total_kg) filter (…)` over the caller's orders, so the database answers seven figures and
 * no row comes to Node. Every step lists open statuses only, so the statement reads the open orders
 * alone (`ops_status in (…)` on a bare column): with a date range it is a range of the
 * (tenant, status, delivery date) index.
 */
import { and, inArray, type SQL, sql } from 'drizzle-orm';
import { PIPELINE_STEPS, type PipelineStat, type PipelineStep } from '../../../../domain/orders/pipeline';
import { PIPELINE_FILTER_STATUSES } from '../../../../domain/orders/status';
import type { Executor } from '../../../db/client';
import { orderStatusCells, orders } from '../../../db/schema';

const inStep = (step: PipelineStep) => inArray(orders.opsStatus, [...PIPELINE_FILTER_STATUSES[step]]);

/** The union of the steps' statuses: what the statement reads at all. */
const ANY_STEP = [...new Set(PIPELINE_STEPS.flatMap((step) => PIPELINE_FILTER_STATUSES[step]))];

export async function countPipeline(db: Executor, where: SQL | undefined): Promise<PipelineStat[]> {
  const columns: Record<string, SQL> = {};
  PIPELINE_STEPS.forEach((step, i) => {
    columns[`c${i}`] = sql`count(*) filter (where ${inStep(step)})`;
    // Tons to 3 decimals by the database's numeric arithmetic, never by binary floats.
    columns[`t${i}`] =
      sql`round(coalesce(sum(${orders.totalKg}) filter (where ${inStep(step)}), 0) / 1000, 3)`;
  });
  const [row] = await db
    .select(columns)
    .from(orders)
    .where(and(where, inArray(orders.opsStatus, ANY_STEP)));
  return PIPELINE_STEPS.map((label, i) => ({
    label,
    count: Number(row?.[`c${i}`] ?? 0),
    totalQuantityTons: Number(row?.[`t${i}`] ?? 0),
  }));
}

const inKeptStep = (step: PipelineStep) =>
  inArray(orderStatusCells.opsStatus, [...PIPELINE_FILTER_STATUSES[step]]);

/**
 * The same figures from the kept counts per seller and status (`order_status_cells`): the whole
 * tenant (`sellerIds` null) or these sellers, with no date range. Same arithmetic: the tons are the
 * exact kilos summed, then rounded once.
 */
export async function countPipelineKept(
  db: Executor,
  sellerIds: readonly string[] | null,
): Promise<PipelineStat[]> {
  const columns: Record<string, SQL> = {};
  PIPELINE_STEPS.forEach((step, i) => {
    columns[`c${i}`] = sql`coalesce(sum(${orderStatusCells.orders}) filter (where ${inKeptStep(step)}), 0)`;
    columns[`t${i}`] =
      sql`round(coalesce(sum(${orderStatusCells.kg}) filter (where ${inKeptStep(step)}), 0) / 1000, 3)`;
  });
  const [row] = await db
    .select(columns)
    .from(orderStatusCells)
    .where(
      and(
        sellerIds ? inArray(orderStatusCells.sellerId, [...sellerIds]) : undefined,
        inArray(orderStatusCells.opsStatus, ANY_STEP),
      ),
    );
  return PIPELINE_STEPS.map((label, i) => ({
    label,
    count: Number(row?.[`c${i}`] ?? 0),
    totalQuantityTons: Number(row?.[`t${i}`] ?? 0),
  }));
}
