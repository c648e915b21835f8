/**
 * What every built-in dashboard is asked with: a date range, a seller and the currency of its
 * amounts. Missing dates mean the last twelve months to today (Mexico City); a range is at most
 * three years, so one request never scans the whole history.
 */
import { z } from 'zod';
import { CURRENCIES } from '../users';

export const DASHBOARD_MAX_RANGE_DAYS = 1096;

export const dashboardQuerySchema = z.object({
  from: z.iso.date('validation.date').optional(),
  to: z.iso.date('validation.date').optional(),
  /** Narrows to one seller's orders (within the caller's scope; a seller is always narrowed to itself). */
  sellerId: z.uuid('validation.uuid').optional(),
  currency: z.enum(CURRENCIES, 'validation.enum').default('USD'),
});
export type DashboardQuery = z.output<typeof dashboardQuerySchema>;

/** The range a request covers, ends included, after the defaults. */
export interface DashboardRange {
  from: string;
  to: string;
}

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

/** First day of the month eleven months before `today`: twelve whole months with this one. */
export function defaultRangeStart(today: string): string {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const months = y * 12 + (m - 1) - 11;
  const year = Math.floor(months / 12);
  const month = (months % 12) + 1;
  return `${year}-${String(month).padStart(2, '0')}-01`;
}

/** The range asked, with the defaults; which end is wrong when it cannot be used. */
export function dashboardRange(
  q: Pick<DashboardQuery, 'from' | 'to'>,
  today: string,
): { range: DashboardRange } | { error: 'order' | 'tooLong' } {
  const to = q.to ?? today;
  const from = q.from ?? defaultRangeStart(to);
  if (from > to) return { error: 'order' };
  if (dayNumber(to) - dayNumber(from) + 1 > DASHBOARD_MAX_RANGE_DAYS) return { error: 'tooLong' };
  return { range: { from, to } };
}
