import { finance } from './finance';
import { orderCreate } from './orderCreate';
import { orderDetail } from './orderDetail';
import { orderDocuments } from './orderDocuments';
import { orderList } from './orderList';

/** Órdenes y finanzas: llegan con la primera pantalla de órdenes (o con las colas del inicio). */
export const esOrdersArea = {
  orderCreate,
  orderList,
  orderDetail,
  orderDocuments,
  finance,
} as const;
