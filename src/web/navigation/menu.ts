/**
 * The sidebar's metadata: each menu item's key (its text `app.sections.<key>` and its favourite
 * id), where it leads, its group, and the resource action that opens it. Whether the viewer sees
 * an item is the access map's answer for that action (`canAccess`), the same one the page asks.
 */
import { type AccessResource, canAccessAction, type Holder } from '../../domain/access';

export type GroupKey =
  | 'orders'
  | 'inventory'
  | 'customers'
  | 'priceRequests'
  | 'dashboards'
  | 'configuration';

export const GROUPS: readonly GroupKey[] = [
  'orders',
  'inventory',
  'customers',
  'priceRequests',
  'dashboards',
  'configuration',
];

export interface MenuItem {
  /** Menu key (e.g. 'orders-create'): its text and the favourite's id. */
  key: string;
  path: string;
  /** Sidebar group; none for Home. */
  group?: GroupKey;
  /** What canAccess is asked before the item shows (the page it opens asks the same). */
  resource: AccessResource;
  action: string;
}

const item = (
  key: string,
  path: string,
  group: GroupKey | undefined,
  resource: AccessResource,
  action: string,
): MenuItem => ({ key, path, resource, action, ...(group ? { group } : {}) });

export const MENU: readonly MenuItem[] = [
  item('dashboard', '/dashboard', undefined, 'dashboard', 'home'),

  item('orders', '/orders', 'orders', 'orders', 'list'),
  item('orders-create', '/orders/create', 'orders', 'orders', 'create'),
  item('orders-pending-delivery', '/orders/pending-delivery', 'orders', 'orders', 'pendingDelivery'),
  item('orders-pending-released', '/orders/pending-released', 'orders', 'finance', 'pendingReleased'),

  item('inventory', '/inventory', 'inventory', 'inventory', 'list'),
  item('inventory-create', '/inventory/create', 'inventory', 'inventory', 'create'),
  item('product-create', '/products/create', 'inventory', 'products', 'create'),
  item('warehouses', '/warehouses', 'inventory', 'warehouses', 'list'),

  item('customers', '/customers', 'customers', 'customers', 'list'),
  item('customers-create', '/customers/create', 'customers', 'customers', 'create'),
  item('customer-credit-terms', '/customer-credit-terms', 'customers', 'customer-credit-terms', 'list'),

  item('price-requests', '/price-request', 'priceRequests', 'price-request', 'list'),
  item('price-requests-create', '/price-request/create', 'priceRequests', 'price-request', 'create'),

  item('dashboard-sales', '/dashboard/sales', 'dashboards', 'dashboard', 'sales'),
  item('dashboard-inventory', '/dashboard/inventory', 'dashboards', 'dashboard', 'inventory'),
  item('dashboard-performance', '/dashboard/performance', 'dashboards', 'dashboard', 'performance'),
  item('dashboard-mtd', '/dashboard/mtd-projection', 'dashboards', 'dashboard', 'mtd'),
  item('dashboard-onboarding', '/dashboard/onboarding-tracking', 'dashboards', 'dashboard', 'onboarding'),
  item('dashboard-kpis', '/dashboard/execute-kpi', 'dashboards', 'dashboard', 'kpis'),
  // The purchase-order dashboard is listed once, with the other dashboards (not under Inventory too).
  item(
    'dashboard-purchase-orders',
    '/dashboard/purchase-orders',
    'dashboards',
    'dashboard',
    'purchaseOrders',
  ),

  item('customer-service', '/config/customer-service', 'configuration', 'hierarchy', 'show'),
  item('pricing-parameters', '/config/price-parameter', 'configuration', 'pricing-parameters', 'show'),
  item('tenant-config', '/config/tenant', 'configuration', 'tenant-config', 'show'),
  item('users-list', '/users', 'configuration', 'users', 'list'),
];

/** The menu a holder sees: the items whose action the access map allows them. */
export function allowedMenu(holder: Holder): MenuItem[] {
  return MENU.filter((i) => canAccessAction(holder, i.resource, i.action));
}

/** Items of one group (none: the top items, i.e. Home) among those given. */
export function itemsOf(items: readonly MenuItem[], group?: GroupKey): MenuItem[] {
  return items.filter((i) => i.group === group);
}
