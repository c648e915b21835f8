import { describe, expect, it } from 'vitest';
import { ACCESS, allows, canAccessAction, ruleOf } from '../../src/domain/access';
import { PERMISSION_KEYS } from '../../src/domain/permissions';

describe('access map', () => {
  it('opens the order page with ORDER_LISTING or ORDER_DETAIL_SUMMARY read, and nothing else', () => {
    expect(canAccessAction({ permissions: ['ORDER_DETAIL_SUMMARY_READ'] }, 'orders', 'show')).toBe(true);
    expect(canAccessAction({ permissions: ['ORDER_LISTING_READ'] }, 'orders', 'show')).toBe(true);
    expect(canAccessAction({ permissions: ['CLIENT_LISTING_READ'] }, 'orders', 'show')).toBe(false);
  });

  it('needs WRITE for writes; WRITE implies READ', () => {
    expect(canAccessAction({ permissions: ['CREATE_ORDER_READ'] }, 'orders', 'create')).toBe(false);
    expect(canAccessAction({ permissions: ['CREATE_ORDER_WRITE'] }, 'orders', 'create')).toBe(true);
    expect(canAccessAction({ permissions: ['CLIENT_LISTING_WRITE'] }, 'customers', 'list')).toBe(true);
  });

  it('asks a company e-mail for credit terms on top of the permission', () => {
    const holder = { permissions: ['CUSTOMER_CREDIT_TERMS_WRITE'] };
    expect(canAccessAction(holder, 'customer-credit-terms', 'list')).toBe(false);
    expect(canAccessAction({ ...holder, isCompanyEmail: true }, 'customer-credit-terms', 'list')).toBe(true);
    expect(canAccessAction({ ...holder, isCompanyEmail: true }, 'customer-credit-terms', 'edit')).toBe(true);
  });

  it('keeps the pipeline to staff: the customer holds DASHBOARD for its own home, not for the pipeline', () => {
    const permissions = ['DASHBOARD_READ'];
    expect(canAccessAction({ permissions, role: 'customer' }, 'dashboard', 'home')).toBe(true);
    expect(canAccessAction({ permissions, role: 'customer' }, 'dashboard', 'pipeline')).toBe(false);
    expect(canAccessAction({ permissions }, 'dashboard', 'pipeline')).toBe(false);
    expect(canAccessAction({ permissions, role: 'customer.service' }, 'dashboard', 'pipeline')).toBe(true);
    expect(canAccessAction({ permissions: [], role: 'admin' }, 'dashboard', 'pipeline')).toBe(false);
  });

  it('refuses a resource or action it does not know, even to a holder of every key', () => {
    const everything = { permissions: PERMISSION_KEYS.map((k) => `${k}_WRITE`), isCompanyEmail: true };
    expect(canAccessAction(everything, 'orders', 'launch')).toBe(false);
    expect(canAccessAction(everything, 'warp-drive', 'list')).toBe(false);
    expect(canAccessAction(everything, 'orders', 'toString')).toBe(false);
    expect(ruleOf('orders', 'constructor')).toBeUndefined();
  });

  it('names only permission keys that exist, and every rule can be met by someone', () => {
    for (const [resource, actions] of Object.entries(ACCESS)) {
      for (const [action, rule] of Object.entries(actions)) {
        expect(rule.anyOf.length, `${resource}.${action}`).toBeGreaterThan(0);
        for (const [key] of rule.anyOf) expect(PERMISSION_KEYS, `${resource}.${action}`).toContain(key);
        const holder = {
          permissions: rule.anyOf.map(([k, a]) => `${k}_${a}`),
          isCompanyEmail: true,
          role: 'seller',
        };
        expect(allows(holder, rule), `${resource}.${action}`).toBe(true);
        expect(allows({ permissions: [], isCompanyEmail: true }, rule), `${resource}.${action}`).toBe(false);
      }
    }
  });
});
