/**
 * `GET /api/orders/{id}/finance`: the order's finance side for the caller — state, last credit
 * check, reject reasons and retention text, the queue it is in, the seller's and finance's buttons
 * as the caller may use them, and the payments panel (ORDER_DETAIL_CREDIT read).
 */
import {
  financeActions,
  financeQueueOf,
  pendingAreaOf,
  retentionMessage,
  sellerButtons,
} from '../../../domain/finance';
import { type CreditCheckView, creditCheckViewSchema, type FinanceView } from '../../../domain/finance/views';
import type { Translate } from '../../../domain/i18n';
import { displayOrderNumber } from '../../../domain/orders/views';
import type { Actor } from '../../actor';
import type { Executor } from '../../db/client';
import { type OrderRow, visibleOrder } from '../orders';
import { financePermissions, peopleById } from './caller';
import { paymentValidationRefusal } from './decisions';
import { paymentsPanel } from './payments';
import { tenantHasExternalErp } from './queries';
import { loadFinance } from './state';

/** The stored check, if it still reads as one (older rows or a changed shape show as none). */
function storedCheck(value: unknown): CreditCheckView | null {
  const parsed = creditCheckViewSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** The retention sentence: finance's own words, else by the last reject reason. */
export function retentionText(
  t: Translate,
  reasonRejected: string | null,
  rejectReasons: readonly { actionType: string }[],
): string {
  const message = retentionMessage(reasonRejected, rejectReasons);
  return 'text' in message ? message.text : t(`finance.retention.${message.key}`);
}

export async function financeViewOf(db: Executor, actor: Actor, order: OrderRow): Promise<FinanceView> {
  const { finance, state } = await loadFinance(db, order, actor.now);
  const perms = financePermissions(actor.claims);
  const people = await peopleById(db, [
    finance?.releaseRequestedById,
    finance?.paymentRequestedById,
    finance?.paymentValidatedById,
    finance?.decidedById,
  ]);
  const event = (at: Date | null | undefined, by: string | null | undefined) =>
    at ? { at: at.toISOString(), by: (by && people.get(by)) || null } : null;
  const rejectReasons = finance?.rejectReasons ?? [];
  return {
    orderId: order.id,
    displayNumber: displayOrderNumber(order),
    version: order.version,
    state,
    releaseRequest: event(finance?.releaseRequestedAt, finance?.releaseRequestedById),
    paymentRequest: event(finance?.paymentRequestedAt, finance?.paymentRequestedById),
    paymentValidation: event(finance?.paymentValidatedAt, finance?.paymentValidatedById),
    decision: event(finance?.decidedAt, finance?.decidedById),
    creditCheck: perms.creditRead ? storedCheck(finance?.creditCheck) : null,
    rejectReasons: rejectReasons.map((r) => ({ actionType: r.actionType, at: r.at ?? null })),
    reasonRejected: finance?.reasonRejected ?? null,
    retention:
      state.opsStatus === 'ORDEN_RETENIDA'
        ? { message: retentionText(actor.t, finance?.reasonRejected ?? null, rejectReasons) }
        : null,
    queue: financeQueueOf(state),
    area: pendingAreaOf(state),
    sellerButtons: sellerButtons(state, {
      canRead: perms.requestsRead,
      canWrite: perms.requestsWrite,
      tenantHasExternalErp: await tenantHasExternalErp(db, order.tenantId),
      externalId: order.externalId,
    }),
    // Finance's buttons only for whoever may press them: a role that can never decide sees none.
    financeActions: financeActions(state, perms.creditWrite),
    canDecide: perms.creditWrite,
    canValidatePayment: perms.creditWrite && paymentValidationRefusal(state) === null,
    payments: perms.creditRead ? await paymentsPanel(db, order, perms.creditWrite) : null,
  };
}

export async function financeView(db: Executor, actor: Actor, orderId: string): Promise<FinanceView> {
  return financeViewOf(db, actor, await visibleOrder(db, actor, orderId));
}
