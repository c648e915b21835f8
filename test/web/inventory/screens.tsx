/**
 * The inventory and warehouse screens under test, at their routes, for a signed-in viewer who
 * receives material (lists, creates, edits, adjusts, reads costs) unless the test gives other
 * permissions.
 */
import type { ReactElement } from 'react';
import { LotCreatePage } from '../../../src/web/inventory/LotCreate';
import { LotListPage } from '../../../src/web/inventory/LotList';
import { LotShowPage } from '../../../src/web/inventory/LotShow';
import { WarehouseListPage } from '../../../src/web/warehouses/WarehouseList';
import { type RenderAdminOptions, renderAdmin } from '../support/renderAdmin';

export { currentPath } from '../support/renderAdmin';

/** Who receives material: every inventory and warehouse action, costs included. */
export const WAREHOUSE_KEEPER = ['INVENTORY_LISTING_WRITE', 'INVENTORY_CREATE_WRITE'];
/** Who only reads stock (a seller): no costs, no changes. */
export const STOCK_READER = ['INVENTORY_LISTING_READ'];

interface Options extends Omit<RenderAdminOptions, 'viewer'> {
  permissions?: string[];
}

function renderAs(ui: ReactElement, { permissions = WAREHOUSE_KEEPER, ...options }: Options) {
  return renderAdmin(ui, { ...options, viewer: { role: 'operations', permissions } });
}

export function renderLotList(options: Options = {}) {
  return renderAs(<LotListPage />, {
    path: '/inventory',
    route: '/inventory',
    extraRoutes: { '/inventory/:id': <h1>lot page</h1>, '/inventory/create': <h1>create page</h1> },
    ...options,
  });
}

export function renderLotCreate(options: Options = {}) {
  return renderAs(<LotCreatePage />, {
    path: '/inventory/create',
    route: '/inventory/create',
    extraRoutes: { '/inventory/:id': <h1>lot page</h1>, '/inventory': <h1>inventory list</h1> },
    ...options,
  });
}

export function renderLotShow(id: string, options: Options = {}) {
  return renderAs(<LotShowPage />, {
    path: `/inventory/${id}`,
    route: '/inventory/:id',
    extraRoutes: { '/orders/:id': <h1>order page</h1> },
    ...options,
  });
}

export function renderWarehouses(options: Options = {}) {
  return renderAs(<WarehouseListPage />, { path: '/warehouses', route: '/warehouses', ...options });
}
