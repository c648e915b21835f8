/** SQL of the automatic credit check: the customer's term in force, open invoices, committed orders. */
import { and, desc, eq, gte, inArray, isNull, lte, ne, notExists, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { customerCreditTerms, customerInvoices, orders } from '../../db/schema';
import type { OrderRow } from '../orders';

/** Released by finance and not invoiced yet: credit already promised to the customer. */
export const COMMITTED_STATUSES = [
  'APROBADO_POR_FINANZAS',
  'MATERIAL_ASIGNADO',
  'EMBARCADO/PROGRAMADO',
  'TRANSPORTE_ASIGNADO',
] as const;

export async function termInForce(db: Executor, customerId: string, today: string) {
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

/**
 * Invoices not cancelled and not fully paid. What the customer owes on one is its net (total with
 * VAT less its credit notes), so `total` is the net and the filter is the partial index's predicate
 * (customer_invoices_customer_open), which the planner then uses.
 */
export function openInvoicesOf(db: Executor, customerId: string) {
  return db
    .select({
      currency: customerInvoices.currency,
      total: customerInvoices.netWithIva,
      paid: customerInvoices.paidAmount,
      invoiceDate: customerInvoices.invoiceDate,
    })
    .from(customerInvoices)
    .where(
      and(eq(customerInvoices.customerId, customerId), sql`paid_amount < net_with_iva and not is_cancelled`),
    );
}

/** The customer's other credit orders released and not invoiced: their total in `currency`. */
export async function committedTotal(db: Executor, order: OrderRow, currency: string): Promise<string> {
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
  return row?.total ?? '0';
}
