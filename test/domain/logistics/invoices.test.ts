/** The invoice rules the server and the forms share: net of credit notes, what is due, the spread of payments. */
import { describe, expect, it } from 'vitest';
import {
  amountDue,
  applyPayments,
  creditExceeds,
  ivaOf,
  netWithIva,
  paymentStatusOf,
} from '../../../src/domain/logistics/invoices';

describe('invoice amounts', () => {
  it('VAT is with − without; credit notes lower the net by the invoice’s own VAT ratio', () => {
    expect(ivaOf({ totalWithoutIva: '1000', totalWithIva: '1160' }).toFixed(2)).toBe('160.00');
    expect(
      netWithIva({ totalWithoutIva: '1000', totalWithIva: '1160', creditNotesWithoutIva: '100' }).toFixed(2),
    ).toBe('1044.00');
    // A border-zone 8 % invoice keeps its own ratio.
    expect(
      netWithIva({ totalWithoutIva: '1000', totalWithIva: '1080', creditNotesWithoutIva: '250' }).toFixed(2),
    ).toBe('810.00');
    expect(
      netWithIva({ totalWithoutIva: '100', totalWithIva: '116', creditNotesWithoutIva: '100' }).toFixed(2),
    ).toBe('0.00');
  });

  it('credit notes may reach the total without VAT, not pass it', () => {
    const invoice = { totalWithoutIva: '1000', totalWithIva: '1160', creditNotesWithoutIva: '900' };
    expect(creditExceeds(invoice, '100')).toBe(false);
    expect(creditExceeds(invoice, '100.01')).toBe(true);
  });

  it('what is due: the total with taxes until invoiced, then the invoices’ net', () => {
    expect(amountDue('1200', []).toFixed(2)).toBe('1200.00');
    expect(amountDue('1200', ['580', '348']).toFixed(2)).toBe('928.00');
  });

  it('payments spread over the invoices oldest first, never above an invoice’s net', () => {
    const invoices = [
      { id: 'a', netWithIva: '580' },
      { id: 'b', netWithIva: '348' },
    ];
    expect(Object.fromEntries(applyPayments('700', invoices))).toEqual({ a: '580.00', b: '120.00' });
    expect(Object.fromEntries(applyPayments('5000', invoices))).toEqual({ a: '580.00', b: '348.00' });
    expect(Object.fromEntries(applyPayments('0', invoices))).toEqual({ a: '0.00', b: '0.00' });
  });

  it('payment status against what is due', () => {
    expect(paymentStatusOf('0', '100')).toBe('PENDING');
    expect(paymentStatusOf('40', '100')).toBe('PARTIAL');
    expect(paymentStatusOf('100', '100')).toBe('PAID');
    expect(paymentStatusOf('120', '100')).toBe('PAID');
    expect(paymentStatusOf('0', '0')).toBe('PENDING');
  });
});
