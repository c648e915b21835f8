/**
 * The statements of the scale generator's bulk load (`scaleLoad.ts`): each table's rows of a chunk
 * in one `INSERT … SELECT FROM unnest(…)` (one array parameter per column, whatever the number of
 * rows), the secondary indexes dropped for the load and created again from their own definitions,
 * the facts the triggers would have kept (allocation sums on the order) and the dashboards' summary
 * rows for the new orders. Why the load bypasses the triggers: docs/performance.md, "A million orders".
 */
import { randomUUID } from 'node:crypto';
import { getTableColumns, getTableName, is, SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { type Executor, rowsOf } from '../client';
import { inventoryLots, orderAllocations, orderItems, orders } from '../schema';
import type { NewOrder, NewOrderItem } from './orderRows';
import type { NewAllocation, NewLot } from './scaleInventory';

/** A PostgreSQL array literal of the values as text (NULL for null). */
function arrayLiteral(values: readonly (string | null)[]): string {
  const parts = new Array<string>(values.length);
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    parts[i] = v === null || v === undefined ? 'NULL' : `"${v.replace(/[\\"]/g, '\\$&')}"`;
  }
  return `{${parts.join(',')}}`;
}

interface UnnestColumns {
  /** Quoted column names, in the order of the arrays. */
  names: string[];
  /** `$n::type[]` for each column. */
  arrays: SQL[];
  /** What each column takes from the unnested row `u` (its SQL default where a row gave nothing). */
  values: SQL[];
}

/**
 * One array per column the rows give (generated columns never; a column no row gives keeps its
 * default). A row without a value for a column others give gets what `insert … values` would have
 * sent: the column's default (a plain value, a new uuid, or its SQL expression).
 */
function unnestColumns(table: PgTable, rows: readonly object[], skip: readonly string[] = []): UnnestColumns {
  const out: UnnestColumns = { names: [], arrays: [], values: [] };
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    if (column.generated || skip.includes(column.name)) continue;
    const given = rows.map((row) => (row as Record<string, unknown>)[key]);
    if (given.every((v) => v === undefined)) continue;
    const name = `"${column.name}"`;
    const sqlDefault = column.hasDefault && is(column.default, SQL) && column.columnType !== 'PgUUID';
    let value = sql`u.${sql.raw(name)}`;
    if (sqlDefault && given.some((v) => v === undefined)) {
      // Null stands for "not given" here, so no row may give an explicit null.
      if (given.some((v) => v === null))
        throw new Error(`bulk insert: ${getTableName(table)}.${column.name} mixes nulls and defaults`);
      value = sql`coalesce(${value}, ${column.default as SQL})`;
    }
    const text = given.map((v) => {
      let x = v;
      if (x === undefined && column.hasDefault && !sqlDefault) x = column.default;
      if (x === undefined && column.hasDefault && column.columnType === 'PgUUID') x = randomUUID();
      return x === null || x === undefined ? null : String(column.mapToDriverValue(x));
    });
    out.names.push(name);
    out.arrays.push(sql`${arrayLiteral(text)}::${sql.raw(column.getSQLType())}[]`);
    out.values.push(sql`${value} as ${sql.raw(name)}`);
  }
  return out;
}

/** A table's rows for `insertChunk`. */
export type TableRows = readonly [PgTable, readonly object[]];

/** `name as (select … from unnest(…))`: the rows as a relation with the table's column names. */
function rowsRelation(name: string, table: PgTable, rows: readonly object[], skip: readonly string[] = []) {
  const { names, arrays, values } = unnestColumns(table, rows, skip);
  return {
    names,
    cte: sql`${sql.raw(name)} as (select ${sql.join(values, sql`, `)} from unnest(${sql.join(arrays, sql`, `)}) as u(${sql.raw(names.join(', '))}))`,
  };
}

/**
 * Writes a chunk of generated rows in ONE statement (a data-modifying CTE per table), so the
 * database works on a whole chunk while the next one is built. The orders are inserted with their
 * allocation facts (allocated kilos, and the costed kilos, revenue and cost) worked out by the same
 * formula as `orders_allocation_facts` (migration 0022) from the chunk's own items, allocations
 * and lots (a chunk's allocations take only its own lots), so each order row is written once
 * instead of being rewritten by the allocation trigger. The statement reads no table it writes.
 */
