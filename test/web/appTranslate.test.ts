/** The typed translate: unknown keys and missing or extra placeholder values fail the type check. */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { describe, expect, it } from 'vitest';
import type { PaymentTerm } from '../../src/domain/creditTerms';
import { appTranslate } from '../../src/web/providers/appTranslate';
import { messages } from '../../src/web/providers/i18nProvider';

const t = appTranslate(polyglotI18nProvider(() => messages.es, 'es').translate);

describe('typed translate', () => {
  it('translates a key with and without placeholders, as the catalogue says', () => {
    expect(t('app.layout.nav.label')).toBe('Menú principal');
    expect(t('app.orderDetail.title', { number: 'ORD-7' })).toBe('Orden ORD-7');
    const term: PaymentTerm = 'CREDIT';
    expect(t(`app.creditTerms.paymentTerms.${term}`)).toBe('Crédito');
  });

  it('refuses, at the type check, what the catalogue does not have', () => {
    // Each line below would be a compile error without its marker; tsc fails if one compiles.
    // @ts-expect-error: no such text
    expect(t('app.layout.nav.labelx')).toBe('app.layout.nav.labelx');
    // @ts-expect-error: the title needs its number
    t('app.orderDetail.title');
    // @ts-expect-error: a placeholder the text does not have
    t('app.orderDetail.title', { number: 'ORD-7', customer: 'X' });
    // @ts-expect-error: a text without placeholders takes no values
    t('app.layout.nav.label', { x: 1 });
  });
});
