import { describe, expect, it } from 'vitest';
import {
  creditTermFormOf,
  creditTermFormSchema,
  daysAsTyped,
  emptyCreditTermForm,
  limitAsTyped,
  toCreditTermInput,
  toCreditTermUpdate,
} from '../../../src/web/credit-terms/creditTermForm';
import { buildCreditTerm } from '../customers/fakeApi';

const CUSTOMER = '7d7c2d6e-1111-4111-8111-000000000001';

describe('credit term form', () => {
  it('keeps digits, thousands commas and one decimal point in the limit', () => {
    expect(limitAsTyped('$95,000.50 USD')).toBe('95,000.50');
    expect(limitAsTyped('1.2.3')).toBe('1.23');
    expect(daysAsTyped('4a5 días')).toBe('45');
    expect(daysAsTyped('1234')).toBe('123');
  });

  it("reads '95,000.50' as 95000.50", () => {
    const input = toCreditTermInput({
      ...emptyCreditTermForm('2026-02-01'),
      customerId: CUSTOMER,
      creditLimit: '95,000.50',
      creditDays: '30',
    });
    expect(input).toMatchObject({
      creditLimit: '95000.50',
      creditDays: 30,
      validFrom: '2026-02-01',
      validTo: null,
    });
  });

  it('sends advance payment with no credit, whatever was typed', () => {
    const input = toCreditTermInput({
      ...emptyCreditTermForm('2026-02-01'),
      customerId: CUSTOMER,
      paymentTerm: 'ADVANCE_PAYMENT',
      creditLimit: '5000',
      creditDays: '15',
    });
    expect(input).toMatchObject({ paymentTerm: 'ADVANCE_PAYMENT', creditLimit: '0', creditDays: 0 });
  });

  it('requires customer, limit, days and start, each on its field', () => {
    const result = creditTermFormSchema.safeParse({ ...emptyCreditTermForm(''), validFrom: '' });
    const byField = Object.fromEntries(result.error!.issues.map((i) => [i.path[0], i.message]));
    expect(byField).toEqual({
      customerId: 'validation.required',
      creditLimit: 'validation.required',
      creditDays: 'validation.required',
      validFrom: 'validation.required',
    });
  });

  it('refuses more than 365 days and a period that ends before it starts', () => {
    const result = creditTermFormSchema.safeParse({
      ...emptyCreditTermForm('2026-02-01'),
      customerId: CUSTOMER,
      creditLimit: '10',
      creditDays: '400',
      validTo: '2026-01-01',
    });
    const byField = Object.fromEntries(result.error!.issues.map((i) => [i.path[0], i.message]));
    expect(byField).toEqual({ creditDays: 'validation.tooBig', validTo: 'validation.validToBeforeFrom' });
  });

  it('edits with the version and without the customer', () => {
    const term = buildCreditTerm({ version: 5 });
    const update = toCreditTermUpdate(creditTermFormOf(term), term.version);
    expect(update).toMatchObject({ version: 5, creditLimit: '150000', creditDays: 30 });
    expect(update).not.toHaveProperty('customerId');
  });
});
