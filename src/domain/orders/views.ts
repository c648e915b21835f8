/**
 * What the order API answers: the list row, the detail, with our names where the
 * original client nest things the database does not), the history entry, comments, documents and the list
 * query. One source for the server's response schemas and the web app's types.
 *
 * Money, quantities and rates travel as decimal strings ('1234.50'): JSON numbers would be floats.
 */
import { z } from 'zod';
import { PAYMENT_TERMS } from '../creditTerms';
import {
  enumList,
  idList,
  listQuerySchema,
  listResponseSchema,
  orderDirectionSchema,
  searchParamSchema,
} from '../lists';
import { PACKAGING_TYPES } from '../products';
import { versionSchema } from '../versioning';
import {
  CURRENCIES,
  DELIVERY_FREQUENCIES,
  DELIVERY_MODELS,
  ORDER_DOCUMENT_TYPES,
  ORDER_TYPES,
} from './enums';
import { EDIT_LOCK_REASONS, EDITABLE_ORDER_FIELDS } from './locks';
import { OPS_STATUSES, PIPELINE_FILTERS } from './status';

const decimal = z.string();
const isoDay = z.string();
const timestamp = z.string();
const person = z.object({ id: z.uuid(), name: z.string() });

export const moneySummaryValuesSchema = z.object({
  productsTotal: decimal,
  deliveryPremium: decimal,
  handling: decimal,
  subTotalWithHandlingAndDelivery: decimal,
  taxes: decimal,
  totalWithTaxes: decimal,
});
export type MoneySummaryValues = z.infer<typeof moneySummaryValuesSchema>;

/** Shown instead of the number when the ERP gave one ("external id else number"). */
export function displayOrderNumber(order: { number: number; externalId: string | null }): string {
  const external = order.externalId?.trim();
  return external ? external : String(order.number).padStart(6, '0');
}

// ---- List --------------------------------------------------------------------------------------

export const ORDER_SORT_FIELDS = [
  'number',
  'createdAt',
  'deliveryDate',
  'customer',
  'seller',
  'opsStatus',
  'tons',
  'total',
] as const;
export type OrderSortField = (typeof ORDER_SORT_FIELDS)[number];

const queryDay = z.iso.date('validation.date').optional();

/**
 * `GET /api/orders` (and the export): paging, search, status tab, filters, sort. Without a tab the
 * open orders are read, or every state when there is a search (`listTabOf`).
 */
export const orderListQuerySchema = listQuerySchema.extend({
  statusTab: z.enum(PIPELINE_FILTERS, { error: 'validation.invalidOption' }).optional(),
  searchParam: searchParamSchema,
  sellers: idList,
  customers: idList,
  paymentTerm: enumList(PAYMENT_TERMS),
  deliveryModel: enumList(DELIVERY_MODELS),
  /** Delivery date range, both ends or none ("date ranges only if both ends exist"). */
  deliveryDateFrom: queryDay,
  deliveryDateTo: queryDay,
  orderField: z.enum(ORDER_SORT_FIELDS, { error: 'validation.invalidOption' }).default('createdAt'),
  orderDirection: orderDirectionSchema,
});
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;

export const orderListRowSchema = z.object({
  id: z.uuid(),
  number: z.number().int(),
  displayNumber: z.string(),
  externalId: z.string().nullable(),
  purchaseOrderId: z.string().nullable(),
  type: z.enum(ORDER_TYPES),
  opsStatus: z.enum(OPS_STATUSES),
  customer: z.object({ id: z.uuid(), companyName: z.string(), rfc: z.string() }),
  seller: person.nullable(),
  products: z.string(),
  tons: decimal,
  currency: z.enum(CURRENCIES),
  totalWithTaxes: decimal,
  totalWithTaxesUsd: decimal,
  paymentTerm: z.enum(PAYMENT_TERMS),
  deliveryModel: z.enum(DELIVERY_MODELS),
  deliveryDate: isoDay,
  createdAt: timestamp,
});
export type OrderListRow = z.infer<typeof orderListRowSchema>;

/** Count per status tab for the current search and filters (the tab badges). */
export const orderTabCountsSchema = z.record(z.enum(PIPELINE_FILTERS), z.number().int());
export type OrderTabCounts = z.infer<typeof orderTabCountsSchema>;

