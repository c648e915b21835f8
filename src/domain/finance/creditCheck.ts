/**
 * The automatic credit check run when a release is requested: from the
 * customer's credit terms and open invoices, the order is approved for release, or rejected for
 * overdraft (open balance + this order above the credit limit), for overdue invoices (an invoice
 * unpaid past its credit days), or for both. Finance still decides by hand; this is advice shown
 * beside the buttons, and what the seller's queue says while finance has not answered.
 */
import { Decimal } from 'decimal.js';

export const CREDIT_CHECK_RESULTS = [
  'approvedForRelease',
  'rejectedOverdraft',
  'rejectedOverdueInvoices',
  'rejectedOverdraftAndOverdueInvoices',
] as const;
export type CreditCheckResult = (typeof CREDIT_CHECK_RESULTS)[number];

export interface OpenInvoice {
  /** Amount still unpaid, in the credit limit's currency. */
  openAmount: Decimal;
  /** 'yyyy-mm-dd' of the invoice. */
  invoiceDate: string;
}

export interface CreditCheckInput {
  /** In the credit limit's currency; 0 for advance payment. */
  creditLimit: Decimal;
  creditDays: number;
  /** Unpaid invoices and released-but-not-invoiced orders count toward the balance. */
  openInvoices: readonly OpenInvoice[];
  /** Other released orders not invoiced yet, already committed against the limit. */
  committedOrders: Decimal;
  /** This order's total with taxes, in the limit's currency. */
  orderTotal: Decimal;
  /** 'yyyy-mm-dd' in Mexico City. */
  today: string;
}

export interface CreditCheck {
  result: CreditCheckResult;
  openBalance: Decimal;
  /** Credit left before this order (may be negative). */
  available: Decimal;
  overdueInvoices: number;
}

const DAY_MS = 86_400_000;

/** Whole days from `from` to `to` (both 'yyyy-mm-dd'); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** An invoice is overdue once more days than the credit days have passed since it was issued. */
export function isOverdue(invoice: OpenInvoice, creditDays: number, today: string): boolean {
  return invoice.openAmount.gt(0) && daysBetween(invoice.invoiceDate, today) > creditDays;
}

export function creditCheck(input: CreditCheckInput): CreditCheck {
  const openBalance = input.openInvoices
    .reduce((sum, i) => sum.plus(i.openAmount), new Decimal(0))
    .plus(input.committedOrders);
  const available = input.creditLimit.minus(openBalance);
  const overdraft = openBalance.plus(input.orderTotal).gt(input.creditLimit);
  const overdueInvoices = input.openInvoices.filter((i) =>
    isOverdue(i, input.creditDays, input.today),
  ).length;
  const overdue = overdueInvoices > 0;
  const result: CreditCheckResult =
    overdraft && overdue
      ? 'rejectedOverdraftAndOverdueInvoices'
      : overdraft
        ? 'rejectedOverdraft'
        : overdue
          ? 'rejectedOverdueInvoices'
          : 'approvedForRelease';
  return { result, openBalance, available, overdueInvoices };
}
