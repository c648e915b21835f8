/**
 * Where material allocation's data lives in react-query's cache, and what a change refreshes. The
 * order's lots are keyed under 'orders' (resource first, as react-admin keys its own), so the order
 * page's reload refreshes them too.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { MaterialShortageQuery, SummaryQuery } from '../../../domain/inventory';

/** The orders text group holds these texts (app.orderInventory). */
export const T = 'app.orderInventory';

export const orderInventoryKey = (orderId: string) => ['orders', 'getOrderInventory', { orderId }] as const;
export const candidatesKey = (orderId: string) => ['orders', 'getAllocationCandidates', { orderId }] as const;
export const materialShortageKey = (filters: MaterialShortageQuery) =>
  ['orders', 'getMaterialShortage', filters] as const;
export const inventorySummaryKey = (query: SummaryQuery) =>
  ['inventory', 'getInventorySummary', query] as const;

/**
 * After an assignment, a change or a removal: the order (its status step and badge move to
 * MATERIAL_ASIGNADO and back), its lots and candidates, and every order queue and count — the
 * order leaves 'Autorizadas por finanzas' once covered. Queue lists are resources named 'orders-…'.
 */
export async function refreshAfterAllocation(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({
    predicate: (query) => String(query.queryKey[0]).startsWith('orders'),
  });
}

/** The finance queues' counts for the home's filters (the same cache entry as the finance group's). */
export const queueCountsKey = (filters: MaterialShortageQuery) =>
  ['orders', 'getFinanceCounts', filters] as const;
