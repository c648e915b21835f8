/**
 * The filters of the dashboard on screen, read from and written to the address: each change is a
 * step of the browser's history (back undoes it), except the seller chosen for the user at start.
 */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { businessDay } from '../../../domain/dates';
import { type DashboardFilters, filtersFromSearch, searchWithFilters } from './dashboardFilters';

export function useDashboardFilters() {
  const [search, setSearch] = useSearchParams();
  const today = businessDay();
  const filters = useMemo(() => filtersFromSearch(search, today), [search, today]);
  const change = useCallback(
    (next: Partial<DashboardFilters>, options: { replace?: boolean } = {}) =>
      setSearch((current) => searchWithFilters(current, next), { replace: options.replace }),
    [setSearch],
  );
  return { filters, change, today };
}
