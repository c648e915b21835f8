/**
 * Executive KPIs: the range's sales against the same length just before, the margin of the tons
 * those sales were given from lots with a cost, what is open, late and retained now, and the
 * deliveries on time (as performance counts them).
 */
import { and, type SQL, sql } from 'drizzle-orm';
import type { KpisFigures } from '../../../../domain/dashboards';
import { addDays } from '../../../../domain/dashboards/workingDays';
import { type Executor, rowsOf } from '../../../db/client';
import { dashboardOpenCells, dashboardSalesCells, orders } from '../../../db/schema';
import { countOf, inMonths, money, orderAmount, sellersIn, tonsOf } from '../figureQueries';
import type { DashboardScope } from '../scopeQueries';
import { rangeParts } from '../summaryRange';
import { onTimeByMonth, onTimeTotal } from './performanceQueries';
import { salesOf } from './salesQueries';

type Figures = Omit<KpisFigures, 'from' | 'to' | 'currency' | 'sellerId'>;
type Volume = Figures['open'];

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

/**
 * The range's sales against the days just before it (as many), and the margin of the range's
 * sales, in one pass: each period's whole months from the monthly summary, the days at its edges
 * from the orders. The margin is on what lots with a cost gave those orders: each allocation's
 * kilos at the USD price per kilo of the order's items of that product and packaging, less the
 * lot's cost per ton; every order keeps those sums (`costed_*`, kept by the database from its
 * allocations, items and lots) and the summary adds them up, so the margin is three more sums.
 */
async function salesAndMargin(db: Executor, s: DashboardScope): Promise<Pick<Figures, 'sales' | 'margin'>> {
  const { from, to } = s.range;
  const previousFrom = addDays(from, -(dayNumber(to) - dayNumber(from) + 1));
  const periods = [
    { now: true, ...rangeParts(from, to) },
    { now: false, ...rangeParts(previousFrom, addDays(from, -1)) },
  ];
  const sources: SQL[] = periods.flatMap((p) => [
    ...(p.months
      ? [
          sql`select ${sql.raw(String(p.now))}, c.orders, c.kg, ${s.currency === 'USD' ? sql`c.usd` : sql`c.mxn`}, c.costed_kg,
                     c.costed_revenue_usd, c.costed_cost_usd
              from ${dashboardSalesCells} c
              where ${and(inMonths(sql`c.month`, p.months), sellersIn(sql`c.seller_id`, s.sellers))}`,
        ]
      : []),
    ...p.days.map(
      (
        days,
      ) => sql`select ${sql.raw(String(p.now))}, 1, ${orders.totalKg}, ${orderAmount(s.currency)}, ${orders.costedKg},
                           ${orders.costedRevenueUsd}, ${orders.costedCostUsd}
                    from ${orders} where ${salesOf(s, days.from, days.to)}`,
    ),
  ]);
  const now = sql`x.now`;
  const before = sql`not x.now`;
  const revenue = sql`sum(x.revenue) filter (where ${now})`;
  const cost = sql`sum(x.cost) filter (where ${now})`;
  const result = await db.execute(sql`
    select ${countOf(sql`sum(x.n) filter (where ${now})`)} as orders,
           ${tonsOf(sql`sum(x.kg) filter (where ${now})`)} as tons,
           ${money(sql`sum(x.amount) filter (where ${now})`)} as amount,
           ${countOf(sql`sum(x.n) filter (where ${before})`)} as "previousOrders",
           ${tonsOf(sql`sum(x.kg) filter (where ${before})`)} as "previousTons",
           ${money(sql`sum(x.amount) filter (where ${before})`)} as "previousAmount",
           coalesce(sum(x.costed_kg) filter (where ${now}), 0)::text as "costedKg",
           ${money(sql`${revenue} - ${cost}`)} as "marginUsd",
           round((${revenue} - ${cost}) / nullif(${revenue}, 0) * 100, 2)::float8 as "marginPercent",
           ${tonsOf(sql`sum(x.costed_kg) filter (where ${now})`)} as "marginTons"
    from (${sql.join(sources, sql` union all `)}) x(now, n, kg, amount, costed_kg, revenue, cost)`);
  const [r] = rowsOf<
    Volume & {
      previousOrders: number;
      previousTons: number;
      previousAmount: number;
      costedKg: string;
      marginUsd: number;
      marginPercent: number | null;
      marginTons: number;
    }
  >(result);
  return {
    sales: {
      orders: r?.orders ?? 0,
      tons: r?.tons ?? 0,
      amount: r?.amount ?? 0,
      previous: {
        orders: r?.previousOrders ?? 0,
        tons: r?.previousTons ?? 0,
        amount: r?.previousAmount ?? 0,
      },
    },
    margin:
      r && Number(r.costedKg) > 0
        ? { amountUsd: r.marginUsd, percent: r.marginPercent ?? 0, tons: r.marginTons }
        : null,
  };
}

/**
 * What is open now (whatever its dates), late now (the delays queue's rule: due before today, due
 * being the earliest pending shipment's date or the delivery date) and retained now, from the open
 * orders' summary (per seller, due date and whether retained, kept by the database: migration 0024).
 */
async function openNow(
  db: Executor,
  s: DashboardScope,
): Promise<Pick<Figures, 'open' | 'overdue' | 'retained'>> {
  const amount = s.currency === 'USD' ? sql`c.usd` : sql`c.mxn`;
  const late = sql`c.due < ${s.today}::date`;
  const result = await db.execute(sql`
    select ${countOf(sql`sum(c.orders)`)} as "openOrders", ${tonsOf(sql`sum(c.kg)`)} as "openTons",
           ${money(sql`sum(${amount})`)} as "openAmount",
           ${countOf(sql`sum(c.orders) filter (where ${late})`)} as "lateOrders",
           ${tonsOf(sql`sum(c.kg) filter (where ${late})`)} as "lateTons",
           ${money(sql`sum(${amount}) filter (where ${late})`)} as "lateAmount",
           ${countOf(sql`sum(c.orders) filter (where c.retained)`)} as "retainedOrders",
           ${tonsOf(sql`sum(c.kg) filter (where c.retained)`)} as "retainedTons",
           ${money(sql`sum(${amount}) filter (where c.retained)`)} as "retainedAmount"
    from ${dashboardOpenCells} c where ${sellersIn(sql`c.seller_id`, s.sellers) ?? sql`true`}`);
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
    ...(await salesAndMargin(db, s)),
    ...(await openNow(db, s)),
    onTime: onTimeTotal(await onTimeByMonth(db, s)),
  };
}
