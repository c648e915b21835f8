/**
 * The home's filter, read from and written to the address: each change is a step of the browser's
 * history (back undoes it), except the seller chosen for the user at start, which replaces it.
 * Until customer service has its seller, the home waits (`ready` false) rather than ask every
 * section twice — once for the whole team, once for the seller.
 */
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { DataScope } from '../../../domain/roles';
import { type HomeFilters, homeFiltersFromSearch, searchWithHomeFilters } from './homeFilters';

export interface HomeFilterState {
  filters: HomeFilters;
  change: (next: Partial<HomeFilters>) => void;
  /** The sections may ask: the seller a supervisor starts on is known (or there is none). */
  ready: boolean;
  /** A supervisor with no seller: the sections ask for the whole (empty) team. */
  noSellers: () => void;
}

export function useHomeFilters(scope: DataScope): HomeFilterState {
  const [search, setSearch] = useSearchParams();
  const filters = useMemo(() => homeFiltersFromSearch(search), [search]);
  const [noSellers, setNoSellers] = useState(false);
  const hasSeller = filters.sellerId !== undefined;
  const change = useCallback(
    (next: Partial<HomeFilters>) =>
      setSearch((current) => searchWithHomeFilters(current, next), {
        // The seller picked for the user at start is not a step to go back to.
        replace: 'sellerId' in next && !hasSeller && scope === 'supervised',
      }),
    [setSearch, hasSeller, scope],
  );
  const markNoSellers = useCallback(() => setNoSellers(true), []);
  const ready = scope !== 'supervised' || hasSeller || noSellers;
  return { filters, change, ready, noSellers: markNoSellers };
}
