/**
 * The price-request screens under test, at their routes, for a signed-in viewer: a seller (asks
 * for prices, creates orders) unless the test gives pricing's permissions or others.
 */
import type { ReactElement } from 'react';
import { PriceRequestCreatePage } from '../../../src/web/price-requests/PriceRequestCreate';
import { PriceRequestListPage } from '../../../src/web/price-requests/PriceRequestList';
import { PriceRequestShowPage } from '../../../src/web/price-requests/PriceRequestShow';
import { type RenderAdminOptions, renderAdmin } from '../support/renderAdmin';

export { currentPath } from '../support/renderAdmin';

export const SELLER_PERMISSIONS = [
  'PRICE_REQUEST_LIST_READ',
  'CREATE_PRICE_REQUEST_WRITE',
  'CLIENT_LISTING_READ',
  'INVENTORY_LISTING_READ',
  'CREATE_ORDER_WRITE',
];
/** Pricing: costs, approves and rejects (PRICE_REQUEST_LIST write), keeps supplier quotes. */
export const PRICING_PERMISSIONS = [
  'PRICE_REQUEST_LIST_WRITE',
  'CLIENT_LISTING_READ',
  'INVENTORY_LISTING_READ',
];

interface Options extends Omit<RenderAdminOptions, 'viewer'> {
  permissions?: string[];
  role?: string;
}

function renderAs(
  ui: ReactElement,
  { permissions = SELLER_PERMISSIONS, role = 'seller', ...options }: Options,
) {
  return renderAdmin(ui, {
    ...options,
    viewer: { role, permissions, id: '5e11e2b0-0000-4000-8000-000000000001', fullName: 'Carlos Méndez' },
  });
}

export function renderPriceRequestList(options: Options = {}) {
  return renderAs(<PriceRequestListPage />, {
    path: '/price-request',
    route: '/price-request',
    extraRoutes: {
      '/price-request/:id': <h1>request page</h1>,
      '/price-request/create': <h1>create page</h1>,
    },
    ...options,
  });
}

export function renderPriceRequestCreate(options: Options = {}) {
  return renderAs(<PriceRequestCreatePage />, {
    path: '/price-request/create',
    route: '/price-request/create',
    extraRoutes: { '/price-request/:id': <h1>request page</h1>, '/price-request': <h1>request list</h1> },
    ...options,
  });
}

export function renderPriceRequestShow(id: string, options: Options = {}) {
  return renderAs(<PriceRequestShowPage />, {
    path: `/price-request/${id}`,
    route: '/price-request/:id',
    extraRoutes: { '/price-request': <h1>request list</h1>, '/orders/create': <h1>order form</h1> },
    ...options,
  });
}
