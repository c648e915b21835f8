/**
 * create: server texts of the order create area, grouped under `orders.creation.*` so they never
 * collide with another area's keys in the shared `orders` namespace.
 */
export const ordersCreate = {
  creation: {
    customerNotAllowed: 'You cannot create orders for this customer',
    productNotFound: 'The product does not exist',
    productInactive: 'The product %{product} is not active',
    presentationNotSold: 'The product %{product} is not sold as %{presentation}',
    addressNotFound: 'The address does not belong to the customer or is not active',
    warehouseNotFound: 'The warehouse does not exist or is not active',
    sellerNotFound: 'The seller does not exist',
    sellerNotAllowed: 'You cannot create orders for that seller',
    quantityTooLarge: 'A product quantity cannot exceed 1,000,000 tons',
    noAgreedPrice:
      'Your company has no agreed price for this product in this presentation yet; ask your seller for a quote',
    priceNotAgreed: 'The price is the one agreed with your seller: %{price} per kg',
    pricingMissing: 'No pricing parameters are set up; ask an administrator to enter them',
  },
} as const;
