/**
 * Onboarding tracking: the customers created in the range (the caller's: a seller its own, a
 * supervisor its sellers'), whether they have ordered since and how often. A customer's orders
 * count whoever took them (every order not cancelled, up to now): the customer is what is tracked.
 */
import { and, type SQL, sql } from 'drizzle-orm';
import type { OnboardingFigures } from '../../../../domain/dashboards';
import { fullName } from '../../../../domain/users';
import { type Executor, rowsOf } from '../../../db/client';
import { customers, orders, users } from '../../../db/schema';
import {
  businessDayOf,
  countOf,
  measureOf,
  monthBucket,
  monthSeries,
  NOT_CANCELLED,
  onDays,
  rateOf,
} from '../figureQueries';
import type { DashboardScope } from '../scopeQueries';

type Figures = Omit<OnboardingFigures, 'from' | 'to' | 'currency' | 'sellerId'>;

/** The range's new customers (the caller's): id, name, creation and seller. */
function newCustomers(s: DashboardScope) {
  return sql`
    select ${customers.id} as id, ${customers.companyName} as name, ${customers.createdAt} as created_at,
           ${customers.sellerId} as seller_id
    from ${customers}
    where ${and(onDays(sql`${customers.createdAt}`, s.range.from, s.range.to), s.customers)}`;
}

/**
 * Each customer of `c` with its first order (`first_at`) and how many it placed (`n`): with
 * `upTo`, counted only that far (the summary asks whether a customer ordered once or more than
 * once, so two orders answer it, read first from `orders_dashboard_customer` whatever the
 * customer's thousands); without it, every order (the list's 20 rows). At a million orders the
 * 200 new customers' 921 600 orders were read twice, 100 ms a statement.
 */
function withOrders(c: SQL, upTo?: number) {
  return sql`
    select c.*, o.first_at, coalesce(o.n, 0) as n
    from (${c}) c
    left join lateral (
      select min(x.created_at) as first_at, count(*) as n from (
        select ${orders.createdAt} as created_at
        from ${orders} where ${orders.customerId} = c.id and ${NOT_CANCELLED}
        order by ${orders.createdAt}
        ${upTo === undefined ? sql`` : sql`limit ${upTo}`}
      ) x
    ) o on true`;
}

interface MonthRow {
  month: string | null;
  newCustomers: number;
  withFirstOrder: number;
  repeatCustomers: number;
  averageDays: number | null;
  repeatRate: number | null;
}

export async function onboardingFigures(db: Executor, s: DashboardScope): Promise<Figures> {
  const { from, to } = s.range;
  const days = sql`(${businessDayOf(sql`c.first_at`)} - ${businessDayOf(sql`c.created_at`)})`;
  const summary = await db.execute(sql`
    with months as (${monthSeries(from, to)}),
    c as materialized (${withOrders(newCustomers(s), 2)}),
    per_month as (
      select ${monthBucket(sql`c.created_at`, from, to)} as k, count(*) as n,
             count(*) filter (where c.n > 0) as ordered, count(*) filter (where c.n > 1) as repeated
      from c group by 1
    )
    select null as month, ${countOf(sql`count(*)`)} as "newCustomers",
           ${countOf(sql`count(*) filter (where c.n > 0)`)} as "withFirstOrder",
           ${countOf(sql`count(*) filter (where c.n > 1)`)} as "repeatCustomers",
           ${measureOf(sql`avg(greatest(${days}, 0))`)} as "averageDays",
           ${rateOf(sql`count(*) filter (where c.n > 1)`, sql`count(*) filter (where c.n > 0)`)} as "repeatRate"
    from c
    union all
    select m.month, ${countOf(sql`p.n`)}, ${countOf(sql`p.ordered`)}, ${countOf(sql`p.repeated`)}, null, null
    from months m left join per_month p on p.k = m.k`);
  const rows = rowsOf<MonthRow>(summary);
  const total = rows.find((r) => r.month === null);
  const recent = await db.execute(sql`
    with c as (${withOrders(sql`${newCustomers(s)} order by created_at desc, id limit 20`)})
    select c.id, c.name, ${businessDayOf(sql`c.created_at`)}::text as "createdAt",
           u.first_name as "sellerFirst", u.last_name as "sellerLast",
           ${businessDayOf(sql`c.first_at`)}::text as "firstOrderDate", c.n::int as orders
    from c left join ${users} u on u.id = c.seller_id
    order by c.created_at desc, c.id`);
  return {
    totals: {
      newCustomers: total?.newCustomers ?? 0,
      withFirstOrder: total?.withFirstOrder ?? 0,
      repeatCustomers: total?.repeatCustomers ?? 0,
      repeatRate: total?.repeatRate ?? null,
      averageDaysToFirstOrder: total?.averageDays ?? null,
    },
    byMonth: rows
      .filter((r) => r.month !== null)
      .map((r) => ({
        month: r.month!,
        newCustomers: r.newCustomers,
        withFirstOrder: r.withFirstOrder,
        repeatCustomers: r.repeatCustomers,
      }))
      .sort((a, b) => a.month.localeCompare(b.month)),
    recent: rowsOf<{
      id: string;
      name: string;
      createdAt: string;
      sellerFirst: string | null;
      sellerLast: string | null;
      firstOrderDate: string | null;
      orders: number;
    }>(recent).map(({ sellerFirst, sellerLast, ...r }) => ({
      ...r,
      sellerName: sellerFirst === null ? null : fullName(sellerFirst, sellerLast ?? ''),
    })),
  };
}
