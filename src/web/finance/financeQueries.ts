/**
 * Where finance's data lives in react-query's cache, and what a finance action refreshes. The
 * order's finance view and the dashboard's counts are keyed under 'orders' (resource first, as
 * react-admin's own hooks key theirs), so a change that refreshes the order refreshes them too;
 * each queue is a list resource of its own.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { FinanceQueue } from '../../domain/finance/queues';
import type { FinanceCountsQuery } from '../../domain/finance/views';

/** The dashboard's queue tables show 10 rows a page. */
export const QUEUE_PAGE_SIZE = 10;
/** Queue searches wait 500 ms after the last key. */
export const QUEUE_SEARCH_DEBOUNCE_MS = 500;

/** The dashboard queues' list resources (the data provider's paths table holds their calls). */
export const QUEUE_RESOURCES: Record<FinanceQueue, string> = {
  PENDINGRELEASEREQUEST: 'orders-release-not-requested',
  PENDINGVALIDATEPAYMENTREQUEST: 'orders-payment-not-requested',
  NOT_ANSWERED: 'orders-release-missing',
  HELD: 'orders-retained',
  APPROVED: 'orders-approved-by-finance',
};

/** 'Pendientes de liberación': one list of either status. */
export const PENDING_RELEASED_RESOURCE = 'orders-pending-released';

/** The order's finance view as of the order's last change (a changed order asks again). */
export const orderFinanceKey = (orderId: string, updatedAt: string) =>
  ['orders', 'getOrderFinance', { orderId, updatedAt }] as const;

export const financeCountsKey = (filters: FinanceCountsQuery) =>
  ['orders', 'getFinanceCounts', filters] as const;

/**
 * After a request, a decision or a payment: the order (and its finance view), the counts and
 * every queue, since the order moved from one queue to another.
 */
export async function refreshAfterFinanceAction(queryClient: QueryClient): Promise<void> {
  const lists = [...Object.values(QUEUE_RESOURCES), PENDING_RELEASED_RESOURCE];
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ['orders'] }),
    ...lists.map((resource) => queryClient.invalidateQueries({ queryKey: [resource] })),
  ]);
}
