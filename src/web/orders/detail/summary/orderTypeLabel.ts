/** Order type as the business names it: sample, or counter sale when no invoice is required, else sale. */
import type { OrderDetail } from '../../../../domain/orders/views';

export function orderTypeLabelKey(order: Pick<OrderDetail, 'type' | 'isCounterSale'>): string {
  if (order.type === 'sample') return 'app.orderDetail.type.sample';
  return order.isCounterSale ? 'app.orderDetail.type.counterSale' : 'app.orderDetail.type.retail';
}