export async function insertChunk(
  db: Executor,
  core: {
    orders: readonly NewOrder[];
    items: readonly NewOrderItem[];
    lots: readonly NewLot[];
    allocations: readonly NewAllocation[];
  },
  others: readonly TableRows[],
): Promise<void> {
  if (core.orders.length === 0) return;
  const facts = ['allocated_kg', 'costed_kg', 'costed_revenue_usd', 'costed_cost_usd'];
  const o = rowsRelation('orders_in', orders, core.orders, facts);
  const i = rowsRelation('items_in', orderItems, core.items);
  const ctes: SQL[] = [o.cte, i.cte];
  const writes: SQL[] = [
    sql`items_w as (insert into ${orderItems} (${sql.raw(i.names.join(', '))}) select * from items_in)`,
  ];
  let factsJoin = sql``;
  let factsValues = sql`0, 0, 0, 0`;
  if (core.allocations.length > 0) {
    const l = rowsRelation('lots_in', inventoryLots, core.lots);
    const a = rowsRelation('allocations_in', orderAllocations, core.allocations);
    ctes.push(l.cte, a.cte);
    writes.push(
      sql`lots_w as (insert into ${inventoryLots} (${sql.raw(l.names.join(', '))}) select * from lots_in)`,
      sql`allocations_w as (insert into ${orderAllocations} (${sql.raw(a.names.join(', '))}) select * from allocations_in)`,
    );
    ctes.push(sql`p as (
      select order_id, product_id, packaging_type,
             sum(price_usd * quantity_kg) / nullif(sum(quantity_kg), 0) as usd_per_kg
      from items_in group by 1, 2, 3
    ), f as (
      select a.order_id,
        coalesce(sum(a.allocated_kg), 0) as allocated_kg,
        coalesce(sum(a.allocated_kg) filter (where c.costed), 0) as costed_kg,
        coalesce(sum(a.allocated_kg * p.usd_per_kg) filter (where c.costed), 0) as revenue,
        coalesce(sum(a.allocated_kg / 1000 * l.cost_usd_per_ton) filter (where c.costed), 0) as cost
      from allocations_in a
      left join lots_in l on l.id = a.lot_id
      left join p on p.order_id = a.order_id and p.product_id = a.product_id and p.packaging_type = a.packaging_type
      cross join lateral (select l.cost_usd_per_ton > 0 and p.usd_per_kg is not null as costed) c
      group by a.order_id
    )`);
    factsJoin = sql`left join f on f.order_id = o.id`;
    factsValues = sql`coalesce(f.allocated_kg, 0), coalesce(f.costed_kg, 0), coalesce(f.revenue, 0), coalesce(f.cost, 0)`;
  } else if (core.lots.length > 0) {
    writes.push(rowsWrite('lots_w', inventoryLots, core.lots));
  }
  writes.push(sql`orders_w as (
    insert into ${orders} (${sql.raw(o.names.join(', '))}, ${sql.raw(facts.join(', '))})
    select o.*, ${factsValues} from orders_in o ${factsJoin})`);
  others.forEach(([table, rows], k) => {
    if (rows.length > 0) writes.push(rowsWrite(`w${k}`, table, rows));
  });
  await db.execute(sql`with ${sql.join([...ctes, ...writes], sql`, `)} select 1`);
}

/** `name as (insert into table … select from unnest(…))`. */
function rowsWrite(name: string, table: PgTable, rows: readonly object[]): SQL {
  const { names, arrays, values } = unnestColumns(table, rows);
  return sql`${sql.raw(name)} as (insert into ${table} (${sql.raw(names.join(', '))})
    select ${sql.join(values, sql`, `)} from unnest(${sql.join(arrays, sql`, `)}) as u(${sql.raw(names.join(', '))}))`;
}

/** Whether the connection may turn triggers off for its transaction (`session_replication_role`). */
export async function isSuperuser(db: Executor): Promise<boolean> {
  const [row] = rowsOf<{ on: boolean }>(
    await db.execute(sql`select current_setting('is_superuser') = 'on' as on`),
  );
  return row?.on === true;
}

