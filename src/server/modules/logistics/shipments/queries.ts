/**
 * SQL of the shipments' writes: the tenant's shipment counter, the shipment and line rows, the
 * allocation's shipped kilos (a conditional UPDATE, so two people never ship the same kilos), the
 * shipment's own documents, and the order row logistics moves. Lot quantities are never written
 * here: only the inventory ledger moves them.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import {
  inventoryLots,
  orderAllocations,
  orderDocuments,
  orderItems,
  orderShipments,
  orders,
  products,
  shipmentCounters,
  shipmentLines,
  warehouses,
} from '../../../db/schema';

export type ShipmentRow = typeof orderShipments.$inferSelect;
type ShipmentInsert = typeof orderShipments.$inferInsert;
type LineInsert = typeof shipmentLines.$inferInsert;

/** The next shipment number of the tenant (the counter row is locked until the transaction ends). */
export async function nextShipmentNumber(db: Executor): Promise<number> {
  const [row] = await db
    .insert(shipmentCounters)
    .values({ lastNumber: 1 })
    .onConflictDoUpdate({
      target: shipmentCounters.tenantId,
      set: { lastNumber: sql`${shipmentCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: shipmentCounters.lastNumber });
  if (!row) throw new Error('shipment counter returned nothing');
  return row.lastNumber;
}

export function shipmentRowsOf(db: Executor, orderId: string): Promise<ShipmentRow[]> {
  return db
    .select()
    .from(orderShipments)
    .where(eq(orderShipments.orderId, orderId))
    .orderBy(asc(orderShipments.sequence));
}

/** One shipment (locked for a change): undefined when missing or another tenant's. */
export async function shipmentRow(
  db: Executor,
  shipmentId: string,
  options: { forUpdate?: boolean } = {},
): Promise<ShipmentRow | undefined> {
  const query = db.select().from(orderShipments).where(eq(orderShipments.id, shipmentId)).limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

export async function insertShipment(db: Executor, values: ShipmentInsert): Promise<ShipmentRow> {
  const [row] = await db.insert(orderShipments).values(values).returning();
  if (!row) throw new Error('shipment insert returned nothing');
  return row;
}

export async function insertShipmentLines(db: Executor, rows: LineInsert[]): Promise<void> {
  if (rows.length) await db.insert(shipmentLines).values(rows);
}

export function linesOfShipment(db: Executor, shipmentId: string) {
  return db
    .select({
      id: shipmentLines.id,
      allocationId: shipmentLines.allocationId,
      lotId: shipmentLines.lotId,
      lot: inventoryLots.lot,
      quantityKg: shipmentLines.quantityKg,
    })
    .from(shipmentLines)
    .innerJoin(inventoryLots, eq(inventoryLots.id, shipmentLines.lotId))
    .where(eq(shipmentLines.shipmentId, shipmentId))
    .orderBy(asc(shipmentLines.lotId));
}

export async function updateShipment(
  db: Executor,
  shipmentId: string,
  values: Partial<ShipmentInsert>,
): Promise<ShipmentRow> {
  const [row] = await db
    .update(orderShipments)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(orderShipments.id, shipmentId))
    .returning();
  if (!row) throw new Error(`shipment ${shipmentId} not found while updating`);
  return row;
}

/** Deletes the shipment (its lines and invoice go with it) and its documents; answers their stored files. */
export async function deleteShipmentRows(db: Executor, shipmentId: string): Promise<string[]> {
  const docs = await db
    .delete(orderDocuments)
    .where(eq(orderDocuments.shipmentId, shipmentId))
    .returning({ storedName: orderDocuments.storedName });
  await db.delete(orderShipments).where(eq(orderShipments.id, shipmentId));
  return docs.flatMap((d) => (d.storedName ? [d.storedName] : []));
}

/**
 * Raises the allocation's shipped kilos unless that would ship more than it holds: false (nothing
 * written) when someone shipped or lowered it meanwhile.
 */
export async function raiseShippedKg(db: Executor, allocationId: string, kg: string): Promise<boolean> {
  const rows = await db
    .update(orderAllocations)
    .set({ shippedKg: sql`${orderAllocations.shippedKg} + ${kg}::numeric`, updatedAt: new Date() })
    .where(
      and(
        eq(orderAllocations.id, allocationId),
        sql`${orderAllocations.shippedKg} + ${kg}::numeric <= ${orderAllocations.allocatedKg}`,
      ),
    )
    .returning({ id: orderAllocations.id });
  return rows.length === 1;
}

export async function lowerShippedKg(db: Executor, allocationId: string, kg: string): Promise<void> {
  await db
    .update(orderAllocations)
    .set({ shippedKg: sql`${orderAllocations.shippedKg} - ${kg}::numeric`, updatedAt: new Date() })
    .where(eq(orderAllocations.id, allocationId));
}

/** The order's allocations with their lot, warehouse and product, oldest first. */
export function allocationLots(db: Executor, orderId: string) {
  return db
    .select({
      id: orderAllocations.id,
      lotId: orderAllocations.lotId,
      lot: inventoryLots.lot,
      productId: orderAllocations.productId,
      reference: products.reference,
      packagingType: orderAllocations.packagingType,
      allocatedKg: orderAllocations.allocatedKg,
      shippedKg: orderAllocations.shippedKg,
      warehouseId: warehouses.id,
      warehouse: warehouses.name,
      warehouseEmail: warehouses.email,
    })
    .from(orderAllocations)
    .innerJoin(inventoryLots, eq(inventoryLots.id, orderAllocations.lotId))
    .innerJoin(warehouses, eq(warehouses.id, inventoryLots.warehouseId))
    .innerJoin(products, eq(products.id, orderAllocations.productId))
    .where(eq(orderAllocations.orderId, orderId))
    .orderBy(asc(orderAllocations.createdAt), asc(orderAllocations.id));
}
export type AllocationLot = Awaited<ReturnType<typeof allocationLots>>[number];

/** What the order asked for, per product and packaging, in the order of its items. */
export async function requestedProducts(db: Executor, orderId: string) {
  return db
    .select({
      productId: orderItems.productId,
      packagingType: orderItems.packagingType,
      reference: sql<string>`min(${orderItems.productReference})`,
      name: sql<string>`min(${orderItems.productName})`,
      requestedKg: sql<string>`sum(${orderItems.quantityKg})`,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .groupBy(orderItems.productId, orderItems.packagingType)
    .orderBy(sql`min(${orderItems.position})`);
}

/** The allocation keeps only what left: promised kilos never shipped are given back by the caller first. */
export async function trimAllocationsToShipped(db: Executor, allocationIds: string[]): Promise<void> {
  if (allocationIds.length === 0) return;
  // An allocation nothing of which left goes (no line names it); the others keep their shipped kilos.
  await db
    .delete(orderAllocations)
    .where(and(inArray(orderAllocations.id, allocationIds), sql`${orderAllocations.shippedKg} = 0`));
  await db
    .update(orderAllocations)
    .set({ allocatedKg: sql`${orderAllocations.shippedKg}`, updatedAt: new Date() })
    .where(and(inArray(orderAllocations.id, allocationIds), sql`${orderAllocations.shippedKg} > 0`));
}

export async function updateOrderRow(
  db: Executor,
  orderId: string,
  values: Partial<typeof orders.$inferInsert>,
): Promise<void> {
  await db
    .update(orders)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(orders.id, orderId));
}

/** Whether the shipment's order is delivered by the tenant's carriers (false when there is no such shipment). */
export async function isDeliveryPartner(db: Executor, shipmentId: string): Promise<boolean> {
  const [row] = await db
    .select({ model: orders.deliveryModel })
    .from(orderShipments)
    .innerJoin(orders, eq(orders.id, orderShipments.orderId))
    .where(eq(orderShipments.id, shipmentId));
  return row?.model === 'DELIVERY_PARTNER';
}
