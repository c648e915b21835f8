/**
 * Which order filters show and the saved search text, kept in the user's preferences in the shape
 * the original client stored them (`views.orders.filters = { visible, searchParam }`), through the same save path as the
 * columns. Nothing saved: every filter shows. Keys unknown to this version are ignored.
 */
import { useRef } from 'react';
import { useStore } from 'react-admin';
import { ORDER_LIST_VIEW } from '../../../domain/orders/listColumns';
import { listStoreKey } from '../../ui/lists/listConfig';
import { useSaveViewPreferences } from '../../ui/lists/useSaveViewPreferences';
import type { OrderFilterValues } from './orderListQuery';

export const ORDER_FILTER_KEYS = [
  'sellers',
  'customers',
  'paymentTerm',
  'deliveryModel',
  'deliveryDate',
] as const;
export type OrderFilterKey = (typeof ORDER_FILTER_KEYS)[number];

/** The list-state values each filter sets (hiding a filter clears them: a hidden filter filters nothing). */
export const FILTER_SOURCES: Record<OrderFilterKey, readonly string[]> = {
  sellers: ['sellers'],
  customers: ['customers'],
  paymentTerm: ['paymentTerm'],
  deliveryModel: ['deliveryModel'],
  deliveryDate: ['deliveryDateFrom', 'deliveryDateTo'],
};

const FILTER_TOASTS = {
  saved: 'app.orderList.filterMenu.saved',
  error: 'app.orderList.filterMenu.saveError',
};

export interface OrderFilterChoice {
  /**
   * False until the list may mount: on a first visit (this browser kept no state of the list) the
   * saved search must be known first, so it is the list's starting search and never lands on top
   * of what the user has begun to type.
   */
  ready: boolean;
  /** The list's starting filters: the defaults, plus the saved search on a first visit. */
  initialFilters: (defaults: OrderFilterValues) => OrderFilterValues;
  visible: OrderFilterKey[];
  searchParam: string | undefined;
  saving: boolean;
  save: (visible: readonly OrderFilterKey[], searchParam: string) => Promise<boolean>;
}

/** Call before the list mounts (it writes its state to the store as soon as it does). */
function useFirstListVisit(): boolean {
  const [stored] = useStore(listStoreKey(ORDER_LIST_VIEW));
  return useRef(stored === undefined).current;
}

export function useOrderFilterPreferences(): OrderFilterChoice {
  const { preferences, loaded, saving, save } = useSaveViewPreferences(ORDER_LIST_VIEW, FILTER_TOASTS);
  const saved = preferences?.views?.[ORDER_LIST_VIEW]?.filters;
  const visible = saved?.visible
    ? ORDER_FILTER_KEYS.filter((key) => saved.visible?.includes(key))
    : [...ORDER_FILTER_KEYS];
  const firstVisit = useFirstListVisit();
  const searchParam = saved?.searchParam || undefined;
  return {
    ready: loaded || !firstVisit,
    initialFilters: (defaults) => (firstVisit && searchParam ? { ...defaults, q: searchParam } : defaults),
    visible,
    searchParam,
    saving,
    save: (next, searchParam) =>
      save({
        filters: {
          visible: ORDER_FILTER_KEYS.filter((key) => next.includes(key)),
          searchParam: searchParam.trim(),
        },
      }),
  };
}
