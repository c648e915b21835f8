/**
 * The finance queues of the home dashboard, and which one an order is
 * in: exactly one or none, so a queue never shows an order that belongs elsewhere.
 */
import { awaitsFinance, type FinanceState, isFinanceReleased } from './state';

export const FINANCE_QUEUES = [
  'PENDINGRELEASEREQUEST',
  'PENDINGVALIDATEPAYMENTREQUEST',
  'NOT_ANSWERED',
  'HELD',
  'APPROVED',
] as const;
export type FinanceQueue = (typeof FINANCE_QUEUES)[number];

/** Who must answer a pending request: credit for releases, treasury for payment validations. */
export type FinanceArea = 'CREDIT' | 'TREASURY';

export function financeQueueOf(s: FinanceState): FinanceQueue | null {
  if (s.opsStatus === 'ORDEN_RETENIDA') return 'HELD';
  if (s.opsStatus === 'APROBADO_POR_FINANZAS' && isFinanceReleased(s)) return 'APPROVED';
  if (!awaitsFinance(s)) return null;
  const paymentPending = s.isPaymentReleaseRequestedManually && !s.isPaymentValidated;
  if (paymentPending || s.isReleaseRequestedManually) return 'NOT_ANSWERED';
  if (s.paymentTerm === 'ADVANCE_PAYMENT' && !s.isPaymentValidated) return 'PENDINGVALIDATEPAYMENTREQUEST';
  return 'PENDINGRELEASEREQUEST';
}

/** The area badge of the 'release missing' queue. */
export function pendingAreaOf(s: FinanceState): FinanceArea | null {
  if (financeQueueOf(s) !== 'NOT_ANSWERED') return null;
  return s.isPaymentReleaseRequestedManually && !s.isPaymentValidated ? 'TREASURY' : 'CREDIT';
}
