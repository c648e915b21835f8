/**
 * Cancelling an order: irreversible; a reason from the list or 'other' with its text. Refused
 * once the order is shipped or scheduled, delivered, or already cancelled.
 */
import type { Locale } from '../../../../domain/i18n';
import { hasReached, type OpsStatus } from '../../../../domain/orders/status';
import type { CancellationReason, OrderCancelInput } from '../../../../domain/orders/views';
import type { Actor } from '../../../actor';
import type { Executor, Tx } from '../../../db/client';
import { badRequest, conflict, staleVersion } from '../../../errors';
import { releaseOrderMaterial } from '../../inventory';
import { notify } from '../../notifications';
import { visibleOrder } from '../access';
import { ordersText } from '../documents/texts';
import { recordHistory } from '../history';
import { activeCancelReason, activeReasons, markCancelled } from './queries';

export async function incidentReasons(
  db: Executor,
  type: string,
  locale: Locale,
): Promise<CancellationReason[]> {
  const rows = await activeReasons(db, type);
  return rows.map((r) => ({
    id: r.id,
    description: locale === 'en' ? r.descriptionEn : r.descriptionEs,
    isOther: r.isOther,
  }));
}

/** Why this order can no longer be cancelled, or null when it can. */
export function cancelRefusal(order: { opsStatus: string; isDelivered: boolean }): string | null {
  const status = order.opsStatus as OpsStatus;
  if (status === 'ORDEN_CANCELADA') return ordersText('cancel.alreadyCancelled');
  if (order.isDelivered || hasReached(status, 'ORDEN_ENTREGADA')) return ordersText('cancel.delivered');
  if (hasReached(status, 'EMBARCADO/PROGRAMADO')) return ordersText('cancel.shipped');
  return null;
}

export interface CancelResult {
  id: string;
  opsStatus: string;
  version: number;
  cancellation: { reasonId: string; reason: string; other: string | null; at: string };
}

export async function cancelOrder(
  db: Tx,
  actor: Actor,
  orderId: string,
  input: OrderCancelInput,
): Promise<CancelResult> {
  const { claims, locale } = actor;
  const order = await visibleOrder(db, actor, orderId, { forUpdate: true });
  if (input.version !== undefined && input.version !== order.version) throw staleVersion();
  const refusal = cancelRefusal(order);
  if (refusal) throw conflict(refusal);
  const reason = await activeCancelReason(db, input.reasonId);
  if (!reason) throw badRequest(ordersText('cancel.reasonNotFound'));
  const other = input.otherReason?.trim() || null;
  if (reason.isOther && !other) throw badRequest('validation.orders.cancelOtherRequired');
  const at = new Date();
  const version = await markCancelled(db, orderId, {
    reasonId: reason.id,
    other: reason.isOther ? other : null,
    at,
    byId: claims.sub,
    version: order.version + 1,
  });
  await recordHistory(db, {
    orderId,
    userId: claims.sub,
    event: 'cancelled',
    fromStatus: order.opsStatus,
    toStatus: 'ORDEN_CANCELADA',
    data: {
      reasonId: reason.id,
      reasonCode: reason.code,
      reason: reason.descriptionEs,
      reasonEn: reason.descriptionEn,
      other: reason.isOther ? other : null,
    },
  });
  // The lots promised to it are free again for other orders.
  await releaseOrderMaterial(db, orderId, claims.sub);
  const why = (description: string) => (reason.isOther && other ? `${description}: ${other}` : description);
  await notify(db, {
    kind: 'orderCancelled',
    orderId,
    actorId: claims.sub,
    params: { reason: { es: why(reason.descriptionEs), en: why(reason.descriptionEn) } },
  });
  return {
    id: orderId,
    opsStatus: 'ORDEN_CANCELADA',
    version: version ?? order.version + 1,
    cancellation: {
      reasonId: reason.id,
      reason: locale === 'en' ? reason.descriptionEn : reason.descriptionEs,
      other: reason.isOther ? other : null,
      at: at.toISOString(),
    },
  };
}
