/**
 * What the finance API answers and accepts: the order's finance view (state, credit check, buttons
 * for the caller, payments panel), the queue rows and counts of the home dashboard and of
 * /orders/pending-released, the bulk results, and the bodies of the decisions. One source for the
 * server's schemas and the web app's types.
 *
 * Money travels as decimal strings ('1234.50'), dates as 'yyyy-mm-dd', instants as ISO strings.
 */
import { z } from 'zod';
import { PAYMENT_TERMS } from '../creditTerms';
import { listQuerySchema, listResponseSchema, searchParamSchema } from '../lists';
import { paymentInputSchema } from '../orders/edits';
import { CURRENCIES, DELIVERY_MODELS } from '../orders/enums';
import { OPS_STATUSES } from '../orders/status';
import { versionSchema } from '../versioning';
import { CREDIT_CHECK_RESULTS } from './creditCheck';
import { FINANCE_QUEUES } from './queues';
import { RETAIN_REASONS } from './retention';

const decimal = z.string();
const isoDay = z.string();
const timestamp = z.string();
const person = z.object({ id: z.uuid(), name: z.string() });
const version = versionSchema;
const comment = z.string().trim().max(500, 'validation.tooLong');

export const FINANCE_AREAS = ['CREDIT', 'TREASURY'] as const;

// ---- The order's finance view (`GET /api/orders/{id}/finance`) ---------------------------------

/** `FinanceState` of `./state`, as the API sends it. */
export const financeStateSchema = z.object({
  opsStatus: z.enum(OPS_STATUSES),
  financeStatus: z.string().nullable(),
  paymentTerm: z.enum(PAYMENT_TERMS),
  isPaymentValidated: z.boolean(),
  isApprovedForRelease: z.boolean(),
  isReleaseRequestedManually: z.boolean(),
  isPaymentReleaseRequestedManually: z.boolean(),
  daysSinceReleaseRequest: z.number().int().nullable(),
  daysSincePaymentRequest: z.number().int().nullable(),
  hasPaymentConfirmation: z.boolean(),
});

/** The figures of the last automatic check (amounts in the credit limit's currency). */
export const creditCheckViewSchema = z.object({
  result: z.enum(CREDIT_CHECK_RESULTS),
  checkedAt: timestamp,
  /** False when the customer had no credit terms in force: limit 0, days 0. */
  termFound: z.boolean(),
  currency: z.enum(CURRENCIES),
  creditLimit: decimal,
  creditDays: z.number().int(),
  /** Unpaid part of the customer's open invoices. */
  openInvoices: decimal,
  /** Other released orders not invoiced yet. */
  committedOrders: decimal,
  openBalance: decimal,
  /** Credit left before this order (negative when already over the limit). */
  available: decimal,
  /** This order's total with taxes (0 for a validated advance payment: it uses no credit). */
  orderTotal: decimal,
  overdueInvoices: z.number().int(),
});
export type CreditCheckView = z.infer<typeof creditCheckViewSchema>;

export const rejectReasonViewSchema = z.object({ actionType: z.string(), at: timestamp.nullable() });

const sellerLabelKey = z.enum([
  'requestRelease',
  'resendRelease',
  'releaseRequested',
  'requestPayment',
  'resendPayment',
  'paymentSent',
]);

/** `SellerButton` of `./buttons`. */
export const sellerButtonSchema = z.union([
  z.object({
    kind: z.literal('requestRelease'),
    resend: z.boolean(),
    disabled: z.boolean(),
    labelKey: sellerLabelKey,
  }),
  z.object({
    kind: z.literal('requestPayment'),
    resend: z.boolean(),
    disabled: z.boolean(),
    labelKey: sellerLabelKey,
    needsPaymentConfirmation: z.boolean(),
  }),
]);
export type SellerButtonView = z.infer<typeof sellerButtonSchema>;

/** `SellerButtons` of `./buttons`. */
export const sellerButtonsSchema = z.union([
  z.object({
    show: z.literal(false),
    reason: z.enum(['noPermission', 'externalIdRequired', 'notApplicable']),
  }),
  z.object({ show: z.literal(true), buttons: z.array(sellerButtonSchema), noWritePermission: z.boolean() }),
]);

export const paymentTransactionSchema = z.object({
  id: z.uuid(),
  amount: decimal,
  paymentDate: isoDay,
  receipt: z.object({ documentId: z.uuid(), name: z.string(), url: z.string().nullable() }).nullable(),
  createdBy: person.nullable(),
  createdAt: timestamp,
});
export type PaymentTransaction = z.infer<typeof paymentTransactionSchema>;

