/**
 * Material allocation's screens rendered the way the app does (renderAdmin with a signed-in
 * viewer, the app's dataProvider, msw answering), the viewers by what they may do with an order's
 * lots, and the bodies the inventory routes answer, each checked by the route's response schema.
 */
import type { ReactElement } from 'react';
import type { Locale } from '../../../../src/domain/i18n';
import type {
  AllocationView,
  CandidateLot,
  OrderInventory,
  RequirementView,
} from '../../../../src/domain/inventory';
import { renderAdmin, type Viewer } from '../../support/renderAdmin';

export const ORDER_ID = '33333333-3333-4333-8333-333333333333';
export const PRODUCT_ID = '66666666-6666-4666-8666-666666666666';
export const WAREHOUSE_ID = '77777777-7777-4777-8777-777777777777';

const BASE = ['ORDER_LISTING_READ', 'ORDER_DETAIL_SUMMARY_READ'];
/** Operations: assigns material. */
export const OPERATIONS: Viewer = {
  role: 'operation',
  permissions: [
    ...BASE,
    'ORDER_DETAIL_CREDIT_READ',
    'ORDER_DETAIL_INVENTORY_READ',
    'ORDER_DETAIL_INVENTORY_WRITE',
  ],
};
/** Sees the lots, changes nothing. */
export const READER: Viewer = { role: 'seller', permissions: [...BASE, 'ORDER_DETAIL_INVENTORY_READ'] };
/** Does not see the order's inventory. */
export const OUTSIDER: Viewer = { role: 'seller', permissions: BASE };

export function renderAllocation(
  ui: ReactElement,
  { viewer = OPERATIONS, locale = 'es' }: { viewer?: Viewer; locale?: Locale } = {},
) {
  return renderAdmin(ui, { locale, viewer: { ...viewer, profile: { preferences: {} } } });
}

let seq = 0;
const uuid = (prefix: string) => {
  seq += 1;
  return `${prefix}-0000-4000-8000-${String(seq).padStart(12, '0')}`;
};

export function buildAllocation(
  lot: string,
  allocatedQuantity: string,
  overrides: Partial<AllocationView> = {},
): AllocationView {
  return {
    id: uuid('aaaaaaaa'),
    allocatedQuantity,
    shippedKg: '0',
    version: 1,
    inventoryDetail: {
      id: uuid('bbbbbbbb'),
      lot,
      quantity: '5000',
      packagingType: 'BAG',
      product: { id: PRODUCT_ID, reference: 'CAL-01' },
      warehouse: { id: WAREHOUSE_ID, name: 'Almacén Querétaro' },
    },
    createdBy: 'Óscar Luna',
    createdAt: '2026-11-20T16:00:00.000Z',
    ...overrides,
  };
}

export function requirement(requestedKg: string, allocatedKg: string): RequirementView {
  const missing = Math.max(0, Number(requestedKg) - Number(allocatedKg));
  return {
    productId: PRODUCT_ID,
    reference: 'CAL-01',
    productName: 'Carbonato de calcio',
    packagingType: 'BAG',
    requestedKg,
    allocatedKg,
    missingKg: String(missing),
  };
}

export function buildInventory(overrides: Partial<OrderInventory> = {}): OrderInventory {
  return { data: [], requirements: [requirement('10000', '0')], stage: 'open', canEdit: true, ...overrides };
}

export function buildCandidate(
  lot: string,
  quantityAvailable: string,
  overrides: Partial<CandidateLot> = {},
): CandidateLot {
  return {
    id: uuid('cccccccc'),
    lot,
    quantityAvailable,
    packagingType: 'BAG',
    product: { id: PRODUCT_ID, reference: 'CAL-01' },
    warehouse: { id: WAREHOUSE_ID, name: 'Almacén Querétaro' },
    receptionDate: '2026-10-01',
    preferred: false,
    ...overrides,
  };
}
