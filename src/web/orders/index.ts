/**
 * The orders resource: the list (/orders), the creation form (/orders/create) and the order page
 * (/orders/{id}, react-admin's edit route: the page's one-field edits happen on it). Sub-pages of
 * other areas (finance's pending releases, logistics' pending deliveries) are mounted under it by
 * the app's resource list.
 */
import type { OrderListRow } from '../../domain/orders/views';
import { screen } from '../navigation/screen';
import { loadOrderDetailPage } from './detail/loadOrderDetailPage';

export default {
  list: screen(
    () => import('./list/OrderListPage'),
    { resource: 'orders', action: 'list', section: 'orders' },
    ['orders'],
  ),
  create: screen(
    () => import('./create/OrderCreatePage'),
    { resource: 'orders', action: 'create', section: 'orders-create' },
    ['orders'],
  ),
  edit: screen(loadOrderDetailPage, { resource: 'orders', action: 'show', section: 'order-detail' }, [
    'orders',
  ]),
  recordRepresentation: (record: OrderListRow) => record.displayNumber,
};
