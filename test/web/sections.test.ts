import { describe, expect, it } from 'vitest';
import { en, es } from '../../i18n';
import { lookup } from '../../src/domain/i18n';
import { canOpen, GROUPS, SECTIONS, sectionForPath, visibleItems } from '../../src/web/navigation/sections';

describe('sections', () => {
  it('maps each path to its section; static segments win, a dynamic one matches one segment', () => {
    expect(sectionForPath('/orders/create')?.key).toBe('orders-create');
    expect(sectionForPath('/orders/123')?.key).toBe('order-detail');
    expect(sectionForPath('/orders/123/extra')).toBeUndefined();
    expect(sectionForPath('/config/tenant')?.key).toBe('tenant-config');
    expect(sectionForPath('/dashboard/mtd-projection')?.key).toBe('dashboard-mtd');
  });

  it('opens an order detail with ORDER_LISTING or ORDER_DETAIL_SUMMARY read', () => {
    const detail = sectionForPath('/orders/abc')!;
    expect(canOpen(detail, { permissions: ['ORDER_DETAIL_SUMMARY_READ'], isCompanyEmail: false })).toBe(true);
    expect(canOpen(detail, { permissions: ['CLIENT_LISTING_READ'], isCompanyEmail: false })).toBe(false);
  });

  it('needs write for create screens and a company e-mail for credit terms', () => {
    const viewer = {
      permissions: ['CREATE_ORDER_READ', 'CUSTOMER_CREDIT_TERMS_READ', 'CLIENT_LISTING_READ'],
      isCompanyEmail: false,
    };
    expect(visibleItems(viewer, 'orders').map((s) => s.key)).toEqual([]);
    expect(visibleItems(viewer, 'customers').map((s) => s.key)).toEqual(['customers']);
    expect(visibleItems({ ...viewer, isCompanyEmail: true }, 'customers').map((s) => s.key)).toEqual([
      'customers',
      'customer-credit-terms',
    ]);
  });

  it('has a Spanish and an English name for every section and group', () => {
    for (const s of SECTIONS) {
      expect(lookup(es, `app.sections.${s.key}`), s.key).toBeTruthy();
      expect(lookup(en, `app.sections.${s.key}`), s.key).toBeTruthy();
    }
    for (const g of GROUPS) expect(lookup(es, `app.groups.${g}`)).toBeTruthy();
  });
});
