import { Decimal } from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { type MoneySummary, orderTotals, type TotalsItem } from '../../../src/domain/orders';
import { DEFAULT_PRICING_VALUES, pricingForOrder } from '../../../src/domain/pricing';

// Default version: 18.50 MXN per USD, VAT 0.16, delivery premium 12.00 USD/t,
// handling USD/t BAG 8.00, SUPERSACK 5.00, BULK 2.50.
const pricing = pricingForOrder(DEFAULT_PRICING_VALUES);

const item = (kg: string, price: string, packagingType: TotalsItem['packagingType']): TotalsItem => ({
  quantityKg: new Decimal(kg),
  price: new Decimal(price),
  packagingType,
});

const money = (s: MoneySummary) =>
  Object.fromEntries(Object.entries(s).map(([k, v]) => [k, (v as Decimal).toFixed(2)]));

describe('order totals', () => {
  it('USD order, delivery partner, with VAT', () => {
    const totals = orderTotals({
      currency: 'USD',
      deliveryModel: 'DELIVERY_PARTNER',
      hasIva: true,
      pricing,
      items: [item('1500', '0.85', 'BAG'), item('20000', '0.125', 'BULK')],
    });
    // Lines USD: 1500 × 0.85 = 1275.00; 20000 × 0.125 = 2500.00 → products 3775.00
    // Lines MXN: 0.85 × 18.5 = 15.725/kg × 1500 = 23587.50; 0.125 × 18.5 = 2.3125/kg × 20000 = 46250.00
    //            → products 69837.50
    // Tons: 1.5 + 20 = 21.5. Premium: 12 × 21.5 = 258.00 USD = 258 × 18.5 = 4773.00 MXN
    // Handling: 8 × 1.5 + 2.5 × 20 = 12 + 50 = 62.00 USD = 62 × 18.5 = 1147.00 MXN
    // Subtotal: 3775 + 258 + 62 = 4095.00 USD; 69837.50 + 4773 + 1147 = 75757.50 MXN
    // VAT: 4095 × 0.16 = 655.20 USD; 75757.50 × 0.16 = 12121.20 MXN
    // Total: 4750.20 USD (× 18.5 = 87878.70); 87878.70 MXN
    const usd = {
      productsTotal: '3775.00',
      deliveryPremium: '258.00',
      handling: '62.00',
      subTotalWithHandlingAndDelivery: '4095.00',
      taxes: '655.20',
      totalWithTaxes: '4750.20',
    };
    expect(money(totals.USD)).toEqual(usd);
    expect(money(totals.MXN)).toEqual({
      productsTotal: '69837.50',
      deliveryPremium: '4773.00',
      handling: '1147.00',
      subTotalWithHandlingAndDelivery: '75757.50',
      taxes: '12121.20',
      totalWithTaxes: '87878.70',
    });
    expect(totals.currency).toBe('USD');
    expect(totals.totalWithTaxes.toFixed(2)).toBe(usd.totalWithTaxes); // the order currency's figures
    expect(totals.tons.toFixed(3)).toBe('21.500');
    expect(
      totals.items.map((i) => [i.tons.toFixed(3), i.totalPrice.toFixed(2), i.priceMXN.toFixed()]),
    ).toEqual([
      ['1.500', '1275.00', '15.725'],
      ['20.000', '2500.00', '2.3125'],
    ]);
  });

  it('MXN order, pickup, with VAT: no premium, and each figure rounded once', () => {
    const totals = orderTotals({
      currency: 'MXN',
      deliveryModel: 'PICKUP',
      hasIva: true,
      pricing,
      items: [item('2345.5', '17.333', 'SUPERSACK')],
    });
    // Tons: 2.3455 → 2.346 shown
    // Line MXN: 2345.5 × 17.333 = 40654.5515 → 40654.55
    // Line USD: 40654.5515 / 18.5 = 2197.5433… → 2197.54 (unit 17.333 / 18.5 = 0.93691… → 0.9369)
    // Handling: 5 × 2.3455 = 11.7275 USD → 11.73; × 18.5 = 216.95875 MXN → 216.96
    // Subtotal: 40654.55 + 0 + 216.96 = 40871.51 MXN; 2197.54 + 11.73 = 2209.27 USD
    // VAT: 40871.51 × 0.16 = 6539.4416 → 6539.44 MXN; 2209.27 × 0.16 = 353.4832 → 353.48 USD
    // Total: 47410.95 MXN; 2562.75 USD
    expect(money(totals.MXN)).toEqual({
      productsTotal: '40654.55',
      deliveryPremium: '0.00',
      handling: '216.96',
      subTotalWithHandlingAndDelivery: '40871.51',
      taxes: '6539.44',
      totalWithTaxes: '47410.95',
    });
    expect(money(totals.USD)).toEqual({
      productsTotal: '2197.54',
      deliveryPremium: '0.00',
      handling: '11.73',
      subTotalWithHandlingAndDelivery: '2209.27',
      taxes: '353.48',
      totalWithTaxes: '2562.75',
    });
    expect(totals.totalWithTaxes.toFixed(2)).toBe('47410.95');
    expect(totals.tons.toFixed(3)).toBe('2.346');
    const [line] = totals.items;
    expect([line?.totalPrice.toFixed(2), line?.priceMXN.toFixed(), line?.priceUSD.toFixed()]).toEqual([
      '40654.55',
      '17.333',
      '0.9369',
    ]);
  });

  it('without VAT, rounding half-up, the lines add up to the products total', () => {
    const totals = orderTotals({
      currency: 'USD',
      deliveryModel: 'PICKUP',
      hasIva: false,
      pricing,
      items: [item('3', '0.335', 'BAG'), item('3', '0.335', 'BAG')],
    });
    // Each line: 3 × 0.335 = 1.005 → 1.01 (half-up, not to even) → products 2.02 (not round(2.010) = 2.01)
    // Handling: 8 × 0.006 t = 0.048 → 0.05. Subtotal 2.07, VAT 0, total 2.07
    // MXN lines: 3 × 6.1975 = 18.5925 → 18.59 each → 37.18; handling 0.048 × 18.5 = 0.888 → 0.89; total 38.07
    expect(money(totals.USD)).toEqual({
      productsTotal: '2.02',
      deliveryPremium: '0.00',
      handling: '0.05',
      subTotalWithHandlingAndDelivery: '2.07',
      taxes: '0.00',
      totalWithTaxes: '2.07',
    });
    expect(totals.MXN.productsTotal.toFixed(2)).toBe('37.18');
    expect(totals.MXN.totalWithTaxes.toFixed(2)).toBe('38.07');
    expect(totals.items[0]?.totalPrice.toFixed(2)).toBe('1.01');
  });

  it('uses the exchange rate copied onto the order, not a default', () => {
    const other = pricingForOrder({ ...DEFAULT_PRICING_VALUES, exchangeRateUsdMxn: '20' });
    const totals = orderTotals({
      currency: 'USD',
      deliveryModel: 'PICKUP',
      hasIva: false,
      pricing: other,
      items: [item('1000', '1', 'BULK')],
    });
    // 1000 × 1 = 1000 USD + handling 2.5 × 1 = 2.50 → 1002.50 USD = 20050.00 MXN
    expect(totals.USD.totalWithTaxes.toFixed(2)).toBe('1002.50');
    expect(totals.MXN.totalWithTaxes.toFixed(2)).toBe('20050.00');
  });

  it('answers zeros for an order without items', () => {
    const totals = orderTotals({
      currency: 'MXN',
      deliveryModel: 'DELIVERY_PARTNER',
      hasIva: true,
      pricing,
      items: [],
    });
    expect(totals.totalWithTaxes.toFixed(2)).toBe('0.00');
    expect(totals.tons.toFixed(3)).toBe('0.000');
  });
});
