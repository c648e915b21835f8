/**
 * The home's one filter, as the address keeps it (`?sellerId=…&deliveryDateFrom=…&deliveryDateTo=…`,
 * the API's own names), so a reload or a shared link shows the same home: the seller (within the
 * user's scope) and the requested delivery range every section of the home follows — the pipeline,
 * the calendar and each queue group. A range counts with both ends, whole days, in order; anything
 * unreadable is left out. Pure, tested without a browser.
 */
// The day check comes from a zod-free module: this file is part of the home's first download.
import { isIsoDay } from '../../../domain/orders/deliveryWindow';
import type { DateRangeValue } from '../../ui/forms/dateRange';

export interface HomeFilters {
  /** Undefined: every seller the user sees. */
  sellerId?: string;
  deliveryDateFrom?: string;
  deliveryDateTo?: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The filters an address holds: a seller id that is one, and a range only whole and in order. */
export function homeFiltersFromSearch(search: URLSearchParams): HomeFilters {
  const sellerId = search.get('sellerId');
  const from = search.get('deliveryDateFrom');
  const to = search.get('deliveryDateTo');
  const range = from !== null && to !== null && isIsoDay(from) && isIsoDay(to) && from <= to;
  return {
    ...(sellerId && UUID.test(sellerId) ? { sellerId } : {}),
    ...(range ? { deliveryDateFrom: from, deliveryDateTo: to } : {}),
  };
}

/** What a change leaves in the address: the home's parameters replaced, any other kept. */
export function searchWithHomeFilters(
  search: URLSearchParams,
  change: Partial<HomeFilters>,
): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const name of ['sellerId', 'deliveryDateFrom', 'deliveryDateTo'] as const) {
    if (!(name in change)) continue;
    const value = change[name];
    if (value) next.set(name, value);
    else next.delete(name);
  }
  return next;
}

/** The range as the date-range picker shows it. */
export function rangeOf(filters: HomeFilters): DateRangeValue {
  return filters.deliveryDateFrom && filters.deliveryDateTo
    ? { from: filters.deliveryDateFrom, to: filters.deliveryDateTo }
    : {};
}

/** The change a range picked in the picker makes (an empty choice clears the range). */
export function rangeChange(range: DateRangeValue): Pick<HomeFilters, 'deliveryDateFrom' | 'deliveryDateTo'> {
  return range.from
    ? { deliveryDateFrom: range.from, deliveryDateTo: range.to ?? range.from }
    : { deliveryDateFrom: undefined, deliveryDateTo: undefined };
}
