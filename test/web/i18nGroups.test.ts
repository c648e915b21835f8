import { describe, expect, it, vi } from 'vitest';
import { createI18nProvider, loadMessages, loadTextGroups, withTexts } from '../../src/web/providers/i18n';

/**
 * The app's provider downloads the core texts first and each group of texts with its screens;
 * a language switch brings every group already asked for, in the new language.
 */
describe('texts by group', () => {
  // polyglot reports each missing key: expected here before a group arrives, so those are kept quiet.
  const report = console.error.bind(console);
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).includes('Missing translation')) report(...args);
  });

  it('has the core at once and a group once its screen asked for it', async () => {
    await loadMessages('es');
    const i18n = createI18nProvider('es');
    expect(i18n.translate('app.layout.nav.label')).toBe('Menú principal');
    expect(i18n.translate('app.customers.list.title')).toBe('app.customers.list.title');

    const screen = await withTexts(['admin'], async () => ({ default: 'CustomerList' }));
    expect(screen.default).toBe('CustomerList');
    expect(i18n.translate('app.customers.list.title')).toBe('Clientes');
    expect(i18n.translate('app.orderDetail.title', { number: 'ORD-7' })).toBe('app.orderDetail.title');

    await loadTextGroups(['orders']);
    expect(i18n.translate('app.orderDetail.title', { number: 'ORD-7' })).toBe('Orden ORD-7');
    expect(i18n.translate('app.customers.list.title')).toBe('Clientes');
  });

  it('switches language with every group already loaded, and keeps a group asked for meanwhile', async () => {
    await loadMessages('es');
    const i18n = createI18nProvider('es');
    await loadTextGroups(['admin']);
    // The switch starts, then a screen asks for the orders texts before it has finished.
    const switching = i18n.changeLocale('en');
    const orders = loadTextGroups(['orders']);
    await Promise.all([switching, orders]);
    expect(i18n.getLocale()).toBe('en');
    expect(i18n.translate('app.layout.nav.label')).toBe('Main menu');
    expect(i18n.translate('app.customers.list.title')).toBe('Customers');
    expect(i18n.translate('app.orderDetail.title', { number: 'ORD-7' })).toBe('Order ORD-7');

    await i18n.changeLocale('es');
    expect(i18n.translate('app.customers.list.title')).toBe('Clientes');
    expect(i18n.translate('app.orderDetail.title', { number: 'ORD-7' })).toBe('Orden ORD-7');
  });
});
