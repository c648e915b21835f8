/**
 * Roles of the product and the default role-to-permission matrix.
 * The matrix is data: each tenant gets a copy at creation and may change it; this is only the seed.
 */
import { type AccessLevel, type Grant, PERMISSION_KEYS, type PermissionKey } from './permissions';

export const ROLE_NAMES = [
  'admin',
  'customer.service',
  'seller',
  'manager.seller',
  'finance.credit',
  'finance.treasury',
  'manager.finance',
  'operation',
  'manager.operation',
  'product.admin',
  'degraded',
  'customer',
] as const;

export type RoleName = (typeof ROLE_NAMES)[number];

/** Admin is the role named admin, compared without case (the original also accepts 'administrator'). */
export function isAdminRole(name: string | null | undefined): boolean {
  const n = (name ?? '').toLowerCase();
  return n === 'admin' || n === 'administrator';
}

/** Roles an admin may view the product as: never customer, degraded, admin or the brand admin. */
export const NOT_IMPERSONABLE: readonly RoleName[] = ['customer', 'degraded', 'admin', 'product.admin'];

export function isImpersonable(name: string): boolean {
  return !NOT_IMPERSONABLE.includes(name as RoleName) && !isAdminRole(name);
}

/** Roles whose users count as sellers (can own orders and customers). */
export const SELLING_ROLES: readonly RoleName[] = ['seller', 'manager.seller'];

/**
 * Whose data a role sees, enforced in the queries:
 * own = the seller's own; supervised = own plus the sellers the user supervises;
 * customer = the linked customer's only; tenant = the whole tenant.
 */
export type DataScope = 'tenant' | 'supervised' | 'own' | 'customer' | 'none';

export function dataScopeOf(role: string): DataScope {
  switch (role) {
    case 'seller':
      return 'own';
    case 'manager.seller':
    case 'customer.service':
      return 'supervised';
    case 'customer':
      return 'customer';
    case 'degraded':
      return 'none';
    default:
      return 'tenant';
  }
}

/** Whether a role sees other sellers' data, and so may pick a seller (in filters, on a customer). */
export function seesOtherSellers(scope: DataScope): boolean {
  return scope === 'tenant' || scope === 'supervised';
}

export const DEFAULT_ROLE_DISPLAY_NAMES: Record<RoleName, { es: string; en: string }> = {
  admin: { es: 'Administrador', en: 'Administrator' },
  'customer.service': { es: 'Servicio al cliente', en: 'Customer service' },
  seller: { es: 'Vendedor', en: 'Seller' },
  'manager.seller': { es: 'Gerente de ventas', en: 'Sales manager' },
  'finance.credit': { es: 'Finanzas - Crédito', en: 'Finance - Credit' },
  'finance.treasury': { es: 'Finanzas - Tesorería', en: 'Finance - Treasury' },
  'manager.finance': { es: 'Gerente de finanzas', en: 'Finance manager' },
  operation: { es: 'Operaciones', en: 'Operations' },
  'manager.operation': { es: 'Gerente de operaciones', en: 'Operations manager' },
  'product.admin': { es: 'Administrador {product}', en: '{product} administrator' },
  degraded: { es: 'Degradado', en: 'Degraded' },
  customer: { es: 'Cliente', en: 'Customer' },
};

/**
 * A role as people read it, in their language: the product's roles by their default names (the
 * stored name is the Spanish one a tenant was created with); a role the product does not know keeps
 * the name it was stored with.
 */
export function roleLabel(
  role: { name: string; displayName: string },
  locale: 'es' | 'en',
  productName: string,
): string {
  const names = (DEFAULT_ROLE_DISPLAY_NAMES as Record<string, { es: string; en: string } | undefined>)[
    role.name
  ];
  return names ? names[locale].replace('{product}', productName) : role.displayName;
}

type Matrix = Partial<Record<PermissionKey, AccessLevel>>;

const R = 'READ' as const;
const W = 'WRITE' as const;

const DASHBOARDS_READ: Matrix = {
  DASHBOARD: R,
  DASHBOARD_SALES: R,
  DASHBOARD_PERFORMANCE: R,
  DASHBOARD_MTD: R,
  DASHBOARD_KPIS: R,
};

const ORDER_READ: Matrix = {
  ORDER_LISTING: R,
  ORDER_DETAIL_SUMMARY: R,
  ORDER_DETAIL_LOGISTIC: R,
  ORDER_DETAIL_INVENTORY: R,
  ORDER_DETAIL_FILES: R,
  ORDER_DETAIL_CREDIT: R,
  ORDER_DELAYED: R,
};

const ALL_WRITE: Matrix = Object.fromEntries(PERMISSION_KEYS.map((k) => [k, W]));

