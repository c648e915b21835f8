import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hasPermission, PERMISSION_KEYS, permissionStrings } from '../../src/domain/permissions';
import { renderPermissionsDoc } from '../../src/domain/permissionsDoc';
import {
  DEFAULT_ROLE_MATRIX,
  dataScopeOf,
  isAdminRole,
  isImpersonable,
  ROLE_NAMES,
} from '../../src/domain/roles';

describe('permissions', () => {
  it('expands WRITE to both strings and READ to one', () => {
    expect(
      permissionStrings([
        { key: 'ORDER_LISTING', access: 'WRITE' },
        { key: 'CLIENT_LISTING', access: 'READ' },
      ]),
    ).toEqual(['CLIENT_LISTING_READ', 'ORDER_LISTING_READ', 'ORDER_LISTING_WRITE']);
  });

  it('lets WRITE imply READ, never the other way', () => {
    expect(hasPermission(['ORDER_LISTING_WRITE'], 'ORDER_LISTING', 'READ')).toBe(true);
    expect(hasPermission(['ORDER_LISTING_READ'], 'ORDER_LISTING', 'WRITE')).toBe(false);
    expect(hasPermission([], 'ORDER_LISTING', 'READ')).toBe(false);
  });

  it('has every permission key of the original client', () => {
    for (const key of [
      'ORDER_LISTING',
      'CREATE_ORDER',
      'ORDER_LISTING_PENDING_DELIVERY',
      'ORDER_LISTING_PENDING_RELEASE',
      'INVENTORY_LISTING',
      'INVENTORY_CREATE',
      'PRODUCT_CREATE',
      'CLIENT_LISTING',
      'CLIENT_CREATE',
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
      'ORDER_DETAIL_SUMMARY',
      'ORDER_CANCEL',
      'ORDER_DETAIL_LOGISTIC',
      'ORDER_DETAIL_INVENTORY',
      'ORDER_DETAIL_FILES',
      'ORDER_DETAIL_CREDIT',
      'ORDER_CREDIT_REQUESTS',
      'ORDER_DELAYED',
    ]) {
      expect(PERMISSION_KEYS).toContain(key);
    }
  });
});

describe('roles', () => {
  it('has every role of the original client with a default matrix of known keys', () => {
    expect([...ROLE_NAMES].sort()).toEqual(
      [
        'admin',
        'customer',
        'customer.service',
        'degraded',
        'finance.credit',
        'finance.treasury',
        'manager.finance',
        'manager.operation',
        'manager.seller',
        'operation',
        'product.admin',
        'seller',
      ].sort(),
    );
    for (const role of ROLE_NAMES) {
      for (const key of Object.keys(DEFAULT_ROLE_MATRIX[role])) expect(PERMISSION_KEYS).toContain(key);
    }
    expect(Object.keys(DEFAULT_ROLE_MATRIX.admin)).toHaveLength(PERMISSION_KEYS.length);
    expect(DEFAULT_ROLE_MATRIX.degraded).toEqual({});
  });

  it('treats admin without case, and never lets anyone view as customer, degraded, admin or the brand admin', () => {
    expect(isAdminRole('ADMIN')).toBe(true);
    expect(isAdminRole('Administrator')).toBe(true);
    expect(isAdminRole('seller')).toBe(false);
    expect(['customer', 'degraded', 'admin', 'product.admin', 'Admin'].some(isImpersonable)).toBe(false);
    expect(isImpersonable('finance.credit')).toBe(true);
  });

  it('maps each role to whose data it sees', () => {
    expect(dataScopeOf('seller')).toBe('own');
    expect(dataScopeOf('customer.service')).toBe('supervised');
    expect(dataScopeOf('customer')).toBe('customer');
    expect(dataScopeOf('finance.credit')).toBe('tenant');
    expect(dataScopeOf('degraded')).toBe('none');
  });

  it('keeps docs/permissions.md in step with the matrix', () => {
    const doc = readFileSync(new URL('../../docs/permissions.md', import.meta.url), 'utf8');
    expect(doc).toBe(renderPermissionsDoc());
  });
});
