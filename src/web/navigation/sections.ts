/**
 * Every screen of the product with the permission that opens it: the one table the sidebar, the
 * route guard and react-admin's canAccess all read. Paths and menu keys as the seeds write them.
 */
import type { AccessLevel, PermissionKey } from '../../domain/permissions';
import { hasPermission } from '../../domain/permissions';

export type GroupKey =
  | 'orders'
  | 'inventory'
  | 'customers'
  | 'priceRequests'
  | 'dashboards'
  | 'configuration';

export interface Section {
  /** Menu key of the seeds (e.g. 'orders-create'); also the favourite's id. */
  key: string;
  path: string;
  permission: PermissionKey;
  access: AccessLevel;
  /** Sidebar group; none for Home. */
  group?: GroupKey;
  /** Shown only to users whose e-mail belongs to the tenant's own domains. */
  companyEmailOnly?: boolean;
  /** Route only (detail pages): not in the menu. */
  hidden?: boolean;
  /** Any of these also opens the route (e.g. an order detail with ORDER_DETAIL_SUMMARY). */
  alternatives?: readonly [PermissionKey, AccessLevel][];
}

export const GROUPS: readonly GroupKey[] = [
  'orders',
  'inventory',
  'customers',
  'priceRequests',
  'dashboards',
  'configuration',
];

export const SECTIONS: readonly Section[] = [
  { key: 'dashboard', path: '/dashboard', permission: 'DASHBOARD', access: 'READ' },

  { key: 'orders', path: '/orders', permission: 'ORDER_LISTING', access: 'READ', group: 'orders' },
  {
    key: 'orders-create',
    path: '/orders/create',
    permission: 'CREATE_ORDER',
    access: 'WRITE',
    group: 'orders',
  },
  {
    key: 'orders-pending-delivery',
    path: '/orders/pending-delivery',
    permission: 'ORDER_LISTING_PENDING_DELIVERY',
    access: 'READ',
    group: 'orders',
  },
  {
    key: 'orders-pending-released',
    path: '/orders/pending-released',
    permission: 'ORDER_LISTING_PENDING_RELEASE',
    access: 'READ',
    group: 'orders',
  },
  {
    key: 'order-detail',
    path: '/orders/:id',
    permission: 'ORDER_LISTING',
    access: 'READ',
    hidden: true,
    alternatives: [['ORDER_DETAIL_SUMMARY', 'READ']],
  },

  {
    key: 'inventory',
    path: '/inventory',
    permission: 'INVENTORY_LISTING',
    access: 'READ',
    group: 'inventory',
  },
  {
    key: 'inventory-create',
    path: '/inventory/create',
    permission: 'INVENTORY_CREATE',
    access: 'WRITE',
    group: 'inventory',
  },
  {
    key: 'product-create',
    path: '/products/create',
    permission: 'PRODUCT_CREATE',
    access: 'WRITE',
    group: 'inventory',
  },
  {
    key: 'inventory-purchase-orders',
    path: '/dashboard/purchase-orders',
    permission: 'DASHBOARD_PURCHASE_ORDERS',
    access: 'READ',
    group: 'inventory',
  },
  {
    key: 'inventory-detail',
    path: '/inventory/:id',
    permission: 'INVENTORY_LISTING',
    access: 'READ',
    hidden: true,
  },

  { key: 'customers', path: '/customers', permission: 'CLIENT_LISTING', access: 'READ', group: 'customers' },
  {
    key: 'customers-create',
    path: '/customers/create',
    permission: 'CLIENT_CREATE',
    access: 'WRITE',
    group: 'customers',
  },
  {
    key: 'customer-credit-terms',
    path: '/customer-credit-terms',
    permission: 'CUSTOMER_CREDIT_TERMS',
    access: 'READ',
    group: 'customers',
    companyEmailOnly: true,
  },
  {
    key: 'customer-detail',
    path: '/customers/:id',
    permission: 'CLIENT_LISTING',
    access: 'READ',
    hidden: true,
  },

  {
    key: 'price-requests',
    path: '/price-request',
    permission: 'PRICE_REQUEST_LIST',
    access: 'READ',
    group: 'priceRequests',
  },
  {
    key: 'price-requests-create',
    path: '/price-request/create',
    permission: 'CREATE_PRICE_REQUEST',
    access: 'WRITE',
    group: 'priceRequests',
  },

  {
    key: 'dashboard-sales',
    path: '/dashboard/sales',
    permission: 'DASHBOARD_SALES',
    access: 'READ',
    group: 'dashboards',
  },
  {
    key: 'dashboard-inventory',
    path: '/dashboard/inventory',
    permission: 'DASHBOARD_INVENTORY',
    access: 'READ',
    group: 'dashboards',
  },
  {
    key: 'dashboard-performance',
    path: '/dashboard/performance',
    permission: 'DASHBOARD_PERFORMANCE',
    access: 'READ',
    group: 'dashboards',
  },
  {
    key: 'dashboard-mtd',
    path: '/dashboard/mtd-projection',
    permission: 'DASHBOARD_MTD',
    access: 'READ',
    group: 'dashboards',
  },
  {
    key: 'dashboard-onboarding',
    path: '/dashboard/onboarding-tracking',
    permission: 'DASHBOARD_ONBOARDING',
    access: 'READ',
    group: 'dashboards',
  },
  {
    key: 'dashboard-kpis',
    path: '/dashboard/execute-kpi',
    permission: 'DASHBOARD_KPIS',
    access: 'READ',
    group: 'dashboards',
  },
  {
    key: 'dashboard-purchase-orders',
    path: '/dashboard/purchase-orders',
    permission: 'DASHBOARD_PURCHASE_ORDERS',
    access: 'READ',
    group: 'dashboards',
  },

  {
    key: 'customer-service',
    path: '/config/customer-service',
    permission: 'CONFIGURATION_CLIENT_SERVICE',
    access: 'READ',
    group: 'configuration',
  },
  {
    key: 'pricing-parameters',
    path: '/config/price-parameter',
    permission: 'PRICING_CONFIGURATION',
    access: 'READ',
    group: 'configuration',
  },
  {
    key: 'tenant-config',
    path: '/config/tenant',
    permission: 'TENANT_CONFIGURATION',
    access: 'READ',
    group: 'configuration',
  },
  {
    key: 'users-list',
    path: '/users',
    permission: 'USER_MANAGEMENT',
    access: 'READ',
    group: 'configuration',
  },
];

