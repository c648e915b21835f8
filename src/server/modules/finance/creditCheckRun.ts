/**
 * Runs the automatic credit check of a release request with this tenant's data:
 * - the customer's credit terms in force today (none: limit 0, days 0, in the order's currency);
 * - its open invoices (not cancelled, not fully paid), converted to the limit's currency with the
 *   order's exchange rate;
 * - what is committed: the customer's other credit orders released by finance and not invoiced yet
 *   (released up to transport assigned, no invoice row for them);
 * - this order's total with taxes in the limit's currency, or 0 for an advance payment already
 *   validated: prepaid, it uses no credit and is never an overdraft (overdue invoices still count).
 */
import { Decimal } from 'decimal.js';
import { businessDay } from '../../../domain/dates';
import {
  type CreditCheck,
  type CreditCheckResult,
  creditCheck,
  type OpenInvoice,
} from '../../../domain/finance';
import type { CreditCheckView } from '../../../domain/finance/views';
import type { Currency } from '../../../domain/orders/enums';
import type { Executor } from '../../db/client';
import type { OrderRow } from '../orders';
import { committedTotal, openInvoicesOf, termInForce } from './creditCheckQueries';

/** Converts between USD and MXN with a rate of MXN per USD. */
export function convert(amount: Decimal, from: string, to: string, mxnPerUsd: Decimal): Decimal {
  if (from === to) return amount;
  return from === 'USD' ? amount.times(mxnPerUsd) : amount.div(mxnPerUsd);
}

/** A prepaid order takes no credit, so it is never an overdraft (overdue invoices still count). */
function withoutOverdraft(result: CreditCheckResult): CreditCheckResult {
  if (result === 'rejectedOverdraftAndOverdueInvoices') return 'rejectedOverdueInvoices';
  return result === 'rejectedOverdraft' ? 'approvedForRelease' : result;
}

export interface CreditCheckRun {
  check: CreditCheck;
  view: Omit<CreditCheckView, 'checkedAt'>;
}

export async function runCreditCheck(
  db: Executor,
  order: OrderRow,
  prepaid: boolean,
  now: Date,
): Promise<CreditCheckRun> {
  const today = businessDay(now);
  const term = await termInForce(db, order.customerId, today);
  const currency = (term?.currency ?? order.currency) as Currency;
  const rate = new Decimal(order.exchangeRate);
  const openInvoices: OpenInvoice[] = (await openInvoicesOf(db, order.customerId)).map((i) => ({
    openAmount: convert(new Decimal(i.total).minus(i.paid), i.currency, currency, rate),
    invoiceDate: i.invoiceDate,
  }));
  const committedOrders = new Decimal(await committedTotal(db, order, currency));
  const orderTotal = prepaid
    ? new Decimal(0)
    : new Decimal(currency === 'MXN' ? order.totalWithTaxesMxn : order.totalWithTaxesUsd);
  const creditLimit = new Decimal(term?.creditLimit ?? 0);
  const creditDays = term?.creditDays ?? 0;
  const computed = creditCheck({ creditLimit, creditDays, openInvoices, committedOrders, orderTotal, today });
  const check = prepaid ? { ...computed, result: withoutOverdraft(computed.result) } : computed;
  const invoicesOpen = openInvoices.reduce((s, i) => s.plus(i.openAmount), new Decimal(0));
  return {
    check,
    view: {
      result: check.result,
      termFound: term !== null,
      currency,
      creditLimit: creditLimit.toFixed(2),
      creditDays,
      openInvoices: invoicesOpen.toFixed(2),
      committedOrders: committedOrders.toFixed(2),
      openBalance: check.openBalance.toFixed(2),
      available: check.available.toFixed(2),
      orderTotal: orderTotal.toFixed(2),
      overdueInvoices: check.overdueInvoices,
    },
  };
}
