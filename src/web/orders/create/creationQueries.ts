/**
 * What the order creation form reads through the dataProvider besides the pickers' searches:
 * warehouses, the pricing in force (for the estimate), the picked customer's delivery addresses and
 * payment terms, the own company of a customer-role user and the prices agreed with it.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useDataProvider, useGetManyReference } from 'react-admin';
import type { Address } from '../../../domain/customers';
import type { AppDataProvider } from '../../providers/dataProvider';
import { deliveryAddresses } from './deliveryAddresses';

/** Reference data changes seldom; the form may keep it for a while. */
const REFERENCE_STALE_MS = 5 * 60_000;
const ALL_ADDRESSES = { page: 1, perPage: 100 };
const AS_LISTED = { field: 'id', order: 'ASC' } as const;

export function useWarehouses(enabled: boolean) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: ['warehouses', 'getWarehouses'],
    queryFn: () => dataProvider.getWarehouses(),
    staleTime: REFERENCE_STALE_MS,
    enabled,
  });
}

export function usePricingInForce() {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: ['orders', 'getPricingInForce'],
    queryFn: () => dataProvider.getPricingInForce(),
    staleTime: 60_000,
  });
}

/** The customer's agreed prices (the portal's product rows offer only these). */
export function useAgreedPrices(customerId: string | null, enabled: boolean) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: ['orders', 'getAgreedPrices', { customerId }],
    queryFn: () => dataProvider.getAgreedPrices(customerId ?? ''),
    staleTime: REFERENCE_STALE_MS,
    enabled: enabled && Boolean(customerId),
  });
}

/** What a new order of the customer is saved with, so the form shows it before saving. */
export function useCustomerPaymentTerms(customerId: string | null) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: ['orders', 'getCustomerPaymentTerms', { customerId }],
    queryFn: () => dataProvider.getCustomerPaymentTerms(customerId ?? ''),
    staleTime: REFERENCE_STALE_MS,
    enabled: Boolean(customerId),
  });
}

export function useOwnCustomer(enabled: boolean) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: ['customers', 'getOwnCustomer'],
    queryFn: () => dataProvider.getOwnCustomer(),
    staleTime: REFERENCE_STALE_MS,
    enabled,
  });
}

/** The customer's addresses that take shipments (the server answers the customer's whole list). */
export function useCustomerDeliveryAddresses(customerId: string | null, enabled = true) {
  const query = useGetManyReference<Address>(
    'addresses',
    { target: 'customerId', id: customerId ?? '', pagination: ALL_ADDRESSES, sort: AS_LISTED },
    { enabled: enabled && Boolean(customerId) },
  );
  const addresses = useMemo(() => (query.data ? deliveryAddresses(query.data) : undefined), [query.data]);
  return { ...query, data: addresses };
}
