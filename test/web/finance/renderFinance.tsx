/**
 * Renders a finance screen or section the way the app does (renderWithApi) for a seller or finance
 * viewer. Also builds the finance view and queue rows the API answers.
 */
import type { ReactElement } from 'react';
import type { FinanceQueueRow, FinanceView } from '../../../src/domain/finance/views';
import type { Locale } from '../../../src/domain/i18n';
import { renderWithApi } from '../support/renderWithApi';

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
  return renderWithApi(ui, {
    ...viewer,
    identity: { id: 'user-1', fullName: 'Ana Robles', profile: { preferences: {} } },
    locale,
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
