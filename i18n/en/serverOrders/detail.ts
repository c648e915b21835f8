/** detail: server texts of the order detail area (under `orders.*`). */
export const ordersDetail = {
  noChanges: 'There are no changes to save',
  productUnavailable: 'The product does not exist or is no longer active',
  presentationNotSold: 'The product is not sold in that presentation',
  itemNotInOrder: 'This row does not belong to the order',
  addressNotOfCustomer: 'The address does not belong to the order’s customer',
} as const;
