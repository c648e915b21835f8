/**
 * Renders a finance screen or section the way the app does (renderAdmin with a signed-in seller or
 * finance viewer: the app's dataProvider over the API client, answered by msw). Also builds the
 * finance view and queue rows the API answers, and answers as the server does: every fake body is
 * parsed by the schema the route declares, every refusal is the server's error body.
 */
import { HttpResponse } from 'msw';
import type { ReactElement } from 'react';
import type { z } from 'zod';
import { type ErrorBody, errorBodySchema } from '../../../src/domain/errors';
import {
  type FinanceQueueRow,
  type FinanceView,
  financeQueueResponseSchema,
} from '../../../src/domain/finance/views';
import type { Locale } from '../../../src/domain/i18n';
import { renderAdmin } from '../support/renderAdmin';

export const SELLER = {
  role: 'seller',
  permissions: [
    'ORDER_LISTING_READ',
    'ORDER_DETAIL_SUMMARY_READ',
    'ORDER_DETAIL_CREDIT_READ',
    'ORDER_CREDIT_REQUESTS_READ',
    'ORDER_CREDIT_REQUESTS_WRITE',
    'ORDER_LISTING_PENDING_RELEASE_READ',
    'ORDER_LISTING_PENDING_RELEASE_WRITE',
    'ORDER_DETAIL_FILES_READ',
    'ORDER_DETAIL_FILES_WRITE',
  ],
};
export const FINANCE = {
  role: 'finance.credit',
  permissions: [
    'ORDER_LISTING_READ',
    'ORDER_DETAIL_SUMMARY_READ',
    'ORDER_DETAIL_CREDIT_READ',
    'ORDER_DETAIL_CREDIT_WRITE',
    'ORDER_LISTING_PENDING_RELEASE_READ',
  ],
};
export type Viewer = { role: string; permissions: string[] };

export function renderFinance(
  ui: ReactElement,
  { viewer = SELLER, locale = 'es' }: { viewer?: Viewer; locale?: Locale } = {},
) {
  return renderAdmin(ui, { locale, viewer: { ...viewer, profile: { preferences: {} } } });
}

/** The server's answer: the body as the route's response schema lets it out. */
export function answer<S extends z.ZodType>(schema: S, body: z.input<S>, init?: ResponseInit) {
  return HttpResponse.json(schema.parse(body) as object, init);
}

/** A refusal in the server's error body. */
export function refusal(statusCode: number, message: string, code: ErrorBody['code'] = 'CONFLICT') {
  return HttpResponse.json(errorBodySchema.parse({ statusCode, code, message }), { status: statusCode });
}

/** One page of a queue, as the queue routes answer it. */
export function queuePage(rows: FinanceQueueRow[], totalRows = rows.length, limit = 10) {
  return answer(financeQueueResponseSchema, {
    data: rows,
    totalRows,
    page: 1,
    totalPages: Math.max(1, Math.ceil(totalRows / limit)),
  });
}

export const ORDER_ID = '33333333-3333-4333-8333-333333333333';

/** A credit order just created, seen by a seller who may request its release. */
export function buildFinanceView(overrides: Partial<FinanceView> = {}): FinanceView {
  return {
    orderId: ORDER_ID,
    displayNumber: '000123',
    version: 3,
    state: {
      opsStatus: 'ORDEN_CREADA',
      financeStatus: null,
      paymentTerm: 'CREDIT',
      isPaymentValidated: false,
      isApprovedForRelease: false,
      isReleaseRequestedManually: false,
      isPaymentReleaseRequestedManually: false,
      daysSinceReleaseRequest: null,
      daysSincePaymentRequest: null,
      hasPaymentConfirmation: false,
    },
    releaseRequest: null,
    paymentRequest: null,
    paymentValidation: null,
    decision: null,
    creditCheck: null,
    rejectReasons: [],
    reasonRejected: null,
    retention: null,
    queue: 'PENDINGRELEASEREQUEST',
    area: null,
    sellerButtons: {
      show: true,
      noWritePermission: false,
      buttons: [{ kind: 'requestRelease', resend: false, disabled: false, labelKey: 'requestRelease' }],
    },
    financeActions: [],
    canDecide: false,
    canValidatePayment: false,
    payments: {
      paymentTerm: 'CREDIT',
      creditDays: 30,
      paymentStatus: 'PENDING',
      paymentMethod: null,
      currency: 'USD',
      totalWithTaxes: '2987.00',
      paid: '0.00',
      balance: '2987.00',
      transactions: [],
      canRegister: false,
    },
    ...overrides,
  };
}

let rowSeq = 0;
export function buildRow(overrides: Partial<FinanceQueueRow> = {}): FinanceQueueRow {
  rowSeq += 1;
  return {
    id: `44444444-4444-4444-8444-${String(rowSeq).padStart(12, '0')}`,
    externalId: null,
    number: 100 + rowSeq,
    displayNumber: String(100 + rowSeq).padStart(6, '0'),
    customerName: `Cliente ${rowSeq} S.A. de C.V.`,
    sellerName: 'Carlos Méndez',
    deliveryDate: '2026-12-10',
    totalOrder: '1500.00',
    currency: 'USD',
    rejectReasons: [],
    area: null,
    products: 'CAL-01',
    tons: '12.500',
    opsStatus: 'ORDEN_CREADA',
    paymentTerm: 'CREDIT',
    deliveryModel: 'PICKUP',
    daysSinceRequest: null,
    button: { kind: 'requestRelease', resend: false, disabled: false, labelKey: 'requestRelease' },
    canWrite: true,
    ...overrides,
  };
}
