/** Stored rows as the API answers them (decimal strings, ISO instants, people by name). */

import type { PaymentTerm } from '../../../domain/creditTerms';
import type { DeliveryModel } from '../../../domain/orders/enums';
import {
  displayPriceRequestNumber,
  type PriceRequestHistoryEntry,
  type PriceRequestRow,
  type PriceRequestStatus,
  type RequestedByType,
} from '../../../domain/priceRequests';
import type { PackagingType } from '../../../domain/products';
import { fullName } from '../../../domain/users';
import type { RequestViewRow } from './queries';

export const asIso = (value: Date | string) =>
  (value instanceof Date ? value : new Date(value)).toISOString();

const person = (id: string | null, first: string | null, last: string | null) =>
  id && first !== null ? { id, name: fullName(first, last ?? '') } : null;

export function toRequestRow(v: RequestViewRow): PriceRequestRow {
  const r = v.request;
  return {
    id: r.id,
    number: r.number,
    displayNumber: displayPriceRequestNumber(r.number),
    status: r.status as PriceRequestStatus,
    customer: { id: r.customerId, companyName: v.customerName },
    product: { id: r.productId, reference: v.productReference, name: v.productName },
    packagingType: r.packagingType as PackagingType,
    volumeTons: r.volumeTons,
    targetPriceUsdPerTon: r.targetPriceUsdPerTon,
    msp: r.msp,
    approvedPriceUsdPerTon: r.approvedPriceUsdPerTon,
    validUntil: r.validUntil,
    requestedByType: r.requestedByType as RequestedByType,
    requestedBy: person(r.requestedById, v.requesterFirst, v.requesterLast) ?? {
      id: r.requestedById,
      name: '',
    },
    seller: person(r.sellerId, v.sellerFirst, v.sellerLast),
    deliveryMethod: r.deliveryMethod as DeliveryModel,
    paymentTerm: r.paymentTerm as PaymentTerm,
    deliveryWindowFrom: r.deliveryWindowFrom,
    deliveryWindowTo: r.deliveryWindowTo,
    orderId: r.orderId,
    version: r.version,
    createdAt: asIso(r.createdAt),
    updatedAt: asIso(r.updatedAt),
  };
}

export interface HistoryDbRow {
  id: string;
  at: Date;
  userId: string | null;
  firstName: string | null;
  lastName: string | null;
  action: string;
  fromStatus: string | null;
  toStatus: string;
  changes: Record<string, [unknown, unknown]>;
  note: string | null;
}

export function toHistoryEntry(h: HistoryDbRow): PriceRequestHistoryEntry {
  return {
    id: h.id,
    at: asIso(h.at),
    user: person(h.userId, h.firstName, h.lastName),
    action: h.action as PriceRequestHistoryEntry['action'],
    fromStatus: h.fromStatus as PriceRequestStatus | null,
    toStatus: h.toStatus as PriceRequestStatus,
    changes: h.changes,
    note: h.note,
  };
}
