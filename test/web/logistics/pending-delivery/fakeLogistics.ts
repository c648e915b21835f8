/**
 * What the logistics lists' tests share: the viewers, row builders, and the API's answers held to
 * the schemas the server's routes declare (so a fake cannot drift from them).
 */
import { businessDay } from '../../../../src/domain/dates';
import { listResponseSchema } from '../../../../src/domain/lists';
import {
  type OverdueRow,
  overdueListSchema,
  type PendingDeliveryRow,
  pendingDeliveryListSchema,
} from '../../../../src/domain/logistics/queues';
import { sellerSchema } from '../../../../src/domain/users';
import { answer } from '../../support/apiAnswers';
import type { Viewer } from '../../support/renderAdmin';

/** Logistics operations: reads and edits 'Pendientes de entrega', reschedules late orders. */
export const LOGISTICS: Viewer = {
  role: 'operations',
  permissions: [
    'DASHBOARD_READ',
    'ORDER_LISTING_READ',
    'ORDER_DETAIL_LOGISTIC_READ',
    'ORDER_LISTING_PENDING_DELIVERY_READ',
    'ORDER_LISTING_PENDING_DELIVERY_WRITE',
    'ORDER_DELAYED_READ',
    'ORDER_DELAYED_WRITE',
  ],
  profile: { preferences: {} },
};
/** Reads both lists, edits neither. */
export const READER: Viewer = {
  role: 'operations',
  permissions: [
    'DASHBOARD_READ',
    'ORDER_LISTING_READ',
    'ORDER_LISTING_PENDING_DELIVERY_READ',
    'ORDER_DELAYED_READ',
  ],
  profile: { preferences: {} },
};

export const SELLER_ID = 'a0000000-0000-4000-8000-000000000001';
export const OTHER_SELLER_ID = 'a0000000-0000-4000-8000-000000000002';

export const sellersAnswer = () =>
  answer(listResponseSchema(sellerSchema), {
    data: [
      { id: SELLER_ID, firstName: 'Carlos', lastName: 'Méndez', fullName: 'Carlos Méndez' },
      { id: OTHER_SELLER_ID, firstName: 'Lucía', lastName: 'Torres', fullName: 'Lucía Torres' },
    ],
    totalRows: 2,
    page: 1,
    totalPages: 1,
  });

/** 'yyyy-mm-dd' `days` after today in Mexico City. */
export function dayFromToday(days: number): string {
  const today = businessDay();
  const d = new Date(`${today}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** dd/MM/yyyy, as the date fields show and take a date. */
export const typed = (iso: string) => iso.split('-').reverse().join('/');

let seq = 0;
export function buildShipment(overrides: Partial<PendingDeliveryRow> = {}): PendingDeliveryRow {
  seq += 1;
  const n = String(seq).padStart(12, '0');
  return {
    id: `55555555-5555-4555-8555-${n}`,
    number: 2000 + seq,
    order: {
      id: `66666666-6666-4666-8666-${n}`,
      displayNumber: `ORD-${String(300 + seq).padStart(6, '0')}`,
      packageId: `PKG-${seq}`,
      companyName: `Constructora ${seq} S.A. de C.V.`,
      deliveryModel: 'PICKUP',
      sellerName: 'Carlos Méndez',
    },
    quantityTons: '12.500',
    products: 'CAL-01',
    plates: null,
    invoiceNumber: null,
    dateDelivery: dayFromToday(3),
    isDelivered: false,
    version: 2,
    ...overrides,
  };
}

export function buildOverdue(overrides: Partial<OverdueRow> = {}): OverdueRow {
  seq += 1;
  const n = String(seq).padStart(12, '0');
  return {
    id: `77777777-7777-4777-8777-${n}`,
    externalId: null,
    displayNumber: `ORD-${String(500 + seq).padStart(6, '0')}`,
    customerName: `Agregados ${seq} S.A.`,
    sellerName: 'Lucía Torres',
    opsStatus: 'TRANSPORTE_ASIGNADO',
    quantityTons: '20.000',
    daysOverdue: 4,
    deliveryDate: dayFromToday(-4),
    totalOrder: '4500.00',
    currency: 'USD',
    ...overrides,
  };
}

/** A page of a list, as the list routes answer it. */
export function pendingPage(rows: PendingDeliveryRow[], totalRows = rows.length) {
  return answer(pendingDeliveryListSchema, {
    data: rows,
    totalRows,
    page: 1,
    totalPages: Math.max(1, Math.ceil(totalRows / 10)),
  });
}
export function overduePage(rows: OverdueRow[], totalRows = rows.length) {
  return answer(overdueListSchema, {
    data: rows,
    totalRows,
    page: 1,
    totalPages: Math.max(1, Math.ceil(totalRows / 10)),
  });
}