/**
 * `GET /api/orders`: the page and, in the same answer, the tab counts for the same search and
 * filters (one grouped count gives both the counts and this tab's total, so no second round trip).
 */
export const orderListResponseSchema = listResponseSchema(orderListRowSchema).extend({
  counts: orderTabCountsSchema.optional(),
});
export type OrderListResponse = z.infer<typeof orderListResponseSchema>;

// ---- Detail ------------------------------------------------------------------------------------

export const orderItemViewSchema = z.object({
  id: z.uuid(),
  productId: z.uuid(),
  reference: z.string(),
  productName: z.string(),
  packagingType: z.enum(PACKAGING_TYPES),
  quantityKg: decimal,
  tons: decimal,
  price: decimal,
  priceUSD: decimal,
  priceMXN: decimal,
  totalPrice: decimal,
  totalPriceUSD: decimal,
  totalPriceMXN: decimal,
});
export type OrderItemView = z.infer<typeof orderItemViewSchema>;

export const orderDocumentViewSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  type: z.enum(ORDER_DOCUMENT_TYPES),
  fileKind: z.string(),
  /** Download path (`/api/orders/{id}/documents/{documentId}/file`); null while being generated. */
  url: z.string().nullable(),
  contentType: z.string().nullable(),
  sizeBytes: z.number().int().nullable(),
  updating: z.boolean(),
  userId: z.uuid().nullable(),
  userName: z.string().nullable(),
  /** Generated documents (proforma) are neither editable nor deletable. */
  editable: z.boolean(),
  createdAt: timestamp,
});
export type OrderDocumentView = z.infer<typeof orderDocumentViewSchema>;

const editLockSchema = z.union([
  z.object({ locked: z.literal(false) }),
  z.object({
    locked: z.literal(true),
    reason: z.enum(EDIT_LOCK_REASONS),
    messageKey: z.string(),
    message: z.string(),
  }),
]);

