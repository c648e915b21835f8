/**
 * The seller's requests (ORDER_CREDIT_REQUESTS write): release and payment validation. Allowed
 * exactly when `sellerButtons` offers that button enabled; otherwise 409 with the reason. A release
 * request runs the automatic credit check; when it approves, the order is released at once (an
 * approved order offers finance only "retain", as a released one), otherwise it waits in "release
 * missing" with the check beside finance's buttons. A resend after 3 days records the request
 * again and checks again. Finance (ORDER_DETAIL_CREDIT write) may also request the release of a
 * retained order (a retained order shows "request release").
 */
import { financeActions, RESEND_AFTER_DAYS, type SellerButton, sellerButtons } from '../../../domain/finance';
import type { Actor } from '../../actor';
import type { Executor, Tx } from '../../db/client';
import { conflict, forbidden } from '../../errors';
import { notify } from '../notifications';
import { recordHistory, visibleOrder } from '../orders';
import { financePermissions } from './caller';
import { runCreditCheck } from './creditCheckRun';
import { releaseOrder, reopenRetained } from './orderStatus';
import { tenantHasExternalErp } from './queries';
import { type LoadedFinance, loadFinance, saveFinance } from './state';

export type RequestOutcome = 'requested' | 'released' | 'paymentRequested';

async function sellerButtonFor(
  db: Executor,
  loaded: LoadedFinance,
  order: { tenantId: string; externalId: string | null },
  kind: SellerButton['kind'],
): Promise<SellerButton> {
  const buttons = sellerButtons(loaded.state, {
    canRead: true,
    canWrite: true,
    tenantHasExternalErp: await tenantHasExternalErp(db, order.tenantId),
    externalId: order.externalId,
  });
  if (!buttons.show) {
    throw conflict(
      buttons.reason === 'externalIdRequired' ? 'finance.externalIdRequired' : 'finance.requestNotApplicable',
    );
  }
  const button = buttons.buttons.find((b) => b.kind === kind);
  if (!button) {
    throw conflict(
      kind === 'requestRelease' ? 'finance.paymentValidationFirst' : 'finance.releaseInsteadOfPayment',
    );
  }
  if (button.disabled) {
    const key =
      kind === 'requestRelease' ? 'finance.releaseAlreadyRequested' : 'finance.paymentAlreadyRequested';
    throw conflict(key, { days: RESEND_AFTER_DAYS });
  }
  return button;
}

/** `POST /api/orders/request-release/{id}`. */
export async function requestRelease(db: Tx, actor: Actor, orderId: string): Promise<RequestOutcome> {
  const { now } = actor;
  const order = await visibleOrder(db, actor, orderId, { forUpdate: true });
  const loaded = await loadFinance(db, order, now, { forUpdate: true });
  const perms = financePermissions(actor.claims);
  const byFinance = perms.creditWrite && financeActions(loaded.state, true).includes('requestRelease');
  if (!perms.requestsWrite && !byFinance) throw forbidden();
  if (byFinance) {
    if ((await tenantHasExternalErp(db, order.tenantId)) && !order.externalId?.trim()) {
      throw conflict('finance.externalIdRequired');
    }
  } else {
    await sellerButtonFor(db, loaded, order, 'requestRelease');
  }

  const userId = actor.claims.sub;
  const resend = loaded.state.isReleaseRequestedManually;
  const current = order.opsStatus === 'ORDEN_RETENIDA' ? await reopenRetained(db, order, userId) : order;
  const prepaid = loaded.state.paymentTerm === 'ADVANCE_PAYMENT' && loaded.state.isPaymentValidated;
  const { check, view } = await runCreditCheck(db, current, prepaid, now);
  const approved = check.result === 'approvedForRelease';
  await saveFinance(db, order.id, {
    releaseRequestedAt: now,
    releaseRequestedById: userId,
    creditCheckResult: check.result,
    creditCheck: { ...view, checkedAt: now.toISOString() },
    creditCheckedAt: now,
    isApprovedForRelease: approved,
    reasonRejected: null,
  });
  await recordHistory(db, [
    { orderId, userId, event: 'releaseRequested', data: { resend } },
    // The check is the system's, not the requester's.
    { orderId, userId: null, event: 'creditChecked', data: { ...view } },
  ]);
  if (!approved) {
    await notify(db, { kind: 'releaseRequested', orderId, actorId: userId, params: { again: resend } });
    return 'requested';
  }
  await releaseOrder(db, current, { userId: null, automatic: true, now, requestedBy: userId });
  return 'released';
}

/** `POST /api/orders/request-payment/{id}`: needs the payment confirmation uploaded first. */
export async function requestPayment(db: Tx, actor: Actor, orderId: string): Promise<RequestOutcome> {
  const { now } = actor;
  const order = await visibleOrder(db, actor, orderId, { forUpdate: true });
  if (!financePermissions(actor.claims).requestsWrite) throw forbidden();
  const loaded = await loadFinance(db, order, now, { forUpdate: true });
  const button = await sellerButtonFor(db, loaded, order, 'requestPayment');
  if (button.kind === 'requestPayment' && button.needsPaymentConfirmation) {
    throw conflict('finance.paymentConfirmationRequired');
  }
  const userId = actor.claims.sub;
  if (order.opsStatus === 'ORDEN_RETENIDA') await reopenRetained(db, order, userId);
  await saveFinance(db, order.id, {
    paymentRequestedAt: now,
    paymentRequestedById: userId,
    reasonRejected: null,
  });
  await recordHistory(db, {
    orderId,
    userId,
    event: 'paymentRequested',
    data: { resend: loaded.state.isPaymentReleaseRequestedManually },
  });
  await notify(db, {
    kind: 'paymentValidationRequested',
    orderId,
    actorId: userId,
    params: { again: loaded.state.isPaymentReleaseRequestedManually },
  });
  return 'paymentRequested';
}
