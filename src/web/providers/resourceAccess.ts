/** react-admin's canAccess: resource and action mapped to the permission each needs. */
import { type AccessLevel, hasPermission, type PermissionKey } from '../../domain/permissions';

type Action = 'list' | 'show' | 'create' | 'edit' | 'delete' | 'export' | string;

const RESOURCE_PERMISSIONS: Record<
  string,
  Partial<Record<Action, [PermissionKey, AccessLevel]>> & { default: [PermissionKey, AccessLevel] }
> = {
  orders: {
    default: ['ORDER_LISTING', 'READ'],
    create: ['CREATE_ORDER', 'WRITE'],
    edit: ['ORDER_DETAIL_SUMMARY', 'WRITE'],
    delete: ['ORDER_CANCEL', 'WRITE'],
  },
  customers: {
    default: ['CLIENT_LISTING', 'READ'],
    create: ['CLIENT_CREATE', 'WRITE'],
    edit: ['CLIENT_LISTING', 'WRITE'],
    delete: ['CLIENT_LISTING', 'WRITE'],
  },
  'customer-credit-terms': {
    default: ['CUSTOMER_CREDIT_TERMS', 'READ'],
    create: ['CUSTOMER_CREDIT_TERMS', 'WRITE'],
    edit: ['CUSTOMER_CREDIT_TERMS', 'WRITE'],
    delete: ['CUSTOMER_CREDIT_TERMS', 'WRITE'],
  },
  inventory: {
    default: ['INVENTORY_LISTING', 'READ'],
    create: ['INVENTORY_CREATE', 'WRITE'],
    edit: ['INVENTORY_LISTING', 'WRITE'],
  },
  products: {
    default: ['PRODUCT_CREATE', 'READ'],
    create: ['PRODUCT_CREATE', 'WRITE'],
    edit: ['PRODUCT_CREATE', 'WRITE'],
  },
  'price-requests': {
    default: ['PRICE_REQUEST_LIST', 'READ'],
    create: ['CREATE_PRICE_REQUEST', 'WRITE'],
    edit: ['PRICE_REQUEST_LIST', 'WRITE'],
  },
  users: {
    default: ['USER_MANAGEMENT', 'READ'],
    create: ['USER_MANAGEMENT', 'WRITE'],
    edit: ['USER_MANAGEMENT', 'WRITE'],
    delete: ['USER_MANAGEMENT', 'WRITE'],
  },
};

export function canAccessResource(permissions: readonly string[], resource: string, action: Action): boolean {
  const entry = RESOURCE_PERMISSIONS[resource];
  // Resources without an entry (sellers, roles, notifications…) are readable by any signed-in user;
  // the server decides what each one returns.
  if (!entry) return true;
  const [key, access] = entry[action] ?? entry.default;
  return hasPermission(permissions, key, access);
}
