/** The order creation screen at /orders/create for a viewer of a role: renderAdmin with the app's dataProvider. */
import OrderCreatePage from '../../../../src/web/orders/create/OrderCreatePage';
import { renderAdmin } from '../../support/renderAdmin';

const CREATORS = ['CREATE_ORDER_READ', 'CREATE_ORDER_WRITE', 'CLIENT_LISTING_READ', 'ORDER_LISTING_READ'];

export function renderOrderCreate(role = 'seller') {
  return renderAdmin(<OrderCreatePage />, {
    path: '/orders/create',
    route: '/orders/create',
    viewer: { role, permissions: CREATORS },
    extraRoutes: { '/orders/:id': <h1>order page</h1>, '/orders': <h1>orders list</h1> },
  });
}
