import { finance } from './finance';
import { logisticsQueues } from './logisticsQueues';
import { orderCreate } from './orderCreate';
import { orderDetail } from './orderDetail';
import { orderDocuments } from './orderDocuments';
import { orderInventory } from './orderInventory';
import { orderList } from './orderList';
import { orderLogistics } from './orderLogistics';

/** Órdenes y finanzas: llegan con la primera pantalla de órdenes (o con las colas del inicio). */
export const esOrdersArea = {
  orderCreate,
  orderList,
  orderDetail,
  orderDocuments,
  finance,
  orderInventory,
  orderLogistics,
  logisticsQueues,
} as const;
