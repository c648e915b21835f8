/**
 * The order's logistics section as `GET /api/orders/{id}/logistics` answers it, and one shipment
 * as the transport and delivery actions answer it. Every write of logistics (billing's too)
 * answers the section read in its own transaction, after its changes.
 */
import { Decimal } from 'decimal.js';
import { ACCESS, allows } from '../../../../domain/access';
import { ivaOf, netWithIva } from '../../../../domain/logistics/invoices';
import type {
  CreditNoteView,
  InvoiceView,
  LogisticsStage,
  OrderLogistics,
  ShipmentView,
} from '../../../../domain/logistics/shipments';
import { MAX_SHIPMENTS } from '../../../../domain/logistics/shipments';
import type { OpsStatus } from '../../../../domain/orders/status';
import { stepIndex } from '../../../../domain/orders/status';
import type { PackagingType } from '../../../../domain/products';
import { fullName } from '../../../../domain/users';
import type { Actor } from '../../../actor';
import type { Executor } from '../../../db/client';
import { documentFileUrl, type OrderRow, visibleOrder } from '../../orders';
import { type AllocationLot, allocationLots, requestedProducts } from './queries';
import {
  bulkAuthorizationSentAt,
  creditNotesOf,
  type InvoiceRow,
  invoicesOfShipments,
  type LogisticsDocument,
  linesOfShipments,
  logisticsDocuments,
  type ShipmentDetail,
  shipmentDetails,
} from './viewQueries';

export const kgOut = (v: Decimal.Value) => new Decimal(v).toFixed();
const money = (v: Decimal.Value) => new Decimal(v).toFixed(2);
const person = (id: string | null, first: string | null, last: string | null) =>
  id && first !== null ? { id, name: fullName(first, last ?? '') } : null;

type DocumentRef = { id: string; name: string; url: string | null; updating: boolean } | null;
const docRef = (d: LogisticsDocument | undefined): DocumentRef =>
  d
    ? {
        id: d.id,
        name: d.name,
        url: d.storedName ? documentFileUrl(d.orderId, d.id) : null,
        updating: d.updating,
      }
    : null;

/** Why the section offers creation or not. */
export function stageOf(
  order: OrderRow,
  shipmentCount: number,
  lots: readonly AllocationLot[],
): LogisticsStage {
  if (order.opsStatus === 'ORDEN_CANCELADA') return 'cancelled';
  const status = order.opsStatus as OpsStatus;
  if (stepIndex(status) < stepIndex('MATERIAL_ASIGNADO') || lots.length === 0) return 'awaitingMaterial';
  const left = lots.some((l) => new Decimal(l.allocatedKg).gt(l.shippedKg));
  return left && shipmentCount < MAX_SHIPMENTS ? 'canShip' : 'allShipped';
}

/** `GET /api/orders/{id}/logistics`. */
export async function orderLogistics(db: Executor, actor: Actor, orderId: string): Promise<OrderLogistics> {
  return logisticsOf(db, actor, await visibleOrder(db, actor, orderId));
}

/** The section as it stands (the order already checked visible). */
export async function logisticsOf(db: Executor, actor: Actor, order: OrderRow): Promise<OrderLogistics> {
  const canWrite = allows(actor.claims, ACCESS.orders.writeLogistics);
  const details = await shipmentDetails(db, { orderId: order.id });
  const shipments = await shipmentViews(db, order.id, details, canWrite);
  const lots = await allocationLots(db, order.id);
  const requested = await requestedProducts(db, order.id);
  const shippedByProduct = new Map<string, Decimal>();
  for (const l of lots) {
    const key = `${l.productId}|${l.packagingType}`;
    shippedByProduct.set(key, (shippedByProduct.get(key) ?? new Decimal(0)).plus(l.shippedKg));
  }
  const docs = await logisticsDocuments(db, order.id, []);
  const bulk = docs.find((d) => d.type === 'authorization_bulk');
  const warehouses = new Map<string, { id: string; name: string; email: string | null }>();
  for (const l of lots)
    warehouses.set(l.warehouseId, { id: l.warehouseId, name: l.warehouse, email: l.warehouseEmail });
  const sentAt = await bulkAuthorizationSentAt(db, order.id);
  return {
    orderId: order.id,
    deliveryModel: order.deliveryModel,
    stage: stageOf(order, details.length, lots),
    plannedShipments: order.shipments,
    shipments,
    shippable: {
      lots: lots
        .filter((l) => new Decimal(l.allocatedKg).gt(l.shippedKg))
        .map((l) => ({
          allocationId: l.id,
          lot: l.lot,
          warehouse: l.warehouse,
          productId: l.productId,
          reference: l.reference,
          packagingType: l.packagingType as PackagingType,
          remainingKg: kgOut(new Decimal(l.allocatedKg).minus(l.shippedKg)),
        })),
      products: requested.map((p) => ({
        productId: p.productId,
        reference: p.reference,
        name: p.name,
        packagingType: p.packagingType as PackagingType,
        requestedKg: kgOut(p.requestedKg),
        shippedKg: kgOut(shippedByProduct.get(`${p.productId}|${p.packagingType}`) ?? 0),
      })),
    },
    bulkAuthorization: {
      document: docRef(bulk),
      warehouses: [...warehouses.values()].sort((a, b) => a.name.localeCompare(b.name)),
      lastSentAt: sentAt ? sentAt.toISOString() : null,
      canSend: Boolean(bulk?.storedName) && !bulk?.updating && canWrite,
    },
    canWrite,
  };
}

