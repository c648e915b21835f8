/**
 * Sales: orders not cancelled, by the day they were created (Mexico City), within the caller's
 * data. Volumes per month (every month of the range), seller and customer come from one pass over
 * the monthly summary and the orders of the range's edge days; per product likewise from the
 * products' summary and the edge days' items (docs/decisions.md "Dashboards: monthly summaries").
 */
import { and, type SQL, sql } from 'drizzle-orm';
import type { SalesFigures } from '../../../../domain/dashboards';
import { fullName } from '../../../../domain/users';
import { type Executor, rowsOf } from '../../../db/client';
import {
  customers,
  dashboardProductCells,
  dashboardSalesCells,
  orderItems,
  orders,
  products,
  users,
} from '../../../db/schema';
import {
  countOf,
  inMonths,
  itemAmount,
  money,
  monthBucket,
  monthSeries,
  NOT_CANCELLED,
  onDays,
  orderAmount,
  sellersIn,
  summaryMonthNumber,
  tonsOf,
} from '../figureQueries';
import type { DashboardScope } from '../scopeQueries';
import { rangeParts } from '../summaryRange';

type Figures = Omit<SalesFigures, 'from' | 'to' | 'currency' | 'sellerId'>;

/** The orders that count as sales of the range, within the caller's data. */
export function salesOf(s: DashboardScope, from = s.range.from, to = s.range.to): SQL | undefined {
  return and(onDays(sql`${orders.createdAt}`, from, to), NOT_CANCELLED, s.orders);
}

interface VolumeRow {
  part: 'total' | 'month' | 'seller' | 'customer';
  key: string | null;
  name: string | null;
  lastName: string | null;
  orders: number;
  tons: number;
  amount: number;
  pricePerTon: number | null;
}

/**
 * The range's sales rolled up into the total, each month, each seller and each customer in one
 * pass: the months the range holds whole from the monthly summary (a row per month, seller and
 * customer), the days at its edges from the orders (`orders_dashboard_created`, index only). A
 * seller or customer whose orders all went away (cancelled) sums to no orders and is left out.
 */
async function volumes(db: Executor, s: DashboardScope): Promise<VolumeRow[]> {
  const { from, to } = s.range;
  const parts = rangeParts(from, to);
  const k = summaryMonthNumber(sql`c.month`, from);
  const sources: SQL[] = [];
  if (parts.months)
    sources.push(sql`
      select ${k}, c.seller_id, c.customer_id, c.orders, c.kg, ${s.currency === 'USD' ? sql`c.usd` : sql`c.mxn`}
      from ${dashboardSalesCells} c
      where ${and(inMonths(sql`c.month`, parts.months), sellersIn(sql`c.seller_id`, s.sellers))}`);
  for (const days of parts.days)
    sources.push(sql`
      select ${monthBucket(sql`${orders.createdAt}`, from, to)}, ${orders.sellerId}, ${orders.customerId}, 1,
             ${orders.totalKg}, ${orderAmount(s.currency)}
      from ${orders} where ${salesOf(s, days.from, days.to)}`);
  const result = await db.execute(sql`
    with months as (${monthSeries(from, to)}),
    rolled as (
      select grouping(k, seller_id, customer_id) as level, k, seller_id, customer_id,
             sum(n) as n, sum(kg) as kg, sum(amount) as amount
      from (${sql.join(sources, sql` union all `)}) x(k, seller_id, customer_id, n, kg, amount)
      group by grouping sets ((), (k), (seller_id), (customer_id))
    )
    select 'total' as part, null as key, null as name, null as "lastName", ${countOf(sql`r.n`)} as orders,
           ${tonsOf(sql`r.kg`)} as tons, ${money(sql`r.amount`)} as amount,
           round(r.amount / nullif(r.kg / 1000, 0), 2)::float8 as "pricePerTon"
    from rolled r where r.level = 7
    union all
    select 'month', m.month, null, null, ${countOf(sql`r.n`)}, ${tonsOf(sql`r.kg`)}, ${money(sql`r.amount`)}, null
    from months m left join rolled r on r.level = 3 and r.k = m.k
    union all
    select 'seller', r.seller_id::text, u.first_name, u.last_name, ${countOf(sql`r.n`)}, ${tonsOf(sql`r.kg`)},
           ${money(sql`r.amount`)}, null
    from rolled r left join ${users} u on u.id = r.seller_id where r.level = 5 and r.n <> 0
    union all
    (select 'customer', r.customer_id::text, c.company_name, null, ${countOf(sql`r.n`)}, ${tonsOf(sql`r.kg`)},
            ${money(sql`r.amount`)}, null
     from rolled r join ${customers} c on c.id = r.customer_id where r.level = 6 and r.n <> 0
     order by r.amount desc, c.company_name, r.customer_id limit 10)`);
  return rowsOf<VolumeRow>(result);
}

