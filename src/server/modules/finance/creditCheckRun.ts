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
import { and, desc, eq, gte, inArray, isNull, lt, lte, ne, notExists, or, sql } from 'drizzle-orm';
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
import { customerCreditTerms, customerInvoices, orders } from '../../db/schema';
import type { OrderRow } from '../orders/access';

/** Released by finance and not invoiced yet: credit already promised to the customer. */
export const COMMITTED_STATUSES = [
  'APROBADO_POR_FINANZAS',
  'MATERIAL_ASIGNADO',
  'EMBARCADO/PROGRAMADO',
  'TRANSPORTE_ASIGNADO',
] as const;

/** Converts between USD and MXN with a rate of MXN per USD. */
export function convert(amount: Decimal, from: string, to: string, mxnPerUsd: Decimal): Decimal {
  if (from === to) return amount;
  return from === 'USD' ? amount.times(mxnPerUsd) : amount.div(mxnPerUsd);
}

async function termInForce(db: Executor, customerId: string, today: string) {
  const [term] = await db
    .select({
      creditLimit: customerCreditTerms.creditLimit,
      currency: customerCreditTerms.currency,
      creditDays: customerCreditTerms.creditDays,
    })
    .from(customerCreditTerms)
    .where(
      and(
        eq(customerCreditTerms.customerId, customerId),
        lte(customerCreditTerms.validFrom, today),
        or(isNull(customerCreditTerms.validTo), gte(customerCreditTerms.validTo, today)),
      ),
    )
    .orderBy(desc(customerCreditTerms.validFrom))
    .limit(1);
  return term ?? null;
}

async function openInvoicesOf(db: Executor, customerId: string) {
  return db
    .select({
      currency: customerInvoices.currency,
      total: customerInvoices.totalWithIva,
      paid: customerInvoices.paidAmount,
      invoiceDate: customerInvoices.invoiceDate,
    })
    .from(customerInvoices)
    .where(
      and(
        eq(customerInvoices.customerId, customerId),
        eq(customerInvoices.isCancelled, false),
        lt(customerInvoices.paidAmount, customerInvoices.totalWithIva),
      ),
    );
}

async function committedOf(db: Executor, order: OrderRow, currency: string): Promise<Decimal> {
  const column = currency === 'MXN' ? orders.totalWithTaxesMxn : orders.totalWithTaxesUsd;
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${column}), 0)` })
    .from(orders)
    .where(
      and(
        eq(orders.customerId, order.customerId),
        ne(orders.id, order.id),
        eq(orders.financeStatus, 'FINANCE_RELEASED'),
        inArray(orders.opsStatus, [...COMMITTED_STATUSES]),
        eq(orders.paymentTerm, 'CREDIT'),
        notExists(
          db
            .select({ one: sql`1` })
            .from(customerInvoices)
            .where(and(eq(customerInvoices.orderId, orders.id), eq(customerInvoices.isCancelled, false))),
        ),
      ),
    );
  return new Decimal(row?.total ?? 0);
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
  const committedOrders = await committedOf(db, order, currency);
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
