/**
 * Where the order may be delivered: its customer's active addresses that take shipments. A
 * customer-role user cannot list customers' addresses; theirs come with their own customer.
 */
import { useMemo } from 'react';
import { dataScopeOf } from '../../../../domain/roles';
import { useProfile } from '../../../layout/useProfile';
import { useCustomerDeliveryAddresses, useOwnCustomer } from '../../create/creationQueries';
import { deliveryAddresses } from '../../create/deliveryAddresses';

export interface AddressOption {
  id: string;
  fullAddress: string;
}

export function useDeliveryAddresses(customerId: string, enabled: boolean) {
  const { profile } = useProfile();
  const self = profile ? dataScopeOf(profile.role.name) === 'customer' : false;
  const ready = enabled && Boolean(profile);
  const own = useOwnCustomer(ready && self);
  const listed = useCustomerDeliveryAddresses(customerId, ready && !self);
  const ownData = own.data;
  const listedData = listed.data;
  const data = useMemo<AddressOption[] | undefined>(() => {
    const addresses = self ? ownData && deliveryAddresses(ownData.addresses) : listedData;
    return addresses?.map((a) => ({ id: a.id, fullAddress: a.fullAddress }));
  }, [self, ownData, listedData]);
  return { data, error: self ? own.error : listed.error };
}
