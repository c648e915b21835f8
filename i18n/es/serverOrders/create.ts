/**
 * create: server texts of the order create area, grouped under `orders.creation.*` so they never
 * collide with another area's keys in the shared `orders` namespace.
 */
export const ordersCreate = {
  creation: {
    customerNotAllowed: 'No puedes crear órdenes para este cliente',
    productNotFound: 'El producto no existe',
    productInactive: 'El producto %{product} no está activo',
    presentationNotSold: 'El producto %{product} no se vende en presentación %{presentation}',
    addressNotFound: 'La dirección no pertenece al cliente o no está activa',
    warehouseNotFound: 'El almacén no existe o no está activo',
    sellerNotFound: 'El vendedor no existe',
    sellerNotAllowed: 'No puedes crear órdenes para ese vendedor',
    quantityTooLarge: 'La cantidad de un producto no puede ser mayor a 1,000,000 toneladas',
    noAgreedPrice:
      'Tu empresa aún no tiene un precio acordado para este producto en esta presentación; pide una cotización a tu vendedor',
    priceNotAgreed: 'El precio es el acordado con tu vendedor: %{price} por kg',
    pricingMissing: 'No hay parámetros de precios configurados; pide a un administrador que los capture',
  },
} as const;
