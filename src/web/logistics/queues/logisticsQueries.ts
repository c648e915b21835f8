/**
 * Where the logistics lists live in react-query's cache, and what a change refreshes. The counts
 * are keyed under 'orders' (resource first, as react-admin keys its own), so whatever refreshes
 * the orders refreshes them; each list is a data provider resource of its own.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { LogisticsCountsQuery } from '../../../domain/logistics/queues';

/** Shipments not delivered: 'Pendientes de entrega' and the home's 'Confirmación de entrega pendiente'. */
export const NOT_DELIVERED_RESOURCE = 'orders-not-delivered';
/** Late orders: the home's 'Órdenes atrasadas' and the delays modal. */
export const OVERDUE_RESOURCE = 'orders-overdue';

/** The home's queue tables show 10 rows a page; their searches wait 500 ms after the last key. */
export const QUEUE_PAGE_SIZE = 10;
export const QUEUE_SEARCH_DEBOUNCE_MS = 500;

export const pendingDeliveryCountKey = (filters: LogisticsCountsQuery) =>
  ['orders', 'countPendingDelivery', filters] as const;
export const delayedCountKey = (filters: LogisticsCountsQuery) =>
  ['orders', 'countDelayedOrders', filters] as const;

/**
 * After a delivery is confirmed or a date moves: the order (its page, its status), both counts
 * and both lists — a confirmed shipment leaves the pending ones, a new date can end a delay.
 */
export async function refreshAfterDeliveryChange(queryClient: QueryClient): Promise<void> {
  await Promise.all(
    ['orders', NOT_DELIVERED_RESOURCE, OVERDUE_RESOURCE].map((key) =>
      queryClient.invalidateQueries({ queryKey: [key] }),
    ),
  );
}
