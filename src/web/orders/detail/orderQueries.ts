/**
 * The order page's detail, read through the dataProvider. While a generated document (the proforma)
 * is being produced again the detail is asked for every 30 s, so the page shows the new one without
 * a reload (docs/decisions.md, "Orders: documents, proforma, comments, cancellation").
 */
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { OrderDetail } from '../../../domain/orders/views';
import type { AppDataProvider } from '../../providers/dataProvider';

export const ORDER_POLL_MS = 30_000;

/** True while some generated document (the proforma…) is being produced again. */
export const hasUpdatingDocument = (order: OrderDetail | undefined) =>
  Boolean(order?.documents.some((d) => d.updating));

/** How often to ask again: every 30 s while a document is updating, otherwise never. */
export const pollInterval = (order: OrderDetail | undefined) =>
  hasUpdatingDocument(order) ? ORDER_POLL_MS : false;

export function useOrderDetail(id: string) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: ['orders', 'getOrder', { id }],
    queryFn: () => dataProvider.getOrder({ id }),
    // A refused order (403/404) or a lost session does not get better by asking again.
    retry: false,
    refetchInterval: (query) => pollInterval(query.state.data),
  });
}
