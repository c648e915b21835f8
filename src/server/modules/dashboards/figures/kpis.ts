/**
 * Executive KPIs: the range's sales against the same length just before, the margin of the tons
 * those sales were given from lots with a cost, what is open, late and retained now, and the
 * deliveries on time (as performance counts them).
 */
import { and, sql } from 'drizzle-orm';
import type { KpisFigures } from '../../../../domain/dashboards';
import { addDays } from '../../../../domain/dashboards/workingDays';
import { PIPELINE_FILTER_STATUSES } from '../../../../domain/orders/status';
import { type Executor, rowsOf } from '../../../db/client';
import { inventoryLots, orderAllocations, orderItems, orders } from '../../../db/schema';
import type { DashboardScope } from '../scope';
import { countOf, dayStart, money, orderAmount, tonsOf } from '../sql';
import { onTimeByMonth, onTimeTotal } from './performance';
import { salesOf } from './sales';

type Figures = Omit<KpisFigures, 'from' | 'to' | 'currency' | 'sellerId'>;
type Volume = Figures['open'];

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

/** Open as the order list's open tab: literals, so the partial index `orders_dashboard_open` applies. */
const OPEN = sql.raw(
  `${orders.opsStatus.name} in (${PIPELINE_FILTER_STATUSES.DEFAULT.map((st) => `'${st}'`).join(', ')})`,
);

/** The range's sales and those of the days just before it (as many), in one pass. */
async function sales(db: Executor, s: DashboardScope): Promise<Figures['sales']> {
  const { from, to } = s.range;
  const previousFrom = addDays(from, -(dayNumber(to) - dayNumber(from) + 1));
  const current = sql`${orders.createdAt} >= ${dayStart(from)}`;
  const amount = orderAmount(s.currency);
  const result = await db.execute(sql`
    select ${countOf(sql`count(*) filter (where ${current})`)} as orders,
           ${tonsOf(sql`sum(${orders.totalKg}) filter (where ${current})`)} as tons,
           ${money(sql`sum(${amount}) filter (where ${current})`)} as amount,
           ${countOf(sql`count(*) filter (where not ${current})`)} as "previousOrders",
           ${tonsOf(sql`sum(${orders.totalKg}) filter (where not ${current})`)} as "previousTons",
           ${money(sql`sum(${amount}) filter (where not ${current})`)} as "previousAmount"
    from ${orders} where ${salesOf(s, previousFrom, to)}`);
  const [r] = rowsOf<Volume & { previousOrders: number; previousTons: number; previousAmount: number }>(
    result,
  );
  return {
    orders: r?.orders ?? 0,
    tons: r?.tons ?? 0,
    amount: r?.amount ?? 0,
    previous: { orders: r?.previousOrders ?? 0, tons: r?.previousTons ?? 0, amount: r?.previousAmount ?? 0 },
  };
}

/**
 * The margin of the range's sales on what lots with a cost gave them: each allocation's kilos at
 * the USD price per kilo of the order's items of that product and packaging (their weighted
 * average, should an order name a pair twice), less the lot's cost per ton.
 */
async function margin(db: Executor, s: DashboardScope): Promise<Figures['margin']> {
  const result = await db.execute(sql`
    with sold as materialized (
      select ${orders.id} as id from ${orders} where ${salesOf(s)}
    ), prices as (
      select i.order_id, i.product_id, i.packaging_type,
             sum(i.price_usd * i.quantity_kg) / nullif(sum(i.quantity_kg), 0) as usd_per_kg
      from ${orderItems} i join sold on sold.id = i.order_id
      group by 1, 2, 3
    ), costed as (
      select a.allocated_kg as kg, a.allocated_kg * p.usd_per_kg as revenue,
             a.allocated_kg / 1000 * l.cost_usd_per_ton as cost
      from ${orderAllocations} a
      join sold on sold.id = a.order_id
      join prices p on p.order_id = a.order_id and p.product_id = a.product_id and p.packaging_type = a.packaging_type
      join ${inventoryLots} l on l.id = a.lot_id and l.cost_usd_per_ton > 0
    )
    select sum(kg) as kg, ${money(sql`sum(revenue) - sum(cost)`)} as "amountUsd",
           round((sum(revenue) - sum(cost)) / nullif(sum(revenue), 0) * 100, 2)::float8 as percent,
           ${tonsOf(sql`sum(kg)`)} as tons
    from costed`);
  const [r] = rowsOf<{ kg: string | null; amountUsd: number; percent: number | null; tons: number }>(result);
  if (!r?.kg || Number(r.kg) === 0) return null;
  return { amountUsd: r.amountUsd, percent: r.percent ?? 0, tons: r.tons };
}

/** What is open now (whatever its dates), late now (the delays queue's rule) and retained now. */
async function openNow(
  db: Executor,
  s: DashboardScope,
): Promise<Pick<Figures, 'open' | 'overdue' | 'retained'>> {
  const amount = orderAmount(s.currency);
  const late = sql`coalesce(${orders.shipmentDueDate}, ${orders.deliveryDate}) < ${s.today}::date`;
  const retained = sql`${orders.opsStatus} = 'ORDEN_RETENIDA'`;
  const result = await db.execute(sql`
    select ${countOf(sql`count(*)`)} as "openOrders", ${tonsOf(sql`sum(${orders.totalKg})`)} as "openTons",
           ${money(sql`sum(${amount})`)} as "openAmount",
           ${countOf(sql`count(*) filter (where ${late})`)} as "lateOrders",
           ${tonsOf(sql`sum(${orders.totalKg}) filter (where ${late})`)} as "lateTons",
           ${money(sql`sum(${amount}) filter (where ${late})`)} as "lateAmount",
           ${countOf(sql`count(*) filter (where ${retained})`)} as "retainedOrders",
           ${tonsOf(sql`sum(${orders.totalKg}) filter (where ${retained})`)} as "retainedTons",
           ${money(sql`sum(${amount}) filter (where ${retained})`)} as "retainedAmount"
    from ${orders} where ${and(OPEN, s.orders)}`);
  const [r] = rowsOf<Record<string, number>>(result);
  const of = (prefix: string): Volume => ({
    orders: r?.[`${prefix}Orders`] ?? 0,
    tons: r?.[`${prefix}Tons`] ?? 0,
    amount: r?.[`${prefix}Amount`] ?? 0,
  });
  return { open: of('open'), overdue: of('late'), retained: of('retained') };
}

export async function kpisFigures(db: Executor, s: DashboardScope): Promise<Figures> {
  return {
    sales: await sales(db, s),
    margin: await margin(db, s),
    ...(await openNow(db, s)),
    onTime: onTimeTotal(await onTimeByMonth(db, s)),
  };
}
