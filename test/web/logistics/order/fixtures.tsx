/**
 * The logistics screens rendered the way the app does (renderAdmin with a signed-in viewer, the
 * app's dataProvider, msw answering), the viewers by what they may do with an order's shipments, and
 * the bodies the logistics routes answer, built from the domain's schemas (a fake cannot drift).
 */
import type { ReactElement } from 'react';
import { businessDay } from '../../../../src/domain/dates';
import type { Locale } from '../../../../src/domain/i18n';
import {
  type OrderLogistics,
  orderLogisticsSchema,
  type ShipmentView,
  shipmentViewSchema,
} from '../../../../src/domain/logistics';
import { renderAdmin, type Viewer } from '../../support/renderAdmin';

export const ORDER_ID = '33333333-3333-4333-8333-333333333333';
export const PRODUCT_ID = '66666666-6666-4666-8666-666666666666';
export const LOT_A = 'a1111111-1111-4111-8111-111111111111';
export const LOT_B = 'a2222222-2222-4222-8222-222222222222';
export const WAREHOUSE_ID = '77777777-7777-4777-8777-777777777777';
export const USER = { id: '11111111-1111-4111-8111-111111111111', name: 'Óscar Luna' };

const BASE = ['ORDER_LISTING_READ', 'ORDER_DETAIL_SUMMARY_READ'];
/** Operations: creates shipments, invoices, assigns transport, confirms deliveries. */
export const LOGISTICS: Viewer = { role: 'operation', permissions: [...BASE, 'ORDER_DETAIL_LOGISTIC_WRITE'] };
/** Sees the shipments, changes nothing. */
export const READER: Viewer = { role: 'seller', permissions: [...BASE, 'ORDER_DETAIL_LOGISTIC_READ'] };
/** Does not see the order's logistics. */
export const OUTSIDER: Viewer = { role: 'seller', permissions: BASE };

export function renderLogistics(
  ui: ReactElement,
  { viewer = LOGISTICS, locale = 'es' }: { viewer?: Viewer; locale?: Locale } = {},
) {
  return renderAdmin(ui, { locale, viewer: { ...viewer, profile: { preferences: {} } } });
}

let seq = 0;
export const uuid = (prefix = 'cccccccc') => {
  seq += 1;
  return `${prefix}-0000-4000-8000-${String(seq).padStart(12, '0')}`;
};

/** 'yyyy-mm-dd' days from today in Mexico City (the forms' today). */
export function dayFromToday(days: number): string {
  const d = new Date(`${businessDay()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function buildShipment(number: number, overrides: Partial<ShipmentView> = {}): ShipmentView {
  return shipmentViewSchema.parse({
    id: uuid('dddddddd'),
    number,
    sequence: 1,
    dateDelivery: '2026-12-15',
    quantityKg: '12500',
    isDelivered: false,
    deliveredAt: null,
    lines: [
      {
        id: uuid('eeeeeeee'),
        allocationId: LOT_A,
        lot: { id: uuid('bbbbbbbb'), lot: 'L-2026-001', warehouse: 'Almacén Querétaro' },
        product: { id: PRODUCT_ID, reference: 'CAL-01', name: 'Carbonato de calcio' },
        packagingType: 'BAG',
        deliveredQuantity: '12500',
      },
    ],
    transport: null,
    invoice: null,
    remission: { document: null, documentSigned: null },
    comments: null,
    version: 1,
    createdAt: '2026-11-20T16:00:00.000Z',
    createdBy: USER,
    canDelete: true,
    ...overrides,
  });
}

export function buildLogistics(overrides: Partial<OrderLogistics> = {}): OrderLogistics {
  return orderLogisticsSchema.parse({
    orderId: ORDER_ID,
    deliveryModel: 'PICKUP',
    stage: 'canShip',
    plannedShipments: 2,
    shipments: [],
    shippable: {
      lots: [
        {
          allocationId: LOT_A,
          lot: 'L-2026-001',
          warehouse: 'Almacén Querétaro',
          productId: PRODUCT_ID,
          reference: 'CAL-01',
          packagingType: 'BAG',
          remainingKg: '6000',
        },
        {
          allocationId: LOT_B,
          lot: 'L-2026-002',
          warehouse: 'Almacén Monterrey',
          productId: PRODUCT_ID,
          reference: 'CAL-01',
          packagingType: 'BAG',
          remainingKg: '4000',
        },
      ],
      products: [
        {
          productId: PRODUCT_ID,
          reference: 'CAL-01',
          name: 'Carbonato de calcio',
          packagingType: 'BAG',
          requestedKg: '10000',
          shippedKg: '0',
        },
      ],
    },
    bulkAuthorization: {
      document: null,
      warehouses: [{ id: WAREHOUSE_ID, name: 'Almacén Querétaro', email: 'qro@granel.mx' }],
      lastSentAt: null,
      canSend: false,
    },
    canWrite: true,
    ...overrides,
  });
}
