/**
 * The fold of the dashboards' monthly summaries: each key's rows (the changes the triggers
 * inserted and the last fold's sum) replaced by one row with their sum, for the tenant of the
 * transaction. One statement per summary: rows a concurrent transaction inserts meanwhile are not
 * in its snapshot and wait for the next fold; a key whose orders all went away leaves no row.
 */
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { type Executor, rowsOf } from '../../db/client';
import {
  dashboardDeliveryCells,
  dashboardDemandCells,
  dashboardDurationCells,
  dashboardOpenCells,
  dashboardProductCells,
  dashboardSalesCells,
  orderFinanceCells,
  orderPendingDeliveryCells,
  orderPendingShipmentCells,
  orderStatusCells,
} from '../../db/schema';

/** A seller column as a value equality can hash (orders without a seller have null). */
const seller = (column: string) =>
  sql.raw(`coalesce(${column}, '00000000-0000-0000-0000-000000000000'::uuid)`);

export interface Folded {
  sales: number;
  products: number;
  durations: number;
  demand: number;
  deliveries: number;
  open: number;
  /** The order list's and pipeline's counts per seller and status. */
  statuses: number;
  /** The finance badges' counts per seller and finance queue. */
  financeQueues: number;
  /** The pending deliveries' counts per seller and delivery date. */
  pendingDeliveries: number;
  /** The pending deliveries' counts per seller, delivery model, invoiced and transport assigned. */
  pendingShipments: number;
}

/**
 * A summary as the fold sees it: the columns that make its key and the columns it sums. The first
 * summed column counts (orders, items, delivered): a key whose count is back to zero keeps no row,
 * and with it goes what is left of the other sums (floating-point rounding, not a value).
 */
interface CellTable {
  table: PgTable;
  keys: readonly string[];
  sums: readonly [string, ...string[]];
}

/** A key column as a value equality can hash: orders without a seller have a null seller. */
const keyOf = (alias: string, column: string) =>
  column === 'seller_id' ? seller(`${alias}.${column}`) : sql.raw(`${alias}.${column}`);

/**
 * Replaces the tenant's pending rows of each key (the changes and the last fold's sum) by one row
 * with their sum, in one statement; answers how many rows it wrote.
 */
async function fold(db: Executor, { table, keys, sums }: CellTable): Promise<number> {
  const pending = sql.join(
    keys.map((k, i) => sql`${keyOf('c', k)} as ${sql.raw(`k${i}`)}`),
    sql`, `,
  );
  const matches = sql.join(
    keys.map((k, i) => sql`${keyOf('c', k)} = ${sql.raw(`p.k${i}`)}`),
    sql` and `,
  );
  const columns = sql.raw(['tenant_id', ...keys].join(', '));
  const summed = sql.raw(sums.map((column) => `sum(${column})`).join(', '));
  const groups = sql.raw(keys.map((_, i) => String(i + 2)).join(', '));
  const statement = sql`
    with pending as (
      select distinct ${pending} from ${table} c where not c.folded
    ), gone as (
      delete from ${table} c using pending p where ${matches} returning c.*
    )
    insert into ${table} (${columns}, ${sql.raw(sums.join(', '))}, folded)
    select ${columns}, ${summed}, true
    from gone group by 1, ${groups} having ${sql.raw(`sum(${sums[0]})`)} <> 0
    returning 1`;
  return rowsOf(await db.execute(statement)).length;
}

const SUMMARIES = {
  sales: {
    table: dashboardSalesCells,
    keys: ['month', 'seller_id', 'customer_id'],
    sums: ['orders', 'kg', 'usd', 'mxn', 'costed_kg', 'costed_revenue_usd', 'costed_cost_usd'],
  },
  products: {
    table: dashboardProductCells,
    keys: ['month', 'seller_id', 'product_id'],
    sums: ['items', 'kg', 'usd', 'mxn'],
  },
  durations: {
    table: dashboardDurationCells,
    keys: ['month', 'measure', 'bucket'],
    sums: ['orders', 'total'],
  },
  demand: { table: dashboardDemandCells, keys: ['seller_id', 'product_id'], sums: ['items', 'kg'] },
  deliveries: { table: dashboardDeliveryCells, keys: ['month', 'seller_id'], sums: ['delivered', 'on_time'] },
  open: {
    table: dashboardOpenCells,
    keys: ['seller_id', 'due', 'retained'],
    sums: ['orders', 'kg', 'usd', 'mxn'],
  },
  statuses: { table: orderStatusCells, keys: ['seller_id', 'ops_status'], sums: ['orders', 'kg'] },
  financeQueues: { table: orderFinanceCells, keys: ['seller_id', 'finance_queue'], sums: ['orders'] },
  pendingDeliveries: {
    table: orderPendingDeliveryCells,
    keys: ['seller_id', 'date_delivery'],
    sums: ['shipments'],
  },
  pendingShipments: {
    table: orderPendingShipmentCells,
    keys: ['seller_id', 'delivery_model', 'is_invoiced', 'transported'],
    sums: ['shipments'],
  },
} satisfies Record<keyof Folded, CellTable>;

/**
 * Folds the tenant's pending rows of the six summaries and the kept counts (statuses, finance
 * queues, pending deliveries by date and by shipment facts); answers how many rows each now holds
 * for the keys it folded. Two folds of one tenant wait for each other (an advisory lock on the tenant):
 * both would still be exact, but the second would leave two rows for some keys.
 */
export async function foldSummaries(db: Executor, tenantId: string): Promise<Folded> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`dashboards.fold:${tenantId}`}, 0))`);
  const folded: Partial<Folded> = {};
  // One after another: one transaction, one connection.
  for (const [name, summary] of Object.entries(SUMMARIES) as [keyof Folded, CellTable][]) {
    folded[name] = await fold(db, summary);
  }
  return folded as Folded;
}
