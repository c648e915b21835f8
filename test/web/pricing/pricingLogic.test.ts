// @vitest-environment jsdom
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICING_VALUES } from '../../../src/domain/pricing';
import {
  pendingChangesOf,
  percentOfRate,
  pricingFormOf,
  pricingFormSchema,
  pricingPatchOf,
  rateOfPercent,
} from '../../../src/web/pricing/pricingForm';
import { pricingChangeText, pricingValueText } from '../../../src/web/pricing/pricingText';
import { messages } from '../../../src/web/providers/i18nProvider';
import { firstVersion } from './fakePricingApi';

const es = polyglotI18nProvider(() => messages.es, 'es');
const en = polyglotI18nProvider(() => messages.en, 'en');

describe('pricing values', () => {
  it('shows VAT as a percentage and stores it as a rate', () => {
    expect(percentOfRate('0.16')).toBe('16');
    expect(percentOfRate('0.155')).toBe('15.5');
    expect(rateOfPercent('16')).toBe('0.16');
    expect(rateOfPercent('8.25')).toBe('0.0825');
  });

  it('accepts thousands separators and patches only the numbers that changed', () => {
    const form = pricingFormSchema.parse({
      ...pricingFormOf(DEFAULT_PRICING_VALUES),
      vatPercent: '15',
      storageCostPerTon: '1,234.5',
      handlingPerTon: { ...DEFAULT_PRICING_VALUES.handlingPerTon, BAG: '8', BULK: '2.75' },
      comment: '  ',
    });
    expect(pricingPatchOf(firstVersion(), form)).toEqual({
      version: 1,
      values: { vatRate: '0.15', storageCostPerTon: '1234.5', handlingPerTon: { BULK: '2.75' } },
    });
  });

  it('lists what a save would change, nothing while a value is invalid', () => {
    const form = { ...pricingFormOf(DEFAULT_PRICING_VALUES), vatPercent: '15' };
    expect(pendingChangesOf(DEFAULT_PRICING_VALUES, form)).toEqual([
      { field: 'vatRate', from: '0.16', to: '0.15' },
    ]);
    expect(pendingChangesOf(DEFAULT_PRICING_VALUES, { ...form, exchangeRateUsdMxn: 'x' })).toEqual([]);
  });

  it('reads changes as the business writes them, in both languages', () => {
    expect(pricingChangeText({ field: 'vatRate', from: '0.16', to: '0.15' }, es.translate, 'es')).toBe(
      'IVA: 16 % → 15 %',
    );
    expect(
      pricingChangeText({ field: 'handlingPerTon.SUPERSACK', from: '5', to: '1234.5' }, es.translate, 'es'),
    ).toBe('Maniobras · Super saco: 5.00 USD/t → 1,234.50 USD/t');
    expect(
      pricingChangeText({ field: 'exchangeRateUsdMxn', from: null, to: '18.5' }, en.translate, 'en'),
    ).toBe('Exchange rate: 18.50 MXN');
    expect(pricingValueText('vatRate', '0.0825', 'en')).toBe('8.25 %');
  });
});
