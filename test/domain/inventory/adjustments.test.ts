import { describe, expect, it } from 'vitest';
import { adjustmentCreateSchema } from '../../../src/domain/inventory/lots';

const parse = (quantityKg: unknown, extra: object = {}) =>
  adjustmentCreateSchema.safeParse({ quantityKg, reason: 'COUNT', version: 1, ...extra });

describe('adjustmentCreateSchema', () => {
  it('reads signed amounts as typed: a leading minus subtracts, comma decimals and numbers accepted', () => {
    expect(parse('-200').data?.quantityKg).toBe('-200');
    expect(parse(' -12,5 ').data?.quantityKg).toBe('-12.5');
    expect(parse('1,250.75').data?.quantityKg).toBe('1250.75');
    expect(parse(-3.25).data?.quantityKg).toBe('-3.25');
    expect(parse('0.001').data?.quantityKg).toBe('0.001');
  });

  it('refuses blank, malformed, zero and too large amounts with their keys', () => {
    const key = (q: unknown) => parse(q).error?.issues[0]?.message;
    expect(key('')).toBe('validation.inventory.adjustmentRequired');
    expect(key(undefined)).toBe('validation.inventory.adjustmentRequired');
    expect(key('--1')).toBe('validation.inventory.adjustmentInvalid');
    expect(key('-')).toBe('validation.inventory.adjustmentInvalid');
    expect(key('1-')).toBe('validation.inventory.adjustmentInvalid');
    expect(key('-0')).toBe('validation.inventory.adjustmentNotZero');
    expect(key('0')).toBe('validation.inventory.adjustmentNotZero');
    expect(key('-100000000')).toBe('validation.inventory.initialQuantityMax');
  });

  it('asks for a comment when the reason is OTHER', () => {
    expect(parse('5', { reason: 'OTHER' }).error?.issues[0]).toMatchObject({
      path: ['comment'],
      message: 'validation.inventory.adjustmentCommentRequired',
    });
    expect(parse('5', { reason: 'OTHER', comment: 'Merma por humedad' }).success).toBe(true);
  });
});
