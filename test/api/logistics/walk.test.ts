/**
 * The whole road through the product, step by step: a credit order and an advance-payment order
 * from finance's release through material, shipment, invoice with a credit note, transport,
 * remission, delivery and payment to PAGADO. At each step: the status, the timeline row the action
 * wrote (and the status move), the home's queue counts, and the lots' ledger.
 */

import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderLogistics } from '../../../src/domain/logistics';
import { vehicleTypes } from '../../../src/server/db/schema';
import { drainJobs } from '../../helpers/jobs';
import { multipart, samplePdf } from '../../helpers/multipart';
import { call, createTestApp, type TestContext } from '../../helpers/testApp';
import { type BillingApi, billingApi } from './billingHelpers';

let t: TestContext;
let b: BillingApi;

beforeAll(async () => {
  t = await createTestApp();
  b = await billingApi(t);
});

afterAll(async () => t?.close());

/** The counts of the home's queues an operations person and finance watch. */
async function counts() {
  const get = async (url: string, session = b.people.operation) => {
    const res = await call(t.app, session, { method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Record<string, number>>();
  };
  const finance = await get('/api/orders/count-finances', b.people.credit);
  return {
    approvedByFinance: finance.APPROVED ?? 0,
    pendingDelivery: (await get('/api/orders/count-for-logistics')).count ?? 0,
  };
}

/** The timeline rows written since `seen`, as 'event' or 'statusChanged:FROM→TO', in order. */
async function newRows(orderId: string, seen: Set<string>) {
  const rows = (await b.events(orderId)).filter((h) => !seen.has(h.id));
  for (const r of rows) seen.add(r.id);
  return rows.map((h) =>
    h.event === 'statusChanged' ? `statusChanged:${h.fromStatus}→${h.toStatus}` : h.event,
  );
}

const kinds = async (lotId: string) =>
  (await b.movements(lotId)).map((m) => `${m.kind}:${Number(m.quantity_kg)}`);

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

async function signedRemission(orderId: string, shipmentId: string) {
  const res = await call(t.app, b.people.operation, {
    method: 'PUT',
    url: `${b.base(orderId, shipmentId)}/signed-remission`,
    ...multipart([
      { name: 'file', filename: 'remision_firmada.pdf', type: 'application/pdf', content: samplePdf() },
    ]),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<OrderLogistics>();
}

describe('an order from release to PAGADO', () => {
  it('walks a credit order with two lots through every step', async () => {
    const before = await counts();
    const lotA = await b.lotIn('600');
    const lotB = await b.lotIn('400', 'almacen@example.test', lotA.warehouseId);
    const orderId = await b.releasedOrder([
      { productId: b.catalog.productId, packaging: b.catalog.packaging, kg: '1000' },
    ]);
    const seen = new Set<string>();
    await newRows(orderId, seen);
    expect((await b.orderRow(orderId)).opsStatus).toBe('APROBADO_POR_FINANZAS');
    expect(await counts()).toEqual({ ...before, approvedByFinance: before.approvedByFinance + 1 });

    // Material: two lots promised; the order leaves finance's 'authorized' queue.
    const allocations = await b.allocate(orderId, [
      { lotId: lotA.lotId, kg: '600' },
      { lotId: lotB.lotId, kg: '400' },
    ]);
    expect((await b.orderRow(orderId)).opsStatus).toBe('MATERIAL_ASIGNADO');
    expect(await newRows(orderId, seen)).toEqual([
      'materialAllocated',
      'materialAllocated',
      'statusChanged:APROBADO_POR_FINANZAS→MATERIAL_ASIGNADO',
    ]);
    expect(await counts()).toEqual(before);
    expect(await kinds(lotA.lotId)).toEqual(['RECEIVED:600', 'ALLOCATED:600']);

    // Shipment of both lots: numbered, the lots' kilos move to shipped, it waits for delivery.
    const created = await b.createShipment(
      orderId,
      allocations.map((a) => ({ allocationId: a.id, quantity: a.allocatedKg })),
    );
    expect(created.statusCode, created.body).toBe(201);
    const shipment = created.json<OrderLogistics>().shipments[0]!;
    expect(shipment).toMatchObject({ quantityKg: '1000', isDelivered: false });
    expect(shipment.number).toBeGreaterThan(0);
    expect((await b.orderRow(orderId)).opsStatus).toBe('EMBARCADO/PROGRAMADO');
    expect(await newRows(orderId, seen)).toEqual([
      'shipmentCreated',
      'statusChanged:MATERIAL_ASIGNADO→EMBARCADO/PROGRAMADO',
    ]);
    expect(await counts()).toEqual({ ...before, pendingDelivery: before.pendingDelivery + 1 });
    expect(await kinds(lotA.lotId)).toEqual(['RECEIVED:600', 'ALLOCATED:600', 'SHIPPED:600']);
    expect(await kinds(lotB.lotId)).toEqual(['RECEIVED:400', 'ALLOCATED:400', 'SHIPPED:400']);
    expect(await b.lotRow(lotA.lotId)).toMatchObject({ allocatedKg: '0.000', shippedKg: '600.000' });

    // Invoice with its file, then a credit note: Facturado; what is due is the net.
    const file = await b.uploadPdf(orderId, shipment.id, 'invoice');
    const invoiced = await b.putInvoice(orderId, shipment.id, {
      number: 'FW-1001',
      totalWithoutIva: '2500',
      totalWithIva: '2900',
      documentId: file.id,
    });
    expect(invoiced.statusCode, invoiced.body).toBe(200);
    expect((await b.orderRow(orderId)).opsStatus).toBe('FACTURADO');
    expect(await newRows(orderId, seen)).toEqual([
      'invoiceRecorded',
      'statusChanged:EMBARCADO/PROGRAMADO→FACTURADO',
    ]);
    const credited = await b.addCreditNote(orderId, shipment.id, { number: 'NCW-1', totalValue: '250' });
    expect(credited.statusCode, credited.body).toBe(201);
    expect(await newRows(orderId, seen)).toEqual(['creditNoteRecorded']);
    expect(await b.invoiceRow(shipment.id)).toMatchObject({ netWithIva: '2610.00' });

    // Transport (a new carrier): Transporte Asignado; the remission is drawn again with it.
    await transport(shipment.id, shipment.version);
    expect((await b.orderRow(orderId)).opsStatus).toBe('TRANSPORTE_ASIGNADO');
    expect(await newRows(orderId, seen)).toEqual([
      'transportAssigned',
      'statusChanged:FACTURADO→TRANSPORTE_ASIGNADO',
    ]);

    // Remission: rendered by its job, then the signed copy uploaded.
    await drainJobs(t.app);
    const rendered = (await b.logistics(orderId)).shipments[0]!.remission.document;
    expect(rendered).toMatchObject({ updating: false });
    expect(rendered?.url).toBeTruthy();
    expect(await newRows(orderId, seen)).toContain('remissionGenerated');
    const withSigned = await signedRemission(orderId, shipment.id);
    expect(withSigned.shipments[0]!.remission.documentSigned).toBeTruthy();
    expect(await newRows(orderId, seen)).toEqual(['signedRemissionUploaded']);

    // Delivery: Orden Entregada, out of the pending-delivery queue; the lots keep what shipped.
    expect((await b.confirmDelivery(shipment.id)).statusCode).toBe(200);
    expect(await b.orderRow(orderId)).toMatchObject({ opsStatus: 'ORDEN_ENTREGADA', isDelivered: true });
    expect(await newRows(orderId, seen)).toEqual([
      'deliveryConfirmed',
      'statusChanged:TRANSPORTE_ASIGNADO→ORDEN_ENTREGADA',
    ]);
    expect(await counts()).toEqual(before);
    expect(await kinds(lotB.lotId)).toEqual(['RECEIVED:400', 'ALLOCATED:400', 'SHIPPED:400']);

    // Payment of what the invoice owes after its credit note: Pagado.
    expect(await b.paymentsPanel(orderId)).toMatchObject({ balance: '2610.00', paymentStatus: 'PENDING' });
    const paid = await b.pay(orderId, '2610.00');
    expect(paid.statusCode, paid.body).toBe(201);
    expect(await b.orderRow(orderId)).toMatchObject({ opsStatus: 'PAGADO', paymentStatus: 'PAID' });
    // The receipt is uploaded first (an order document), then the payment names it.
    expect(await newRows(orderId, seen)).toEqual([
      'documentAdded',
      'paymentRegistered',
      'statusChanged:ORDEN_ENTREGADA→PAGADO',
    ]);
    expect(await b.invoiceRow(shipment.id)).toMatchObject({ paidAmount: '2610.00' });
    expect(await b.paymentsPanel(orderId)).toMatchObject({ balance: '0.00', paymentStatus: 'PAID' });
  });

  it('walks an advance-payment order paid before delivery: PAGADO when its delivery is confirmed', async () => {
    const before = await counts();
    const lot = await b.lotIn('500');
    const orderId = await b.advanceOrder('500');
    const seen = new Set<string>();
    const { totalWithTaxes } = await b.orderRow(orderId);
    // Treasury registers the full payment (validating it), then finance releases.
    expect((await b.pay(orderId, totalWithTaxes)).statusCode).toBe(201);
    await b.release(orderId);
    await newRows(orderId, seen);
    expect(await b.orderRow(orderId)).toMatchObject({
      opsStatus: 'APROBADO_POR_FINANZAS',
      paymentStatus: 'PAID',
    });

    const [allocation] = await b.allocate(orderId, [{ lotId: lot.lotId, kg: '500' }]);
    expect((await b.orderRow(orderId)).opsStatus).toBe('MATERIAL_ASIGNADO');
    const shipmentId = await b.ship(orderId, allocation!.id, '500');
    expect((await b.orderRow(orderId)).opsStatus).toBe('EMBARCADO/PROGRAMADO');
    expect(await counts()).toEqual({ ...before, pendingDelivery: before.pendingDelivery + 1 });
    expect(await kinds(lot.lotId)).toEqual(['RECEIVED:500', 'ALLOCATED:500', 'SHIPPED:500']);

    // Invoiced for what was paid, with a credit note: the payment now covers more than is due.
    const invoiced = await b.putInvoice(orderId, shipmentId, {
      number: 'FW-2001',
      totalWithoutIva: (Number(totalWithTaxes) / 1.16).toFixed(2),
      totalWithIva: totalWithTaxes,
    });
    expect(invoiced.statusCode, invoiced.body).toBe(200);
    expect(await b.addCreditNote(orderId, shipmentId, { number: 'NCW-2', totalValue: '10' })).toMatchObject({
      statusCode: 201,
    });
    expect((await b.orderRow(orderId)).opsStatus).toBe('FACTURADO');
    const view = await b.logistics(orderId);
    await transport(shipmentId, view.shipments[0]!.version);
    expect((await b.orderRow(orderId)).opsStatus).toBe('TRANSPORTE_ASIGNADO');
    await drainJobs(t.app);
    await signedRemission(orderId, shipmentId);
    await newRows(orderId, seen);

    expect((await b.confirmDelivery(shipmentId)).statusCode).toBe(200);
    expect(await b.orderRow(orderId)).toMatchObject({
      opsStatus: 'PAGADO',
      paymentStatus: 'PAID',
      isDelivered: true,
    });
    expect(await newRows(orderId, seen)).toEqual([
      'deliveryConfirmed',
      'statusChanged:TRANSPORTE_ASIGNADO→PAGADO',
    ]);
    expect(await counts()).toEqual(before);
    expect(await b.paymentsPanel(orderId)).toMatchObject({ paymentStatus: 'PAID', balance: '0.00' });
  });
});
