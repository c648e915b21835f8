import { describe, expect, it } from 'vitest';
import {
  adjustmentCreateSchema,
  availableDelta,
  lotCreateSchema,
  receptionDateProblem,
  totalsFromMovements,
} from '../../../src/domain/inventory/lots';

const valid = {
  productId: '00000000-0000-4000-8000-000000000001',
  packingType: 'BAG',
  lot: ' L-2026-001 ',
  price: '180,5',
  quantity: '25000',
  receptionDate: '2026-11-20',
  warehouseId: '00000000-0000-4000-8000-000000000002',
};

const messages = (body: unknown) => {
  const r = lotCreateSchema.safeParse(body);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('lot creation rules', () => {
  it('accepts a reception and normalizes what was typed', () => {
    const r = lotCreateSchema.parse(valid);
    expect(r).toMatchObject({
      lot: 'L-2026-001',
      price: '180.5',
      quantity: '25000',
      batchId: null,
      supplier: null,
    });
  });

  it('says which field is missing, with its own message', () => {
    expect(messages({})).toEqual({
      productId: 'validation.inventory.productRequired',
      packingType: 'validation.inventory.packingTypeRequired',
      lot: 'validation.inventory.lotRequired',
      price: 'validation.inventory.costRequired',
      quantity: 'validation.inventory.initialQuantityRequired',
      receptionDate: 'validation.inventory.receptionDateRequired',
      warehouseId: 'validation.inventory.warehouseRequired',
    });
  });

  it('wants a cost ≥ 0 and a quantity > 0', () => {
    expect(messages({ ...valid, price: '-1' })).toEqual({ price: 'validation.inventory.costInvalid' });
    expect(messages({ ...valid, price: 'abc' })).toEqual({ price: 'validation.inventory.costInvalid' });
    expect(messages({ ...valid, price: '0' })).toEqual({});
    expect(messages({ ...valid, quantity: '0' })).toEqual({
      quantity: 'validation.inventory.initialQuantityPositive',
    });
  });

  it('never dates a reception after today', () => {
    expect(receptionDateProblem('2026-11-27', '2026-11-26')).toBe('validation.inventory.receptionDateFuture');
    expect(receptionDateProblem('2026-11-26', '2026-11-26')).toBeNull();
  });
});

describe('adjustments', () => {
  it('takes a signed quantity, never 0, and a comment when the reason is other', () => {
    const base = { quantityKg: '-25.5', reason: 'DAMAGE', version: 1 };
    expect(adjustmentCreateSchema.parse(base).quantityKg).toBe('-25.5');
    expect(adjustmentCreateSchema.safeParse({ ...base, quantityKg: '0' }).error?.issues[0]?.message).toBe(
      'validation.inventory.adjustmentNotZero',
    );
    expect(adjustmentCreateSchema.safeParse({ ...base, reason: 'OTHER' }).error?.issues[0]?.message).toBe(
      'validation.inventory.adjustmentCommentRequired',
    );
  });
});

describe('the ledger', () => {
  it('recomputes a lot from its movements: available = received + adjusted − allocated − shipped', () => {
    const totals = totalsFromMovements([
      { kind: 'RECEIVED', quantityKg: '10000' },
      { kind: 'ALLOCATED', quantityKg: '3000' },
      { kind: 'ALLOCATION_CHANGED', quantityKg: '-500' },
      { kind: 'ALLOCATED', quantityKg: '1000' },
      { kind: 'RELEASED', quantityKg: '1000' },
      { kind: 'SHIPPED', quantityKg: '2000' },
      { kind: 'ADJUSTED', quantityKg: '-250' },
    ]);
    expect(totals.received.toFixed()).toBe('10000');
    expect(totals.allocated.toFixed()).toBe('500');
    expect(totals.shipped.toFixed()).toBe('2000');
    expect(totals.adjusted.toFixed()).toBe('-250');
    expect(totals.available.toFixed()).toBe('7250');
  });

  it('says how each kind moves available stock', () => {
    expect(availableDelta('ALLOCATED', '10').toFixed()).toBe('-10');
    expect(availableDelta('ALLOCATION_CHANGED', '-10').toFixed()).toBe('10');
    expect(availableDelta('SHIPPED', '10').toFixed()).toBe('0');
    expect(availableDelta('ADJUSTED', '-3').toFixed()).toBe('-3');
  });
});
