/**
 * Builds the `OrderDetail` the order page shows from the three reads in queries.ts, with what the
 * current user may do now: which fields are locked and why (translated), and whether they may cancel.
 */
import { Decimal } from 'decimal.js';
import type { AccessClaims } from '../../../../domain/auth';
import type { Translate } from '../../../../domain/i18n';
import { kgToTons } from '../../../../domain/orders/decimals';
import { editLocks } from '../../../../domain/orders/locks';
import { hasReached, type OpsStatus } from '../../../../domain/orders/status';
import { displayOrderNumber, type OrderDetail } from '../../../../domain/orders/views';
import { hasPermission } from '../../../../domain/permissions';
import { fullName } from '../../../../domain/users';
import { fullAddress } from '../../customers';
import type { OrderRow } from '../access';
import type { EditorSettings, OrderDocumentRow, OrderHeaderRow, OrderItemRow } from './queries';

/** Documents the system generates: never edited or deleted by people. */
const GENERATED_DOCUMENTS = new Set(['sales_order', 'authorization_bulk']);

const tonsOf = (kg: string) => kgToTons(new Decimal(kg)).toFixed(3);

const person = (id: string | null, first: string | null, last: string | null) =>
  id && first !== null && last !== null ? { id, name: fullName(first, last) } : null;

/** The locks for this user, each with its text in the user's language. */
export function locksFor(
  order: Pick<OrderRow, 'opsStatus' | 'isDelivered' | 'externalId' | 'hasPendingUpdate'>,
  claims: AccessClaims,
  settings: EditorSettings,
  t: Translate,
  /** Lots are promised to it (even partly, before the status says MATERIAL_ASIGNADO). */
  materialHeld = false,
): OrderDetail['locks'] {
  const locks = editLocks(
    {
      opsStatus: order.opsStatus as OpsStatus,
      materialAssigned: materialHeld,
      isDelivered: order.isDelivered,
      externalId: order.externalId,
      hasPendingUpdate: order.hasPendingUpdate,
    },
    {
      canWrite: hasPermission(claims.permissions, 'ORDER_DETAIL_SUMMARY', 'WRITE'),
      tenantRequiresExternalId: settings.tenantRequiresExternalId,
      userRequiresExternalId: settings.userRequiresExternalId,
    },
  );
  return Object.fromEntries(
    Object.entries(locks).map(([field, lock]) => [
      field,
      lock.locked ? { ...lock, message: t(lock.messageKey) } : lock,
    ]),
  ) as OrderDetail['locks'];
}

/** ORDER_CANCEL write, and the order not shipped yet, not delivered and not already cancelled. */
export function mayCancel(order: Pick<OrderRow, 'opsStatus' | 'isDelivered'>, claims: AccessClaims): boolean {
  const status = order.opsStatus as OpsStatus;
  return (
    hasPermission(claims.permissions, 'ORDER_CANCEL', 'WRITE') &&
    status !== 'ORDEN_CANCELADA' &&
    !order.isDelivered &&
    !hasReached(status, 'EMBARCADO/PROGRAMADO')
  );
}

function itemView(row: OrderItemRow): OrderDetail['items'][number] {
  return {
    id: row.id,
    productId: row.productId,
    reference: row.productReference,
    productName: row.productName,
    packagingType: row.packagingType as OrderDetail['items'][number]['packagingType'],
    quantityKg: row.quantityKg,
    tons: tonsOf(row.quantityKg),
    price: row.price,
    priceUSD: row.priceUsd,
    priceMXN: row.priceMxn,
    totalPrice: row.totalPrice,
    totalPriceUSD: row.totalPriceUsd,
    totalPriceMXN: row.totalPriceMxn,
  };
}

function documentView(orderId: string, row: OrderDocumentRow): OrderDetail['documents'][number] {
  const d = row.document;
  return {
    id: d.id,
    name: d.name,
    type: d.type as OrderDetail['documents'][number]['type'],
    fileKind: d.fileKind,
    url: d.storedName ? `/api/orders/${orderId}/documents/${d.id}/file` : null,
    contentType: d.contentType,
    sizeBytes: d.sizeBytes,
    updating: d.updating,
    userId: d.userId,
    userName: row.userFirst !== null && row.userLast !== null ? fullName(row.userFirst, row.userLast) : null,
    editable: !GENERATED_DOCUMENTS.has(d.type),
    createdAt: d.createdAt.toISOString(),
  };
}

export interface DetailParts {
  header: OrderHeaderRow;
  items: OrderItemRow[];
  documents: OrderDocumentRow[];
  claims: AccessClaims;
  settings: EditorSettings;
  /** Lots are promised to the order (its items are then locked). */
  materialHeld?: boolean;
  t: Translate;
}

export function orderDetailView(input: DetailParts): OrderDetail {
  const { header, items, documents, claims, settings, t } = input;
  const o = header.order;
  const address =
    o.addressId && header.address && header.zip
      ? { id: o.addressId, fullAddress: fullAddress({ ...header.address, zipCode: header.zip }) }
      : null;
  return {
    id: o.id,
    number: o.number,
    displayNumber: displayOrderNumber(o),
    externalId: o.externalId,
    packageId: o.packageId,
    purchaseOrderId: o.purchaseOrderId,
    customerExternalId: o.customerExternalId,
    version: o.version,
    type: o.type as OrderDetail['type'],
    requiredInvoice: o.requiredInvoice,
    isCounterSale: !o.requiredInvoice,
    hasIva: o.hasIva,
    channel: o.channel,
    comments: o.comments,
    opsStatus: o.opsStatus as OrderDetail['opsStatus'],
    financeStatus: o.financeStatus,
    isDelivered: o.isDelivered,
    hasPendingUpdate: o.hasPendingUpdate,
    createdAt: o.createdAt.toISOString(),
    updatedAt: o.updatedAt.toISOString(),
    seller: person(o.sellerId, header.sellerFirst, header.sellerLast),
    createdBy: person(o.createdById, header.creatorFirst, header.creatorLast) ?? {
      id: o.createdById,
      name: '',
    },
    customer: { ...header.customer, region: header.regionName ? { name: header.regionName } : null },
    payments: {
      paymentTerm: o.paymentTerm as OrderDetail['payments']['paymentTerm'],
      creditDays: o.creditDays,
      paymentStatus: o.paymentStatus,
      paymentMethod: o.paymentMethod,
    },
    delivery: {
      deliveryDate: o.deliveryDate,
      deliveryModel: o.deliveryModel as OrderDetail['delivery']['deliveryModel'],
      address,
      frequency: o.deliveryFrequency as OrderDetail['delivery']['frequency'],
      shipments: o.shipments,
      warehouse:
        o.warehouseId && header.warehouseName ? { id: o.warehouseId, name: header.warehouseName } : null,
    },
    currency: o.currency as OrderDetail['currency'],
    exchangeRate: o.exchangeRate,
    vatRate: o.vatRate,
    items: items.map(itemView),
    computedValues: {
      currency: o.currency as OrderDetail['currency'],
      tons: tonsOf(o.totalKg),
      USD: o.computedValues.USD,
      MXN: o.computedValues.MXN,
    },
    documents: documents.map((d) => documentView(o.id, d)),
    cancellation: o.cancelledAt
      ? {
          reason: header.reasonText ?? '',
          other: o.cancellationOther,
          at: o.cancelledAt.toISOString(),
          by: person(o.cancelledById, header.cancellerFirst, header.cancellerLast),
        }
      : null,
    locks: locksFor(o, claims, settings, t, input.materialHeld),
    canCancel: mayCancel(o, claims),
  };
}
