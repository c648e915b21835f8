/**
 * The calendar's fake API for the web tests: a week answered from per-day lists the test gives,
 * paged per day the way the server pages (limitPerDay from offsetPerDay, totals whole, more when
 * some day has more), every request's query kept for the test to read.
 */
import { http as mock } from 'msw';
import type { SetupServer } from 'msw/node';
import {
  type CalendarItem,
  calendarResponseSchema,
  mondayOf,
  weekDays,
} from '../../../src/domain/dashboards/calendar';
import { businessDay } from '../../../src/domain/dates';
import { answer, refusal } from '../support/apiAnswers';

let ids = 0;

/** A delivery; its id is a fresh uuid, the rest can be given. */
export function buildItem(overrides: Partial<CalendarItem> = {}): CalendarItem {
  ids += 1;
  return {
    id: `77777777-7777-4777-8777-${String(ids).padStart(12, '0')}`,
    number: String(1000 + ids).padStart(6, '0'),
    status: 'authorized-no-shipment',
    customerName: 'Aceros del Bajío S.A. de C.V.',
    totalQuantityTons: '10.000',
    ...overrides,
  };
}

export interface FakeCalendar {
  /** Every request's query, oldest first. */
  asked: URLSearchParams[];
  last: () => URLSearchParams;
}

/** Answers every week from `byDay` (days not given are empty); `fail` answers a refusal instead. */
export function serveCalendar(
  server: SetupServer,
  byDay: Record<string, CalendarItem[]> = {},
  options: { fail?: () => boolean } = {},
): FakeCalendar {
  const asked: URLSearchParams[] = [];
  server.use(
    mock.get('*/api/orders/dashboard-calendly', ({ request }) => {
      const q = new URL(request.url).searchParams;
      asked.push(q);
      if (options.fail?.()) return refusal(400, 'BAD_REQUEST', 'Consulta inválida');
      const days = weekDays(q.get('startDateFilter') ?? mondayOf(businessDay()));
      const limit = Number(q.get('limitPerDay') ?? 5);
      const offset = Number(q.get('offsetPerDay') ?? 0);
      const all = (d: string) => byDay[d] ?? [];
      return answer(calendarResponseSchema, {
        data: Object.fromEntries(days.map((d) => [d, all(d).slice(offset, offset + limit)])),
        hasMoreGlobal: days.some((d) => all(d).length > offset + limit),
        totals: Object.fromEntries(days.map((d) => [d, all(d).length])),
      });
    }),
  );
  return { asked, last: () => asked.at(-1) ?? new URLSearchParams() };
}