/**
 * The range's sales per product, largest amount first: the whole months from the products'
 * monthly summary, the days at the edges from the items (which carry their order's creation
 * instant, so the days are a range of `order_items_dashboard`); for the whole tenant only the (few)
 * cancelled orders are left out, for a narrower scope only its orders are kept.
 */
async function byProduct(db: Executor, s: DashboardScope): Promise<Figures['byProduct']> {
  const parts = rangeParts(s.range.from, s.range.to);
  const sources: SQL[] = [];
  if (parts.months)
    sources.push(sql`
      select c.product_id, c.items, c.kg, ${s.currency === 'USD' ? sql`c.usd` : sql`c.mxn`} as amount
      from ${dashboardProductCells} c
      where ${and(inMonths(sql`c.month`, parts.months), sellersIn(sql`c.seller_id`, s.sellers))}`);
  for (const days of parts.days) {
    const whose = s.orders
      ? sql`exists (select 1 from ${orders} where ${orders.id} = ${orderItems.orderId} and ${salesOf(s, days.from, days.to)})`
      : sql`not exists (select 1 from ${orders} where ${orders.id} = ${orderItems.orderId} and ${orders.opsStatus} = 'ORDEN_CANCELADA')`;
    sources.push(sql`
      select ${orderItems.productId}, 1, ${orderItems.quantityKg}, ${itemAmount(s.currency)}
      from ${orderItems}
      where ${onDays(sql`${orderItems.orderCreatedAt}`, days.from, days.to)} and ${whose}`);
  }
  const result = await db.execute(sql`
    select p.id, p.name, ${tonsOf(sql`x.kg`)} as tons, ${money(sql`x.amount`)} as amount
    from (
      select product_id, sum(kg) as kg, sum(amount) as amount
      from (${sql.join(sources, sql` union all `)}) x(product_id, items, kg, amount)
      group by product_id
      having sum(items) <> 0
    ) x
    join ${products} p on p.id = x.product_id
    order by x.amount desc, p.name, p.id
    limit 20`);
  return rowsOf<Figures['byProduct'][number]>(result);
}

export async function salesFigures(db: Executor, s: DashboardScope): Promise<Figures> {
  const rows = await volumes(db, s);
  const volume = (r: VolumeRow) => ({ orders: r.orders, tons: r.tons, amount: r.amount });
  const total = rows.find((r) => r.part === 'total');
  const bySeller = rows
    .filter((r) => r.part === 'seller')
    .map((r) => ({
      id: r.key,
      name: r.key ? fullName(r.name ?? '', r.lastName ?? '') : null,
      ...volume(r),
    }))
    .sort((a, b) => b.amount - a.amount || (a.name ?? '').localeCompare(b.name ?? ''));
  return {
    totals: {
      orders: total?.orders ?? 0,
      tons: total?.tons ?? 0,
      amount: total?.amount ?? 0,
      averagePricePerTon: total?.pricePerTon ?? null,
    },
    byMonth: rows.filter((r) => r.part === 'month').map((r) => ({ month: r.key!, ...volume(r) })),
    byProduct: await byProduct(db, s),
    byCustomer: rows
      .filter((r) => r.part === 'customer')
      .map((r) => ({ id: r.key!, name: r.name ?? '', tons: r.tons, amount: r.amount })),
    bySeller,
  };
}
