/**
 * The automatic assignment (FEFO): what each requirement still misses is taken from the lots of
 * its product and packaging, preferred warehouses first and oldest reception first, split over as
 * many lots as needed. Each pick is a conditional take: when someone took the kilos meanwhile, the
 * lots are read again and the plan redone with what is left, so an order never gets more than the
 * stock held. Partial coverage is kept and reported; one order or many (each in its own savepoint).
 */
import { Decimal } from 'decimal.js';
import {
  type AutoAssignResult,
  allocatedByRequirement,
  type BulkAutoAssign,
  type BulkAutoAssignResult,
  type FefoLot,
  fefoPlan,
  MAX_ALLOCATED_KG,
  type Requirement,
  requirementKey,
  requirementsOf,
} from '../../../../domain/inventory';
import { displayOrderNumber } from '../../../../domain/orders/views';
import type { Actor } from '../../../actor';
import type { Executor, Tx } from '../../../db/client';
import { savepoint } from '../../../db/tenantTx';
import { AppError } from '../../../errors';
import { type HistoryEntry, type OrderRow, visibleOrder } from '../../orders';
import { takeFromLot } from '../ledgerQueries';
import { kgIn, kgOut, preferenceOf, STAGE_REFUSALS, stageOf } from './orderAccess';
import { settleOrder } from './progress';
import {
  type AllocationLine,
  allocationsOf,
  deleteAllocations,
  insertAllocation,
  lotsWithStock,
  orderItemsOf,
  setAllocatedKg,
} from './queries';

/** Plans redone after stock moved under a run before it settles for what it got. */
const MAX_ROUNDS = 5;

type Assigned = AutoAssignResult['assigned'][number];

function notAssigned(
  actor: Actor,
  base: Pick<AutoAssignResult, 'orderId' | 'displayNumber'>,
  reason: string,
  missing: AutoAssignResult['missing'] = [],
): AutoAssignResult {
  return { ...base, outcome: 'NOT_ASSIGNED', assigned: [], missing, reason, message: actor.t(reason) };
}

/** What each requirement still misses, given the allocations now. */
function missingOf(requirements: readonly Requirement[], current: readonly AllocationLine[]) {
  const sums = allocatedByRequirement(current);
  return requirements.flatMap((r) => {
    const missing = r.requestedKg.minus(sums.get(requirementKey(r)) ?? 0);
    return missing.gt(0)
      ? [
          {
            productId: r.productId,
            reference: r.reference,
            packagingType: r.packagingType,
            missingKg: kgOut(missing),
          },
        ]
      : [];
  });
}

/**
 * Takes one pick for the order: tops up the allocation it already has of that lot (within the
 * per-allocation maximum) or adds one. False when the lot no longer holds the kilos.
 */
async function takePick(
  db: Executor,
  order: OrderRow,
  userId: string,
  held: AllocationLine | undefined,
  lot: FefoLot,
  kg: Decimal,
): Promise<boolean> {
  const by = { userId, orderId: order.id, data: { automatic: true } };
  if (held) {
    const taken = await takeFromLot(db, lot.id, kg, 'ALLOCATION_CHANGED', { ...by, allocationId: held.id });
    if (taken) await setAllocatedKg(db, held.id, kgIn(new Decimal(held.allocatedKg).plus(kg)));
    return taken !== undefined;
  }
  const row = await insertAllocation(db, {
    orderId: order.id,
    lotId: lot.id,
    productId: lot.productId,
    packagingType: lot.packagingType,
    allocatedKg: kgIn(kg),
    createdById: userId,
  });
  if (await takeFromLot(db, lot.id, kg, 'ALLOCATED', { ...by, allocationId: row.id })) return true;
  await deleteAllocations(db, [row.id]);
  return false;
}

/** `POST /api/orders/{id}/inventory/auto-assign`. */
export async function autoAssign(db: Tx, actor: Actor, orderId: string): Promise<AutoAssignResult> {
  const order = await visibleOrder(db, actor, orderId, { forUpdate: true });
  const base = { orderId, displayNumber: displayOrderNumber(order) };
  const stage = stageOf(order);
  if (stage !== 'open') return notAssigned(actor, base, STAGE_REFUSALS[stage]);
  const userId = actor.claims.sub;
  const requirements = requirementsOf(await orderItemsOf(db, orderId));
  const preference = await preferenceOf(db, order);
  const assigned: Assigned[] = [];
  const entries: HistoryEntry[] = [];
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const current = await allocationsOf(db, orderId);
    const plan = fefoPlan(requirements, current, await lotsWithStock(db, requirements, preference));
    let stockMoved = false;
    // Lots taken in id order: two runs taking the same lots never wait on each other crosswise.
    for (const pick of [...plan.picks].sort((a, b) => a.lot.id.localeCompare(b.lot.id))) {
      const held = current.find((c) => c.lotId === pick.lot.id);
      const kg = held
        ? Decimal.min(pick.quantityKg, new Decimal(MAX_ALLOCATED_KG).minus(held.allocatedKg))
        : pick.quantityKg;
      if (kg.lte(0)) continue;
      if (!(await takePick(db, order, userId, held, pick.lot, kg))) {
        stockMoved = true;
        break;
      }
      const reference =
        requirements.find((r) => requirementKey(r) === requirementKey(pick.lot))?.reference ?? '';
      assigned.push({ lot: pick.lot.lot, reference, quantityKg: kgOut(kg) });
      entries.push({
        orderId,
        userId,
        event: 'materialAllocated',
        data: {
          name: pick.lot.lot,
          lotId: pick.lot.id,
          reference,
          packagingType: pick.lot.packagingType,
          quantityKg: kgOut(kg),
          automatic: true,
        },
      });
    }
    if (!stockMoved) break;
  }
  const missing = missingOf(requirements, await allocationsOf(db, orderId));
  if (assigned.length === 0)
    return missing.length
      ? notAssigned(actor, base, 'inventory.noStock', missing)
      : { ...base, outcome: 'ASSIGNED', assigned, missing, reason: null, message: null };
  await settleOrder(db, order, userId, entries);
  return {
    ...base,
    outcome: missing.length ? 'PARTIAL' : 'ASSIGNED',
    assigned,
    missing,
    reason: null,
    message: null,
  };
}

/**
 * `POST /api/orders/inventory/bulk-auto-assign`: each order in its own savepoint, so one failure
 * never undoes the others. An order the caller may not see is answered NOT_ASSIGNED 'not found'
 * (without its number); an unexpected failure is reported by `onUnexpected` and answered too.
 */
export async function bulkAutoAssign(
  db: Tx,
  actor: Actor,
  body: BulkAutoAssign,
  onUnexpected: (err: unknown, orderId: string) => void,
): Promise<BulkAutoAssignResult> {
  const results: AutoAssignResult[] = [];
  for (const orderId of new Set(body.orderIds)) {
    try {
      results.push(await savepoint(db, (sp) => autoAssign(sp, actor, orderId)));
    } catch (err) {
      const hidden = err instanceof AppError && (err.statusCode === 404 || err.statusCode === 403);
      if (!hidden) onUnexpected(err, orderId);
      results.push(
        notAssigned(actor, { orderId, displayNumber: '' }, hidden ? 'orders.notFound' : 'errors.internal'),
      );
    }
  }
  const count = (outcome: AutoAssignResult['outcome']) => results.filter((r) => r.outcome === outcome).length;
  return {
    results,
    assigned: count('ASSIGNED'),
    partial: count('PARTIAL'),
    notAssigned: count('NOT_ASSIGNED'),
  };
}
