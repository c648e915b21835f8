/**
 * The finance side of an order as the buttons and queues read it.
 * Request flags are cleared when finance retains, so a retained order can be requested again.
 */
import type { PaymentTerm } from '../creditTerms';
import type { OpsStatus } from '../orders/status';

export const FINANCE_RELEASED = 'FINANCE_RELEASED';

export interface FinanceState {
  opsStatus: OpsStatus;
  financeStatus: string | null;
  paymentTerm: PaymentTerm;
  isPaymentValidated: boolean;
  /** The automatic credit check approved the release. */
  isApprovedForRelease: boolean;
  isReleaseRequestedManually: boolean;
  /** The seller asked treasury to validate the payment. */
  isPaymentReleaseRequestedManually: boolean;
  /** followUpRequestRelease.daysSinceReleaseRequest (null when never requested). */
  daysSinceReleaseRequest: number | null;
  /** followUpRequestPayment.daysSincePaymentRequest. */
  daysSincePaymentRequest: number | null;
  /** A payment_confirmation document is attached. */
  hasPaymentConfirmation: boolean;
}

/** A request may be sent again once this many days passed without an answer. */
export const RESEND_AFTER_DAYS = 3;

export const canResend = (daysSince: number | null) => daysSince !== null && daysSince >= RESEND_AFTER_DAYS;

export const isFinanceReleased = (s: Pick<FinanceState, 'financeStatus'>) =>
  s.financeStatus === FINANCE_RELEASED;

/** Finance is still to decide: created (or e-signed) and not released, not retained. */
export const awaitsFinance = (s: Pick<FinanceState, 'opsStatus' | 'financeStatus'>) =>
  (s.opsStatus === 'ORDEN_CREADA' || s.opsStatus === 'EFIRMA_CLIENTE') && !isFinanceReleased(s);
