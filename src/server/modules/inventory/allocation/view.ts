/**
 * What the order page's lots section reads: the allocations with their lot, product and warehouse,
 * each requirement's requested, allocated and missing kilos, the stage and whether the caller may
 * change them; the lots the assign dialog offers; and the count of open orders no stock covers.
 */
import { Decimal } from 'decimal.js';
import { ACCESS, allows } from '../../../../domain/access';
import {
  allocatedByRequirement,
  type CandidateLot,
  fefoOrder,
  type MaterialShortage,
  type MaterialShortageQuery,
  type OrderInventory,
  requirementKey,
  requirementsOf,
} from '../../../../domain/inventory/allocation';
import type { PackagingType } from '../../../../domain/products';
import { fullName } from '../../../../domain/users';
import type { Actor } from '../../../actor';
import type { Executor } from '../../../db/client';
import { checkDateRange, listConditions, type OrderRow, orderScope, visibleOrder } from '../../orders';
import { kgOut, preferenceOf, stageOf } from './orderAccess';
import { allocationDetails, allocationsOf, lotsWithStock, materialShortages, orderItemsOf } from './queries';

/** `GET /api/orders/{id}/inventory`. */
export async function orderInventory(db: Executor, actor: Actor, orderId: string): Promise<OrderInventory> {
  return inventoryOf(db, actor, await visibleOrder(db, actor, orderId));
}

/** The section as it stands (also the answer of every change, read in the change's transaction). */
export async function inventoryOf(db: Executor, actor: Actor, order: OrderRow): Promise<OrderInventory> {
  const [items, rows] = [await orderItemsOf(db, order.id), await allocationDetails(db, order.id)];
  const sums = allocatedByRequirement(rows);
  const stage = stageOf(order);
  return {
    data: rows.map((r) => ({
      id: r.id,
      allocatedQuantity: kgOut(r.allocatedKg),
      shippedKg: kgOut(r.shippedKg),
      version: r.version,
      inventoryDetail: {
        id: r.lotId,
        lot: r.lot,
        quantity: kgOut(r.availableKg),
        packagingType: r.packagingType as PackagingType,
        product: { id: r.productId, reference: r.reference },
        warehouse: { id: r.warehouseId, name: r.warehouseName },
      },
      createdBy: r.firstName === null ? null : fullName(r.firstName, r.lastName ?? ''),
      createdAt: r.createdAt.toISOString(),
    })),
    requirements: requirementsOf(items).map((req) => {
      const allocated = sums.get(requirementKey(req)) ?? new Decimal(0);
      return {
        productId: req.productId,
        reference: req.reference,
        productName: req.productName,
        packagingType: req.packagingType,
        requestedKg: kgOut(req.requestedKg),
        allocatedKg: kgOut(allocated),
        missingKg: kgOut(Decimal.max(0, req.requestedKg.minus(allocated))),
      };
    }),
    stage,
    canEdit: stage === 'open' && allows(actor.claims, ACCESS.orders.writeInventory),
  };
}

/**
 * `GET /api/orders/{id}/inventory/candidates`: lots of the order's products and packagings with
 * stock, in active warehouses, preferred ones first, then oldest reception. Lots the order already
 * holds are left out (their quantity is edited instead).
 */
export async function candidateLots(
  db: Executor,
  actor: Actor,
  orderId: string,
): Promise<{ data: CandidateLot[] }> {
  const order = await visibleOrder(db, actor, orderId);
  const requirements = requirementsOf(await orderItemsOf(db, orderId));
  const held = new Set((await allocationsOf(db, orderId)).map((a) => a.lotId));
  const lots = await lotsWithStock(db, requirements, await preferenceOf(db, order));
  return {
    data: fefoOrder(lots.filter((l) => !held.has(l.id))).map((l) => ({
      id: l.id,
      lot: l.lot,
      quantityAvailable: kgOut(l.availableKg),
      packagingType: l.packagingType as PackagingType,
      product: { id: l.productId, reference: l.reference },
      warehouse: { id: l.warehouseId, name: l.warehouseName },
      receptionDate: l.receptionDate,
      preferred: l.preferred,
    })),
  };
}

/**
 * `GET /api/orders/count-without-material`, over the caller's orders, narrowed as the home's other
 * queues are: one seller within the scope, the requested delivery range with both ends.
 */
export async function materialShortage(
  db: Executor,
  actor: Actor,
  q: MaterialShortageQuery = {},
): Promise<MaterialShortage> {
  checkDateRange(q, actor.t, 'querystring');
  const where = listConditions(db, await orderScope(db, actor), {
    sellers: q.sellerId ? [q.sellerId] : undefined,
    deliveryDateFrom: q.deliveryDateFrom,
    deliveryDateTo: q.deliveryDateTo,
  });
  const rows = await materialShortages(db, where);
  return {
    count: rows[0]?.total ?? 0,
    products: rows.map((r) => ({
      reference: r.reference,
      packagingType: r.packagingType as PackagingType,
      neededKg: kgOut(r.neededKg),
      availableKg: kgOut(r.availableKg),
      orders: r.orders,
    })),
  };
}
