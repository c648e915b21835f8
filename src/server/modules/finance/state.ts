/**
 * An order's finance side as the domain rules read it (`FinanceState`), built from the order row,
 * its `order_finance` row (absent: nothing asked yet) and whether a payment_confirmation document
 * is attached. Every request, decision and view starts here, so the server refuses exactly what
 * the buttons do not offer.
 */
import type { PaymentTerm } from '../../../domain/creditTerms';
import { businessDay } from '../../../domain/dates';
import { daysBetween, type FinanceState } from '../../../domain/finance';
import type { OpsStatus } from '../../../domain/orders/status';
import type { Executor } from '../../db/client';
import type { OrderRow } from '../orders';
import { financeRowOf, hasPaymentConfirmation, type OrderFinanceRow } from './queries';

export { type OrderFinanceRow, saveFinance } from './queries';

/** Whole business days (Mexico City) since an instant; null when it never happened. */
export function daysSince(at: Date | null, now: Date): number | null {
  return at ? daysBetween(businessDay(at), businessDay(now)) : null;
}

export function financeStateOf(
  order: Pick<OrderRow, 'opsStatus' | 'financeStatus' | 'paymentTerm'>,
  finance: Pick<
    OrderFinanceRow,
    'releaseRequestedAt' | 'paymentRequestedAt' | 'isPaymentValidated' | 'isApprovedForRelease'
  > | null,
  hasPaymentConfirmation: boolean,
  now: Date,
): FinanceState {
  return {
    opsStatus: order.opsStatus as OpsStatus,
    financeStatus: order.financeStatus,
    paymentTerm: order.paymentTerm as PaymentTerm,
    isPaymentValidated: finance?.isPaymentValidated ?? false,
    isApprovedForRelease: finance?.isApprovedForRelease ?? false,
    isReleaseRequestedManually: finance?.releaseRequestedAt != null,
    isPaymentReleaseRequestedManually: finance?.paymentRequestedAt != null,
    daysSinceReleaseRequest: daysSince(finance?.releaseRequestedAt ?? null, now),
    daysSincePaymentRequest: daysSince(finance?.paymentRequestedAt ?? null, now),
    hasPaymentConfirmation,
  };
}

export interface LoadedFinance {
  finance: OrderFinanceRow | null;
  state: FinanceState;
}

/** The order's finance row (locked when asked) and its state now. */
export async function loadFinance(
  db: Executor,
  order: OrderRow,
  now: Date,
  options: { forUpdate?: boolean } = {},
): Promise<LoadedFinance> {
  const finance = await financeRowOf(db, order.id, options);
  const confirmation = await hasPaymentConfirmation(db, order.id);
  return { finance, state: financeStateOf(order, finance, confirmation, now) };
}
