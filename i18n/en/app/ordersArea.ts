import type { OrdersKey } from '../../areas';
import type { AppShape } from '../../shape';
import { finance } from './finance';
import { logisticsQueues } from './logisticsQueues';
import { orderCreate } from './orderCreate';
import { orderDetail } from './orderDetail';
import { orderDocuments } from './orderDocuments';
import { orderInventory } from './orderInventory';
import { orderList } from './orderList';
import { orderLogistics } from './orderLogistics';

/** Orders and finance: arrive with the first orders screen (or with the home's queues). */
export const enOrdersArea: Pick<AppShape, OrdersKey> = {
  orderCreate,
  orderList,
  orderDetail,
  orderDocuments,
  finance,
  orderInventory,
  orderLogistics,
  logisticsQueues,
};
