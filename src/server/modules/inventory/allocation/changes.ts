/**
 * Lots assigned by hand (ORDER_DETAIL_INVENTORY write): add one or several lots at once (all or
 * nothing), change an allocation's kilos, remove one. Each locks the order row first, refuses an
 * order whose stage is not open, checks the domain's limits, then moves the stock through the
 * ledger; a lot whose kilos someone took meanwhile refuses the whole change (409, nothing kept).
 */
import { Decimal } from 'decimal.js';
import {
  type AllocationCreate,
  type AllocationProblem,
  type AllocationUpdate,
  allocationProblems,
  type OrderInventory,
  requirementKey,
  requirementsOf,
} from '../../../../domain/inventory/allocation';
import type { Actor } from '../../../actor';
import type { Tx } from '../../../db/client';
import { conflict, invalidFields, notFound, staleVersion } from '../../../errors';
import type { HistoryEntry } from '../../orders';
import { giveBackToLot, takeFromLot } from '../ledgerQueries';
import { byLotId, kgIn, kgOut, orderOpenForChange } from './orderAccess';
import { settleOrder } from './progress';
import {
  allocationOfOrder,
  allocationsOf,
  deleteAllocations,
  insertAllocation,
  lotOffersAmong,
  orderItemsOf,
  setAllocatedKg,
} from './queries';
import { inventoryOf } from './view';

/** Where a problem of a new allocation points: the lot, its kilos, or the whole list. */
function problemPath(p: AllocationProblem): string {
  if (p.index === null) return 'body.allocations';
  const field = p.key.endsWith('lotNotForOrder') ? 'inventoryId' : 'allocatedQuantity';
  return `body.allocations.${p.index}.${field}`;
}

const stockChanged = (lot: string, kg: Decimal.Value) =>
  conflict('inventory.stockChanged', { lot, kg: kgOut(kg) });

/** `POST /api/orders/{id}/inventory`. */
export async function allocateLots(
  db: Tx,
  actor: Actor,
  orderId: string,
  body: AllocationCreate,
): Promise<OrderInventory> {
  const order = await orderOpenForChange(db, actor, orderId);
  const userId = actor.claims.sub;
  const requirements = requirementsOf(await orderItemsOf(db, orderId));
  const current = await allocationsOf(db, orderId);
  const lots = new Map(
    (
      await lotOffersAmong(
        db,
        body.allocations.map((a) => a.inventoryId),
      )
    ).map((l) => [l.id, l]),
  );
  const proposals = body.allocations.map((a) => {
    const lot = lots.get(a.inventoryId);
    if (!lot) throw notFound('inventory.lotNotFound');
    if (current.some((c) => c.lotId === lot.id))
      throw conflict('inventory.alreadyAllocated', { lot: lot.lot });
    return { lot, lotId: lot.id, quantityKg: a.allocatedQuantity };
  });
  const problems = allocationProblems(requirements, current, proposals);
  if (problems.length)
    throw invalidFields(
      actor.t,
      problems.map((p) => ({ path: problemPath(p), key: p.key, vars: p.params })),
    );
  const references = new Map(requirements.map((r) => [requirementKey(r), r.reference]));
  const entries: HistoryEntry[] = [];
  // Lots taken in id order: two changes taking the same lots never wait on each other crosswise.
  for (const p of [...proposals].sort(byLotId)) {
    const row = await insertAllocation(db, {
      orderId,
      lotId: p.lot.id,
      productId: p.lot.productId,
      packagingType: p.lot.packagingType,
      allocatedKg: kgIn(p.quantityKg),
      createdById: userId,
    });
    const by = { userId, orderId, allocationId: row.id };
    if (!(await takeFromLot(db, p.lot.id, p.quantityKg, 'ALLOCATED', by)))
      throw stockChanged(p.lot.lot, p.quantityKg);
    entries.push({
      orderId,
      userId,
      event: 'materialAllocated',
      data: {
        name: p.lot.lot,
        lotId: p.lot.id,
        reference: references.get(requirementKey(p.lot)) ?? '',
        packagingType: p.lot.packagingType,
        quantityKg: kgOut(p.quantityKg),
      },
    });
  }
  await settleOrder(db, order, userId, entries);
  return inventoryOf(db, actor, order);
}

