/**
 * Where the order may be delivered: its customer's active addresses that take shipments. A
 * customer-role user cannot list customers' addresses; theirs come with their own customer.
 */
import { useQuery } from '@tanstack/react-query';
import type { Address, CustomerDetail } from '../../../../domain/customers';
import { dataScopeOf } from '../../../../domain/roles';
import { useProfile } from '../../../layout/useProfile';
import { api } from '../../../providers/api';
import { deliveryAddresses } from '../../create/orderCreateApi';

export interface AddressOption {
  id: string;
  fullAddress: string;
}

const toOptions = (list: readonly Address[]): AddressOption[] =>
  deliveryAddresses(list).map((a) => ({ id: a.id, fullAddress: a.fullAddress }));

export function useDeliveryAddresses(customerId: string, enabled: boolean) {
  const { profile } = useProfile();
  const self = profile ? dataScopeOf(profile.role.name) === 'customer' : false;
  return useQuery({
    queryKey: self
      ? ['customers', 'self', 'delivery-addresses']
      : ['addresses', 'customer', customerId, 'delivery'],
    queryFn: async ({ signal }) =>
      self
        ? toOptions((await api.get<CustomerDetail>('/customers/self', { signal })).data.addresses)
        : toOptions(
            (await api.get<Address[]>('/addresses/customer', { params: { customer: customerId }, signal }))
              .data,
          ),
    enabled: enabled && Boolean(profile),
    retry: false,
  });
}
