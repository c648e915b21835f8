/** The menu's items: what each viewer sees (the access map's answer), and their names in both languages. */
import { describe, expect, it } from 'vitest';
import { en, es } from '../../../i18n';
import { lookup } from '../../../src/domain/i18n';
import { allowedMenu, GROUPS, itemsOf, MENU } from '../../../src/web/navigation/menu';

const keys = (items: { key: string }[]) => items.map((i) => i.key);

describe('menu', () => {
  it('needs write for create screens and a company e-mail for credit terms', () => {
    const viewer = {
      permissions: ['CREATE_ORDER_READ', 'CUSTOMER_CREDIT_TERMS_READ', 'CLIENT_LISTING_READ'],
      isCompanyEmail: false,
    };
    expect(keys(itemsOf(allowedMenu(viewer), 'orders'))).toEqual([]);
    expect(keys(itemsOf(allowedMenu(viewer), 'customers'))).toEqual(['customers']);
    expect(keys(itemsOf(allowedMenu({ ...viewer, isCompanyEmail: true }), 'customers'))).toEqual([
      'customers',
      'customer-credit-terms',
    ]);
  });

  it('shows Home alone at the top and every other item in a group', () => {
    expect(keys(itemsOf([...MENU]))).toEqual(['dashboard']);
    for (const item of MENU.filter((i) => i.key !== 'dashboard')) expect(GROUPS).toContain(item.group);
  });

  it('has a Spanish and an English name for every item, every group, and each page a refusal names', () => {
    const pages = ['order-detail', 'customer-detail', 'inventory-detail'];
    for (const key of [...MENU.map((i) => i.key), ...pages]) {
      expect(lookup(es, `app.sections.${key}`), key).toBeTruthy();
      expect(lookup(en, `app.sections.${key}`), key).toBeTruthy();
    }
    for (const g of GROUPS) {
      expect(lookup(es, `app.groups.${g}`), g).toBeTruthy();
      expect(lookup(en, `app.groups.${g}`), g).toBeTruthy();
    }
  });
});
