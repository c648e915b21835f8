/**
 * 'Pendientes de entrega' (/orders/pending-delivery): mounted under the orders resource by the
 * app's resource list, so the orders area never imports logistics.
 */
import { screen } from '../../navigation/screen';

export default {
  page: screen(
    () => import('./PendingDeliveryPage'),
    { resource: 'orders', action: 'pendingDelivery', section: 'orders-pending-delivery' },
    ['orders'],
  ),
};
