/** Where an order can be delivered: the customer's active addresses that take shipments, principal first. */
import { type Address, coversType } from '../../../domain/customers';

export function deliveryAddresses(addresses: readonly Address[]): Address[] {
  return addresses
    .filter((a) => a.active && coversType(a.addressType, 'shipping'))
    .sort((a, b) => Number(b.principalAddress) - Number(a.principalAddress));
}