/** Default grants per role; `docs/permissions.md` renders this table for people. */
export const DEFAULT_ROLE_MATRIX: Record<RoleName, Matrix> = {
  admin: ALL_WRITE,
  'product.admin': {
    ...DASHBOARDS_READ,
    ...ORDER_READ,
    ORDER_LISTING_PENDING_DELIVERY: W,
    ORDER_DETAIL_LOGISTIC: W,
    ORDER_DELAYED: W,
    INVENTORY_LISTING: R,
    CLIENT_LISTING: R,
  },
  seller: {
    ...DASHBOARDS_READ,
    ...ORDER_READ,
    CREATE_ORDER: W,
    ORDER_DETAIL_SUMMARY: W,
    ORDER_DETAIL_FILES: W,
    ORDER_CREDIT_REQUESTS: W,
    ORDER_LISTING_PENDING_RELEASE: W,
    ORDER_LISTING_PENDING_DELIVERY: R,
    ORDER_CANCEL: W,
    INVENTORY_LISTING: R,
    CLIENT_LISTING: R,
    CLIENT_CREATE: W,
    PRICE_REQUEST_LIST: R,
    CREATE_PRICE_REQUEST: W,
  },
  'manager.seller': {
    ...DASHBOARDS_READ,
    ...ORDER_READ,
    DASHBOARD_ONBOARDING: R,
    CREATE_ORDER: W,
    ORDER_DETAIL_SUMMARY: W,
    ORDER_DETAIL_FILES: W,
    ORDER_CREDIT_REQUESTS: W,
    ORDER_LISTING_PENDING_RELEASE: W,
    ORDER_LISTING_PENDING_DELIVERY: R,
    ORDER_CANCEL: W,
    ORDER_DELAYED: W,
    INVENTORY_LISTING: R,
    CLIENT_LISTING: W,
    CLIENT_CREATE: W,
    PRICE_REQUEST_LIST: W,
    CREATE_PRICE_REQUEST: W,
    CONFIGURATION_CLIENT_SERVICE: R,
  },
  'customer.service': {
    ...DASHBOARDS_READ,
    ...ORDER_READ,
    CREATE_ORDER: W,
    ORDER_DETAIL_SUMMARY: W,
    ORDER_DETAIL_FILES: W,
    ORDER_CREDIT_REQUESTS: W,
    ORDER_LISTING_PENDING_RELEASE: W,
    ORDER_LISTING_PENDING_DELIVERY: W,
    ORDER_DELAYED: W,
    ORDER_CANCEL: W,
    INVENTORY_LISTING: R,
    CLIENT_LISTING: W,
    CLIENT_CREATE: W,
    PRICE_REQUEST_LIST: R,
    CREATE_PRICE_REQUEST: W,
    CONFIGURATION_CLIENT_SERVICE: R,
  },
  'finance.credit': {
    ...DASHBOARDS_READ,
    ...ORDER_READ,
    ORDER_DETAIL_CREDIT: W,
    ORDER_LISTING_PENDING_RELEASE: R,
    CLIENT_LISTING: R,
    CUSTOMER_CREDIT_TERMS: W,
  },
  'finance.treasury': {
    ...DASHBOARDS_READ,
    ...ORDER_READ,
    ORDER_DETAIL_CREDIT: W,
    ORDER_DETAIL_FILES: W,
    ORDER_LISTING_PENDING_RELEASE: R,
    CLIENT_LISTING: R,
    CUSTOMER_CREDIT_TERMS: R,
  },
  'manager.finance': {
    ...DASHBOARDS_READ,
    ...ORDER_READ,
    DASHBOARD_PURCHASE_ORDERS: R,
    ORDER_DETAIL_CREDIT: W,
    ORDER_DETAIL_FILES: W,
    ORDER_LISTING_PENDING_RELEASE: R,
    CLIENT_LISTING: R,
    CUSTOMER_CREDIT_TERMS: W,
    PRICING_CONFIGURATION: W,
    PRICE_REQUEST_LIST: R,
  },
  operation: {
    ...DASHBOARDS_READ,
    ...ORDER_READ,
    DASHBOARD_INVENTORY: R,
    ORDER_DETAIL_LOGISTIC: W,
    ORDER_DETAIL_INVENTORY: W,
    ORDER_DETAIL_FILES: W,
    ORDER_LISTING_PENDING_DELIVERY: W,
    ORDER_DELAYED: W,
    INVENTORY_LISTING: W,
    INVENTORY_CREATE: W,
    CLIENT_LISTING: R,
  },
  'manager.operation': {
    ...DASHBOARDS_READ,
    ...ORDER_READ,
    DASHBOARD_INVENTORY: R,
    DASHBOARD_PURCHASE_ORDERS: R,
    ORDER_DETAIL_LOGISTIC: W,
    ORDER_DETAIL_INVENTORY: W,
    ORDER_DETAIL_FILES: W,
    ORDER_LISTING_PENDING_DELIVERY: W,
    ORDER_DELAYED: W,
    ORDER_CANCEL: W,
    INVENTORY_LISTING: W,
    INVENTORY_CREATE: W,
    PRODUCT_CREATE: W,
    CLIENT_LISTING: R,
    PRICE_REQUEST_LIST: W,
    PRICING_CONFIGURATION: R,
  },
  degraded: {},
  customer: {
    DASHBOARD: R,
    ORDER_LISTING: R,
    ORDER_DETAIL_SUMMARY: R,
    ORDER_DETAIL_LOGISTIC: R,
    ORDER_DETAIL_FILES: R,
    CREATE_ORDER: W,
  },
};

export function defaultGrants(role: RoleName): Grant[] {
  return Object.entries(DEFAULT_ROLE_MATRIX[role]).map(([key, access]) => ({
    key: key as PermissionKey,
    access: access as AccessLevel,
  }));
}
