/** The order creation screen at /orders/create, with the tenant's theme, for a viewer of a role. */

import OrderCreatePage from '../../../../src/web/orders/create/OrderCreatePage';
import { TenantThemeContext } from '../../../../src/web/tenantTheme';
import { renderScreen } from '../../customers/renderScreen';
import { TEST_TENANT } from '../../support/renderAdmin';

const CREATORS = ['CREATE_ORDER_READ', 'CREATE_ORDER_WRITE', 'CLIENT_LISTING_READ', 'ORDER_LISTING_READ'];

export function renderOrderCreate(role = 'seller') {
  return renderScreen(
    <TenantThemeContext.Provider value={TEST_TENANT}>
      <OrderCreatePage />
    </TenantThemeContext.Provider>,
    {
      path: '/orders/create',
      route: '/orders/create',
      viewer: { role, permissions: CREATORS },
      extraRoutes: { '/orders/:id': <h1>order page</h1>, '/orders': <h1>orders list</h1> },
    },
  );
}
