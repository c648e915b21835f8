/**
 * Creating and deleting a shipment (ORDER_DETAIL_LOGISTIC write). Both lock the order row first,
 * so two people shipping from one order run one after the other; the kilos move through the
 * allocation's conditional UPDATE and the ledger (SHIPPED, or UNSHIPPED when a shipment not
 * delivered is deleted), all in the request's transaction: any refusal keeps nothing.
 */
import { Decimal } from 'decimal.js';
import {
  checkShipment,
  MAX_SHIPMENTS,
  type OrderLogistics,
  type ShipmentCreate,
  type ShipmentProblem,
  type ShippableLot,
  type ShippableProduct,
} from '../../../../domain/logistics/shipments';
import type { Actor } from '../../../actor';
import type { Executor, Tx } from '../../../db/client';
import { conflict, type FieldProblem, invalidFields, notFound } from '../../../errors';
import { shipFromLot, unshipFromLot } from '../../inventory';
import { type OrderRow, recordHistory, visibleOrder } from '../../orders';
import { queueRemission } from '../billing/remission';
import {
  allocationLots,
  deleteShipmentRows,
  insertShipment,
  insertShipmentLines,
  linesOfShipment,
  lowerShippedKg,
  nextShipmentNumber,
  raiseShippedKg,
  requestedProducts,
  shipmentRow,
  shipmentRowsOf,
  updateShipment,
} from './queries';
import { syncLogisticsStatus } from './status';
import { kgOut, orderLogistics, stageOf } from './view';

const kgIn = (v: Decimal.Value) => new Decimal(v).toFixed(3);

/** Where each problem of the form points, with its message's values. */
function problemOf(p: ShipmentProblem, lines: ShipmentCreate['lines']): FieldProblem {
  const lineOf = (allocationId: string) => lines.findIndex((l) => l.allocationId === allocationId);
  switch (p.kind) {
    case 'lotExceeds':
      return {
        path: `body.lines.${lineOf(p.allocationId)}.quantity`,
        key: 'validation.logistics.lotExceeds',
        vars: { lot: p.lot, requested: p.requested, shipped: p.shipped },
      };
    case 'productExceeds':
      return {
        path: 'body.lines',
        key: 'validation.logistics.productExceeds',
        vars: { reference: p.reference, requested: p.requested, shipped: p.shipped },
      };
    case 'unknownLot':
      return {
        path: `body.lines.${lineOf(p.allocationId)}.allocationId`,
        key: 'validation.logistics.unknownLot',
      };
    case 'nothingToShip':
      return { path: 'body.lines', key: 'validation.logistics.nothingToShip' };
  }
}

/** The order locked for a logistics change; a cancelled one is refused. */
export async function orderForLogistics(db: Executor, actor: Actor, orderId: string): Promise<OrderRow> {
  const order = await visibleOrder(db, actor, orderId, { forUpdate: true });
  if (order.opsStatus === 'ORDEN_CANCELADA') throw conflict('logistics.orderCancelled');
  return order;
}

