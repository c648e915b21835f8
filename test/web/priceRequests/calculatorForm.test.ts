/**
 * The calculator's form arithmetic on hand-computed cases: the live MSP and total cost ('N/D'
 * without a base cost), the margins' share of the MSP, the transport toggle's other figure, what a
 * cost input lets through, and the approval's starting values and checks.
 */
import { describe, expect, it } from 'vitest';
import { approvalDefaults, approvalSchema } from '../../../src/web/price-requests/approvalForm';
import { acceptCostTyping } from '../../../src/web/price-requests/calculator/CostInput';
import {
  alignedTransportValues,
  type CalculatorValues,
  liveFigures,
  otherTransportFigure,
  typedCost,
} from '../../../src/web/price-requests/calculator/calculatorForm';

const values = (overrides: Partial<CalculatorValues> = {}): CalculatorValues => ({
  baseCost: '180',
  baseCostSource: null,
  storageCost: '4',
  transferCost: '6',
  pickingCost: '2,5',
  packagingCost: '3',
  transportMode: 'PER_TON',
  firstMileCostPerTon: '8',
  firstMileCostTotal: '',
  middleMileCostPerTon: '',
  middleMileCostTotal: '',
  lastMileCostPerTon: '10',
  lastMileCostTotal: '',
  extraCost: '1.5',
  commissionUsdPerTon: '10',
  salesMarginUsdPerTon: '20',
  ...overrides,
});

describe('the live figures', () => {
  it('adds every cost per ton into the total cost, and the commission and margin into the MSP', () => {
    // 180 + 4 + 6 + 2.5 + 3 + 8 + 10 + 1.5 = 215; 215 + 10 + 20 = 245.
    expect(liveFigures(values(), '25')).toEqual({
      totalCost: '215.0000',
      msp: '245.0000',
      // 10 / 245 × 100 = 4.0816… and 20 / 245 × 100 = 8.1632…
      commissionPercent: '4.08',
      salesMarginPercent: '8.16',
    });
  });

  it('reads the legs typed as freight totals per ton of the volume', () => {
    // 200 / 25 = 8 and 250 / 25 = 10 per ton: the same MSP as typing them per ton.
    const totals = values({
      transportMode: 'TOTAL',
      firstMileCostPerTon: '',
      firstMileCostTotal: '200',
      lastMileCostPerTon: '',
      lastMileCostTotal: '250',
    });
    expect(liveFigures(totals, '25').msp).toBe('245.0000');
  });

  it("is 'N/D' (null) while the base cost is unset or zero, and reads '12.' as 12 as it is typed", () => {
    const none = { totalCost: null, msp: null, commissionPercent: null, salesMarginPercent: null };
    expect(liveFigures(values({ baseCost: '' }), '25')).toEqual(none);
    expect(liveFigures(values({ baseCost: '0' }), '25')).toEqual(none);
    expect(liveFigures(values({ baseCost: '0,000' }), '25')).toEqual(none);
    expect(liveFigures(values({ baseCost: '180.' }), '25').msp).toBe('245.0000');
    expect(typedCost('12,')).toBe('12');
    expect(typedCost('')).toBeNull();
    expect(typedCost('.')).toBeNull();
  });
});

describe('the transport toggle', () => {
  it('derives the total from the per-ton figure (3 decimals) and the per-ton from the total (4 decimals)', () => {
    expect(otherTransportFigure('PER_TON', '8', '25')).toBe('200.000');
    expect(otherTransportFigure('TOTAL', '250', '25')).toBe('10.0000');
    expect(otherTransportFigure('TOTAL', '100', '3')).toBe('33.3333');
    // 33.3333 × 3 = 99.9999, to 3 decimals.
    expect(otherTransportFigure('PER_TON', '33,3333', '3')).toBe('100.000');
    // A volume of 0 (or none) counts as 1 ton.
    expect(otherTransportFigure('TOTAL', '250', '0')).toBe('250.0000');
    expect(otherTransportFigure('PER_TON', '', '25')).toBe('');
  });

  it('recomputes the other figure of every leg for the mode switched to', () => {
    expect(alignedTransportValues(values(), 'PER_TON', '25')).toEqual({
      firstMileCostTotal: '200.000',
      middleMileCostTotal: '',
      lastMileCostTotal: '250.000',
    });
    const totals = values({ firstMileCostTotal: '100', middleMileCostTotal: '', lastMileCostTotal: '75' });
    expect(alignedTransportValues(totals, 'TOTAL', '25')).toEqual({
      firstMileCostPerTon: '4.0000',
      middleMileCostPerTon: '',
      lastMileCostPerTon: '3.0000',
    });
  });
});

describe('what a cost input lets through as it is typed', () => {
  it('takes digits with one comma or dot and keeps the previous text otherwise', () => {
    for (const ok of ['', '1', '12', '12.', '12.5', '12,5', ',5', '0.0001'])
      expect(acceptCostTyping('9', ok)).toBe(ok);
    for (const refused of ['12.5.', '12,5,', '1a', '-1', '1 000', '1e3', '$12'])
      expect(acceptCostTyping('9', refused)).toBe('9');
  });
});

describe('the approval', () => {
  it('starts at the MSP rounded up to the cent and a validity of 30 days', () => {
    expect(approvalDefaults('245.1234', '2026-11-29')).toEqual({
      priceUsdPerTon: '245.13',
      validUntil: '2026-12-29',
    });
    expect(approvalDefaults('245.0000', '2026-12-15')).toEqual({
      priceUsdPerTon: '245.00',
      validUntil: '2027-01-14',
    });
  });

  it('refuses a price below the MSP and a validity in the past or beyond 180 days', () => {
    const schema = approvalSchema('245.1234', '2026-11-29', 3);
    const messages = (v: { priceUsdPerTon: string; validUntil: string }) => {
      const result = schema.safeParse(v);
      return result.success
        ? {}
        : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
    };
    expect(messages({ priceUsdPerTon: '245.12', validUntil: '2026-11-28' })).toEqual({
      priceUsdPerTon: 'validation.priceRequests.priceBelowMsp',
      validUntil: 'validation.priceRequests.validUntilPast',
    });
    expect(messages({ priceUsdPerTon: '', validUntil: '2027-06-01' })).toEqual({
      priceUsdPerTon: 'validation.priceRequests.priceRequired',
    });
    expect(messages({ priceUsdPerTon: '250', validUntil: '2027-06-01' })).toEqual({
      validUntil: 'validation.priceRequests.validUntilTooFar',
    });
    expect(schema.parse({ priceUsdPerTon: '245,13', validUntil: '2026-12-29' })).toEqual({
      priceUsdPerTon: '245.13',
      validUntil: '2026-12-29',
      version: 3,
    });
  });
});
