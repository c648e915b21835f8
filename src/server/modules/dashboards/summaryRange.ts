/**
 * How a range of days is read with the monthly summaries: the months it holds whole come from the
 * summary rows, the days at its edges (a month begun or not ended in the range) from the orders
 * themselves. Days are 'yyyy-mm-dd' business days (Mexico City), both ends included.
 */
import { addDays } from '../../../domain/dashboards/workingDays';

export interface DayRange {
  from: string;
  to: string;
}

export interface RangeParts {
  /** First days of the first and the last month held whole; null when the range holds none. */
  months: DayRange | null;
  /** The days outside those months, as at most two ranges (before them, after them). */
  days: DayRange[];
}

/** The first day of the month of `day`. */
export const monthOf = (day: string): string => `${day.slice(0, 7)}-01`;

/** The first day of the month after the month of `day`. */
function nextMonth(day: string): string {
  const [y, m] = day.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
}

export function rangeParts(from: string, to: string): RangeParts {
  const first = from.endsWith('-01') ? from : nextMonth(from);
  // The month after the last one held whole starts the day after `to` when `to` ends a month.
  const after = nextMonth(to) === addDays(to, 1) ? addDays(to, 1) : monthOf(to);
  if (first >= after) return { months: null, days: [{ from, to }] };
  const days: DayRange[] = [];
  if (from < first) days.push({ from, to: addDays(first, -1) });
  if (after <= to) days.push({ from: after, to });
  return { months: { from: first, to: monthOf(addDays(after, -1)) }, days };
}
