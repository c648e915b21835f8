import { Decimal } from 'decimal.js';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PRICING_VALUES,
  decimalString,
  mergePricingValues,
  PRICING_FIELDS,
  pricingChanges,
  pricingForOrder,
  pricingPatchSchema,
  pricingValuesSchema,
} from '../../src/domain/pricing';
import { packagingLabels, productCreateSchema, productUpdateSchema } from '../../src/domain/products';

describe('decimalString', () => {
  const schema = decimalString();

  it('reads thousands separators, spaces and numbers into an exact decimal string', () => {
    expect(schema.parse('1,234.50')).toBe('1234.50');
    expect(schema.parse(' 18.5 ')).toBe('18.5');
    expect(schema.parse(12)).toBe('12');
    expect(schema.parse('0.000001')).toBe('0.000001');
  });

  it.each([
    ['-1', 'validation.decimal'],
    ['12a', 'validation.decimal'],
    ['abc', 'validation.decimal'],
    ['', 'validation.decimal'],
    ['1.1234567', 'validation.decimal'],
    ['1e3', 'validation.decimal'],
  ])('refuses %j', (input, key) => {
    const result = schema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(key);
  });

  it('refuses negatives given as numbers and values past the bounds, naming the bound', () => {
    expect(schema.safeParse(-5).success).toBe(false);
    const tooBig = decimalString(1).safeParse('1.000001');
    expect(tooBig.error?.issues[0]).toMatchObject({
      code: 'too_big',
      maximum: 1,
      message: 'validation.tooBig',
    });
    const tooSmall = decimalString(1000, 1).safeParse('0.5');
    expect(tooSmall.error?.issues[0]).toMatchObject({
      code: 'too_small',
      minimum: 1,
      message: 'validation.tooSmall',
    });
  });
});

describe('pricingValuesSchema', () => {
  it('accepts the defaults and refuses unknown fields and packaging types', () => {
    expect(pricingValuesSchema.parse(DEFAULT_PRICING_VALUES)).toEqual(DEFAULT_PRICING_VALUES);
    expect(pricingValuesSchema.safeParse({ ...DEFAULT_PRICING_VALUES, other: '1' }).success).toBe(false);
    expect(
      pricingValuesSchema.safeParse({
        ...DEFAULT_PRICING_VALUES,
        handlingPerTon: { ...DEFAULT_PRICING_VALUES.handlingPerTon, PALLET: '1' },
      }).success,
    ).toBe(false);
  });

  it('bounds the VAT rate to 0–1 and the exchange rate to 1–1000', () => {
    expect(pricingValuesSchema.safeParse({ ...DEFAULT_PRICING_VALUES, vatRate: '16' }).success).toBe(false);
    expect(
      pricingValuesSchema.safeParse({ ...DEFAULT_PRICING_VALUES, exchangeRateUsdMxn: '0.185' }).success,
    ).toBe(false);
  });
});

describe('pricingChanges', () => {
  it('lists every field against nothing for a first version', () => {
    const changes = pricingChanges(null, DEFAULT_PRICING_VALUES);
    expect(changes.map((c) => c.field)).toEqual([...PRICING_FIELDS]);
    expect(changes).toContainEqual({ field: 'handlingPerTon.BAG', from: null, to: '8.00' });
  });

  it('lists only the fields whose number changed, handling by packaging type included', () => {
    const after = {
      ...DEFAULT_PRICING_VALUES,
      exchangeRateUsdMxn: '19.10',
      vatRate: '0.160',
      handlingPerTon: { ...DEFAULT_PRICING_VALUES.handlingPerTon, BULK: '2.75' },
    };
    expect(pricingChanges(DEFAULT_PRICING_VALUES, after)).toEqual([
      { field: 'exchangeRateUsdMxn', from: '18.50', to: '19.10' },
      { field: 'handlingPerTon.BULK', from: '2.50', to: '2.75' },
    ]);
    expect(pricingChanges(DEFAULT_PRICING_VALUES, DEFAULT_PRICING_VALUES)).toEqual([]);
  });
});

