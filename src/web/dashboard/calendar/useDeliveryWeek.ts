/**
 * One week of the calendar through the dataProvider: the first page of each day, then one more page
 * per "load more" (react-query's infinite query, offset = pages loaded × 5), merged by day. Kept
 * 5 minutes fresh and 10 in cache, so going back to a week seen a moment ago shows it at once.
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import {
  CALENDAR_PER_DAY,
  type CalendarItem,
  type CalendarResponse,
  type DeliveryRange,
  weekDays,
} from '../../../domain/dashboards/calendar';
import type { AppDataProvider } from '../../providers/dataProvider';

export const CALENDAR_STALE_MS = 5 * 60_000;
export const CALENDAR_CACHE_MS = 10 * 60_000;

export interface DeliveryWeek {
  days: string[];
  /** Each day's deliveries loaded so far. */
  byDay: Record<string, CalendarItem[]>;
  /** Each day's deliveries in all. */
  totals: Record<string, number>;
}

/** The pages merged: each day's items in page order, an order repeated by a shifted page kept once. */
export function mergePages(monday: string, pages: readonly CalendarResponse[]): DeliveryWeek {
  const days = weekDays(monday);
  const byDay: Record<string, CalendarItem[]> = {};
  for (const day of days) {
    const items = new Map<string, CalendarItem>();
    for (const item of pages.flatMap((p) => p.data[day] ?? []))
      if (!items.has(item.id)) items.set(item.id, item);
    byDay[day] = [...items.values()];
  }
  const last = pages.at(-1);
  const totals = Object.fromEntries(days.map((d) => [d, last?.totals[d] ?? 0]));
  return { days, byDay, totals };
}

/**
 * Keyed under 'orders' (resource first, as react-admin keys its own): whatever the user does to an
 * order (a finance request, material, a shipment, a delivery) refreshes the week with the orders.
 */
export const deliveryWeekKey = (monday: string, filters: CalendarFilters) =>
  [
    'orders',
    'getDeliveryCalendar',
    monday,
    filters.sellerId ?? null,
    filters.deliveryDateFrom ?? null,
    filters.deliveryDateTo ?? null,
  ] as const;

/** The home's seller and delivery range, as the calendar asks for them. */
export interface CalendarFilters extends DeliveryRange {
  sellerId?: string;
}

export function useDeliveryWeek(monday: string, filters: CalendarFilters) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { sellerId, deliveryDateFrom, deliveryDateTo } = filters;
  const query = useInfiniteQuery({
    queryKey: deliveryWeekKey(monday, filters),
    queryFn: ({ pageParam }) =>
      dataProvider.getDeliveryCalendar({
        startDateFilter: monday,
        ...(sellerId ? { sellerId } : {}),
        ...(deliveryDateFrom && deliveryDateTo ? { deliveryDateFrom, deliveryDateTo } : {}),
        limitPerDay: CALENDAR_PER_DAY,
        offsetPerDay: pageParam,
      }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (last.hasMoreGlobal ? pages.length * CALENDAR_PER_DAY : undefined),
    staleTime: CALENDAR_STALE_MS,
    gcTime: CALENDAR_CACHE_MS,
  });
  return { ...query, week: query.data ? mergePages(monday, query.data.pages) : undefined };
}
