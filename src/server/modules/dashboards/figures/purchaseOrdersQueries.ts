/**
 * Purchase orders: the lots received in the range (by their reception date), their tons and cost
 * in USD, per month, per supplier and per supplier and month. Lots belong to the tenant, not to a
 * seller: every caller with the dashboard reads the same figures.
 */
import { sql } from 'drizzle-orm';
import type { PurchaseOrdersFigures } from '../../../../domain/dashboards';
import { type Executor, rowsOf } from '../../../db/client';
import { inventoryLots } from '../../../db/schema';
import { countOf, money, monthSeries, tonsOf } from '../figureQueries';
import type { DashboardScope } from '../scopeQueries';

type Figures = Omit<PurchaseOrdersFigures, 'from' | 'to' | 'currency' | 'sellerId'>;
type Purchase = Figures['totals'];

interface Row extends Purchase {
  level: number;
  supplier: string | null;
  month: string | null;
}

export async function purchaseOrdersFigures(db: Executor, s: DashboardScope): Promise<Figures> {
  const { from, to } = s.range;
  const result = await db.execute(sql`
    with months as (${monthSeries(from, to)}),
    received as (
      select coalesce(nullif(trim(l.supplier), ''), '') as supplier, to_char(l.reception_date, 'YYYY-MM') as month,
             count(*) as n, sum(l.received_kg) as kg, sum(l.received_kg / 1000 * l.cost_usd_per_ton) as cost
      from ${inventoryLots} l
      where l.reception_date between ${from}::date and ${to}::date
      group by 1, 2
    ), rolled as (
      select grouping(supplier, month)::int as level, supplier, month,
             sum(n) as n, sum(kg) as kg, sum(cost) as cost
      from received group by grouping sets ((), (month), (supplier), (supplier, month))
    )
    select r.level, r.supplier, r.month, ${countOf(sql`r.n`)} as lots,
           ${tonsOf(sql`r.kg`)} as tons, ${money(sql`r.cost`)} as "costUsd",
           round(r.cost / nullif(r.kg / 1000, 0), 2)::float8 as "averageCostPerTon"
    from rolled r where r.level <> 2
    union all
    select 2, null, m.month, ${countOf(sql`r.n`)}, ${tonsOf(sql`r.kg`)}, ${money(sql`r.cost`)},
           round(r.cost / nullif(r.kg / 1000, 0), 2)::float8
    from months m left join rolled r on r.level = 2 and r.month = m.month`);
  const rows = rowsOf<Row>(result);
  const purchase = (r: Row | undefined): Purchase => ({
    lots: r?.lots ?? 0,
    tons: r?.tons ?? 0,
    costUsd: r?.costUsd ?? 0,
    averageCostPerTon: r?.averageCostPerTon ?? null,
  });
  const bySupplier = rows
    .filter((r) => r.level === 1)
    .map((r) => ({ supplier: r.supplier ?? '', ...purchase(r) }))
    .sort((a, b) => b.costUsd - a.costUsd || a.supplier.localeCompare(b.supplier));
  const order = new Map(bySupplier.map((r, i) => [r.supplier, i]));
  return {
    totals: purchase(rows.find((r) => r.level === 3)),
    byMonth: rows
      .filter((r) => r.level === 2)
      .map((r) => ({ month: r.month!, ...purchase(r) }))
      .sort((a, b) => a.month.localeCompare(b.month)),
    bySupplier,
    bySupplierMonth: rows
      .filter((r) => r.level === 0)
      .map((r) => ({ supplier: r.supplier ?? '', month: r.month!, ...purchase(r) }))
      .sort(
        (a, b) =>
          (order.get(a.supplier) ?? 0) - (order.get(b.supplier) ?? 0) || a.month.localeCompare(b.month),
      ),
  };
}
