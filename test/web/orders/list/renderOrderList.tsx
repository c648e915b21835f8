/**
 * Renders the order list at /orders the way the app does (renderAdmin: the app's dataProvider over
 * the real API client answered by msw) for a signed-in viewer whose preferences the test chooses.
 */
import type { Locale } from '../../../../src/domain/i18n';
import type { Preferences, Profile } from '../../../../src/domain/users';
import OrderListPage from '../../../../src/web/orders/list/OrderListPage';
import { renderAdmin } from '../../support/renderAdmin';

export const ADMIN_PERMISSIONS = ['ORDER_LISTING_READ', 'CREATE_ORDER_WRITE', 'CLIENT_LISTING_READ'];

export interface OrderListViewer {
  role?: string;
  permissions?: string[];
  preferences?: Preferences;
}

export function renderOrderList(viewer: OrderListViewer = {}, locale: Locale = 'es') {
  const { role = 'admin', permissions = ADMIN_PERMISSIONS, preferences = {} } = viewer;
  const profile: Partial<Profile> = { firstName: 'Ana', lastName: 'Robles', preferences };
  return renderAdmin(<OrderListPage />, {
    path: '/orders',
    route: '/orders',
    locale,
    viewer: { role, permissions, profile },
    extraRoutes: { '/orders/:id': <h1>order page</h1> },
  });
}
