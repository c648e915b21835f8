/**
 * The order's steps that notify when reached: material assigned, then each logistics step. Only a
 * move forward tells anyone (a shipment deleted takes the order back without a word), and a move
 * that skips steps tells the step reached.
 */
import type { NotificationKind } from '../../../domain/notificationKinds';
import { type OpsStatus, stepIndex } from '../../../domain/orders/status';
import type { Tx } from '../../db/client';
import { notify } from './notify';

type StepKind = Extract<
  NotificationKind,
  'materialAssigned' | 'orderShipped' | 'orderInvoiced' | 'transportAssigned' | 'orderDelivered' | 'orderPaid'
>;

const STEP_KINDS: Partial<Record<OpsStatus, StepKind>> = {
  MATERIAL_ASIGNADO: 'materialAssigned',
  'EMBARCADO/PROGRAMADO': 'orderShipped',
  FACTURADO: 'orderInvoiced',
  TRANSPORTE_ASIGNADO: 'transportAssigned',
  ORDEN_ENTREGADA: 'orderDelivered',
  PAGADO: 'orderPaid',
};

export async function notifyStepReached(
  tx: Tx,
  move: { orderId: string; from: string; to: string; actorId: string | null },
): Promise<void> {
  const kind = STEP_KINDS[move.to as OpsStatus];
  if (!kind || stepIndex(move.to as OpsStatus) <= stepIndex(move.from as OpsStatus)) return;
  await notify(tx, { kind, orderId: move.orderId, actorId: move.actorId });
}
