/**
 * The order page's detail, read through the dataProvider. While the live connection carries the
 * order's changes the page reads it again only when told (useLiveOrder.ts); without it, the detail
 * is asked for every 30 s, so the page shows others' changes and a regenerated document (the
 * proforma) without a reload (docs/decisions.md, "Real time").
 */
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { OrderDetail } from '../../../domain/orders/views';
import type { AppDataProvider } from '../../providers/dataProvider';

export const ORDER_POLL_MS = 30_000;

/** True while some generated document (the proforma…) is being produced again. */
export const hasUpdatingDocument = (order: OrderDetail | undefined) =>
  Boolean(order?.documents.some((d) => d.updating));

/** How often to ask again: never while the live connection tells the changes, else every 30 s. */
export const pollInterval = (live: boolean) => (live ? false : ORDER_POLL_MS);

export function useOrderDetail(id: string, live = false) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: ['orders', 'getOrder', { id }],
    queryFn: () => dataProvider.getOrder({ id }),
    // A refused order (403/404) or a lost session does not get better by asking again.
    retry: false,
    refetchInterval: pollInterval(live),
  });
}
