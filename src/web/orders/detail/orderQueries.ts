/**
 * The order page's detail, read through the dataProvider. While the live connection carries the
 * order's changes the page reads it again only when told (useLiveOrder.ts); without it, the detail
 * is asked for every 30 s, so the page shows others' changes and a regenerated document (the
 * proforma) without a reload (docs/decisions.md, "Real time").
 */
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { OrderDetail } from '../../../domain/orders/views';
import type { AppDataProvider } from '../../providers/dataProvider';

export const ORDER_POLL_MS = 30_000;

/** True while some generated document (the proforma…) is being produced again. */
export const hasUpdatingDocument = (order: OrderDetail | undefined) =>
  Boolean(order?.documents.some((d) => d.updating));

/** How often to ask again: never while the live connection tells the changes, else every 30 s. */
export const pollInterval = (live: boolean) => (live ? false : ORDER_POLL_MS);

/** The detail's cache key: the page, its live refresh and the list's prefetch share it. */
export const orderDetailKey = (id: string) => ['orders', 'getOrder', { id }] as const;

/**
 * Reads an order's detail into the cache before its page opens (a row pointed at in a list); the
 * page then shows it without asking again while it is fresh (the app's 30 s).
 */
export function prefetchOrderDetail(queryClient: QueryClient, dataProvider: AppDataProvider, id: string) {
  return queryClient.prefetchQuery({
    queryKey: orderDetailKey(id),
    queryFn: () => dataProvider.getOrder({ id }),
    retry: false,
  });
}

export function useOrderDetail(id: string, live = false) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: orderDetailKey(id),
    queryFn: () => dataProvider.getOrder({ id }),
    // A refused order (403/404) or a lost session does not get better by asking again.
    retry: false,
    refetchInterval: pollInterval(live),
  });
}
