/**
 * SQL the logistics section reads: the order's figures the status needs, its shipments with who
 * created them and their transport's names, the lines with lot, warehouse and product, the
 * invoices and credit notes of the shipments, their documents, and when the bulk authorization
 * was last sent.
 */
import { aliasedTable, and, asc, desc, eq, inArray, isNotNull, max, or } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import {
  customerInvoices,
  inventoryLots,
  invoiceCreditNotes,
  orderDocuments,
  orderHistory,
  orderShipments,
  orders,
  products,
  shipmentLines,
  transportProviders,
  users,
  vehicleTypes,
  warehouses,
} from '../../../db/schema';

/** What the status sync reads of the order. */
export async function orderForSync(db: Executor, orderId: string) {
  const [row] = await db
    .select({
      opsStatus: orders.opsStatus,
      shipments: orders.shipments,
      totalWithTaxes: orders.totalWithTaxes,
      requiredInvoice: orders.requiredInvoice,
      version: orders.version,
      shipmentDueDate: orders.shipmentDueDate,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row;
}

const creator = aliasedTable(users, 'creator');
const assigner = aliasedTable(users, 'assigner');

/** The order's shipments (or one), with their people and transport names, by sequence. */
export function shipmentDetails(db: Executor, where: { orderId: string } | { shipmentId: string }) {
  return db
    .select({
      shipment: orderShipments,
      creatorFirst: creator.firstName,
      creatorLast: creator.lastName,
      assignerFirst: assigner.firstName,
      assignerLast: assigner.lastName,
      vehicleTypeName: vehicleTypes.name,
      providerName: transportProviders.name,
    })
    .from(orderShipments)
    .leftJoin(creator, eq(creator.id, orderShipments.createdById))
    .leftJoin(assigner, eq(assigner.id, orderShipments.transportAssignedById))
    .leftJoin(vehicleTypes, eq(vehicleTypes.id, orderShipments.vehicleTypeId))
    .leftJoin(transportProviders, eq(transportProviders.id, orderShipments.transportProviderId))
    .where(
      'orderId' in where
        ? eq(orderShipments.orderId, where.orderId)
        : eq(orderShipments.id, where.shipmentId),
    )
    .orderBy(asc(orderShipments.sequence));
}
export type ShipmentDetail = Awaited<ReturnType<typeof shipmentDetails>>[number];

export function linesOfShipments(db: Executor, shipmentIds: string[]) {
  if (shipmentIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: shipmentLines.id,
      shipmentId: shipmentLines.shipmentId,
      allocationId: shipmentLines.allocationId,
      lotId: inventoryLots.id,
      lot: inventoryLots.lot,
      warehouse: warehouses.name,
      productId: products.id,
      reference: products.reference,
      productName: products.name,
      packagingType: shipmentLines.packagingType,
      quantityKg: shipmentLines.quantityKg,
    })
    .from(shipmentLines)
    .innerJoin(inventoryLots, eq(inventoryLots.id, shipmentLines.lotId))
    .innerJoin(warehouses, eq(warehouses.id, inventoryLots.warehouseId))
    .innerJoin(products, eq(products.id, shipmentLines.productId))
    .where(inArray(shipmentLines.shipmentId, shipmentIds))
    .orderBy(asc(products.reference), asc(inventoryLots.lot));
}

/** The shipments' invoices (a cancelled one is no longer the shipment's). */
export function invoicesOfShipments(db: Executor, shipmentIds: string[]) {
  if (shipmentIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(customerInvoices)
    .where(and(inArray(customerInvoices.shipmentId, shipmentIds), eq(customerInvoices.isCancelled, false)));
}
export type InvoiceRow = Awaited<ReturnType<typeof invoicesOfShipments>>[number];

export function creditNotesOf(db: Executor, invoiceIds: string[]) {
  if (invoiceIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(invoiceCreditNotes)
    .where(inArray(invoiceCreditNotes.invoiceId, invoiceIds))
    .orderBy(asc(invoiceCreditNotes.createdAt));
}

/** The logistics documents of the order: the shipments' own, the bulk authorization, and any named by id. */
export function logisticsDocuments(db: Executor, orderId: string, documentIds: string[]) {
  const byId = documentIds.length ? [inArray(orderDocuments.id, documentIds)] : [];
  return db
    .select({
      id: orderDocuments.id,
      orderId: orderDocuments.orderId,
      type: orderDocuments.type,
      name: orderDocuments.name,
      storedName: orderDocuments.storedName,
      shipmentId: orderDocuments.shipmentId,
      updating: orderDocuments.updating,
      createdAt: orderDocuments.createdAt,
    })
    .from(orderDocuments)
    .where(
      and(
        eq(orderDocuments.orderId, orderId),
        or(isNotNull(orderDocuments.shipmentId), eq(orderDocuments.type, 'authorization_bulk'), ...byId),
      ),
    )
    .orderBy(desc(orderDocuments.createdAt), desc(orderDocuments.id));
}
export type LogisticsDocument = Awaited<ReturnType<typeof logisticsDocuments>>[number];

/** When the bulk authorization was last e-mailed (its newest timeline row). */
export async function bulkAuthorizationSentAt(db: Executor, orderId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: max(orderHistory.createdAt) })
    .from(orderHistory)
    .where(and(eq(orderHistory.orderId, orderId), eq(orderHistory.event, 'bulkAuthorizationSent')));
  return row?.at ?? null;
}
