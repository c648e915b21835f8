/**
 * What every allocation change ends with: whether the order's requirements are all covered now
 * (MATERIAL_ASIGNADO) or no longer (back to APROBADO_POR_FINANZAS), the order's version bumped,
 * and the timeline rows of the change and of the status move.
 */
import { isFullyAllocated, requirementsOf } from '../../../../domain/inventory/allocation';
import type { Tx } from '../../../db/client';
import { notifyStepReached } from '../../notifications';
import { type HistoryEntry, type OrderRow, recordHistory } from '../../orders';
import { allocationsOf, orderItemsOf, touchOrder } from './queries';

/** The status the coverage calls for, or undefined when the order stays where it is. */
export function coverageStatus(opsStatus: string, fullyAllocated: boolean): string | undefined {
  if (fullyAllocated && opsStatus === 'APROBADO_POR_FINANZAS') return 'MATERIAL_ASIGNADO';
  if (!fullyAllocated && opsStatus === 'MATERIAL_ASIGNADO') return 'APROBADO_POR_FINANZAS';
  return undefined;
}

/** After the allocation rows changed (inside the change's transaction, the order row locked). */
export async function settleOrder(
  db: Tx,
  order: OrderRow,
  userId: string,
  entries: readonly HistoryEntry[],
): Promise<void> {
  const requirements = requirementsOf(await orderItemsOf(db, order.id));
  const full = isFullyAllocated(requirements, await allocationsOf(db, order.id));
  const next = coverageStatus(order.opsStatus, full);
  await touchOrder(db, order.id, next);
  await recordHistory(db, [
    ...entries,
    ...(next
      ? [
          {
            orderId: order.id,
            userId,
            event: 'statusChanged' as const,
            fromStatus: order.opsStatus,
            toStatus: next,
            data: { reason: full ? 'materialAllocated' : 'materialMissing' },
          },
        ]
      : []),
  ]);
  if (next)
    await notifyStepReached(db, { orderId: order.id, from: order.opsStatus, to: next, actorId: userId });
}
