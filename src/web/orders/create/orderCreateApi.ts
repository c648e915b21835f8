/**
 * The calls of the order creation screen that are not react-admin resources: warehouses, the
 * pricing in force (for the estimate), the customer's delivery addresses, the customer of a
 * customer-role user, staging a file, and the creation itself.
 */
import { useQuery } from '@tanstack/react-query';
import { type Address, type CustomerDetail, coversType } from '../../../domain/customers';
import type { PricingInForce, Warehouse } from '../../../domain/orders/creationOptions';
import { LONG_REQUEST_TIMEOUT_MS } from '../../config';
import { api } from '../../providers/api';

const REFERENCE_STALE_MS = 5 * 60_000;

export interface StagedUpload {
  uploadId: string;
  name: string;
  contentType: string;
  sizeBytes: number;
}

export interface CreatedOrder {
  id: string;
  number: number;
  displayNumber: string;
}

export function useWarehouses(enabled: boolean) {
  return useQuery({
    queryKey: ['warehouses'],
    queryFn: async () => (await api.get<{ data: Warehouse[] }>('/warehouses')).data.data,
    staleTime: REFERENCE_STALE_MS,
    enabled,
  });
}

export function usePricingInForce() {
  return useQuery({
    queryKey: ['orders', 'pricing-in-force'],
    queryFn: async () => (await api.get<PricingInForce>('/orders/pricing-in-force')).data,
    staleTime: 60_000,
  });
}

/** Where an order can be delivered: the customer's active addresses that take shipments. */
export function deliveryAddresses(addresses: readonly Address[]): Address[] {
  return addresses
    .filter((a) => a.active && coversType(a.addressType, 'shipping'))
    .sort((a, b) => Number(b.principalAddress) - Number(a.principalAddress));
}

/**
 * The picked customer's addresses. A customer-role user cannot list customers' addresses: theirs
 * come with their own customer (`selfAddresses`).
 */
export function useCustomerAddresses(customerId: string | null, selfAddresses: Address[] | null) {
  return useQuery({
    queryKey: ['addresses', 'customer', customerId],
    queryFn: async ({ signal }) =>
      (await api.get<Address[]>('/addresses/customer', { params: { customer: customerId }, signal })).data,
    enabled: Boolean(customerId) && selfAddresses === null,
    select: deliveryAddresses,
  });
}

export function useSelfCustomer(enabled: boolean) {
  return useQuery({
    queryKey: ['customers', 'self'],
    queryFn: async () => (await api.get<CustomerDetail>('/customers/self')).data,
    enabled,
    staleTime: REFERENCE_STALE_MS,
  });
}

/** Stages one file for the order about to be created (checked by size and content there). */
export async function stageOrderFile(file: File): Promise<StagedUpload> {
  const body = new FormData();
  body.append('file', file);
  const { data } = await api.post<StagedUpload>('/orders/uploads', body, {
    timeout: LONG_REQUEST_TIMEOUT_MS,
  });
  return data;
}

export async function createOrders(payload: object): Promise<CreatedOrder[]> {
  const { data } = await api.post<{ data: CreatedOrder[] }>('/orders', payload, {
    timeout: LONG_REQUEST_TIMEOUT_MS,
  });
  return data.data;
}
