/**
 * Inventory management: the stock now (lots in active warehouses; on hand = available + promised
 * to orders and not yet shipped), its value at each lot's cost, its age, and the demand it faces:
 * the kilos every order still waiting for material asks for, less what lots already cover, whatever
 * its delivery date (overdue or coming: the period does not apply here). Stock is the tenant's; the
 * seller filter narrows the demand only.
 */
import { and, sql } from 'drizzle-orm';
import { AGEING_BUCKETS, type InventoryFigures } from '../../../../domain/dashboards';
import { type Executor, rowsOf } from '../../../db/client';
import {
  dashboardDemandCells,
  inventoryLots,
  orderAllocations,
  orderItems,
  orders,
  products,
  warehouses,
} from '../../../db/schema';
import { countOf, money, sellersIn, tonsOf } from '../figureQueries';
import type { DashboardScope } from '../scopeQueries';

type Figures = Omit<InventoryFigures, 'from' | 'to' | 'currency' | 'sellerId'>;

/** Orders still waiting for their material: the inventory module's rule, as literals. */
const AWAITING_MATERIAL = sql.raw(
  `${orders.opsStatus.name} in ('ORDEN_CREADA', 'EFIRMA_CLIENTE', 'APROBADO_POR_FINANZAS', 'ORDEN_RETENIDA')`,
);

const ON_HAND = sql`(l.available_kg > 0 or l.allocated_kg > 0)`;

interface StockRow {
  part: 'total' | 'warehouse' | 'product' | 'age';
  id: string | null;
  name: string | null;
  lots: number;
  availableTons: number;
  allocatedTons: number;
  valueUsd: number;
}

/** Lots on hand per warehouse, per product, per age bucket and in total: one pass over the lots. */
async function stock(db: Executor, s: DashboardScope): Promise<StockRow[]> {
  const age = sql`case
    when ${s.today}::date - l.reception_date <= 30 then '0-30'
    when ${s.today}::date - l.reception_date <= 60 then '31-60'
    when ${s.today}::date - l.reception_date <= 90 then '61-90'
    when ${s.today}::date - l.reception_date <= 180 then '91-180'
    else '180+' end`;
  const result = await db.execute(sql`
    with lots as (
      select l.warehouse_id, l.product_id, ${age} as age, count(*) as n,
             sum(l.available_kg) as available, sum(l.allocated_kg) as allocated,
             sum((l.available_kg + l.allocated_kg) / 1000 * l.cost_usd_per_ton) as value
      from ${inventoryLots} l join ${warehouses} w on w.id = l.warehouse_id and w.active
      where ${ON_HAND}
      group by 1, 2, 3
    ), rolled as (
      select grouping(warehouse_id, product_id, age) as level, warehouse_id, product_id, age,
             sum(n) as n, sum(available) as available, sum(allocated) as allocated, sum(value) as value
      from lots group by grouping sets ((), (warehouse_id), (product_id), (age))
    )
    select case r.level when 7 then 'total' when 3 then 'warehouse' when 5 then 'product' else 'age' end as part,
           coalesce(r.warehouse_id::text, r.product_id::text, r.age) as id, coalesce(w.name, p.name) as name,
           ${countOf(sql`r.n`)} as lots, ${tonsOf(sql`r.available`)} as "availableTons",
           ${tonsOf(sql`r.allocated`)} as "allocatedTons", ${money(sql`r.value`)} as "valueUsd"
    from rolled r
    left join ${warehouses} w on w.id = r.warehouse_id
    left join ${products} p on p.id = r.product_id`);
  return rowsOf<StockRow>(result);
}

interface DemandRow {
  id: string;
  name: string;
  kg: string;
}

/**
 * Per product, the kilos the orders waiting for material (the caller's, the seller's when narrowed)
 * still wait for, whatever their delivery date: each order's items of a product and packaging less
 * its allocations of them, never below zero.
 *
 * What their items ask comes from the demand summary (per seller and product, kept by the
 * database: migration 0024); less, for the few waiting orders that lots already give something,
 * the part covered: of each product and packaging, the lesser of what was asked and what was given
 * (so the never-below-zero rule holds order by order), read order by order.
 */
