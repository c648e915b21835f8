/**
 * The open order page and the live connection: the page watches its order, refreshes only the
 * sections an 'order:changed' names (the order itself not when this tab already holds that
 * version), and everything after a reconnection. Answers whether the watch is in force: while it is
 * not (socket down, refused), the page polls instead.
 */
import { useQueryClient } from '@tanstack/react-query';
import type { OrderDetail } from '../../../domain/orders/views';
import { useLiveEvent, useLiveResync, useWatchedOrder } from '../../realtime/useLive';
import { orderIsCurrent, orderSectionKeys } from './liveSections';

export function useLiveOrder(orderId: string): boolean {
  const queryClient = useQueryClient();
  const watched = useWatchedOrder(orderId || undefined);

  useLiveEvent('order:changed', ({ orderId: changed, sections, version }) => {
    if (changed !== orderId) return;
    const cached = queryClient.getQueryData<OrderDetail>(['orders', 'getOrder', { id: orderId }]);
    const skipOrder = orderIsCurrent(cached?.version, version);
    for (const queryKey of orderSectionKeys(orderId, sections)) {
      if (skipOrder && queryKey[1] === 'getOrder') continue;
      void queryClient.invalidateQueries({ queryKey });
    }
  });

  useLiveResync(() => {
    if (orderId) void queryClient.invalidateQueries({ queryKey: ['orders'] });
  });

  return watched;
}