/** One shipment as the transport and delivery actions answer it. */
export async function shipmentViewOf(db: Executor, actor: Actor, shipmentId: string): Promise<ShipmentView> {
  const details = await shipmentDetails(db, { shipmentId });
  const detail = details[0];
  if (!detail) throw new Error(`shipment ${shipmentId} vanished while answering`);
  const canWrite = allows(actor.claims, ACCESS.orders.writeLogistics);
  const [view] = await shipmentViews(db, detail.shipment.orderId, details, canWrite);
  if (!view) throw new Error(`shipment ${shipmentId} has no view`);
  return view;
}

async function shipmentViews(
  db: Executor,
  orderId: string,
  details: ShipmentDetail[],
  canWrite: boolean,
): Promise<ShipmentView[]> {
  const ids = details.map((d) => d.shipment.id);
  const lines = await linesOfShipments(db, ids);
  const invoices = await invoicesOfShipments(db, ids);
  const notes = await creditNotesOf(
    db,
    invoices.map((i) => i.id),
  );
  const named = [...invoices.map((i) => i.documentId), ...notes.map((n) => n.documentId)].flatMap((id) =>
    id ? [id] : [],
  );
  const docs = await logisticsDocuments(db, orderId, named);
  const docById = new Map(docs.map((d) => [d.id, d]));
  // Newest first: a regenerated remission or a replaced signed copy shows the latest.
  const docOf = (shipmentId: string, type: string) =>
    docs.find((d) => d.shipmentId === shipmentId && d.type === type);
  return details.map(({ shipment: s, ...names }) => {
    const invoice = invoices.find((i) => i.shipmentId === s.id);
    return {
      id: s.id,
      number: s.number,
      sequence: s.sequence,
      dateDelivery: s.dateDelivery,
      quantityKg: kgOut(s.quantityKg),
      isDelivered: s.isDelivered,
      deliveredAt: s.deliveredAt,
      lines: lines
        .filter((l) => l.shipmentId === s.id)
        .map((l) => ({
          id: l.id,
          allocationId: l.allocationId,
          lot: { id: l.lotId, lot: l.lot, warehouse: l.warehouse },
          product: { id: l.productId, reference: l.reference, name: l.productName },
          packagingType: l.packagingType as PackagingType,
          deliveredQuantity: kgOut(l.quantityKg),
        })),
      transport: s.transportAssignedAt
        ? {
            plates: s.plates ?? '',
            driverName: s.driverName ?? '',
            vehicleType:
              s.vehicleTypeId && names.vehicleTypeName
                ? { id: s.vehicleTypeId, name: names.vehicleTypeName }
                : null,
            supplierTransport:
              s.transportProviderId && names.providerName
                ? { id: s.transportProviderId, name: names.providerName }
                : null,
            comments: s.transportComments,
            assignedAt: s.transportAssignedAt.toISOString(),
            assignedBy: person(s.transportAssignedById, names.assignerFirst, names.assignerLast),
          }
        : null,
      invoice: invoice
        ? invoiceView(
            invoice,
            notes.filter((n) => n.invoiceId === invoice.id),
            docById,
          )
        : null,
      remission: {
        document: docRef(docOf(s.id, 'remission')),
        documentSigned: docRef(docOf(s.id, 'remission_signed')),
      },
      comments: s.comments,
      version: s.version,
      createdAt: s.createdAt.toISOString(),
      createdBy: person(s.createdById, names.creatorFirst, names.creatorLast),
      canDelete: !s.isDelivered && canWrite,
    };
  });
}

function invoiceView(
  i: InvoiceRow,
  notes: { id: string; number: string; creditDate: string; totalValue: string; documentId: string | null }[],
  docs: Map<string, LogisticsDocument>,
): InvoiceView {
  const without = new Decimal(i.totalWithoutIva ?? 0);
  const credits = notes.reduce((s, n) => s.plus(n.totalValue), new Decimal(0));
  const amounts = { totalWithoutIva: without, totalWithIva: i.totalWithIva, creditNotesWithoutIva: credits };
  const creditNotes: CreditNoteView[] = notes.map((n) => ({
    id: n.id,
    number: n.number,
    creditDate: n.creditDate,
    totalValue: money(n.totalValue),
    document: docRef(n.documentId ? docs.get(n.documentId) : undefined),
  }));
  return {
    id: i.id,
    number: i.number,
    invoiceDate: i.invoiceDate,
    currency: i.currency,
    totalInvoiceWithoutIva: money(without),
    totalCreditNotesWithoutIva: money(credits),
    totalWithoutIva: money(without.minus(credits)),
    totalWithIva: money(i.totalWithIva),
    iva: money(ivaOf(amounts)),
    netWithIva: money(netWithIva(amounts)),
    paidAmount: money(i.paidAmount),
    document: docRef(i.documentId ? docs.get(i.documentId) : undefined),
    creditNotes,
    version: i.version,
  };
}
