/**
 * Renders an order section (files, comments, timeline, cancel) the way the order page does
 * (renderAdmin with a signed-in seller and the app's dataProvider) with the permissions the test
 * gives; `buildOrder` is the order, as the detail call answers it.
 */
import type { ReactElement } from 'react';
import type { Locale } from '../../../../src/domain/i18n';
import { type OrderDetail, orderDetailSchema } from '../../../../src/domain/orders/views';
import { renderAdmin } from '../../support/renderAdmin';

export const SELLER_PERMISSIONS = [
  'ORDER_LISTING_READ',
  'CLIENT_LISTING_READ',
  'ORDER_DETAIL_SUMMARY_READ',
  'ORDER_DETAIL_SUMMARY_WRITE',
  'ORDER_DETAIL_FILES_READ',
  'ORDER_DETAIL_FILES_WRITE',
  'ORDER_CANCEL_READ',
  'ORDER_CANCEL_WRITE',
];

export function renderSection(
  ui: ReactElement,
  { permissions = SELLER_PERMISSIONS, locale = 'es' }: { permissions?: string[]; locale?: Locale } = {},
) {
  return renderAdmin(ui, { locale, viewer: { role: 'seller', permissions } });
}

const ORDER_ID = '33333333-3333-4333-8333-333333333333';
const USER_ID = '11111111-1111-4111-8111-111111111111';

/** An order as the detail call answers it; a test overrides what it is about. */
export function buildOrder(overrides: Partial<OrderDetail> = {}): OrderDetail {
  const money = {
    productsTotal: '2500.00',
    deliveryPremium: '50.00',
    handling: '25.00',
    subTotalWithHandlingAndDelivery: '2575.00',
    taxes: '412.00',
    totalWithTaxes: '2987.00',
  };
  const unlocked = { locked: false } as const;
  return orderDetailSchema.parse({
    id: ORDER_ID,
    number: 123,
    displayNumber: '000123',
    externalId: null,
    packageId: null,
    purchaseOrderId: null,
    customerExternalId: null,
    version: 3,
    type: 'retail',
    requiredInvoice: true,
    isCounterSale: false,
    hasIva: true,
    channel: 'bubble',
    comments: null,
    opsStatus: 'ORDEN_CREADA',
    financeStatus: null,
    isDelivered: false,
    hasPendingUpdate: false,
    createdAt: '2026-11-20T16:00:00.000Z',
    updatedAt: '2026-11-20T16:00:00.000Z',
    seller: { id: USER_ID, name: 'Ana Robles' },
    createdBy: { id: USER_ID, name: 'Ana Robles' },
    customer: {
      id: '44444444-4444-4444-8444-444444444444',
      companyName: 'Aceros del Norte',
      fullName: 'Juan Pérez',
      rfc: 'ADN010101AB1',
      region: null,
    },
    payments: { paymentTerm: 'CREDIT', creditDays: 30, paymentStatus: 'PENDING', paymentMethod: null },
    delivery: {
      deliveryDate: '2026-12-12',
      deliveryModel: 'PICKUP',
      address: null,
      frequency: 'once',
      shipments: 1,
      warehouse: null,
    },
    currency: 'USD',
    exchangeRate: '17.2500',
    vatRate: '0.16',
    items: [],
    computedValues: { currency: 'USD', tons: '1.000', USD: money, MXN: money },
    documents: [],
    cancellation: null,
    locks: { quantity: unlocked, products: unlocked, deliveryDate: unlocked, deliveryModel: unlocked },
    canCancel: true,
    ...overrides,
  });
}
