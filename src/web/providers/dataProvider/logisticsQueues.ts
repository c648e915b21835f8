/**
 * The logistics lists' business calls: the home's two counts and a late order's new date from the
 * delays modal. The lists themselves ('orders-not-delivered', 'orders-overdue') are the standard
 * getList (resources.ts); a shipment's delivery confirmation is the order page's `confirmDelivery`.
 */
import type { AxiosInstance } from 'axios';
import type { RescheduleBody } from '../../../domain/logistics/delivery';
import type { LogisticsCountsQuery } from '../../../domain/logistics/queues';

export interface QueueCount {
  count: number;
}

/** What the delays modal's save answers: the order and its new date. */
export interface RescheduledOrder {
  id: string;
  deliveryDate: string;
}

export function logisticsQueueMethods(api: AxiosInstance) {
  return {
    /** Shipments waiting for their delivery confirmation ('Confirmación de entrega pendiente'). */
    async countPendingDelivery(filters: LogisticsCountsQuery): Promise<QueueCount> {
      return (await api.get<QueueCount>('/orders/count-for-logistics', { params: filters })).data;
    },
    /** Late orders ('Órdenes atrasadas'). */
    async countDelayedOrders(filters: LogisticsCountsQuery): Promise<QueueCount> {
      return (await api.get<QueueCount>('/orders/count-delay-orders', { params: filters })).data;
    },
    /** A late order's new delivery date. */
    async rescheduleOverdueOrder(orderId: string, body: RescheduleBody): Promise<RescheduledOrder> {
      return (await api.put<RescheduledOrder>(`/orders/overdue/${encodeURIComponent(orderId)}`, body)).data;
    },
  };
}
