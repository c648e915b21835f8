/**
 * Invoices and credit notes recorded per shipment, and the sums the order's payment state reads.
 * Amounts are in the order's currency (an order invoiced in its own currency needs no rate).
 * VAT = total with VAT − total without. A credit note is a value without VAT; the customer owes
 * the invoice's total with VAT less the credit notes with the invoice's own VAT ratio.
 */
import { Decimal } from 'decimal.js';
import { z } from 'zod';
import { documentNumber, lkey, logisticsDay, moneyAmount } from './fields';

export const invoiceInputSchema = (today: string) =>
  z
    .object({
      number: documentNumber(lkey('invoiceNumberRequired')),
      invoiceDate: logisticsDay(lkey('invoiceDateRequired'), { max: today }),
      totalWithoutIva: moneyAmount(lkey('totalWithoutIvaRequired'), lkey('amountInvalid')),
      totalWithIva: moneyAmount(lkey('totalWithIvaRequired'), lkey('amountInvalid')),
      /** The invoice file: a document uploaded first (POST …/logistics/files), optional until sent. */
      documentId: z.uuid('validation.uuid').nullish(),
      /** Present when changing a recorded invoice. */
      version: z.number().int().min(1, 'validation.tooSmall').optional(),
    })
    .strict()
    .superRefine((v, ctx) => {
      if (new Decimal(v.totalWithIva).lt(v.totalWithoutIva))
        ctx.addIssue({ code: 'custom', path: ['totalWithIva'], message: lkey('totalWithIvaBelowWithout') });
      if (new Decimal(v.totalWithoutIva).lte(0))
        ctx.addIssue({ code: 'custom', path: ['totalWithoutIva'], message: lkey('amountPositive') });
    });
export type InvoiceInput = z.input<ReturnType<typeof invoiceInputSchema>>;
export type InvoiceBody = z.output<ReturnType<typeof invoiceInputSchema>>;

export const creditNoteInputSchema = (today: string) =>
  z
    .object({
      number: documentNumber(lkey('creditNoteNumberRequired')),
      creditDate: logisticsDay(lkey('creditDateRequired'), { max: today }),
      totalValue: moneyAmount(lkey('creditValueRequired'), lkey('amountInvalid')).refine(
        (v) => new Decimal(v).gt(0),
        lkey('amountPositive'),
      ),
      documentId: z.uuid('validation.uuid').nullish(),
    })
    .strict();
export type CreditNoteInput = z.input<ReturnType<typeof creditNoteInputSchema>>;
export type CreditNoteBody = z.output<ReturnType<typeof creditNoteInputSchema>>;

export interface InvoiceAmounts {
  totalWithoutIva: Decimal.Value;
  totalWithIva: Decimal.Value;
  creditNotesWithoutIva: Decimal.Value;
}

/** VAT of an invoice (the original's "VAT = total with IVA minus total without IVA"). */
export const ivaOf = (i: Pick<InvoiceAmounts, 'totalWithoutIva' | 'totalWithIva'>) =>
  new Decimal(i.totalWithIva).minus(i.totalWithoutIva);

/** What the customer owes for the invoice: with VAT, less the credit notes grossed up by its VAT ratio. */
export function netWithIva(i: InvoiceAmounts): Decimal {
  const without = new Decimal(i.totalWithoutIva);
  const withIva = new Decimal(i.totalWithIva);
  const credits = new Decimal(i.creditNotesWithoutIva);
  if (without.lte(0)) return Decimal.max(withIva.minus(credits), 0);
  const ratio = withIva.dividedBy(without);
  return Decimal.max(withIva.minus(credits.times(ratio)), 0).toDecimalPlaces(2);
}

/** Credit notes may not take more than the invoice's total without VAT. */
export function creditExceeds(i: InvoiceAmounts, more: Decimal.Value): boolean {
  return new Decimal(i.creditNotesWithoutIva).plus(more).gt(i.totalWithoutIva);
}

/**
 * The amount an order's payments must cover: once invoiced, what its invoices owe (net of credit
 * notes); before, its total with taxes.
 */
export function amountDue(
  orderTotalWithTaxes: Decimal.Value,
  invoicesNet: readonly Decimal.Value[],
): Decimal {
  if (invoicesNet.length === 0) return new Decimal(orderTotalWithTaxes);
  return invoicesNet.reduce<Decimal>((s, v) => s.plus(v), new Decimal(0));
}

/** The order's payment status: its payments against what is due (`amountDue`). */
export function paymentStatusOf(paid: Decimal.Value, due: Decimal.Value): 'PENDING' | 'PARTIAL' | 'PAID' {
  const p = new Decimal(paid);
  if (p.gte(due) && new Decimal(due).gt(0)) return 'PAID';
  return p.gt(0) ? 'PARTIAL' : 'PENDING';
}

/** The order's payments spread over its invoices, oldest first: what each invoice has paid. */
export function applyPayments(
  paid: Decimal.Value,
  invoices: readonly { id: string; netWithIva: Decimal.Value }[],
): Map<string, string> {
  let left = new Decimal(paid);
  const out = new Map<string, string>();
  for (const inv of invoices) {
    const take = Decimal.min(left, inv.netWithIva);
    out.set(inv.id, Decimal.max(take, 0).toFixed(2));
    left = left.minus(take);
  }
  return out;
}
