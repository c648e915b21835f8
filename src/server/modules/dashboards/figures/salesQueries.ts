/**
 * Sales: orders not cancelled, by the day they were created (Mexico City), within the caller's
 * data. Volumes per month (every month of the range), seller and customer come from one pass over
 * the orders (`orders_dashboard_created`, index only); per product from their items.
 */
import { and, type SQL, sql } from 'drizzle-orm';
import type { SalesFigures } from '../../../../domain/dashboards';
import { fullName } from '../../../../domain/users';
import { type Executor, rowsOf } from '../../../db/client';
import { customers, orderItems, orders, products, users } from '../../../db/schema';
import {
  countOf,
  itemAmount,
  money,
  monthBucket,
  monthSeries,
  NOT_CANCELLED,
  onDays,
  orderAmount,
  tonsOf,
} from '../figureQueries';
import type { DashboardScope } from '../scopeQueries';

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
 * One pass: the orders of the range summed per month × seller × customer (a few thousand groups at
 * most), then rolled up into the total, each month, each seller and each customer.
 */
async function volumes(db: Executor, s: DashboardScope): Promise<VolumeRow[]> {
  const { from, to } = s.range;
  const result = await db.execute(sql`
    with months as (${monthSeries(from, to)}),
    cells as materialized (
      select ${monthBucket(sql`${orders.createdAt}`, from, to)} as k, ${orders.sellerId} as seller_id,
             ${orders.customerId} as customer_id, count(*) as n, sum(${orders.totalKg}) as kg,
             sum(${orderAmount(s.currency)}) as amount
      from ${orders} where ${salesOf(s)}
      group by 1, 2, 3
    ), rolled as (
      select grouping(k, seller_id, customer_id) as level, k, seller_id, customer_id,
             sum(n) as n, sum(kg) as kg, sum(amount) as amount
      from cells group by grouping sets ((), (k), (seller_id), (customer_id))
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
    from rolled r left join ${users} u on u.id = r.seller_id where r.level = 5
    union all
    (select 'customer', r.customer_id::text, c.company_name, null, ${countOf(sql`r.n`)}, ${tonsOf(sql`r.kg`)},
            ${money(sql`r.amount`)}, null
     from rolled r join ${customers} c on c.id = r.customer_id where r.level = 6
     order by r.amount desc, c.company_name, r.customer_id limit 10)`);
  return rowsOf<VolumeRow>(result);
}

/**
 * The items of the range's sales per product, largest amount first. Items carry their order's
 * creation instant, so the range is read from `order_items_dashboard` alone; for the whole tenant
 * only the (few) cancelled orders are left out, for a narrower scope only its orders are kept.
 */
async function byProduct(db: Executor, s: DashboardScope): Promise<Figures['byProduct']> {
  const whose = s.orders
    ? sql`exists (select 1 from ${orders} where ${orders.id} = ${orderItems.orderId} and ${salesOf(s)})`
    : sql`not exists (select 1 from ${orders} where ${orders.id} = ${orderItems.orderId} and ${orders.opsStatus} = 'ORDEN_CANCELADA')`;
  const result = await db.execute(sql`
    select p.id, p.name, ${tonsOf(sql`sum(${orderItems.quantityKg})`)} as tons,
           ${money(sql`sum(${itemAmount(s.currency)})`)} as amount
    from ${orderItems}
    join ${products} p on p.id = ${orderItems.productId}
    where ${onDays(sql`${orderItems.orderCreatedAt}`, s.range.from, s.range.to)} and ${whose}
    group by p.id, p.name
    order by sum(${itemAmount(s.currency)}) desc, p.name, p.id
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