/** `PUT /api/orders/{id}/inventory/{allocationId}`: lowering gives the difference back, raising takes it. */
export async function changeAllocation(
  db: Tx,
  actor: Actor,
  orderId: string,
  allocationId: string,
  body: AllocationUpdate,
): Promise<OrderInventory> {
  const order = await orderOpenForChange(db, actor, orderId);
  const userId = actor.claims.sub;
  const allocation = await allocationOfOrder(db, orderId, allocationId);
  if (!allocation) throw notFound('inventory.allocationNotFound');
  if (body.version !== allocation.version) throw staleVersion();
  const from = new Decimal(allocation.allocatedKg);
  const to = new Decimal(body.allocatedQuantity);
  if (to.eq(from))
    throw invalidFields(actor.t, [{ path: 'body.allocatedQuantity', key: 'inventory.unchanged' }]);
  const [lot] = await lotOffersAmong(db, [allocation.lotId]);
  if (!lot) throw notFound('inventory.lotNotFound');
  const requirements = requirementsOf(await orderItemsOf(db, orderId));
  // The allocation's own kilos count as available: they are given back before the new ones are taken.
  const offer = { ...lot, availableKg: new Decimal(lot.availableKg).plus(from) };
  const problems = allocationProblems(requirements, await allocationsOf(db, orderId), [
    { lot: offer, quantityKg: to, replaces: allocation.id },
  ]);
  if (problems.length)
    throw invalidFields(
      actor.t,
      problems.map((p) => ({ path: 'body.allocatedQuantity', key: p.key, vars: p.params })),
    );
  const delta = to.minus(from);
  const by = { userId, orderId, allocationId };
  if (delta.gt(0)) {
    if (!(await takeFromLot(db, lot.id, delta, 'ALLOCATION_CHANGED', by))) throw stockChanged(lot.lot, delta);
  } else await giveBackToLot(db, lot.id, delta.neg(), 'ALLOCATION_CHANGED', by);
  await setAllocatedKg(db, allocationId, kgIn(to));
  await settleOrder(db, order, userId, [
    {
      orderId,
      userId,
      event: 'allocationChanged',
      data: {
        name: lot.lot,
        lotId: lot.id,
        packagingType: lot.packagingType,
        quantity: { from: kgOut(from), to: kgOut(to) },
        quantityKg: kgOut(to),
      },
    },
  ]);
  return inventoryOf(db, actor, order);
}

/** `DELETE /api/orders/{id}/inventory/{allocationId}`: the kilos go back to the lot (RELEASED). */
export async function removeAllocation(
  db: Tx,
  actor: Actor,
  orderId: string,
  allocationId: string,
): Promise<OrderInventory> {
  const order = await orderOpenForChange(db, actor, orderId);
  const userId = actor.claims.sub;
  const allocation = await allocationOfOrder(db, orderId, allocationId);
  if (!allocation) throw notFound('inventory.allocationNotFound');
  const kg = new Decimal(allocation.allocatedKg).minus(allocation.shippedKg);
  if (kg.gt(0)) await giveBackToLot(db, allocation.lotId, kg, 'RELEASED', { userId, orderId, allocationId });
  await deleteAllocations(db, [allocationId]);
  await settleOrder(db, order, userId, [
    {
      orderId,
      userId,
      event: 'allocationRemoved',
      data: {
        name: allocation.lot,
        lotId: allocation.lotId,
        packagingType: allocation.packagingType,
        quantityKg: kgOut(allocation.allocatedKg),
      },
    },
  ]);
  return inventoryOf(db, actor, order);
}
