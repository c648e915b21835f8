/**
 * The dashboards' filters as the address keeps them (`?from=…&to=…&sellerId=…&currency=…`), so a
 * view can be shared and the back button undoes a change: what is missing takes the defaults (the
 * last twelve months to today, every seller the user sees, USD). Pure, tested without a browser.
 */
import { DASHBOARD_MAX_RANGE_DAYS, defaultRangeStart } from '../../../domain/dashboards';
import { isIsoDay } from '../../../domain/orders/deliveryWindow';
import { CURRENCIES } from '../../../domain/users';

export type Currency = (typeof CURRENCIES)[number];

export interface DashboardFilters {
  from: string;
  to: string;
  /** Undefined: every seller the user sees. */
  sellerId?: string;
  currency: Currency;
}

export const RANGE_PRESETS = ['thisMonth', 'last3Months', 'last12Months', 'thisYear'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY_MS = 86_400_000;

/** A whole, real calendar day 'yyyy-mm-dd'. */
export function isDay(value: string | null | undefined): value is string {
  return typeof value === 'string' && isIsoDay(value);
}

/** First day of the month `back` months before `today`'s. */
function monthStart(today: string, back: number): string {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const months = y * 12 + (m - 1) - back;
  return `${Math.floor(months / 12)}-${String((months % 12) + 1).padStart(2, '0')}-01`;
}

/** The range a preset names, to today (Mexico City) included. */
export function presetRange(preset: RangePreset, today: string): { from: string; to: string } {
  switch (preset) {
    case 'thisMonth':
      return { from: monthStart(today, 0), to: today };
    case 'last3Months':
      return { from: monthStart(today, 2), to: today };
    case 'last12Months':
      return { from: defaultRangeStart(today), to: today };
    case 'thisYear':
      return { from: `${today.slice(0, 4)}-01-01`, to: today };
  }
}

/** The preset a range is, if any (it shows as chosen). */
export function presetOf(range: { from: string; to: string }, today: string): RangePreset | null {
  return (
    RANGE_PRESETS.find((p) => {
      const r = presetRange(p, today);
      return r.from === range.from && r.to === range.to;
    }) ?? null
  );
}

/** Why a range cannot be asked for (the server would refuse it too), or null. */
export function rangeProblem(from: string, to: string): 'rangeOrder' | 'rangeTooLong' | null {
  if (from > to) return 'rangeOrder';
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS + 1;
  return days > DASHBOARD_MAX_RANGE_DAYS ? 'rangeTooLong' : null;
}

/** The filters an address holds; anything unreadable takes its default. */
export function filtersFromSearch(search: URLSearchParams, today: string): DashboardFilters {
  const fallback = presetRange('last12Months', today);
  const askedFrom = search.get('from');
  const askedTo = search.get('to');
  let to = isDay(askedTo) ? askedTo : fallback.to;
  let from = isDay(askedFrom) ? askedFrom : defaultRangeStart(to);
  if (rangeProblem(from, to)) ({ from, to } = fallback);
  const sellerId = search.get('sellerId');
  const currency = search.get('currency');
  return {
    from,
    to,
    ...(sellerId && UUID.test(sellerId) ? { sellerId } : {}),
    currency: (CURRENCIES as readonly string[]).includes(currency ?? '') ? (currency as Currency) : 'USD',
  };
}

/** The address's query of a change: the other parameters of the address are kept. */
export function searchWithFilters(
  search: URLSearchParams,
  change: Partial<DashboardFilters>,
): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const [name, value] of Object.entries(change)) {
    if (value) next.set(name, value);
    else next.delete(name);
  }
  return next;
}
