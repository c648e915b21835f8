/**
 * SQL of the delivery calendar: one statement for the whole week. The week's orders (scope, seller,
 * not cancelled, delivery date in the week) are numbered within their day by a window function;
 * only each day's page comes back, with the customer joined and the calendar status computed by
 * the SQL twin of `calendarStatusOf` (src/domain/dashboards/calendar.ts; a test holds them equal).
 *
 * Plan: the statuses are listed (every one but cancelled) rather than excluded, so PostgreSQL reads
 * `orders_tenant_status_delivery` (tenant, ops_status, delivery_date) as one short range per status
 * over the week instead of the tenant's whole index; the window then sorts one week of orders
 * (docs/performance.md "Home: delivery calendar").
 */
import { and, asc, between, eq, inArray, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import {
  CALENDAR_OPS_STATUSES,
  CALENDAR_RULE_STATUSES,
  type CalendarStatus,
} from '../../../../domain/dashboards/calendar';
import { FINANCE_RELEASED } from '../../../../domain/finance/state';
import type { Executor } from '../../../db/client';
import { customers, orders } from '../../../db/schema';

const literals = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/** `calendarStatusOf` in SQL, on a relation with the orders' status, finance status and date columns. */
export function calendarStatusSql(
  columns: { opsStatus: SQLWrapper; financeStatus: SQLWrapper; deliveryDate: SQLWrapper },
  today: string,
): SQL<CalendarStatus> {
  const { delivered, shipped, released } = CALENDAR_RULE_STATUSES;
  return sql<CalendarStatus>`case
    when ${columns.opsStatus} in (${literals(delivered)}) then 'delivered'
    when ${columns.opsStatus} in (${literals(shipped)}) then 'shipment-confirmed'
    when ${columns.deliveryDate} < ${today}::date then 'delayed-no-shipment'
    when ${columns.opsStatus} in (${literals(released)}) and ${columns.financeStatus} = ${FINANCE_RELEASED}
      then 'authorized-no-shipment'
    else 'not-authorized-finance'
  end`;
}

export interface CalendarWeekRequest {
  /** The caller's scope, a condition on `orders` (undefined: the whole tenant). */
  scope: SQL | undefined;
  /** Narrows to this seller's orders. */
  sellerId?: string;
  /** The days read: the week's Monday to Sunday, or the part of it within the home's range. */
  firstDay: string;
  lastDay: string;
  today: string;
  limit: number;
  offset: number;
}

export interface CalendarDbRow {
  id: string;
  number: number;
  externalId: string | null;
  customerName: string;
  totalKg: string;
  deliveryDate: string;
  status: CalendarStatus;
  /** 1-based place of the order within its day. */
  position: number;
  /** Orders of its day in all. */
  dayTotal: number;
}

/**
 * Each day's page (places offset+1 … offset+limit) and, for every day with orders, its first order
 * too: that row carries the day's total even when the page is past the day's last order.
 */
export async function calendarWeekRows(db: Executor, r: CalendarWeekRequest): Promise<CalendarDbRow[]> {
  const week = db.$with('calendar_week').as(
    db
      .select({
        id: orders.id,
        number: orders.number,
        externalId: orders.externalId,
        customerId: orders.customerId,
        totalKg: orders.totalKg,
        deliveryDate: orders.deliveryDate,
        opsStatus: orders.opsStatus,
        financeStatus: orders.financeStatus,
        position:
          sql<number>`row_number() over (partition by ${orders.deliveryDate} order by ${orders.number}, ${orders.id})`.as(
            'position',
          ),
        dayTotal: sql<number>`count(*) over (partition by ${orders.deliveryDate})`.as('day_total'),
      })
      .from(orders)
      .where(
        and(
          r.scope,
          r.sellerId ? eq(orders.sellerId, r.sellerId) : undefined,
          inArray(orders.opsStatus, [...CALENDAR_OPS_STATUSES]),
          between(orders.deliveryDate, r.firstDay, r.lastDay),
        ),
      ),
  );
  const rows = await db
    .with(week)
    .select({
      id: week.id,
      number: week.number,
      externalId: week.externalId,
      customerName: customers.companyName,
      totalKg: week.totalKg,
      deliveryDate: week.deliveryDate,
      status: calendarStatusSql(week, r.today),
      position: week.position,
      dayTotal: week.dayTotal,
    })
    .from(week)
    .innerJoin(customers, eq(customers.id, week.customerId))
    .where(or(between(week.position, r.offset + 1, r.offset + r.limit), eq(week.position, 1)))
    .orderBy(asc(week.deliveryDate), asc(week.position));
  // bigint window results arrive as strings on node-postgres.
  return rows.map((row) => ({ ...row, position: Number(row.position), dayTotal: Number(row.dayTotal) }));
}
