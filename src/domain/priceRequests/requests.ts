/**
 * Price requests as the API takes and answers them: one submission asks for one or several
 * products for one customer (`POST /api/price-requests/multiple`, one request per product), the
 * list with its filters and sort, the detail with its history and what the user may do next,
 * approval, rejection and the download. Prices are USD per ton, volumes tons.
 */
import { Decimal } from 'decimal.js';
import { z } from 'zod';
import { PAYMENT_TERMS } from '../creditTerms';
import { enumList, idList, listQuerySchema, listResponseSchema, searchParamSchema } from '../lists';
import { isIsoDay } from '../orders/deliveryWindow';
import { DELIVERY_MODELS } from '../orders/enums';
import { blank, optionalText, optionalUuid, requiredUuid, typedDecimal } from '../orders/fields';
import { EXPORT_FORMATS } from '../orders/listColumns';
import { PACKAGING_TYPES } from '../products';
import { versionSchema } from '../versioning';
import { MAX_COST_USD, pkey } from './costs';
import { costFiguresSchema } from './figures';
import { PRICE_REQUEST_ACTIONS, PRICE_REQUEST_STATUSES, REQUESTED_BY_TYPES } from './statuses';

/** The largest volume one request may ask a price for, in tons. */
export const MAX_REQUEST_TONS = 100_000;
/** Products one submission may ask for. */
export const MAX_REQUEST_ITEMS = 10;
/** How far the requested delivery window may reach, in days from its first day. */
export const MAX_WINDOW_DAYS = 366;
/** An approval holds this many days unless pricing says otherwise, and at most MAX_VALIDITY_DAYS. */
export const DEFAULT_VALIDITY_DAYS = 30;
export const MAX_VALIDITY_DAYS = 180;

/** 'SP-00042': how people name a request (solicitud de precio). */
export function displayPriceRequestNumber(number: number): string {
  return `SP-${String(number).padStart(5, '0')}`;
}

const positiveTons = typedDecimal(pkey('volumeRequired'), pkey('volumeInvalid')).pipe(
  z.string().superRefine((v, ctx) => {
    const value = new Decimal(v);
    if (value.lte(0)) ctx.addIssue({ code: 'custom', message: pkey('volumePositive'), input: v });
    else if (value.gt(MAX_REQUEST_TONS))
      ctx.addIssue({ code: 'custom', message: pkey('volumeMax'), input: v });
  }),
);

/** A price in USD per ton beyond MAX_COST_USD is a typo (and would not fit the stored precision). */
const withinCostCap =
  (invalidKey: string) =>
  (v: string | null, ctx: z.RefinementCtx): void => {
    if (v !== null && new Decimal(v).gt(MAX_COST_USD))
      ctx.addIssue({ code: 'custom', message: invalidKey, input: v });
  };

/** A target price is optional: the seller may have none in mind. */
const targetPrice = z
  .union([z.string(), z.number(), z.null()])
  .optional()
  .transform((v) => (blank(v) ? null : v))
  .pipe(typedDecimal(pkey('targetPriceInvalid'), pkey('targetPriceInvalid')).nullable())
  .superRefine(withinCostCap(pkey('targetPriceInvalid')));

const day = (requiredKey: string) =>
  z.string(requiredKey).superRefine((v, ctx) => {
    if (blank(v)) ctx.addIssue({ code: 'custom', message: requiredKey, input: v });
    else if (!isIsoDay(v)) ctx.addIssue({ code: 'custom', message: 'validation.date', input: v });
  });

/** One product of a submission. */
export const priceRequestItemSchema = z.object({
  productId: requiredUuid(pkey('productRequired')),
  packagingType: z.enum(PACKAGING_TYPES, { error: pkey('packagingRequired') }),
  volumeTons: positiveTons,
  targetPriceUsdPerTon: targetPrice,
});
export type PriceRequestItem = z.infer<typeof priceRequestItemSchema>;

