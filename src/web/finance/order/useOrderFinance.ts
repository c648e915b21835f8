/**
 * The order's finance view for the order page's finance and payments sections: one call serves
 * both, asked again whenever the order changed (its `updatedAt`) or a finance action refreshed it.
 * A role that may see neither the requests nor the decisions (the customer) never asks: the
 * sections are simply not there.
 */
import { useQuery } from '@tanstack/react-query';
import { useCanAccess, useDataProvider } from 'react-admin';
import type { OrderDetail } from '../../../domain/orders/views';
import { statusOf } from '../../providers/apiErrors';
import type { AppDataProvider } from '../../providers/dataProvider';
import { orderFinanceKey } from '../financeQueries';

export function useOrderFinance(order: Pick<OrderDetail, 'id' | 'updatedAt'>) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { canAccess } = useCanAccess({ resource: 'finance', action: 'show' });
  const query = useQuery({
    queryKey: orderFinanceKey(order.id, order.updatedAt),
    queryFn: () => dataProvider.getOrderFinance(order.id),
    enabled: canAccess === true,
  });
  /** The caller's role has no finance side at all: show nothing of it. */
  const outOfReach = canAccess === false;
  /** The caller may see neither the requests nor the decisions of this order. */
  const refused = outOfReach || (query.isError && statusOf(query.error) === 403);
  return { query, refused, outOfReach };
}
