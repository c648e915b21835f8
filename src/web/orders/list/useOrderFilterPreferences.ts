/**
 * Which order filters show and the saved search text, kept in the user's preferences as the seeds
 * store them (`views.orders.filters = { visible, searchParam }`), through the same save path as the
 * columns. Nothing saved: every filter shows. Keys unknown to this version are ignored.
 */

import { ORDER_LIST_VIEW } from '../../../domain/orders/listColumns';
import { useSaveViewPreferences } from '../../lists/useSaveViewPreferences';
import { useFirstListVisit } from './useRestoredSearch';

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
  /** True when this browser kept no state of the list before this visit. */
  firstVisit: boolean;
  visible: OrderFilterKey[];
  searchParam: string | undefined;
  saving: boolean;
  save: (visible: readonly OrderFilterKey[], searchParam: string) => Promise<boolean>;
}

export function useOrderFilterPreferences(): OrderFilterChoice {
  const { preferences, saving, save } = useSaveViewPreferences(ORDER_LIST_VIEW, FILTER_TOASTS);
  const saved = preferences?.views?.[ORDER_LIST_VIEW]?.filters;
  const visible = saved?.visible
    ? ORDER_FILTER_KEYS.filter((key) => saved.visible?.includes(key))
    : [...ORDER_FILTER_KEYS];
  const firstVisit = useFirstListVisit();
  return {
    firstVisit,
    visible,
    searchParam: saved?.searchParam || undefined,
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
