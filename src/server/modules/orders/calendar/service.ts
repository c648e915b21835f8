/**
 * The home's delivery calendar: the week asked (this one by default), the caller's orders only
 * (`orderScope`), narrowed to a seller and to the days of the home's delivery range when asked,
 * each day's page of deliveries with the day's total, and whether any day has more.
 */
import Decimal from 'decimal.js';
import {
  type CalendarItem,
  type CalendarQuery,
  type CalendarResponse,
  inDeliveryRange,
  mondayOf,
  weekDays,
} from '../../../../domain/dashboards/calendar';
import { businessDay } from '../../../../domain/dates';
import { displayOrderNumber } from '../../../../domain/orders/views';
import type { Actor } from '../../../actor';
import type { Executor } from '../../../db/client';
import { orderScope } from '../access';
import { checkDateRange } from '../list/service';
import { type CalendarDbRow, calendarWeekRows } from './queries';

const toItem = (row: CalendarDbRow): CalendarItem => ({
  id: row.id,
  number: displayOrderNumber(row),
  status: row.status,
  customerName: row.customerName,
  totalQuantityTons: new Decimal(row.totalKg).div(1000).toFixed(3),
});

export async function deliveryCalendar(
  db: Executor,
  actor: Actor,
  q: CalendarQuery,
): Promise<CalendarResponse> {
  checkDateRange(q, actor.t, 'querystring');
  const today = businessDay(actor.now);
  const days = weekDays(q.startDateFilter ?? mondayOf(today));
  // The week's days within the home's delivery range: a week wholly outside it asks nothing.
  const shown = days.filter((d) => inDeliveryRange(d, q));
  const rows = shown.length
    ? await calendarWeekRows(db, {
        scope: await orderScope(db, actor),
        sellerId: q.sellerId,
        firstDay: shown[0]!,
        lastDay: shown.at(-1)!,
        today,
        limit: q.limitPerDay,
        offset: q.offsetPerDay,
      })
    : [];
  const data: Record<string, CalendarItem[]> = Object.fromEntries(days.map((d) => [d, []]));
  const totals: Record<string, number> = Object.fromEntries(days.map((d) => [d, 0]));
  let hasMoreGlobal = false;
  for (const row of rows) {
    totals[row.deliveryDate] = row.dayTotal;
    if (row.dayTotal > q.offsetPerDay + q.limitPerDay) hasMoreGlobal = true;
    // The day's first order also comes back past the page, for its total only.
    if (row.position > q.offsetPerDay) data[row.deliveryDate]!.push(toItem(row));
  }
  return { data, hasMoreGlobal, totals };
}
