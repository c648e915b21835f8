/**
 * The order page's calls: the detail, and the three one-field edits (each sends the version the
 * page shows and answers the fresh detail). While a generated document is being regenerated the
 * detail is polled every 30 s (seeds §9 "Order polling 30 s").
 */
import { useQuery } from '@tanstack/react-query';
import type { DeliveryModel } from '../../../domain/orders/enums';
import type { OrderDetail } from '../../../domain/orders/views';
import type { PackagingType } from '../../../domain/products';
import { api } from '../../providers/api';

export const ORDER_POLL_MS = 30_000;

export const orderDetailKey = (id: string) => ['orders', id, 'detail'] as const;

export async function fetchOrderDetail(id: string): Promise<OrderDetail> {
  return (await api.get<OrderDetail>(`/orders/${id}`)).data;
}

/** True while some generated document (the proforma…) is being produced again. */
export const hasUpdatingDocument = (order: OrderDetail | undefined) =>
  Boolean(order?.documents.some((d) => d.updating));

/** How often to ask again: every 30 s while a document is updating, otherwise never. */
export const pollInterval = (order: OrderDetail | undefined) =>
  hasUpdatingDocument(order) ? ORDER_POLL_MS : false;

export function useOrderDetail(id: string) {
  return useQuery({
    queryKey: orderDetailKey(id),
    queryFn: () => fetchOrderDetail(id),
    // A refused order (403/404) or a lost session does not get better by asking again.
    retry: false,
    refetchInterval: (query) => pollInterval(query.state.data),
  });
}

export interface ItemChangeRow {
  id?: string;
  productId: string;
  presentation: PackagingType;
  /** As typed, in the user's unit. */
  quantity: string;
  targetPrice: string;
}

export async function saveItems(order: OrderDetail, items: ItemChangeRow[]): Promise<OrderDetail> {
  return (await api.put<OrderDetail>(`/orders/${order.id}/items`, { version: order.version, items })).data;
}

export async function saveDeliveryDate(order: OrderDetail, deliveryDate: string): Promise<OrderDetail> {
  return (
    await api.put<OrderDetail>(`/orders/${order.id}/delivery-date`, { version: order.version, deliveryDate })
  ).data;
}

export async function saveDeliveryModel(
  order: OrderDetail,
  deliveryModel: DeliveryModel,
  addressId: string | null,
): Promise<OrderDetail> {
  return (
    await api.put<OrderDetail>(`/orders/${order.id}/delivery-model`, {
      version: order.version,
      deliveryModel,
      addressId,
    })
  ).data;
}
