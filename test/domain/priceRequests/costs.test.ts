/**
 * The cost calculator's formula on hand-computed cases: the MSP and total cost, the margins'
 * percentages, 'N/D' without a base cost, the per-ton ↔ total transport toggle and what a cost
 * input accepts.
 */
import { describe, expect, it } from 'vitest';
import {
  alignTransport,
  COST_TYPING_PATTERN,
  type CostData,
  costDataSchema,
  costFigures,
  emptyCostData,
  parseCostInput,
  perTonFromTotal,
  totalFromPerTon,
} from '../../../src/domain/priceRequests';

const none = emptyCostData({
  storageCost: null,
  transferCost: null,
  pickingCost: null,
  packagingCost: null,
  commissionUsdPerTon: null,
  salesMarginUsdPerTon: null,
});

const full: CostData = {
  ...none,
  baseCost: '400',
  storageCost: '10',
  transferCost: '5',
  pickingCost: '3',
  packagingCost: '12',
  transportMode: 'PER_TON',
  firstMileCostPerTon: '20',
  middleMileCostPerTon: '15',
  lastMileCostPerTon: '25',
  extraCost: '2',
  commissionUsdPerTon: '8',
  salesMarginUsdPerTon: '30',
};

describe('costFigures', () => {
  it('adds every section into the MSP and leaves commission and margin out of the total cost', () => {
    // 400 + 20 + 15 + 25 + 10 + 5 + 3 + 12 + 2 = 492; + 8 + 30 = 530
    expect(costFigures(full, '25')).toEqual({
      totalCost: '492.0000',
      msp: '530.0000',
      commissionPercent: '1.51', // 8 / 530 = 1.5094 %
      salesMarginPercent: '5.66', // 30 / 530 = 5.6604 %
    });
  });

  it('reads the transport per ton from the totals in total-freight mode (4 decimals)', () => {
    const costs: CostData = {
      ...none,
      baseCost: '250.5',
      transportMode: 'TOTAL',
      firstMileCostTotal: '100', // 100 / 3 = 33.3333
      middleMileCostTotal: '50', // 50 / 3 = 16.6667
    };
    expect(costFigures(costs, '3')).toEqual({
      totalCost: '300.5000',
      msp: '300.5000',
      commissionPercent: '0.00',
      salesMarginPercent: '0.00',
    });
  });

  it("answers 'N/D' (null) when the base cost is unset or zero, whatever else is filled in", () => {
    const nd = { totalCost: null, msp: null, commissionPercent: null, salesMarginPercent: null };
    expect(costFigures({ ...full, baseCost: null }, '25')).toEqual(nd);
    expect(costFigures({ ...full, baseCost: '0' }, '25')).toEqual(nd);
    expect(costFigures({ ...full, baseCost: '0.0001' }, '25').msp).toBe('130.0001');
  });
});

describe('transport toggle', () => {
  it('per ton = total / volume with 4 decimals, total = per ton × volume with 3', () => {
    expect(perTonFromTotal('1000', '3')).toBe('333.3333');
    expect(perTonFromTotal('2', '3')).toBe('0.6667');
    expect(totalFromPerTon('12.3456', '2.5')).toBe('30.864');
    expect(totalFromPerTon(null, '2')).toBeNull();
  });

  it('counts a missing or zero volume as one ton', () => {
    expect(totalFromPerTon('12.3456', null)).toBe('12.346');
    expect(perTonFromTotal('10', '0')).toBe('10.0000');
    expect(perTonFromTotal('10', undefined)).toBe('10.0000');
  });

  it('makes the other figure of each leg follow the mode typed in', () => {
    const perTon = alignTransport(full, '25');
    expect([perTon.firstMileCostTotal, perTon.middleMileCostTotal, perTon.lastMileCostTotal]).toEqual([
      '500.000',
      '375.000',
      '625.000',
    ]);
    const total = alignTransport({ ...none, transportMode: 'TOTAL', lastMileCostTotal: '625' }, '25');
    expect(total.lastMileCostPerTon).toBe('25.0000');
    expect(total.firstMileCostPerTon).toBeNull();
  });
});

describe('cost inputs', () => {
  it('take digits with one comma or dot as the decimal separator', () => {
    expect(parseCostInput('12,5')).toBe('12.5');
    expect(parseCostInput('12.25')).toBe('12.25');
    expect(parseCostInput(' 7 ')).toBe('7');
    expect(parseCostInput('')).toBeNull();
    expect(parseCostInput(null)).toBeNull();
  });

  it('refuse thousands separators, signs, letters and a second separator', () => {
    for (const bad of ['1.234,5', '1,234.5', '1,2,3', '-1', '12a', '12.', '.5', '1e3', '12.34567']) {
      expect(parseCostInput(bad), bad).toBeUndefined();
    }
    expect(parseCostInput('10000001')).toBeUndefined();
  });

  it('let through as typed only what can become a cost', () => {
    for (const ok of ['', '12', '12.', '12,', '12,5']) expect(COST_TYPING_PATTERN.test(ok), ok).toBe(true);
    for (const bad of ['12.3.4', '1,2.3', 'a', '-', '1 2'])
      expect(COST_TYPING_PATTERN.test(bad), bad).toBe(false);
  });

  it('are checked by the save schema with the form texts', () => {
    const result = costDataSchema.safeParse({ ...full, storageCost: '1.234,5' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['storageCost'],
      message: 'validation.priceRequests.costInvalid',
    });
    expect(costDataSchema.parse({ ...full, storageCost: '10,25' }).storageCost).toBe('10.25');
  });
});
