import { describe, expect, it } from 'vitest';
import { en, es } from '../../i18n';
import { catalogueKeys, interpolate, localeFromAcceptLanguage, lookup } from '../../src/domain/i18n';

describe('catalogues', () => {
  it('Spanish and English have exactly the same keys', () => {
    expect(catalogueKeys(en).sort()).toEqual(catalogueKeys(es).sort());
  });

  it('has no empty text', () => {
    for (const c of [es, en]) for (const key of catalogueKeys(c)) expect(lookup(c, key)?.trim()).not.toBe('');
  });

  it('keeps the texts the original client matches on', () => {
    // A refused permission speaks the user's language; clients match it by its code (FORBIDDEN).
    expect(lookup(en, 'errors.forbidden')).toBe('Insufficient permissions');
    expect(lookup(es, 'errors.tenantNotAvailable')).toBe('Tenant not available');
    expect(lookup(es, 'errors.noAccessToken')).toBe('No access token available');
    expect(lookup(es, 'validation.passwordsMismatch')).toBe('Las contraseñas no coinciden');
  });
});

describe('message helpers', () => {
  it('interpolates polyglot-style variables and leaves unknown ones', () => {
    expect(interpolate('Máximo %{max} caracteres', { max: 10 })).toBe('Máximo 10 caracteres');
    expect(interpolate('%{a} y %{b}', { a: 1 })).toBe('1 y %{b}');
  });

  it('picks the language from Accept-Language, Spanish by default', () => {
    expect(localeFromAcceptLanguage(undefined)).toBe('es');
    expect(localeFromAcceptLanguage('en-US,en;q=0.9')).toBe('en');
    expect(localeFromAcceptLanguage('fr-FR,en;q=0.5,es;q=0.8')).toBe('es');
    expect(localeFromAcceptLanguage('de')).toBe('es');
  });

  it.each([
    ['es', es],
    ['en', en],
  ] as const)(
    'names each order charge and the proforma once in %s: the detail, the form and the PDF agree',
    (_l, c) => {
      for (const charge of ['deliveryPremium', 'handling']) {
        const pdf = lookup(c, `orders.proformaPdf.${charge}`);
        expect(lookup(c, `app.orderDetail.totals.${charge}`)).toBe(pdf);
        expect(lookup(c, `app.orderCreate.summary.${charge}`)).toBe(pdf);
      }
      // The button names the document it opens.
      expect(lookup(c, 'app.orderDetail.proforma.open')?.toLowerCase()).toContain(
        lookup(c, 'orders.proformaPdf.title')?.toLowerCase(),
      );
    },
  );
});
