/**
 * Which release / payment buttons an order shows, case by case. The order page and the queues render from this; the server
 * refuses the same requests with the same reasons.
 */
import { awaitsFinance, canResend, type FinanceState, isFinanceReleased } from './state';

export type SellerButton =
  | { kind: 'requestRelease'; resend: boolean; disabled: boolean; labelKey: SellerLabelKey }
  | {
      kind: 'requestPayment';
      resend: boolean;
      disabled: boolean;
      labelKey: SellerLabelKey;
      /** No payment confirmation yet: the upload modal opens first, its type locked. */
      needsPaymentConfirmation: boolean;
    };

/** Keys under `app.finance.buttons`. */
export type SellerLabelKey =
  | 'requestRelease'
  | 'resendRelease'
  | 'releaseRequested'
  | 'requestPayment'
  | 'resendPayment'
  | 'paymentSent';

export interface SellerButtonsContext {
  /** ORDER_CREDIT_REQUESTS read. */
  canRead: boolean;
  /** ORDER_CREDIT_REQUESTS write: without it the buttons show disabled with the no-permission text. */
  canWrite: boolean;
  tenantHasExternalErp: boolean;
  externalId: string | null;
}

export type SellerButtons =
  | { show: false; reason: 'noPermission' | 'externalIdRequired' | 'notApplicable' }
  | { show: true; buttons: SellerButton[]; noWritePermission: boolean };

function sellerButtonsOf(s: FinanceState): SellerButton[] {
  if (isFinanceReleased(s) || !['ORDEN_CREADA', 'EFIRMA_CLIENTE', 'ORDEN_RETENIDA'].includes(s.opsStatus)) {
    return [];
  }
  const payment = (resendable: boolean, requested: boolean): SellerButton => ({
    kind: 'requestPayment',
    resend: requested && resendable,
    disabled: requested && !resendable,
    labelKey: requested ? (resendable ? 'resendPayment' : 'paymentSent') : 'requestPayment',
    needsPaymentConfirmation: !s.hasPaymentConfirmation,
  });
  const release = (resendable: boolean, requested: boolean): SellerButton => ({
    kind: 'requestRelease',
    resend: requested && resendable,
    disabled: requested && !resendable,
    labelKey: requested ? (resendable ? 'resendRelease' : 'releaseRequested') : 'requestRelease',
  });
  if (s.isPaymentReleaseRequestedManually && !s.isPaymentValidated) {
    return [payment(canResend(s.daysSincePaymentRequest), true)];
  }
  if (s.isPaymentValidated && !s.isReleaseRequestedManually) return [release(false, false)];
  if (s.isReleaseRequestedManually) {
    return s.isApprovedForRelease ? [] : [release(canResend(s.daysSinceReleaseRequest), true)];
  }
  return s.paymentTerm === 'CREDIT' ? [release(false, false)] : [payment(false, false)];
}

export function sellerButtons(s: FinanceState, ctx: SellerButtonsContext): SellerButtons {
  if (!ctx.canRead) return { show: false, reason: 'noPermission' };
  if (ctx.tenantHasExternalErp && !ctx.externalId?.trim())
    return { show: false, reason: 'externalIdRequired' };
  const buttons = sellerButtonsOf(s);
  if (buttons.length === 0) return { show: false, reason: 'notApplicable' };
  return {
    show: true,
    noWritePermission: !ctx.canWrite,
    buttons: ctx.canWrite ? buttons : buttons.map((b) => ({ ...b, disabled: true })),
  };
}

export type FinanceAction = 'release' | 'retain' | 'requestRelease';

/**
 * Finance's buttons (ORDER_DETAIL_CREDIT read to see them, write to use them). Hidden for advance
 * payment until the payment is validated: treasury answers first.
 */
export function financeActions(s: FinanceState, canRead: boolean): FinanceAction[] {
  if (!canRead) return [];
  if (s.paymentTerm === 'ADVANCE_PAYMENT' && !s.isPaymentValidated) return [];
  if (s.opsStatus === 'ORDEN_RETENIDA') return ['requestRelease'];
  if (isFinanceReleased(s) || s.isApprovedForRelease) {
    return s.opsStatus === 'APROBADO_POR_FINANZAS' || awaitsFinance(s) ? ['retain'] : [];
  }
  return awaitsFinance(s) ? ['release', 'retain'] : [];
}