/** What a request says besides its product: who for, how delivered and paid, when. */
const requestTerms = z.object({
  /** The seller the request belongs to: a seller's own; customer service picks one it supervises. */
  sellerId: optionalUuid,
  requestedByType: z.enum(REQUESTED_BY_TYPES, { error: pkey('requestedByRequired') }),
  deliveryMethod: z.enum(DELIVERY_MODELS, { error: pkey('deliveryMethodRequired') }),
  /** Required for delivery by the partner (the freight depends on it); pickup has none. */
  addressId: optionalUuid,
  paymentTerm: z.enum(PAYMENT_TERMS, { error: pkey('paymentTermRequired') }),
  deliveryWindowFrom: day(pkey('windowRequired')),
  deliveryWindowTo: day(pkey('windowRequired')),
  comments: optionalText(1000),
});

/** The checks across fields, the same for a submission and an edit. */
function termsProblems(value: z.infer<typeof requestTerms>, ctx: z.RefinementCtx): void {
  if (value.deliveryMethod === 'DELIVERY_PARTNER' && !value.addressId) {
    ctx.addIssue({
      code: 'custom',
      path: ['addressId'],
      message: pkey('addressRequired'),
      input: value.addressId,
    });
  }
  const { deliveryWindowFrom: from, deliveryWindowTo: to } = value;
  if (isIsoDay(from) && isIsoDay(to)) {
    if (to < from)
      ctx.addIssue({ code: 'custom', path: ['deliveryWindowTo'], message: pkey('windowOrder'), input: to });
    else if (daysBetween(from, to) > MAX_WINDOW_DAYS)
      ctx.addIssue({ code: 'custom', path: ['deliveryWindowTo'], message: pkey('windowTooLong'), input: to });
  }
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The server's extra check on a new or edited window: it does not start in the past. */
export function windowProblem(deliveryWindowFrom: string, today: string): string | null {
  return deliveryWindowFrom < today ? pkey('windowInPast') : null;
}

/** `POST /api/price-requests/multiple`: one customer, one to ten products. */
export const priceRequestCreateSchema = requestTerms
  .extend({
    customerId: requiredUuid(pkey('customerRequired')),
    items: z
      .array(priceRequestItemSchema, { error: pkey('itemsRequired') })
      .min(1, pkey('itemsRequired'))
      .max(MAX_REQUEST_ITEMS, pkey('itemsTooMany')),
  })
  .strict()
  .superRefine(termsProblems);
export type PriceRequestCreate = z.infer<typeof priceRequestCreateSchema>;
export type PriceRequestCreateInput = z.input<typeof priceRequestCreateSchema>;

/** `PUT /api/price-requests/{id}`: while open; the customer stays, everything else may change. */
export const priceRequestUpdateSchema = requestTerms
  .extend(priceRequestItemSchema.shape)
  .extend({ version: versionSchema })
  .strict()
  .superRefine(termsProblems);
export type PriceRequestUpdate = z.infer<typeof priceRequestUpdateSchema>;

/** `PUT /api/price-requests/{id}/approve`: the price offered (at least the MSP) and until when it holds. */
export const priceRequestApproveSchema = z
  .object({
    priceUsdPerTon: typedDecimal(pkey('priceRequired'), pkey('priceInvalid')).superRefine(
      withinCostCap(pkey('priceInvalid')),
    ),
    validUntil: day(pkey('validUntilRequired')),
    version: versionSchema,
  })
  .strict();
export type PriceRequestApprove = z.infer<typeof priceRequestApproveSchema>;

/** The approval's checks that need the MSP and today: the price covers the MSP, the validity is sane. */
export function approvalProblems(
  approval: Pick<PriceRequestApprove, 'priceUsdPerTon' | 'validUntil'>,
  msp: string,
  today: string,
): { path: 'priceUsdPerTon' | 'validUntil'; message: string }[] {
  const problems: { path: 'priceUsdPerTon' | 'validUntil'; message: string }[] = [];
  if (new Decimal(approval.priceUsdPerTon).lt(msp))
    problems.push({ path: 'priceUsdPerTon', message: pkey('priceBelowMsp') });
  if (approval.validUntil < today) problems.push({ path: 'validUntil', message: pkey('validUntilPast') });
  else if (daysBetween(today, approval.validUntil) > MAX_VALIDITY_DAYS)
    problems.push({ path: 'validUntil', message: pkey('validUntilTooFar') });
  return problems;
}

/** `PUT /api/price-requests/{id}/reject` (ours: the seeds' list of calls has no rejection). */
export const priceRequestRejectSchema = z
  .object({
    reason: z
      .string(pkey('reasonRequired'))
      .trim()
      .min(3, pkey('reasonRequired'))
      .max(500, 'validation.tooLong'),
    version: versionSchema,
  })
  .strict();
export type PriceRequestReject = z.infer<typeof priceRequestRejectSchema>;

// ---- List --------------------------------------------------------------------------------------

export const PRICE_REQUEST_SORT_FIELDS = [
  'number',
  'createdAt',
  'status',
  'customer',
  'product',
  'volumeTons',
  'deliveryWindowFrom',
] as const;
export type PriceRequestSortField = (typeof PRICE_REQUEST_SORT_FIELDS)[number];

/** `order=createdAt:DESC` (the field, a colon, ASC or DESC; the direction defaults to ASC). */
export const priceRequestOrderSchema = z
  .string()
  .transform((v) => {
    const [field, direction = 'ASC'] = v.split(':');
    return { field, direction: direction.toUpperCase() };
  })
  .pipe(
    z.object({
      field: z.enum(PRICE_REQUEST_SORT_FIELDS, { error: 'validation.invalidOption' }),
      direction: z.enum(['ASC', 'DESC'], { error: 'validation.invalidOption' }),
    }),
  )
  .default({ field: 'createdAt', direction: 'DESC' });

/** `GET /api/price-requests`: paging, search (number, customer, product), filters, sort. */
export const priceRequestListQuerySchema = listQuerySchema.extend({
  searchParam: searchParamSchema,
  order: priceRequestOrderSchema,
  status: enumList(PRICE_REQUEST_STATUSES),
  customer: idList,
  productReference: z
    .union([z.string(), z.array(z.string())])
    .transform((v) =>
      (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim().toUpperCase()).filter(Boolean),
    )
    .pipe(z.array(z.string().max(40, 'validation.tooLong')).max(100, 'validation.tooMany'))
    .optional(),
  requestedByType: enumList(REQUESTED_BY_TYPES),
  deliveryMethod: enumList(DELIVERY_MODELS),
  paymentTerm: enumList(PAYMENT_TERMS),
});
export type PriceRequestListQuery = z.infer<typeof priceRequestListQuerySchema>;

const decimal = z.string();
const isoDay = z.string();
const timestamp = z.string();
const person = z.object({ id: z.uuid(), name: z.string() });

export const priceRequestRowSchema = z.object({
  id: z.uuid(),
  number: z.number().int(),
  displayNumber: z.string(),
  status: z.enum(PRICE_REQUEST_STATUSES),
  customer: z.object({ id: z.uuid(), companyName: z.string() }),
  product: z.object({ id: z.uuid(), reference: z.string(), name: z.string() }),
  packagingType: z.enum(PACKAGING_TYPES),
  volumeTons: decimal,
  targetPriceUsdPerTon: decimal.nullable(),
  /** USD/ton; null until costed ('N/D'). */
  msp: decimal.nullable(),
  approvedPriceUsdPerTon: decimal.nullable(),
  validUntil: isoDay.nullable(),
  requestedByType: z.enum(REQUESTED_BY_TYPES),
  requestedBy: person,
  seller: person.nullable(),
  deliveryMethod: z.enum(DELIVERY_MODELS),
  paymentTerm: z.enum(PAYMENT_TERMS),
  deliveryWindowFrom: isoDay,
  deliveryWindowTo: isoDay,
  /** The order made from it, once one was. */
  orderId: z.uuid().nullable(),
  version: z.number().int(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type PriceRequestRow = z.infer<typeof priceRequestRowSchema>;

export const priceRequestListSchema = listResponseSchema(priceRequestRowSchema);

/** `POST /api/price-requests/multiple` answers the requests made, one per product, in the items' order. */
export const priceRequestCreatedSchema = z.object({ data: z.array(priceRequestRowSchema) });
export type PriceRequestCreated = z.infer<typeof priceRequestCreatedSchema>;

/** `DELETE /api/price-requests/{id}?version=n`: the version read (409 when it moved); optional. */
export const priceRequestDeleteQuerySchema = z.object({
  version: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
});
export type PriceRequestList = z.infer<typeof priceRequestListSchema>;

export const PRICE_REQUEST_HISTORY_ACTIONS = ['created', ...PRICE_REQUEST_ACTIONS, 'orderCreated'] as const;
export type PriceRequestHistoryAction = (typeof PRICE_REQUEST_HISTORY_ACTIONS)[number];

export const priceRequestHistoryEntrySchema = z.object({
  id: z.uuid(),
  at: timestamp,
  /** Null for the system (expiry). */
  user: person.nullable(),
  action: z.enum(PRICE_REQUEST_HISTORY_ACTIONS),
  fromStatus: z.enum(PRICE_REQUEST_STATUSES).nullable(),
  toStatus: z.enum(PRICE_REQUEST_STATUSES),
  /** Field → [before, after] for edits and costings; the reason for a rejection. */
  changes: z.record(z.string(), z.tuple([z.unknown(), z.unknown()])),
  note: z.string().nullable(),
});
export type PriceRequestHistoryEntry = z.infer<typeof priceRequestHistoryEntrySchema>;

/** `GET /api/price-requests/{id}`. */
export const priceRequestDetailSchema = priceRequestRowSchema.extend({
  customer: z.object({
    id: z.uuid(),
    companyName: z.string(),
    region: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  }),
  address: z.object({ id: z.uuid(), fullAddress: z.string() }).nullable(),
  comments: z.string().nullable(),
  figures: costFiguresSchema,
  rejectionReason: z.string().nullable(),
  approvedBy: person.nullable(),
  approvedAt: timestamp.nullable(),
  history: z.array(priceRequestHistoryEntrySchema),
  /** What the caller may do now (the server checks again on each call). */
  allowedActions: z.array(z.enum(PRICE_REQUEST_ACTIONS)),
  /** Approved, still valid, no order yet, and the caller may create orders. */
  canCreateOrder: z.boolean(),
});
export type PriceRequestDetail = z.infer<typeof priceRequestDetailSchema>;

/** `GET /api/price-request-statuses`: the statuses in the caller's language. */
export const priceRequestStatusListSchema = z.object({
  data: z.array(z.object({ id: z.enum(PRICE_REQUEST_STATUSES), name: z.string() })),
});

// ---- Download ----------------------------------------------------------------------------------

export const PRICE_REQUEST_COLUMNS = [
  'number',
  'status',
  'customer',
  'product',
  'packagingType',
  'volumeTons',
  'targetPrice',
  'msp',
  'approvedPrice',
  'validUntil',
  'requestedByType',
  'requestedBy',
  'seller',
  'deliveryMethod',
  'paymentTerm',
  'deliveryWindow',
  'createdAt',
] as const;
export type PriceRequestColumn = (typeof PRICE_REQUEST_COLUMNS)[number];

/** More rows than this are refused: the user narrows the filters. */
export const PRICE_REQUEST_EXPORT_MAX_ROWS = 50_000;

/** `POST /api/price-requests/download`: the list's filters, the format and the chosen columns (all when absent). */
export const priceRequestDownloadSchema = priceRequestListQuerySchema
  .omit({ limit: true, offset: true })
  .extend({
    format: z.enum(EXPORT_FORMATS, { error: 'validation.invalidOption' }).default('xlsx'),
    columns: z
      .array(z.enum(PRICE_REQUEST_COLUMNS, { error: 'validation.invalidOption' }))
      .min(1, pkey('columnsRequired'))
      .max(PRICE_REQUEST_COLUMNS.length)
      .transform((c) => [...new Set(c)])
      .optional(),
  });
export type PriceRequestDownload = z.infer<typeof priceRequestDownloadSchema>;