describe('mergePricingValues', () => {
  it('lays a partial patch (handling too) over the previous values', () => {
    const merged = mergePricingValues(DEFAULT_PRICING_VALUES, {
      vatRate: '0.08',
      handlingPerTon: { HOPPER: '4' },
    });
    expect(merged.vatRate).toBe('0.08');
    expect(merged.handlingPerTon).toEqual({ ...DEFAULT_PRICING_VALUES.handlingPerTon, HOPPER: '4' });
    expect(merged.storageCostPerTon).toBe(DEFAULT_PRICING_VALUES.storageCostPerTon);
  });

  it('keeps the previous text when the number is the same', () => {
    const merged = mergePricingValues(DEFAULT_PRICING_VALUES, {
      vatRate: '0.1600',
      handlingPerTon: { BAG: '8' },
    });
    expect(merged).toEqual(DEFAULT_PRICING_VALUES);
  });

  it('parses the PATCH body: version required, values partial and strict', () => {
    expect(pricingPatchSchema.safeParse({ values: {} }).success).toBe(false);
    expect(
      pricingPatchSchema.safeParse({ version: 1, values: { handlingPerTon: { BAG: '1,000.5' } } }).data,
    ).toEqual({
      version: 1,
      values: { handlingPerTon: { BAG: '1000.5' } },
    });
    expect(pricingPatchSchema.safeParse({ version: 1, values: { nope: '1' } }).success).toBe(false);
  });
});

describe('pricingForOrder', () => {
  it('answers exact decimals for order totals', () => {
    const pricing = pricingForOrder(DEFAULT_PRICING_VALUES);
    expect(pricing.exchangeRateUsdMxn).toBeInstanceOf(Decimal);
    expect(pricing.exchangeRateUsdMxn.toFixed(2)).toBe('18.50');
    expect(pricing.vatRate.toString()).toBe('0.16');
    expect(pricing.deliveryPremiumPerTon.toString()).toBe('12');
    expect(pricing.handlingPerTon.SUPERSACK.toString()).toBe('5');
    // 0.1 + 0.2 style sums stay exact.
    const values = { ...DEFAULT_PRICING_VALUES, vatRate: '0.1', deliveryPremiumPerTon: '0.2' };
    const p = pricingForOrder(values);
    expect(p.vatRate.plus(p.deliveryPremiumPerTon).toString()).toBe('0.3');
  });

  it('refuses values that are not a valid version', () => {
    expect(() => pricingForOrder({ ...DEFAULT_PRICING_VALUES, vatRate: '-1' })).toThrow();
  });
});

describe('product schemas', () => {
  it('trims and upper-cases the reference and defaults active', () => {
    expect(
      productCreateSchema.parse({ reference: ' cal-hid/25.b ', name: 'Cal', packagingTypes: ['BAG'] }),
    ).toEqual({
      reference: 'CAL-HID/25.B',
      name: 'Cal',
      packagingTypes: ['BAG'],
      active: true,
    });
  });

  it('refuses bad references, names and packaging lists', () => {
    const base = { reference: 'AB-1', name: 'Cal', packagingTypes: ['BAG'] };
    for (const reference of ['A', 'A'.repeat(41), 'CAL HID', 'CAL_HID', 'CAÑA'])
      expect(productCreateSchema.safeParse({ ...base, reference }).success, reference).toBe(false);
    for (const name of ['x', ' y ', 'x'.repeat(121)])
      expect(productCreateSchema.safeParse({ ...base, name }).success).toBe(false);
    for (const packagingTypes of [[], ['BAG', 'BAG'], ['PALLET']])
      expect(productCreateSchema.safeParse({ ...base, packagingTypes }).success).toBe(false);
  });

  it('leaves out of an update what is not sent (no default active)', () => {
    expect(productUpdateSchema.parse({ version: 2, name: 'Cal viva' })).toEqual({
      version: 2,
      name: 'Cal viva',
    });
    expect(productUpdateSchema.safeParse({ name: 'Cal viva' }).success).toBe(false);
  });

  it('labels packaging types in the language asked', () => {
    expect(packagingLabels(['BAG', 'BULK'], 'es')).toEqual({ BAG: 'Saco', BULK: 'Granel' });
    expect(packagingLabels(['SUPERSACK'], 'en')).toEqual({ SUPERSACK: 'Super sack' });
  });
});
