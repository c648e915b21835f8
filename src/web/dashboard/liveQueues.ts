/**
 * The home's reads that a 'queues:changed' makes stale: every queue list (react-admin resources
 * named 'orders-…'), the order lists (the pipeline's, the customer's orders) and the counts, the
 * pipeline and the delivery calendar — keyed, like react-admin keys its own, resource first and
 * method second. A single order's reads are not among them: 'order:changed' refreshes those.
 */
import type { Query } from '@tanstack/react-query';

const ORDER_COLLECTION_METHODS = new Set([
  'getList',
  'getFinanceCounts',
  'countPendingDelivery',
  'countDelayedOrders',
  'getMaterialShortage',
  'getPipelineCounts',
  'getDeliveryCalendar',
]);

/** Debounce of the refetch: a burst of changes (a bulk assignment) refetches once. */
export const QUEUES_REFETCH_DEBOUNCE_MS = 800;
/** …but a steady stream still refetches at least this often. */
export const QUEUES_REFETCH_MAX_WAIT_MS = 5000;

export function isQueueQuery(query: Pick<Query, 'queryKey'>): boolean {
  const [resource, method] = query.queryKey;
  if (typeof resource !== 'string') return false;
  if (resource.startsWith('orders-')) return true;
  return resource === 'orders' && typeof method === 'string' && ORDER_COLLECTION_METHODS.has(method);
}
