/**
 * Permission keys of the product. A user holds a key at READ or WRITE level; WRITE implies READ.
 * Tokens carry them as strings `<KEY>_READ` / `<KEY>_WRITE`, exactly as the original client reads them.
 * No zod here: the browser's first download imports this file, and stays small without it.
 */
export const PERMISSION_KEYS = [
  'DASHBOARD',
  'ORDER_LISTING',
  'CREATE_ORDER',
  'ORDER_LISTING_PENDING_DELIVERY',
  'ORDER_LISTING_PENDING_RELEASE',
  'ORDER_DETAIL_SUMMARY',
  'ORDER_CANCEL',
  'ORDER_DETAIL_LOGISTIC',
  'ORDER_DETAIL_INVENTORY',
  'ORDER_DETAIL_FILES',
  'ORDER_DETAIL_CREDIT',
  'ORDER_CREDIT_REQUESTS',
  'ORDER_DELAYED',
  'INVENTORY_LISTING',
  'INVENTORY_CREATE',
  'PRODUCT_CREATE',
  'CLIENT_LISTING',
  'CLIENT_CREATE',
  'CUSTOMER_CREDIT_TERMS',
  'PRICE_REQUEST_LIST',
  'CREATE_PRICE_REQUEST',
  'CONFIGURATION_CLIENT_SERVICE',
  'PRICING_CONFIGURATION',
  'TENANT_CONFIGURATION',
  'USER_MANAGEMENT',
  'DASHBOARD_SALES',
  'DASHBOARD_INVENTORY',
  'DASHBOARD_PERFORMANCE',
  'DASHBOARD_MTD',
  'DASHBOARD_ONBOARDING',
  'DASHBOARD_KPIS',
  'DASHBOARD_PURCHASE_ORDERS',
] as const;

export type PermissionKey = (typeof PERMISSION_KEYS)[number];

export const ACCESS_LEVELS = ['READ', 'WRITE'] as const;
export type AccessLevel = (typeof ACCESS_LEVELS)[number];

/** A permission string as carried in tokens, e.g. `ORDER_LISTING_READ`. */
export type PermissionString = `${PermissionKey}_${AccessLevel}`;

export interface Grant {
  key: PermissionKey;
  access: AccessLevel;
}

/** Expands grants to the strings a token carries: WRITE yields both `_WRITE` and `_READ`. */
export function permissionStrings(grants: readonly Grant[]): PermissionString[] {
  const out = new Set<PermissionString>();
  for (const { key, access } of grants) {
    out.add(`${key}_READ`);
    if (access === 'WRITE') out.add(`${key}_WRITE`);
  }
  return [...out].sort();
}

/** True when the held permission strings allow `access` on `key` (WRITE implies READ). */
export function hasPermission(held: readonly string[], key: PermissionKey, access: AccessLevel): boolean {
  if (held.includes(`${key}_WRITE`)) return true;
  return access === 'READ' && held.includes(`${key}_READ`);
}
