/**
 * The fold of the dashboards' monthly summaries: each key's rows (the changes the triggers
 * inserted and the last fold's sum) replaced by one row with their sum, for the tenant of the
 * transaction. One statement per summary: rows a concurrent transaction inserts meanwhile are not
 * in its snapshot and wait for the next fold; a key whose orders all went away leaves no row.
 */
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../db/client';
import {
  dashboardDeliveryCells,
  dashboardDemandCells,
  dashboardDurationCells,
  dashboardOpenCells,
  dashboardProductCells,
  dashboardSalesCells,
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
}

/** Runs one fold statement (an insert of the sums) and answers how many rows it wrote. */
async function foldedCount(db: Executor, statement: SQL): Promise<number> {
  return rowsOf(await db.execute(sql`${statement} returning 1`)).length;
}

/**
 * Folds the tenant's pending rows of the six summaries and the status counts (answers how many rows each now holds for
 * the keys it folded). Two folds of one tenant wait for each other (an advisory lock on the tenant):
 * both would still be exact, but the second would leave two rows for some keys.
 */
export async function foldSummaries(db: Executor, tenantId: string): Promise<Folded> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`dashboards.fold:${tenantId}`}, 0))`);
  const sales = await foldedCount(
    db,
    sql`
    with pending as (
      select distinct month, ${seller('seller_id')} as seller, customer_id from ${dashboardSalesCells} where not folded
    ), gone as (
      delete from ${dashboardSalesCells} c using pending p
      where c.month = p.month and ${seller('c.seller_id')} = p.seller and c.customer_id = p.customer_id
      returning c.*
    )
    insert into ${dashboardSalesCells}
      (tenant_id, month, seller_id, customer_id, orders, kg, usd, mxn, costed_kg, costed_revenue_usd, costed_cost_usd, folded)
    select tenant_id, month, seller_id, customer_id, sum(orders), sum(kg), sum(usd), sum(mxn), sum(costed_kg),
           sum(costed_revenue_usd), sum(costed_cost_usd), true
    from gone group by 1, 2, 3, 4 having sum(orders) <> 0`,
  );
  const products = await foldedCount(
    db,
    sql`
    with pending as (
      select distinct month, ${seller('seller_id')} as seller, product_id from ${dashboardProductCells} where not folded
    ), gone as (
      delete from ${dashboardProductCells} c using pending p
      where c.month = p.month and ${seller('c.seller_id')} = p.seller and c.product_id = p.product_id
      returning c.*
    )
    insert into ${dashboardProductCells} (tenant_id, month, seller_id, product_id, items, kg, usd, mxn, folded)
    select tenant_id, month, seller_id, product_id, sum(items), sum(kg), sum(usd), sum(mxn), true
    from gone group by 1, 2, 3, 4 having sum(items) <> 0`,
  );
  // A bucket's total is a sum of floating-point values: once its count is back to zero, what is
  // left of it is rounding, not a value, and goes with the row.
  const durations = await foldedCount(
    db,
    sql`
    with pending as (
      select distinct month, measure, bucket from ${dashboardDurationCells} where not folded
    ), gone as (
      delete from ${dashboardDurationCells} c using pending p
      where c.month = p.month and c.measure = p.measure and c.bucket = p.bucket
      returning c.*
    )
    insert into ${dashboardDurationCells} (tenant_id, month, measure, bucket, orders, total, folded)
    select tenant_id, month, measure, bucket, sum(orders), sum(total), true
    from gone group by 1, 2, 3, 4 having sum(orders) <> 0`,
  );
  const demand = await foldedCount(
    db,
    sql`
    with pending as (
      select distinct ${seller('seller_id')} as seller, product_id from ${dashboardDemandCells} where not folded
    ), gone as (
      delete from ${dashboardDemandCells} c using pending p
      where ${seller('c.seller_id')} = p.seller and c.product_id = p.product_id
      returning c.*
    )
    insert into ${dashboardDemandCells} (tenant_id, seller_id, product_id, items, kg, folded)
    select tenant_id, seller_id, product_id, sum(items), sum(kg), true
    from gone group by 1, 2, 3 having sum(items) <> 0`,
  );
  const deliveries = await foldedCount(
    db,
    sql`
    with pending as (
      select distinct month, ${seller('seller_id')} as seller from ${dashboardDeliveryCells} where not folded
    ), gone as (
      delete from ${dashboardDeliveryCells} c using pending p
      where c.month = p.month and ${seller('c.seller_id')} = p.seller
      returning c.*
    )
    insert into ${dashboardDeliveryCells} (tenant_id, month, seller_id, delivered, on_time, folded)
    select tenant_id, month, seller_id, sum(delivered), sum(on_time), true
    from gone group by 1, 2, 3 having sum(delivered) <> 0`,
  );
  const open = await foldedCount(
    db,
    sql`
    with pending as (
      select distinct ${seller('seller_id')} as seller, due, retained from ${dashboardOpenCells} where not folded
    ), gone as (
      delete from ${dashboardOpenCells} c using pending p
      where ${seller('c.seller_id')} = p.seller and c.due = p.due and c.retained = p.retained
      returning c.*
    )
    insert into ${dashboardOpenCells} (tenant_id, seller_id, due, retained, orders, kg, usd, mxn, folded)
    select tenant_id, seller_id, due, retained, sum(orders), sum(kg), sum(usd), sum(mxn), true
    from gone group by 1, 2, 3, 4 having sum(orders) <> 0`,
  );
  const statuses = await foldedCount(
    db,
    sql`
    with pending as (
      select distinct ${seller('seller_id')} as seller, ops_status from ${orderStatusCells} where not folded
    ), gone as (
      delete from ${orderStatusCells} c using pending p
      where ${seller('c.seller_id')} = p.seller and c.ops_status = p.ops_status
      returning c.*
    )
    insert into ${orderStatusCells} (tenant_id, seller_id, ops_status, orders, kg, folded)
    select tenant_id, seller_id, ops_status, sum(orders), sum(kg), true
    from gone group by 1, 2, 3 having sum(orders) <> 0`,
  );
  return { sales, products, durations, demand, deliveries, open, statuses };
}