export const PAYMENT_STATUSES = ['PENDING', 'PARTIAL', 'PAID'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** The payments panel (ORDER_DETAIL_CREDIT read); amounts in the order currency. */
export const paymentsPanelSchema = z.object({
  paymentTerm: z.enum(PAYMENT_TERMS),
  creditDays: z.number().int(),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  paymentMethod: z.string().nullable(),
  currency: z.enum(CURRENCIES),
  totalWithTaxes: decimal,
  paid: decimal,
  /** totalWithTaxes − paid, never below 0. */
  balance: decimal,
  transactions: z.array(paymentTransactionSchema),
  /** ORDER_DETAIL_CREDIT write and something left to pay on an order not cancelled. */
  canRegister: z.boolean(),
});
export type PaymentsPanel = z.infer<typeof paymentsPanelSchema>;

export const financeViewSchema = z.object({
  orderId: z.uuid(),
  displayNumber: z.string(),
  /** Send it back with a decision: a stale one answers 409 STALE_VERSION. */
  version: z.number().int(),
  state: financeStateSchema,
  releaseRequest: z.object({ at: timestamp, by: person.nullable() }).nullable(),
  paymentRequest: z.object({ at: timestamp, by: person.nullable() }).nullable(),
  paymentValidation: z.object({ at: timestamp, by: person.nullable() }).nullable(),
  decision: z.object({ at: timestamp, by: person.nullable() }).nullable(),
  /** Null without ORDER_DETAIL_CREDIT read, or before any release request. */
  creditCheck: creditCheckViewSchema.nullable(),
  rejectReasons: z.array(rejectReasonViewSchema),
  reasonRejected: z.string().nullable(),
  /** Only while retained: finance's words, else the text of the last reject reason. */
  retention: z.object({ message: z.string() }).nullable(),
  queue: z.enum(FINANCE_QUEUES).nullable(),
  area: z.enum(FINANCE_AREAS).nullable(),
  /** The seller's release / payment buttons (ORDER_CREDIT_REQUESTS). */
  sellerButtons: sellerButtonsSchema,
  /** Finance's buttons (ORDER_DETAIL_CREDIT read shows them; `canDecide` = write uses them). */
  financeActions: z.array(z.enum(['release', 'retain', 'requestRelease'])),
  canDecide: z.boolean(),
  /** Treasury may validate the payment now (ORDER_DETAIL_CREDIT write, advance payment, receipt). */
  canValidatePayment: z.boolean(),
  /** Null without ORDER_DETAIL_CREDIT read (the page shows the restricted notice). */
  payments: paymentsPanelSchema.nullable(),
});
export type FinanceView = z.infer<typeof financeViewSchema>;

// ---- Bodies ------------------------------------------------------------------------------------

/** `PUT /api/orders/{id}/finance/release` and `…/validate-payment`. */
export const releaseBodySchema = z
  .object({ version: version.optional(), comment: comment.optional() })
  .strict();
export type ReleaseBody = z.infer<typeof releaseBodySchema>;

/** `PUT /api/orders/{id}/finance/retain`: overdue invoices, overdraft or both; the comment is shown to the seller. */
export const retainBodySchema = z
  .object({
    version: version.optional(),
    reason: z.enum(RETAIN_REASONS),
    comment: comment.optional(),
  })
  .strict();
export type RetainBody = z.infer<typeof retainBodySchema>;

/**
 * `POST /api/orders/{id}/payments`: the order form's payment (date, amount > 0, receipt). The
 * receipt is the id of a payment_confirmation document of the same order (upload it first with
 * `POST /api/orders/{id}/documents`, type locked to payment_confirmation).
 */
export const paymentBodySchema = paymentInputSchema;
export type PaymentBody = z.infer<typeof paymentBodySchema>;

export const bulkBodySchema = z
  .object({
    orderIds: z.array(z.uuid('validation.uuid')).min(1, 'validation.tooFew').max(100, 'validation.tooMany'),
  })
  .strict();
export type BulkBody = z.infer<typeof bulkBodySchema>;

export const BULK_OUTCOMES = [
  /** Release requested; the automatic check did not approve it, finance decides. */
  'requested',
  /** Release requested and approved by the automatic check: released at once. */
  'released',
  /** Payment validation requested (bulk request) or validated by treasury (bulk validation). */
  'paymentRequested',
  'validated',
  /** The id names no order of this tenant (it is not repeated back). */
  'notFound',
  /** The order exists but is outside the caller's scope. */
  'forbidden',
  /** The order's state does not allow it; `message` says why. */
  'notAllowed',
  /** Anything else went wrong for this order only ('Error al procesar la solicitud'). */
  'failed',
] as const;
export type BulkOutcome = (typeof BULK_OUTCOMES)[number];

export const bulkResultSchema = z.object({
  results: z.array(
    z.object({
      /** Position in the request's `orderIds`. */
      index: z.number().int(),
      id: z.uuid().nullable(),
      displayNumber: z.string().nullable(),
      outcome: z.enum(BULK_OUTCOMES),
      message: z.string(),
    }),
  ),
  succeeded: z.number().int(),
  failed: z.number().int(),
  /** Ready to toast: counts with Spanish / English plurals. */
  message: z.string(),
});
export type BulkResult = z.infer<typeof bulkResultSchema>;

// ---- Queues ------------------------------------------------------------------------------------

const queryDay = z.iso.date('validation.date').optional();

/** The dashboard queues: paging, search, seller, delivery date range (both ends or none). */
export const financeQueueQuerySchema = listQuerySchema.extend({
  searchParam: searchParamSchema,
  sellerId: z.uuid('validation.uuid').optional(),
  deliveryDateFrom: queryDay,
  deliveryDateTo: queryDay,
});
export type FinanceQueueQuery = z.infer<typeof financeQueueQuerySchema>;

/** The two statuses the pending-release listing accepts ('Status inválido. Solo se permiten: ...'). */
export const PENDING_LIBERATION_STATUSES = [
  'PENDINGRELEASEREQUEST',
  'PENDINGVALIDATEPAYMENTREQUEST',
] as const;
export type PendingLiberationStatus = (typeof PENDING_LIBERATION_STATUSES)[number];

/** `status` is checked by the service so a wrong one answers the original client's own sentence. */
export const pendingLiberationQuerySchema = financeQueueQuerySchema.extend({
  status: z.string().trim().default('PENDINGRELEASEREQUEST'),
});
export type PendingLiberationQuery = z.infer<typeof pendingLiberationQuerySchema>;

const idList = z
  .union([z.string(), z.array(z.string())])
  .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean))
  .pipe(z.array(z.uuid('validation.uuid')).max(100, 'validation.tooMany'))
  .optional();
