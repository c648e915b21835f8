/**
 * Each step of an order's road notifies its seller (who acted is never told): material assigned,
 * then shipment scheduled, invoiced, transport assigned, delivered and paid — and from the shipment
 * on also the customer-portal user of the order's customer, in their words and their language.
 * A step taken back (a shipment deleted) tells nobody.
 */
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderLogistics } from '../../../src/domain/logistics';
import { vehicleTypes } from '../../../src/server/db/schema';
import { call, createTestApp, type TestContext } from '../../helpers/testApp';
import { type BillingApi, billingApi } from '../logistics/billingHelpers';
import { notificationReader } from './notificationHelpers';

let t: TestContext;
let b: BillingApi;
let read: ReturnType<typeof notificationReader>;

beforeAll(async () => {
  t = await createTestApp();
  b = await billingApi(t);
  read = notificationReader(t);
  // The customer user reads English, the seller Spanish.
  await read.setLanguage('customer@demo.local', 'en');
});
afterAll(() => t?.close());

/** What one step wrote: `email kind` per notification. */
async function step(action: () => Promise<unknown>) {
  const mark = await read.since();
  await action();
  return { mark, rows: await read.written(mark) };
}
const summary = (rows: { email: string; kind: string | null }[]) => rows.map((r) => `${r.email} ${r.kind}`);

async function transport(shipmentId: string, version: number) {
  const [vehicle] = await b.db((tx) =>
    tx.select().from(vehicleTypes).orderBy(asc(vehicleTypes.name)).limit(1),
  );
  const res = await call(t.app, b.people.operation, {
    method: 'PUT',
    url: `/api/order-logistic/${shipmentId}/assign-transport`,
    payload: {
      plates: 'GTO-552-B',
      driverName: 'Ramiro Olvera',
      vehicleTypeId: vehicle!.id,
      newProviderName: 'Transportes del Bajío',
      deliveryDate: b.today,
      version,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('an order’s road', () => {
  it('tells the seller each step, and the customer from the shipment on', async () => {
    const lot = await b.lotIn('1000');
    const orderId = await b.releasedOrder([
      { productId: b.catalog.productId, packaging: b.catalog.packaging, kg: '1000' },
    ]);
    const label = String((await b.orderRow(orderId)).number).padStart(6, '0');

    // Material: internal, the seller only.
    let allocations: Awaited<ReturnType<BillingApi['allocate']>> = [];
    const material = await step(async () => {
      allocations = await b.allocate(orderId, [{ lotId: lot.lotId, kg: '1000' }]);
    });
    expect(summary(material.rows)).toEqual(['seller@demo.local materialAssigned']);
    expect(material.rows[0]).toMatchObject({
      title: 'Material asignado',
      order_id: orderId,
      message: `Se asignaron lotes a todas las partidas de la orden ${label} de Cerámica Industrial de Querétaro S.A. de C.V.; puede programarse el embarque.`,
    });

    // Shipment: the seller and the customer, who reads its own words in English.
    let shipment: OrderLogistics['shipments'][number] | undefined;
    const shipped = await step(async () => {
      const res = await b.createShipment(
        orderId,
        allocations.map((a) => ({ allocationId: a.id, quantity: a.allocatedKg })),
      );
      expect(res.statusCode, res.body).toBe(201);
      shipment = res.json<OrderLogistics>().shipments[0]!;
    });
    expect(summary(shipped.rows)).toEqual([
      'customer@demo.local orderShipped',
      'seller@demo.local orderShipped',
    ]);
    expect(shipped.rows[0]).toMatchObject({
      title: 'Shipment scheduled',
      message: `Your order ${label} now has its delivery scheduled.`,
    });
    expect(shipped.rows[1]).toMatchObject({
      title: 'Embarque programado',
      message: `La orden ${label} de Cerámica Industrial de Querétaro S.A. de C.V. ya tiene su embarque programado.`,
    });

    const invoiced = await step(async () => {
      const file = await b.uploadPdf(orderId, shipment!.id, 'invoice');
      const res = await b.putInvoice(orderId, shipment!.id, {
        number: 'FN-2001',
        totalWithoutIva: '2500',
        totalWithIva: '2900',
        documentId: file.id,
      });
      expect(res.statusCode, res.body).toBe(200);
    });
    expect(summary(invoiced.rows)).toEqual([
      'customer@demo.local orderInvoiced',
      'seller@demo.local orderInvoiced',
    ]);
    expect(invoiced.rows[0]!.message).toBe(
      `The invoice of your order ${label} is now available among the order’s documents.`,
    );

    const transported = await step(() => transport(shipment!.id, shipment!.version));
    expect(summary(transported.rows)).toEqual([
      'customer@demo.local transportAssigned',
      'seller@demo.local transportAssigned',
    ]);

    const delivered = await step(async () =>
      expect((await b.confirmDelivery(shipment!.id)).statusCode).toBe(200),
    );
    expect(summary(delivered.rows)).toEqual([
      'customer@demo.local orderDelivered',
      'seller@demo.local orderDelivered',
    ]);
    expect(delivered.rows.every((r) => r.toast_type === 'success')).toBe(true);

    const paid = await step(async () => expect((await b.pay(orderId, '2900.00')).statusCode).toBe(201));
    expect(summary(paid.rows)).toEqual(['customer@demo.local orderPaid', 'seller@demo.local orderPaid']);
    expect(paid.rows[0]!.message).toBe(`We received the payment for your order ${label}. Thank you.`);
    expect((await b.orderRow(orderId)).opsStatus).toBe('PAGADO');

    // Every step also told the open order pages which sections moved.
    const live = await read.jobs(material.mark, 'realtime.publish');
    const changed = live.filter((j) => j.payload.event?.name === 'order:changed');
    expect(changed.every((j) => j.payload.target?.orderId === orderId)).toBe(true);
    expect(
      changed.some((j) => ((j.payload.event?.payload.sections ?? []) as string[]).includes('logistics')),
    ).toBe(true);
  });

  it('a step taken back tells nobody; the operations person who acted is never told', async () => {
    const { orderId, shipmentId } = await b.shippedOrder('500');
    const back = await step(async () => {
      const res = await call(t.app, b.people.operation, {
        method: 'DELETE',
        url: `/api/orders/${orderId}/logistics/shipments/${shipmentId}`,
      });
      expect(res.statusCode, res.body).toBeLessThan(300);
    });
    expect((await b.orderRow(orderId)).opsStatus).toBe('MATERIAL_ASIGNADO');
    expect(back.rows).toEqual([]);
    // The order page and the queues still hear of it.
    const live = await read.jobs(back.mark, 'realtime.publish');
    expect(new Set(live.map((j) => j.payload.event?.name))).toEqual(
      new Set(['order:changed', 'queues:changed']),
    );
    const all = await read.written('2000-01-01');
    expect(all.some((r) => r.email === 'operation@demo.local' && r.order_id === orderId)).toBe(false);
  });
});