/** `POST /api/orders/{id}/logistics/shipments`. */
export async function createShipment(
  db: Tx,
  actor: Actor,
  orderId: string,
  body: ShipmentCreate,
): Promise<OrderLogistics> {
  const order = await orderForLogistics(db, actor, orderId);
  const userId = actor.claims.sub;
  const existing = await shipmentRowsOf(db, orderId);
  const allocations = await allocationLots(db, orderId);
  const stage = stageOf(order, existing.length, allocations);
  if (stage === 'awaitingMaterial') throw conflict('logistics.orderNotShippable');
  if (existing.length >= MAX_SHIPMENTS) throw conflict('logistics.maxShipments');
  if (stage !== 'canShip') throw conflict('logistics.orderNotShippable');

  // Every allocation of the order is a known lot (a fully shipped one holds 0 kg more).
  const lots: ShippableLot[] = allocations.map((a) => ({
    allocationId: a.id,
    lot: a.lot,
    productId: a.productId,
    packagingType: a.packagingType,
    remainingKg: kgOut(new Decimal(a.allocatedKg).minus(a.shippedKg)),
  }));
  const products: ShippableProduct[] = (await requestedProducts(db, orderId)).map((p) => ({
    productId: p.productId,
    packagingType: p.packagingType,
    reference: p.reference,
    requestedKg: p.requestedKg,
    shippedKg: allocations
      .filter((a) => a.productId === p.productId && a.packagingType === p.packagingType)
      .reduce((s, a) => s.plus(a.shippedKg), new Decimal(0))
      .toFixed(),
  }));
  const check = checkShipment(body.lines, lots, products);
  if (check.problems.length)
    throw invalidFields(
      actor.t,
      check.problems.map((p) => problemOf(p, body.lines)),
    );
  if (check.isShort && !body.confirmShortShipment) throw conflict('logistics.shortShipmentNotConfirmed');

  const number = await nextShipmentNumber(db);
  const taken = new Set(existing.map((s) => s.sequence));
  const sequence = [1, 2, 3].find((n) => !taken.has(n)) ?? existing.length + 1;
  const shipment = await insertShipment(db, {
    orderId,
    number,
    sequence,
    dateDelivery: body.dateDelivery,
    quantityKg: kgIn(check.totalKg),
    // The pending queue filters on it; the order's model is locked once material is held.
    deliveryModel: order.deliveryModel,
    // The pending queue's customer search reads it; an order's customer is never edited.
    customerId: order.customerId,
    comments: body.comments || null,
    createdById: userId,
  });
  const byId = new Map(allocations.map((a) => [a.id, a]));
  const lines = check.lines
    .map((l) => ({ ...l, allocation: byId.get(l.allocationId)! }))
    // Lots in id order, like every ledger change: two requests never wait on each other crosswise.
    .sort((a, b) => a.allocation.lotId.localeCompare(b.allocation.lotId));
  for (const l of lines) {
    const q = kgIn(l.quantityKg);
    if (!(await raiseShippedKg(db, l.allocationId, q))) throw conflict('logistics.lotChanged');
    await shipFromLot(db, l.allocation.lotId, q, {
      userId,
      orderId,
      allocationId: l.allocationId,
      data: { shipmentId: shipment.id, shipment: number },
    });
  }
  await insertShipmentLines(
    db,
    lines.map((l) => ({
      shipmentId: shipment.id,
      allocationId: l.allocationId,
      lotId: l.allocation.lotId,
      productId: l.allocation.productId,
      packagingType: l.allocation.packagingType,
      quantityKg: kgIn(l.quantityKg),
    })),
  );
  await recordHistory(db, {
    orderId,
    userId,
    event: 'shipmentCreated',
    data: {
      name: String(number),
      shipmentId: shipment.id,
      sequence,
      quantityKg: kgOut(check.totalKg),
      dateDelivery: body.dateDelivery,
      lots: lines.map((l) => ({ lot: l.allocation.lot, quantityKg: kgOut(l.quantityKg) })),
    },
  });
  // Its remission PDF is rendered by a job queued with the shipment (nothing to do after the commit).
  await queueRemission(db, orderId, shipment.id);
  await syncLogisticsStatus(db, orderId, userId);
  return orderLogistics(db, actor, orderId);
}

/** The shipment of this order, locked after the order's row; 404 for another order's or tenant's. */
export async function shipmentOfOrder(db: Executor, orderId: string, shipmentId: string) {
  const shipment = await shipmentRow(db, shipmentId, { forUpdate: true });
  if (!shipment || shipment.orderId !== orderId) throw notFound('logistics.shipmentNotFound');
  return shipment;
}

/**
 * `DELETE /api/orders/{id}/logistics/shipments/{shipmentId}`: the kilos go back to the
 * allocations (UNSHIPPED), the shipment goes with its lines, invoice and documents. Answers the
 * section and the stored files to remove once committed.
 */
export async function deleteShipment(
  db: Tx,
  actor: Actor,
  orderId: string,
  shipmentId: string,
): Promise<{ logistics: OrderLogistics; storedFiles: string[] }> {
  await visibleOrder(db, actor, orderId, { forUpdate: true });
  const shipment = await shipmentOfOrder(db, orderId, shipmentId);
  if (shipment.isDelivered) throw conflict('logistics.shipmentDelivered');
  const userId = actor.claims.sub;
  const lines = await linesOfShipment(db, shipmentId);
  for (const l of lines) {
    await lowerShippedKg(db, l.allocationId, l.quantityKg);
    await unshipFromLot(db, l.lotId, l.quantityKg, {
      userId,
      orderId,
      allocationId: l.allocationId,
      data: { shipmentId, shipment: shipment.number },
    });
  }
  const storedFiles = await deleteShipmentRows(db, shipmentId);
  // Later shipments move up one place, so sequences stay 1..n in creation order.
  for (const later of (await shipmentRowsOf(db, orderId)).filter((s) => s.sequence > shipment.sequence))
    await updateShipment(db, later.id, { sequence: later.sequence - 1 });
  await recordHistory(db, {
    orderId,
    userId,
    event: 'shipmentDeleted',
    data: {
      name: String(shipment.number),
      shipmentId,
      quantityKg: kgOut(shipment.quantityKg),
      lots: lines.map((l) => ({ lot: l.lot, quantityKg: kgOut(l.quantityKg) })),
    },
  });
  await syncLogisticsStatus(db, orderId, userId);
  return { logistics: await orderLogistics(db, actor, orderId), storedFiles };
}