/**
 * For this transaction: the tenant (column defaults) and no user triggers nor foreign-key checks
 * (`replica`). The load writes what the triggers would have and its rows reference each other
 * consistently (the tests check both).
 */
export async function beginBulkLoad(db: Executor, tenantId: string): Promise<void> {
  await db.execute(
    sql`select set_config('app.tenant_id', ${tenantId}, true), set_config('session_replication_role', 'replica', true)`,
  );
}

export async function countAllOrders(db: Executor): Promise<number> {
  const [row] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from orders`));
  return row?.n ?? 0;
}

export interface IndexDefinition {
  name: string;
  table: string;
  definition: string;
}

/**
 * The indexes of `tables` that no constraint owns (primary keys and unique constraints stay), with
 * their definitions as PostgreSQL prints them (`pg_indexes.indexdef`), so creating them again
 * gives the schema the migrations made.
 */
export async function secondaryIndexes(db: Executor, tables: readonly string[]): Promise<IndexDefinition[]> {
  return rowsOf<IndexDefinition>(
    await db.execute(sql`
      select i.indexname as name, i.tablename as "table", i.indexdef as definition
      from pg_indexes i
      where i.schemaname = current_schema() and i.tablename in (${sql.join(
        tables.map((t) => sql`${t}`),
        sql`, `,
      )})
        and not exists (
          select 1 from pg_constraint c
          where c.conindid = (quote_ident(i.schemaname) || '.' || quote_ident(i.indexname))::regclass)
      order by i.tablename, i.indexname`),
  );
}

export async function dropIndexes(db: Executor, indexes: readonly IndexDefinition[]): Promise<void> {
  for (const index of indexes) await db.execute(sql.raw(`drop index "${index.name}"`));
}

/** Creates the indexes again, with the memory a sort of a million entries wants. */
export async function createIndexes(
  db: Executor,
  indexes: readonly IndexDefinition[],
  memory: string | null,
): Promise<void> {
  if (memory) await db.execute(sql`select set_config('maintenance_work_mem', ${memory}, true)`);
  for (const index of indexes) await db.execute(sql.raw(index.definition));
}

export async function analyzeTables(db: Executor, tables: readonly string[]): Promise<void> {
  await db.execute(sql.raw(`analyze ${tables.map((t) => `"${t}"`).join(', ')}`));
}

const OPEN = sql.raw(
  `('ORDEN_CREADA', 'EFIRMA_CLIENTE', 'APROBADO_POR_FINANZAS', 'MATERIAL_ASIGNADO', 'EMBARCADO/PROGRAMADO', 'FACTURADO', 'TRANSPORTE_ASIGNADO', 'ORDEN_RETENIDA')`,
);
const AWAITING_MATERIAL = sql.raw(
  `('ORDEN_CREADA', 'EFIRMA_CLIENTE', 'APROBADO_POR_FINANZAS', 'ORDEN_RETENIDA')`,
);

/**
 * The dashboards' summary rows for the tenant's orders numbered `first`–`last` (the load's), as
 * rows of changes not folded yet: what the triggers of migrations 0024, 0027, 0028, 0031 and 0034 would have inserted for
 * them, summed per key (the same totals; the fold job then merges them with the rest).
 */
export async function insertSummaryRows(db: Executor, tenantId: string, first: number, last: number) {
  const mine = sql`o.tenant_id = ${tenantId} and o.number between ${first} and ${last}`;
  await db.execute(sql`
    insert into dashboard_sales_cells (tenant_id, month, seller_id, customer_id, orders, kg, usd, mxn, costed_kg, costed_revenue_usd, costed_cost_usd)
    select o.tenant_id, dashboard_month(o.created_at), o.seller_id, o.customer_id, count(*), sum(o.total_kg),
           sum(o.products_total_usd), sum(o.products_total_mxn), sum(o.costed_kg), sum(o.costed_revenue_usd), sum(o.costed_cost_usd)
    from orders o where ${mine} and o.ops_status <> 'ORDEN_CANCELADA'
    group by 1, 2, 3, 4`);
  await db.execute(sql`
    insert into dashboard_product_cells (tenant_id, month, seller_id, product_id, items, kg, usd, mxn)
    select o.tenant_id, dashboard_month(o.created_at), o.seller_id, i.product_id, count(*), sum(i.quantity_kg),
           sum(i.total_price_usd), sum(i.total_price_mxn)
    from orders o join order_items i on i.order_id = o.id
    where ${mine} and o.ops_status <> 'ORDEN_CANCELADA'
    group by 1, 2, 3, 4`);
  await db.execute(sql`
    insert into dashboard_duration_cells (tenant_id, month, measure, bucket, orders, total)
    select o.tenant_id, d.month, d.measure, dashboard_bucket(d.measure, d.value), count(*), sum(d.value)
    from orders o cross join lateral dashboard_order_durations(o) d
    where ${mine}
    group by 1, 2, 3, 4`);
  await db.execute(sql`
    insert into dashboard_demand_cells (tenant_id, seller_id, product_id, items, kg)
    select o.tenant_id, o.seller_id, i.product_id, count(*), sum(i.quantity_kg)
    from orders o join order_items i on i.order_id = o.id
    where ${mine} and o.ops_status in ${AWAITING_MATERIAL}
    group by 1, 2, 3`);
  await db.execute(sql`
    insert into dashboard_delivery_cells (tenant_id, month, seller_id, delivered, on_time)
    select o.tenant_id, dashboard_month(o.delivered_at), o.seller_id, count(*), sum(dashboard_on_time(o.delivered_at, o.delivery_date))
    from orders o where ${mine} and o.delivered_at is not null
    group by 1, 2, 3`);
  await db.execute(sql`
    insert into dashboard_open_cells (tenant_id, seller_id, due, retained, orders, kg, usd, mxn)
    select o.tenant_id, o.seller_id, coalesce(o.shipment_due_date, o.delivery_date), o.ops_status = 'ORDEN_RETENIDA',
           count(*), sum(o.total_kg), sum(o.products_total_usd), sum(o.products_total_mxn)
    from orders o where ${mine} and o.ops_status in ${OPEN}
    group by 1, 2, 3, 4`);
  // And the order list's and pipeline's counts per seller and status (migration 0027).
  await db.execute(sql`
    insert into order_status_cells (tenant_id, seller_id, ops_status, orders, kg)
    select o.tenant_id, o.seller_id, o.ops_status, count(*), sum(o.total_kg)
    from orders o where ${mine}
    group by 1, 2, 3`);
  // And the finance badges' counts per seller and finance queue (migration 0028).
  await db.execute(sql`
    insert into order_finance_cells (tenant_id, seller_id, finance_queue, orders)
    select o.tenant_id, o.seller_id, o.finance_queue, count(*)
    from orders o where ${mine} and o.finance_queue is not null
    group by 1, 2, 3`);
  // And the pending deliveries' counts per seller and delivery date (migration 0031).
  await db.execute(sql`
    insert into order_pending_delivery_cells (tenant_id, seller_id, date_delivery, shipments)
    select s.tenant_id, o.seller_id, s.date_delivery, count(*)
    from orders o join order_shipments s on s.order_id = o.id
    where ${mine} and not s.is_delivered and o.ops_status <> 'ORDEN_CANCELADA'
    group by 1, 2, 3`);
  // And per seller and the shipment facts the queue filters on, and the suffixes of the pending
  // shipments' plates for its search (migration 0034).
  await db.execute(sql`
    insert into order_pending_shipment_cells (tenant_id, seller_id, delivery_model, is_invoiced, transported, shipments)
    select s.tenant_id, o.seller_id, s.delivery_model, s.is_invoiced, s.transport_assigned_at is not null, count(*)
    from orders o join order_shipments s on s.order_id = o.id
    where ${mine} and not s.is_delivered and o.ops_status <> 'ORDEN_CANCELADA'
    group by 1, 2, 3, 4, 5`);
  await db.execute(sql`
    insert into order_shipment_plate_suffixes (tenant_id, shipment_id, suffix)
    select s.tenant_id, s.id, substr(p.plates, i)
    from orders o join order_shipments s on s.order_id = o.id
    cross join lateral (select upper(s.plates) as plates) p
    cross join lateral generate_series(1, length(p.plates)) i
    where ${mine} and not s.is_delivered and s.plates is not null`);
}
