/**
 * An order cancelled, or retained by finance, gives its material back: every allocation's kilos
 * return to their lots (RELEASED movements) and the allocations go, inside the cancellation's or
 * retention's transaction (the order row already locked by it). Both are refused once a shipment
 * is scheduled, so nothing of these allocations has left a warehouse.
 */
import { Decimal } from 'decimal.js';
import type { Tx } from '../../../db/client';
import { recordHistory } from '../../orders';
import { giveBackToLot } from '../ledgerQueries';
import { byLotId, kgOut } from './orderAccess';
import { allocationsOf, deleteAllocations } from './queries';

export async function releaseOrderMaterial(
  db: Tx,
  orderId: string,
  userId: string | null,
  reason: 'orderCancelled' | 'orderRetained' = 'orderCancelled',
): Promise<void> {
  const allocations = await allocationsOf(db, orderId);
  if (allocations.length === 0) return;
  let total = new Decimal(0);
  for (const a of [...allocations].sort(byLotId)) {
    const kg = new Decimal(a.allocatedKg).minus(a.shippedKg);
    if (kg.lte(0)) continue;
    await giveBackToLot(db, a.lotId, kg, 'RELEASED', {
      userId,
      orderId,
      allocationId: a.id,
      data: { reason },
    });
    total = total.plus(kg);
  }
  await deleteAllocations(
    db,
    allocations.map((a) => a.id),
  );
  await recordHistory(db, {
    orderId,
    userId,
    event: 'materialReleased',
    data: { lots: allocations.map((a) => a.lot), quantityKg: kgOut(total), reason },
  });
}
