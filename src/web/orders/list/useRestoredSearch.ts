/**
 * Puts the user's saved search (`views.orders.filters.searchParam`) in the order list when this
 * browser keeps no state of the list yet (first visit, another browser): the preferences come with
 * the profile, which may arrive after the list has mounted, so it is applied once it is known.
 * A browser that kept the list's state shows what the user left there instead.
 */
import { useEffect, useRef } from 'react';
import { useListContext, useStore } from 'react-admin';
import { ORDER_LIST_VIEW } from '../../../domain/orders/listColumns';
import { listStoreKey } from '../../lists/listConfig';

/** Call before the list mounts (it writes its state to the store as soon as it does). */
export function useFirstListVisit(): boolean {
  const [stored] = useStore(listStoreKey(ORDER_LIST_VIEW));
  return useRef(stored === undefined).current;
}

export function useRestoredSearch(searchParam: string | undefined, firstVisit: boolean): void {
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const done = useRef(!firstVisit);
  useEffect(() => {
    if (done.current || !searchParam) return;
    done.current = true;
    if (!filterValues.q) setFilters({ ...filterValues, q: searchParam }, displayedFilters, false);
  }, [searchParam, filterValues, setFilters, displayedFilters]);
}
