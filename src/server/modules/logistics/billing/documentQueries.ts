/**
 * SQL of the logistics documents: the generated ones (remission per shipment, the order's bulk
 * authorization) marked and stored, the uploaded ones of a shipment, and what the PDFs show.
 */
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import {
  addresses,
  customers,
  inventoryLots,
  orderAllocations,
  orderDocuments,
  orderShipments,
  orders,
  products,
  shipmentLines,
  tenants,
  transportProviders,
  vehicleTypes,
  warehouses,
  zipCodes,
} from '../../../db/schema';

export type LogisticsDocumentRow = typeof orderDocuments.$inferSelect;

const ofShipment = (shipmentId: string | null) =>
  shipmentId === null ? isNull(orderDocuments.shipmentId) : eq(orderDocuments.shipmentId, shipmentId);

/** The order's document of a type (of the shipment, or of the whole order when `shipmentId` is null). */
export async function logisticsDocument(
  db: Executor,
  orderId: string,
  type: string,
  shipmentId: string | null,
): Promise<LogisticsDocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(orderDocuments)
    .where(and(eq(orderDocuments.orderId, orderId), eq(orderDocuments.type, type), ofShipment(shipmentId)))
    .orderBy(asc(orderDocuments.createdAt))
    .limit(1);
  return row;
}

export async function deleteLogisticsDocument(db: Executor, documentId: string): Promise<void> {
  await db.delete(orderDocuments).where(eq(orderDocuments.id, documentId));
}

// ---- What the PDFs show -------------------------------------------------------------------------

/** The order with its tenant, customer, delivery address and pickup warehouse. */
export async function documentOrder(db: Executor, orderId: string) {
  const [row] = await db
    .select({
      order: {
        id: orders.id,
        number: orders.number,
        externalId: orders.externalId,
        deliveryModel: orders.deliveryModel,
        deliveryDate: orders.deliveryDate,
        purchaseOrderId: orders.purchaseOrderId,
      },
      tenant: { name: tenants.name, color: tenants.color, productName: tenants.productName },
      customer: { companyName: customers.companyName, rfc: customers.rfc },
      address: { street: addresses.street, extNumber: addresses.extNumber, intNumber: addresses.intNumber },
      zip: {
        zipCode: zipCodes.zipCode,
        settlement: zipCodes.settlement,
        municipality: zipCodes.municipality,
        city: zipCodes.city,
        state: zipCodes.state,
      },
      warehouseName: warehouses.name,
    })
    .from(orders)
    .innerJoin(tenants, eq(tenants.id, orders.tenantId))
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .leftJoin(addresses, eq(addresses.id, orders.addressId))
    .leftJoin(zipCodes, eq(zipCodes.id, addresses.zipCodeId))
    .leftJoin(warehouses, eq(warehouses.id, orders.warehouseId))
    .where(eq(orders.id, orderId))
    .limit(1);
  return row;
}

/** The order's shipments (or one), with their transport's vehicle type and carrier, by sequence. */
export function documentShipments(db: Executor, orderId: string, shipmentId?: string) {
  return db
    .select({
      id: orderShipments.id,
      number: orderShipments.number,
      sequence: orderShipments.sequence,
      dateDelivery: orderShipments.dateDelivery,
      quantityKg: orderShipments.quantityKg,
      plates: orderShipments.plates,
      driverName: orderShipments.driverName,
      vehicleType: vehicleTypes.name,
      carrier: transportProviders.name,
      createdAt: orderShipments.createdAt,
    })
    .from(orderShipments)
    .leftJoin(vehicleTypes, eq(vehicleTypes.id, orderShipments.vehicleTypeId))
    .leftJoin(transportProviders, eq(transportProviders.id, orderShipments.transportProviderId))
    .where(
      shipmentId
        ? and(eq(orderShipments.orderId, orderId), eq(orderShipments.id, shipmentId))
        : eq(orderShipments.orderId, orderId),
    )
    .orderBy(asc(orderShipments.sequence));
}

/** The lines of the given shipments: lot, warehouse, product and kilos. */
export function documentShipmentLines(db: Executor, shipmentIds: readonly string[]) {
  if (shipmentIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      shipmentId: shipmentLines.shipmentId,
      lot: inventoryLots.lot,
      warehouseId: warehouses.id,
      warehouse: warehouses.name,
      reference: products.reference,
      productName: products.name,
      packagingType: shipmentLines.packagingType,
      quantityKg: shipmentLines.quantityKg,
    })
    .from(shipmentLines)
    .innerJoin(inventoryLots, eq(inventoryLots.id, shipmentLines.lotId))
    .innerJoin(warehouses, eq(warehouses.id, inventoryLots.warehouseId))
    .innerJoin(products, eq(products.id, shipmentLines.productId))
    .where(inArray(shipmentLines.shipmentId, [...shipmentIds]))
    .orderBy(asc(warehouses.name), asc(inventoryLots.lot));
}

/** The order's allocated lots, with their warehouse (what the bulk authorization releases). */
export function allocatedLots(db: Executor, orderId: string) {
  return db
    .select({
      lot: inventoryLots.lot,
      warehouseId: warehouses.id,
      warehouse: warehouses.name,
      email: warehouses.email,
      reference: products.reference,
      productName: products.name,
      packagingType: orderAllocations.packagingType,
      allocatedKg: orderAllocations.allocatedKg,
      shippedKg: orderAllocations.shippedKg,
    })
    .from(orderAllocations)
    .innerJoin(inventoryLots, eq(inventoryLots.id, orderAllocations.lotId))
    .innerJoin(warehouses, eq(warehouses.id, inventoryLots.warehouseId))
    .innerJoin(products, eq(products.id, inventoryLots.productId))
    .where(eq(orderAllocations.orderId, orderId))
    .orderBy(asc(warehouses.name), asc(inventoryLots.lot));
}

/** Notes the bulk authorization as sent on every shipment of the order. */
export async function markBulkAuthorizationSent(db: Executor, orderId: string, at: Date): Promise<void> {
  await db
    .update(orderShipments)
    .set({ bulkAuthorizationSentAt: at })
    .where(eq(orderShipments.orderId, orderId));
}
