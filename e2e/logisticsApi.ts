/**
 * Logistics data the browser tests build through the API, each call answering what the next one
 * needs: a released order with two lots of its product allocated, a shipment of those lots, its
 * transport and its invoice. Every lot and invoice number carries the caller's stamp, so reruns on
 * the same server never collide.
 */
import { type APIRequestContext, expect } from '@playwright/test';
import { businessDay } from '../src/domain/dates';
import { apiLogin, createSellerOrder } from './helpers';

export type Headers = Record<string, string>;

export async function headersOf(request: APIRequestContext, email: string): Promise<Headers> {
  const { accessToken } = await apiLogin(request, email);
  return { 'x-tenant': 'main', authorization: `Bearer ${accessToken}` };
}

/** 'yyyy-mm-dd' `days` after today in Mexico City (the server's business day). */
export function dayAfter(days: number): string {
  const [y, m, d] = businessDay().split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** 'dd/mm/yyyy', as the app's date fields are typed. */
export const typed = (iso: string) => iso.split('-').reverse().join('/');

export interface LogisticsOrder {
  id: string;
  displayNumber: string;
  lots: [string, string];
}

/**
 * A seller's order of 1,000 kg of CAL-HID-25 (delivered by the delivery partner, in `shipments`
 * deliveries), released by finance, with two new lots in QRO-01 allocated through the API: 600 kg
 * from the first, 400 kg from the second.
 */
export async function orderWithTwoLots(
  request: APIRequestContext,
  stamp: string,
  shipments = 1,
): Promise<LogisticsOrder> {
  const { id } = await createSellerOrder(request, { extra: { quantityDelivered: shipments } });
  const finance = await headersOf(request, 'finance.credit@demo.local');
  const release = await request.put(`/api/orders/${id}/finance/release`, { headers: finance, data: {} });
  expect(release.status(), await release.text()).toBe(200);

  const ops = await headersOf(request, 'operation@demo.local');
  const get = async <T>(url: string) => (await (await request.get(url, { headers: ops })).json()) as T;
  const product = (
    await get<{ data: { id: string; reference: string }[] }>('/api/products?limit=100')
  ).data.find((p) => p.reference === 'CAL-HID-25')!;
  const warehouse = (
    await get<{ data: { id: string; code: string }[] }>('/api/warehouses?limit=100')
  ).data.find((w) => w.code === 'QRO-01')!;
  const lots = [`LOG-${stamp}-A`, `LOG-${stamp}-B`] as [string, string];
  const allocations: { inventoryId: string; allocatedQuantity: string }[] = [];
  for (const [lot, kg] of [
    [lots[0], '600'],
    [lots[1], '400'],
  ] as const) {
    const res = await request.post('/api/inventory', {
      headers: ops,
      data: {
        productId: product.id,
        packingType: 'BAG',
        lot,
        price: '182.5',
        quantity: '1000',
        receptionDate: businessDay(),
        warehouseId: warehouse.id,
        supplier: 'Calera del Bajío',
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    allocations.push({ inventoryId: ((await res.json()) as { id: string }).id, allocatedQuantity: kg });
  }
  const assigned = await request.post(`/api/orders/${id}/inventory`, {
    headers: ops,
    data: { allocations },
  });
  expect(assigned.status(), await assigned.text()).toBe(201);
  const order = await get<{ displayNumber: string; opsStatus: string }>(`/api/orders/${id}`);
  expect(order.opsStatus).toBe('MATERIAL_ASIGNADO');
  return { id, displayNumber: order.displayNumber, lots };
}

interface ShipmentRef {
  id: string;
  number: number;
  version: number;
}

interface Logistics {
  shipments: ShipmentRef[];
  shippable: { lots: { allocationId: string; lot: string; remainingKg: string }[] };
}

export async function logisticsOf(request: APIRequestContext, orderId: string, headers: Headers) {
  const res = await request.get(`/api/orders/${orderId}/logistics`, { headers });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as Logistics;
}

/** A shipment of `kg` from each lot (by lot number), dated `date`; answers the new shipment. */
export async function shipmentThroughApi(
  request: APIRequestContext,
  order: LogisticsOrder,
  kgPerLot: Record<string, string>,
  date = businessDay(),
): Promise<ShipmentRef> {
  const ops = await headersOf(request, 'operation@demo.local');
  const before = await logisticsOf(request, order.id, ops);
  const lines = before.shippable.lots
    .filter((l) => kgPerLot[l.lot])
    .map((l) => ({ allocationId: l.allocationId, quantity: kgPerLot[l.lot]! }));
  const res = await request.post(`/api/orders/${order.id}/logistics/shipments`, {
    headers: ops,
    data: { dateDelivery: date, lines, confirmShortShipment: true },
  });
  expect(res.status(), await res.text()).toBe(201);
  const after = (await res.json()) as Logistics;
  const known = new Set(before.shipments.map((s) => s.id));
  return after.shipments.find((s) => !known.has(s.id))!;
}

/** Transport by the delivery partner: the demo's first vehicle type and a new provider. */
export async function transportThroughApi(
  request: APIRequestContext,
  shipment: ShipmentRef,
  plates: string,
  date = businessDay(),
) {
  const ops = await headersOf(request, 'operation@demo.local');
  const types = (await (await request.get('/api/vehicle-type?limit=10', { headers: ops })).json()) as {
    data: { id: string }[];
  };
  const res = await request.put(`/api/order-logistic/${shipment.id}/assign-transport`, {
    headers: ops,
    data: {
      plates,
      driverName: 'Rogelio Paz',
      vehicleTypeId: types.data[0]!.id,
      newProviderName: `Fletes ${plates}`,
      deliveryDate: date,
      version: shipment.version,
    },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** A small but real PDF, for the invoice and signed-remission uploads. */
export function tinyPdf(title: string): Buffer {
  const body = [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj',
    `% ${title}`,
    'trailer << /Root 1 0 R >>',
    '%%EOF',
  ].join('\n');
  return Buffer.from(body, 'latin1');
}

/** An invoice for the shipment (no file), as operations records it. */
export async function invoiceThroughApi(
  request: APIRequestContext,
  orderId: string,
  shipmentId: string,
  number: string,
) {
  const ops = await headersOf(request, 'operation@demo.local');
  const res = await request.put(`/api/orders/${orderId}/logistics/shipments/${shipmentId}/invoice`, {
    headers: ops,
    data: { number, invoiceDate: businessDay(), totalWithoutIva: '2500', totalWithIva: '2900' },
  });
  expect(res.status(), await res.text()).toBe(200);
}