const enumList = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .union([z.string(), z.array(z.string())])
    .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean))
    .pipe(z.array(z.enum(values, { error: 'validation.invalidOption' })))
    .optional();

/** `/orders/pending-released`: the listing's filters (sellers, payment term, delivery model). */
export const pendingReleasedQuerySchema = pendingLiberationQuerySchema.extend({
  sellers: idList,
  paymentTerm: enumList(PAYMENT_TERMS),
  deliveryModel: enumList(DELIVERY_MODELS),
});
export type PendingReleasedQuery = z.infer<typeof pendingReleasedQuerySchema>;

/** One row of every finance queue, plus the listing's columns. */
export const financeQueueRowSchema = z.object({
  id: z.uuid(),
  externalId: z.string().nullable(),
  number: z.number().int(),
  displayNumber: z.string(),
  customerName: z.string(),
  sellerName: z.string().nullable(),
  deliveryDate: isoDay,
  /** The order's total with taxes, in the order's own currency (not converted; docs/decisions.md). */
  totalOrder: decimal,
  currency: z.enum(CURRENCIES),
  rejectReasons: z.array(rejectReasonViewSchema),
  /** 'release missing' only: who must answer. */
  area: z.enum(FINANCE_AREAS).nullable(),
  products: z.string(),
  tons: decimal,
  opsStatus: z.enum(OPS_STATUSES),
  paymentTerm: z.enum(PAYMENT_TERMS),
  deliveryModel: z.enum(DELIVERY_MODELS),
  /** Days since the pending request (release or payment), for the resend action. */
  daysSinceRequest: z.number().int().nullable(),
  /** The seller's button on this row (request, resend, sent…), null when none applies. */
  button: sellerButtonSchema.nullable(),
  /** The caller may use the row's action (disabled with the no-permission tooltip otherwise). */
  canWrite: z.boolean(),
});
export type FinanceQueueRow = z.infer<typeof financeQueueRowSchema>;

export const financeQueueResponseSchema = listResponseSchema(financeQueueRowSchema);
export type FinanceQueueResponse = z.infer<typeof financeQueueResponseSchema>;

/** `GET /api/orders/count-finances`: orders per queue and the group's total. */
export const financeCountsSchema = z.object({
  PENDINGRELEASEREQUEST: z.number().int(),
  PENDINGVALIDATEPAYMENTREQUEST: z.number().int(),
  NOT_ANSWERED: z.number().int(),
  HELD: z.number().int(),
  APPROVED: z.number().int(),
  total: z.number().int(),
});
export type FinanceCounts = z.infer<typeof financeCountsSchema>;

export const financeCountsQuerySchema = financeQueueQuerySchema.pick({
  sellerId: true,
  deliveryDateFrom: true,
  deliveryDateTo: true,
});
export type FinanceCountsQuery = z.infer<typeof financeCountsQuerySchema>;

/** Answer of a request, a decision or a payment: the text to toast and the order's fresh finance view. */
export const financeActionResultSchema = z.object({
  outcome: z.enum(['requested', 'released', 'paymentRequested', 'retained', 'validated', 'registered']),
  message: z.string(),
  finance: financeViewSchema,
});
export type FinanceActionResult = z.infer<typeof financeActionResultSchema>;