export interface Viewer {
  permissions: readonly string[];
  isCompanyEmail: boolean;
}

export function canOpen(section: Section, viewer: Viewer): boolean {
  if (section.companyEmailOnly && !viewer.isCompanyEmail) return false;
  if (hasPermission(viewer.permissions, section.permission, section.access)) return true;
  return (section.alternatives ?? []).some(([key, access]) => hasPermission(viewer.permissions, key, access));
}

/** Menu items of a group the viewer may open (a group with none is not shown). */
export function visibleItems(viewer: Viewer, group?: GroupKey): Section[] {
  return SECTIONS.filter((s) => !s.hidden && s.group === group && canOpen(s, viewer));
}

function segments(path: string): string[] {
  return path.split('?')[0]!.split('/').filter(Boolean);
}

/** The section a path belongs to: exact static segments first, then `:param` (one segment each). */
export function sectionForPath(pathname: string): Section | undefined {
  const wanted = segments(pathname);
  const matches = SECTIONS.filter((s) => {
    const pattern = segments(s.path);
    return pattern.length === wanted.length && pattern.every((p, i) => p.startsWith(':') || p === wanted[i]);
  });
  // A static match (/orders/create) wins over a dynamic one (/orders/:id).
  return matches.sort((a, b) => Number(a.path.includes(':')) - Number(b.path.includes(':')))[0];
}
