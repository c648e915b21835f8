/** The order creation screen at /orders/create for a viewer of a role: renderAdmin with the app's dataProvider. */
import OrderCreatePage from '../../../../src/web/orders/create/OrderCreatePage';
import { renderAdmin } from '../../support/renderAdmin';

const CREATORS = ['CREATE_ORDER_READ', 'CREATE_ORDER_WRITE', 'CLIENT_LISTING_READ', 'ORDER_LISTING_READ'];

/** The portal's customer: creates orders, reads its own, lists no customers. */
const CUSTOMER_ROLE = [
  'CREATE_ORDER_READ',
  'CREATE_ORDER_WRITE',
  'ORDER_LISTING_READ',
  'ORDER_DETAIL_SUMMARY_READ',
];

export function renderOrderCreate(role = 'seller', locale: 'es' | 'en' = 'es') {
  return renderAdmin(<OrderCreatePage />, {
    path: '/orders/create',
    route: '/orders/create',
    locale,
    viewer: { role, permissions: role === 'customer' ? CUSTOMER_ROLE : CREATORS },
    extraRoutes: { '/orders/:id': <h1>order page</h1>, '/orders': <h1>orders list</h1> },
  });
}
