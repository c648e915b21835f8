/**
 * Finance's decisions (ORDER_DETAIL_CREDIT write): release, retain with reasons, and treasury's
 * payment validation. Allowed exactly as `financeActions` shows the buttons (409 otherwise); an
 * advance-payment order is never released before its payment is validated. Each checks the
 * optional `version`, bumps it, and writes a history row with who and why.
 */
import { financeActions, rejectCodesOf } from '../../../domain/finance';
import type { ReleaseBody, RetainBody } from '../../../domain/finance/views';
import type { Actor } from '../../actor';
import type { Executor, Tx } from '../../db/client';
import type { StoredRejectReason } from '../../db/schema/finance';
import { conflict } from '../../errors';
import { releaseOrderMaterial } from '../inventory';
import { notify } from '../notifications';
import { recordHistory, visibleOrder } from '../orders';
import { checkVersion } from './caller';
import { releaseOrder, retainOrder, touchOrder } from './orderStatus';
import { loadFinance, saveFinance } from './state';

/** Statuses in which treasury may still validate an advance payment (before any release). */
const VALIDATABLE = ['ORDEN_CREADA', 'EFIRMA_CLIENTE', 'ORDEN_RETENIDA'];

async function lockedOrder(db: Executor, actor: Actor, orderId: string) {
  const order = await visibleOrder(db, actor, orderId, { forUpdate: true });
  const loaded = await loadFinance(db, order, actor.now, { forUpdate: true });
  return { order, ...loaded };
}

/** `PUT /api/orders/{id}/finance/release`. */
export async function releaseByFinance(
  db: Tx,
  actor: Actor,
  orderId: string,
  body: ReleaseBody,
): Promise<void> {
  const { now } = actor;
  const { order, state } = await lockedOrder(db, actor, orderId);
  checkVersion(order, body.version);
  if (!financeActions(state, true).includes('release')) {
    const advancePending = state.paymentTerm === 'ADVANCE_PAYMENT' && !state.isPaymentValidated;
    throw conflict(advancePending ? 'finance.advancePaymentNotValidated' : 'finance.releaseNotAllowed');
  }
  await releaseOrder(db, order, { userId: actor.claims.sub, automatic: false, comment: body.comment, now });
}

/** `PUT /api/orders/{id}/finance/retain`: reasons appended, request flags cleared (it may be requested again). */
export async function retainByFinance(
  db: Tx,
  actor: Actor,
  orderId: string,
  body: RetainBody,
): Promise<void> {
  const { now } = actor;
  const { order, state, finance } = await lockedOrder(db, actor, orderId);
  checkVersion(order, body.version);
  if (!financeActions(state, true).includes('retain')) throw conflict('finance.retainNotAllowed');
  const userId = actor.claims.sub;
  const codes = rejectCodesOf(body.reason);
  const added: StoredRejectReason[] = codes.map((actionType) => ({
    actionType,
    at: now.toISOString(),
    byId: userId,
  }));
  await retainOrder(db, order);
  // A released order may hold part of its material already: retained, it waits for finance again
  // and must not keep stock others could ship.
  await releaseOrderMaterial(db, order.id, userId, 'orderRetained');
  await saveFinance(db, order.id, {
    rejectReasons: [...(finance?.rejectReasons ?? []), ...added],
    reasonRejected: body.comment?.trim() || null,
    decidedAt: now,
    decidedById: userId,
    releaseRequestedAt: null,
    paymentRequestedAt: null,
    isApprovedForRelease: false,
  });
  await recordHistory(db, {
    orderId,
    userId,
    event: 'retained',
    fromStatus: order.opsStatus,
    toStatus: 'ORDEN_RETENIDA',
    data: { reason: body.reason, codes, ...(body.comment?.trim() ? { comment: body.comment.trim() } : {}) },
  });
  await notify(db, {
    kind: 'orderRetained',
    orderId,
    actorId: userId,
    params: { reason: body.reason, comment: body.comment },
  });
}

/** Why treasury may not validate now (null: it may). Shared with the finance view's `canValidatePayment`. */
export function paymentValidationRefusal(state: {
  paymentTerm: string;
  isPaymentValidated: boolean;
  opsStatus: string;
  hasPaymentConfirmation: boolean;
}): string | null {
  if (state.paymentTerm !== 'ADVANCE_PAYMENT') return 'finance.onlyAdvancePayment';
  if (state.isPaymentValidated) return 'finance.paymentAlreadyValidated';
  if (!VALIDATABLE.includes(state.opsStatus)) return 'finance.validateNotAllowed';
  if (!state.hasPaymentConfirmation) return 'finance.receiptMissing';
  return null;
}

/** `PUT /api/orders/{id}/finance/validate-payment`: treasury confirms the advance payment arrived. */
export async function validatePayment(
  db: Tx,
  actor: Actor,
  orderId: string,
  body: ReleaseBody,
): Promise<void> {
  const { now } = actor;
  const { order, state } = await lockedOrder(db, actor, orderId);
  checkVersion(order, body.version);
  const refusal = paymentValidationRefusal(state);
  if (refusal) throw conflict(refusal);
  const userId = actor.claims.sub;
  await touchOrder(db, order);
  await saveFinance(db, order.id, {
    isPaymentValidated: true,
    paymentValidatedAt: now,
    paymentValidatedById: userId,
  });
  await recordHistory(db, {
    orderId,
    userId,
    event: 'paymentValidated',
    data: { automatic: false, ...(body.comment?.trim() ? { comment: body.comment.trim() } : {}) },
  });
}
