/** 'Pendientes de entrega', las órdenes atrasadas y los grupos del inicio de logística y retrasos. */
export const logisticsQueues = {
  pendingDeliveryTitle: 'Pendientes de entrega',
};