export const orderDetailSchema = z.object({
  id: z.uuid(),
  number: z.number().int(),
  displayNumber: z.string(),
  externalId: z.string().nullable(),
  packageId: z.string().nullable(),
  purchaseOrderId: z.string().nullable(),
  customerExternalId: z.string().nullable(),
  version: z.number().int(),
  type: z.enum(ORDER_TYPES),
  requiredInvoice: z.boolean(),
  /** Counter sale: no invoice required ("counter sale when invoice not required"). */
  isCounterSale: z.boolean(),
  hasIva: z.boolean(),
  channel: z.string(),
  comments: z.string().nullable(),
  opsStatus: z.enum(OPS_STATUSES),
  financeStatus: z.string().nullable(),
  isDelivered: z.boolean(),
  hasPendingUpdate: z.boolean(),
  createdAt: timestamp,
  updatedAt: timestamp,
  seller: person.nullable(),
  createdBy: person,
  customer: z.object({
    id: z.uuid(),
    companyName: z.string(),
    fullName: z.string(),
    rfc: z.string(),
    region: z.object({ name: z.string() }).nullable(),
  }),
  payments: z.object({
    paymentTerm: z.enum(PAYMENT_TERMS),
    creditDays: z.number().int(),
    paymentStatus: z.string(),
    paymentMethod: z.string().nullable(),
  }),
  delivery: z.object({
    deliveryDate: isoDay,
    deliveryModel: z.enum(DELIVERY_MODELS),
    address: z.object({ id: z.uuid(), fullAddress: z.string() }).nullable(),
    frequency: z.enum(DELIVERY_FREQUENCIES),
    shipments: z.number().int(),
    warehouse: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  }),
  currency: z.enum(CURRENCIES),
  exchangeRate: decimal,
  vatRate: decimal,
  items: z.array(orderItemViewSchema),
  computedValues: z.object({
    currency: z.enum(CURRENCIES),
    tons: decimal,
    USD: moneySummaryValuesSchema,
    MXN: moneySummaryValuesSchema,
  }),
  documents: z.array(orderDocumentViewSchema),
  cancellation: z
    .object({ reason: z.string(), other: z.string().nullable(), at: timestamp, by: person.nullable() })
    .nullable(),
  /** For the current user: which fields may be edited now, and why not. */
  locks: z.record(z.enum(EDITABLE_ORDER_FIELDS), editLockSchema),
  /** For the current user: may cancel now (ORDER_CANCEL write and not shipped/cancelled/delivered). */
  canCancel: z.boolean(),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

// ---- History, comments, cancellation -----------------------------------------------------------

export const ORDER_HISTORY_EVENTS = [
  'created',
  'itemsChanged',
  'deliveryDateChanged',
  'deliveryModelChanged',
  'documentAdded',
  'documentRenamed',
  'documentDeleted',
  'proformaGenerated',
  'commented',
  'cancelled',
  'statusChanged',
  // Finance (src/server/modules/finance): requests, the automatic check, decisions, payments.
  'releaseRequested',
  'paymentRequested',
  'creditChecked',
  'released',
  'retained',
  'paymentValidated',
  'paymentRegistered',
  'paid',
  // Material allocation (src/server/modules/inventory/allocation): lots assigned, changed, removed,
  // and given back when the order is cancelled.
  'materialAllocated',
  'allocationChanged',
  'allocationRemoved',
  'materialReleased',
  // Logistics (src/server/modules/logistics): `data.name` carries the shipment or document number.
  'shipmentCreated',
  'shipmentDeleted',
  'transportAssigned',
  'invoiceRecorded',
  'invoiceDeleted',
  'creditNoteRecorded',
  'creditNoteDeleted',
  'remissionGenerated',
  'signedRemissionUploaded',
  'deliveryConfirmed',
  'deliveryReopened',
  'deliveryRescheduled',
  'bulkAuthorizationGenerated',
  'bulkAuthorizationSent',
  /** The customer accepted the order confirmation (EFIRMA_CLIENTE). */
  'customerSigned',
  /**
   * Pricing let lines below their approved MSP through (`data.comment`: the reason; `data.lines`:
   * each line's product, MSP and price), at creation or on an items edit.
   */
  'mspOverridden',
] as const;
export type OrderHistoryEvent = (typeof ORDER_HISTORY_EVENTS)[number];

export const orderHistoryEntrySchema = z.object({
  id: z.uuid(),
  event: z.string(),
  fromStatus: z.string().nullable(),
  toStatus: z.string().nullable(),
  data: z.record(z.string(), z.unknown()),
  user: person.nullable(),
  createdAt: timestamp,
});
export type OrderHistoryEntry = z.infer<typeof orderHistoryEntrySchema>;

export const COMMENT_MAX_LENGTH = 2000;
export const orderCommentInputSchema = z
  .object({
    comment: z
      .string('validation.orders.commentRequired')
      .trim()
      .min(1, 'validation.orders.commentRequired')
      .max(COMMENT_MAX_LENGTH, 'validation.tooLong'),
  })
  .strict();
export type OrderCommentInput = z.infer<typeof orderCommentInputSchema>;

export const orderCommentSchema = z.object({
  id: z.uuid(),
  comment: z.string(),
  date: timestamp,
  user: z.object({ id: z.uuid(), firstName: z.string(), lastName: z.string() }),
});
export type OrderComment = z.infer<typeof orderCommentSchema>;

export const cancellationReasonSchema = z.object({
  id: z.uuid(),
  description: z.string(),
  isOther: z.boolean(),
});
export type CancellationReason = z.infer<typeof cancellationReasonSchema>;

/** `PUT /api/orders/cancel/{id}`: a reason from the list, or 'other' with its text. */
export const orderCancelSchema = z
  .object({
    version: versionSchema.optional(),
    reasonId: z.uuid('validation.orders.cancelReasonRequired'),
    otherReason: z.string().trim().max(500, 'validation.tooLong').nullish(),
  })
  .strict();
export type OrderCancelInput = z.infer<typeof orderCancelSchema>;

/** Error code of an edit refused because the field is locked (the message is the lock's text). */
export const ORDER_LOCKED_CODE = 'ORDER_LOCKED';

// ---- Creation ----------------------------------------------------------------------------------

/** `POST /api/orders` (201): the order(s) created, one per delivery day, in delivery-day order. */
export const orderCreatedSchema = z.object({
  data: z.array(z.object({ id: z.uuid(), number: z.number().int(), displayNumber: z.string() })).min(1),
});
export type OrderCreated = z.infer<typeof orderCreatedSchema>;
