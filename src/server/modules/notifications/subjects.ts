/**
 * What a notification is about: an order (its number as people read it, its customer, its seller
 * and the seller's supervisors) or a price request (its number, customer, product and requester).
 */
import { displayOrderNumber } from '../../../domain/orders/views';
import { displayPriceRequestNumber } from '../../../domain/priceRequests/requests';
import type { Executor } from '../../db/client';
import { orderFacts, priceRequestFacts, supervisorsAbove } from './recipientQueries';

export interface OrderSubject {
  type: 'order';
  id: string;
  label: string;
  customerId: string;
  customerName: string;
  sellerId: string | null;
  /** The seller and everyone above them: who sees the order through the hierarchy. */
  sellerChain: string[];
}

export interface PriceRequestSubject {
  type: 'priceRequest';
  id: string;
  label: string;
  customerName: string;
  productName: string;
  requestedById: string;
}

export type Subject = OrderSubject | PriceRequestSubject;

export async function orderSubject(db: Executor, orderId: string): Promise<OrderSubject> {
  const order = await orderFacts(db, orderId);
  if (!order) throw new Error(`notification about order ${orderId}, which this tenant does not have`);
  const above = order.sellerId ? await supervisorsAbove(db, order.sellerId) : [];
  return {
    type: 'order',
    id: order.id,
    label: displayOrderNumber(order),
    customerId: order.customerId,
    customerName: order.customerName,
    sellerId: order.sellerId,
    sellerChain: order.sellerId ? [order.sellerId, ...above] : [],
  };
}

export async function priceRequestSubject(db: Executor, id: string): Promise<PriceRequestSubject> {
  const request = await priceRequestFacts(db, id);
  if (!request) throw new Error(`notification about price request ${id}, which this tenant does not have`);
  return {
    type: 'priceRequest',
    id: request.id,
    label: displayPriceRequestNumber(request.number),
    customerName: request.customerName,
    productName: request.productName,
    requestedById: request.requestedById,
  };
}