async function demand(db: Executor, s: DashboardScope): Promise<DemandRow[]> {
  const withLots = sql`${AWAITING_MATERIAL} and ${orders.allocatedKg} > 0`;
  const result = await db.execute(sql`
    with requested as (
      select c.product_id, sum(c.kg) as kg from ${dashboardDemandCells} c
      where ${sellersIn(sql`c.seller_id`, s.sellers) ?? sql`true`}
      group by 1 having sum(c.items) <> 0
    ), given as (
      select g.product_id, g.kg
      from (select ${orders.id} as id from ${orders} where ${and(withLots, s.orders)}) w
      cross join lateral (
        select i.product_id, least(sum(i.quantity_kg), a.kg) as kg
        from ${orderItems} i
        join (
          select a.product_id, a.packaging_type, sum(a.allocated_kg) as kg
          from ${orderAllocations} a where a.order_id = w.id
          group by 1, 2
        ) a on a.product_id = i.product_id and a.packaging_type = i.packaging_type
        where i.order_id = w.id
        group by i.product_id, i.packaging_type, a.kg
      ) g
    )
    select p.id, p.name, (r.kg - coalesce(g.kg, 0))::text as kg
    from requested r
    left join (select product_id, sum(kg) as kg from given group by 1) g using (product_id)
    join ${products} p on p.id = r.product_id`);
  return rowsOf<DemandRow>(result);
}

export async function inventoryFigures(db: Executor, s: DashboardScope): Promise<Figures> {
  const rows = await stock(db, s);
  const waiting = await demand(db, s);
  const total = rows.find((r) => r.part === 'total');
  const demandTons = (kg: string) => Math.round(Number(kg)) / 1000;
  const totalDemandKg = waiting.reduce((sum, d) => sum + Number(d.kg), 0);
  const coverage = (available: number, demanded: number) =>
    demanded > 0 ? Math.round((available / demanded) * 10_000) / 10_000 : null;

  const products = new Map<string, Figures['byProduct'][number]>();
  for (const r of rows.filter((x) => x.part === 'product'))
    products.set(r.id!, {
      id: r.id!,
      name: r.name ?? '',
      availableTons: r.availableTons,
      demandTons: 0,
      coverage: null,
    });
  for (const d of waiting) {
    const found = products.get(d.id) ?? {
      id: d.id,
      name: d.name,
      availableTons: 0,
      demandTons: 0,
      coverage: null,
    };
    found.demandTons = demandTons(d.kg);
    products.set(d.id, found);
  }
  const byProduct = [...products.values()]
    .map((p) => ({ ...p, coverage: coverage(p.availableTons, p.demandTons) }))
    .sort(
      (a, b) =>
        b.demandTons - a.demandTons || b.availableTons - a.availableTons || a.name.localeCompare(b.name),
    );

  const totalDemandTons = Math.round(totalDemandKg) / 1000;
  return {
    asOf: s.today,
    totals: {
      lots: total?.lots ?? 0,
      availableTons: total?.availableTons ?? 0,
      allocatedTons: total?.allocatedTons ?? 0,
      stockValueUsd: total?.valueUsd ?? 0,
      demandTons: totalDemandTons,
      coverage: coverage(total?.availableTons ?? 0, totalDemandTons),
    },
    byWarehouse: rows
      .filter((r) => r.part === 'warehouse')
      .map((r) => ({
        id: r.id!,
        name: r.name ?? '',
        lots: r.lots,
        availableTons: r.availableTons,
        allocatedTons: r.allocatedTons,
      }))
      .sort((a, b) => b.availableTons - a.availableTons || a.name.localeCompare(b.name)),
    byProduct,
    ageing: AGEING_BUCKETS.map((bucket) => {
      const r = rows.find((x) => x.part === 'age' && x.id === bucket);
      return { bucket, lots: r?.lots ?? 0, availableTons: r?.availableTons ?? 0 };
    }),
  };
}
