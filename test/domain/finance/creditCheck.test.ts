import { Decimal } from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { creditCheck, daysBetween, isOverdue } from '../../../src/domain/finance';

const d = (v: string) => new Decimal(v);
const TODAY = '2026-11-22';

describe('credit check', () => {
  const base = {
    creditLimit: d('100000.00'),
    creditDays: 30,
    committedOrders: d('0'),
    today: TODAY,
  };

  it('approves when balance plus order fit the limit and nothing is overdue', () => {
    // 40 000 open (invoice of 10 days ago) + 60 000 order = 100 000: exactly the limit, allowed.
    const check = creditCheck({
      ...base,
      openInvoices: [{ openAmount: d('40000.00'), invoiceDate: '2026-11-12' }],
      orderTotal: d('60000.00'),
    });
    expect(check.result).toBe('approvedForRelease');
    expect(check.openBalance.toFixed(2)).toBe('40000.00');
    expect(check.available.toFixed(2)).toBe('60000.00');
  });

  it('rejects for overdraft one cent above the limit', () => {
    const check = creditCheck({
      ...base,
      openInvoices: [{ openAmount: d('40000.00'), invoiceDate: '2026-11-12' }],
      committedOrders: d('0.01'),
      orderTotal: d('60000.00'),
    });
    expect(check.result).toBe('rejectedOverdraft');
  });

  it('rejects for an invoice unpaid past its credit days (31 days > 30)', () => {
    const check = creditCheck({
      ...base,
      openInvoices: [{ openAmount: d('10.00'), invoiceDate: '2026-10-22' }],
      orderTotal: d('100.00'),
    });
    expect(check).toMatchObject({ result: 'rejectedOverdueInvoices', overdueInvoices: 1 });
  });

  it('an invoice exactly at its credit days is not overdue yet; a paid one never is', () => {
    expect(isOverdue({ openAmount: d('5'), invoiceDate: '2026-10-23' }, 30, TODAY)).toBe(false);
    expect(isOverdue({ openAmount: d('0'), invoiceDate: '2025-01-01' }, 30, TODAY)).toBe(false);
  });

  it('rejects for both when over the limit with an overdue invoice', () => {
    const check = creditCheck({
      ...base,
      creditLimit: d('1000.00'),
      openInvoices: [{ openAmount: d('900.00'), invoiceDate: '2026-09-01' }],
      orderTotal: d('200.00'),
    });
    expect(check.result).toBe('rejectedOverdraftAndOverdueInvoices');
    expect(check.available.toFixed(2)).toBe('100.00');
  });

  it('advance payment (limit 0) is an overdraft for any amount', () => {
    expect(
      creditCheck({ ...base, creditLimit: d('0'), openInvoices: [], orderTotal: d('0.01') }).result,
    ).toBe('rejectedOverdraft');
  });

  it('counts days across month ends and years', () => {
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
    expect(daysBetween('2026-03-01', '2026-02-28')).toBe(-1);
  });
});
