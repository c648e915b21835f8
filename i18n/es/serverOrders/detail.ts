/** detail: server texts of the order detail area (under `orders.*`). */
export const ordersDetail = {
  noChanges: 'No hay cambios para guardar',
  productUnavailable: 'El producto no existe o ya no está activo',
  presentationNotSold: 'El producto no se vende en esa presentación',
  itemNotInOrder: 'Esta partida no pertenece a la orden',
  addressNotOfCustomer: 'La dirección no pertenece al cliente de la orden',
} as const;
