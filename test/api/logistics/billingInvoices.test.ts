/**
 * A shipment's invoice and credit notes through the API: recorded in the customer's invoices (the
 * order's customer and currency, net of credit notes), changed with its version, numbers unique
 * per tenant, credit notes never above the total without VAT, the credit check's open balance,
 * the timeline, and who may do it.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderLogistics } from '../../../src/domain/logistics';
import { customerInvoices, orders } from '../../../src/server/db/schema';
import { openInvoicesOf } from '../../../src/server/modules/finance/creditCheckQueries';
import { call, createTestApp, login, type TestContext } from '../../helpers/testApp';
import { type BillingApi, billingApi } from './billingHelpers';

let t: TestContext;
let b: BillingApi;

beforeAll(async () => {
  t = await createTestApp();
  b = await billingApi(t);
});

afterAll(async () => t?.close());

const invoiceOf = (view: OrderLogistics, shipmentId: string) =>
  view.shipments.find((s) => s.id === shipmentId)?.invoice;

describe('PUT …/shipments/{shipmentId}/invoice', () => {
  it('records the invoice in the order currency with its VAT and net, with its file, and moves the order to FACTURADO', async () => {
    const o = await b.shippedOrder('1000');
    const file = await b.uploadPdf(o.orderId, o.shipmentId);
    const res = await b.putInvoice(o.orderId, o.shipmentId, {
      number: 'F-1001',
      totalWithoutIva: '2500',
      totalWithIva: '2900.00',
      documentId: file.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    const order = await b.orderRow(o.orderId);
    expect(invoiceOf(res.json<OrderLogistics>(), o.shipmentId)).toMatchObject({
      number: 'F-1001',
      invoiceDate: b.today,
      currency: order.currency,
      totalWithoutIva: '2500.00',
      totalWithIva: '2900.00',
      iva: '400.00',
      netWithIva: '2900.00',
      totalCreditNotesWithoutIva: '0.00',
      paidAmount: '0.00',
      document: expect.objectContaining({ id: file.id }),
      creditNotes: [],
      version: 1,
    });
    expect(await b.invoiceRow(o.shipmentId)).toMatchObject({
      customerId: order.customerId,
      orderId: o.orderId,
      number: 'F-1001',
      currency: order.currency,
      netWithIva: '2900.00',
      documentId: file.id,
    });
    expect(order.opsStatus).toBe('FACTURADO');
    const recorded = (await b.events(o.orderId)).filter((e) => e.event === 'invoiceRecorded');
    expect(recorded.map((e) => e.data.name)).toEqual(['F-1001']);
  });

  it('changes with the current version, refuses a stale one (409) and keeps the change', async () => {
    const o = await b.shippedOrder('500');
    expect(
      (
        await b.putInvoice(o.orderId, o.shipmentId, {
          number: 'F-2001',
          totalWithoutIva: '100',
          totalWithIva: '116',
        })
      ).statusCode,
    ).toBe(200);
    const changed = await b.putInvoice(o.orderId, o.shipmentId, {
      number: 'F-2001-A',
      totalWithoutIva: '200',
      totalWithIva: '232',
      version: 1,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(invoiceOf(changed.json(), o.shipmentId)).toMatchObject({
      number: 'F-2001-A',
      netWithIva: '232.00',
      version: 2,
    });
    const stale = await b.putInvoice(o.orderId, o.shipmentId, {
      number: 'F-2001-B',
      totalWithoutIva: '300',
      totalWithIva: '348',
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('STALE_VERSION');
    expect(await b.invoiceRow(o.shipmentId)).toMatchObject({
      number: 'F-2001-A',
      totalWithIva: '232.00',
      version: 2,
    });
  });

  it('refuses a number another invoice of the tenant has, and the field rules', async () => {
    const first = await b.shippedOrder('300');
    const second = await b.shippedOrder('300');
    await b.putInvoice(first.orderId, first.shipmentId, {
      number: 'F-3001',
      totalWithoutIva: '10',
      totalWithIva: '11.6',
    });
    const taken = await b.putInvoice(second.orderId, second.shipmentId, {
      number: 'F-3001',
      totalWithoutIva: '10',
      totalWithIva: '11.6',
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().details).toEqual([
      expect.objectContaining({
        path: 'body.number',
        key: 'logistics.invoiceTaken',
        message: 'Ya existe la factura F-3001',
      }),
    ]);
    const below = await b.putInvoice(second.orderId, second.shipmentId, {
      number: 'F-3002',
      totalWithoutIva: '100',
      totalWithIva: '99',
    });
    expect(below.statusCode).toBe(400);
    expect(below.json().details).toEqual([
      expect.objectContaining({
        path: 'body.totalWithIva',
        message: 'El total con IVA no puede ser menor al total sin IVA',
      }),
    ]);
    const tomorrow = new Date(`${b.today}T12:00:00Z`);
    tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
    const future = await b.putInvoice(second.orderId, second.shipmentId, {
      number: 'F-3003',
      totalWithoutIva: '100',
      totalWithIva: '116',
      invoiceDate: tomorrow.toISOString().slice(0, 10),
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().details[0]).toMatchObject({
      path: 'body.invoiceDate',
      message: 'La fecha no puede ser posterior a hoy',
    });
    const strayDocument = await b.putInvoice(second.orderId, second.shipmentId, {
      number: 'F-3004',
      totalWithoutIva: '100',
      totalWithIva: '116',
      documentId: first.orderId,
    });
    expect(strayDocument.statusCode).toBe(400);
    expect(strayDocument.json().details[0]).toMatchObject({
      path: 'body.documentId',
      key: 'logistics.documentNotFound',
    });
    expect(await b.invoiceRow(second.shipmentId)).toBeUndefined();
  });

  it('deletes the invoice (timeline invoiceDeleted) and the order goes back to EMBARCADO/PROGRAMADO', async () => {
    const o = await b.shippedOrder('400');
    await b.putInvoice(o.orderId, o.shipmentId, {
      number: 'F-4001',
      totalWithoutIva: '10',
      totalWithIva: '11.6',
    });
    const res = await call(t.app, b.people.operation, {
      method: 'DELETE',
      url: `${b.base(o.orderId, o.shipmentId)}/invoice`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(invoiceOf(res.json(), o.shipmentId)).toBeNull();
    expect(await b.invoiceRow(o.shipmentId)).toBeUndefined();
    expect((await b.orderRow(o.orderId)).opsStatus).toBe('EMBARCADO/PROGRAMADO');
    expect(
      (await b.events(o.orderId)).filter((e) => e.event === 'invoiceDeleted').map((e) => e.data.name),
    ).toEqual(['F-4001']);
    const again = await call(t.app, b.people.operation, {
      method: 'DELETE',
      url: `${b.base(o.orderId, o.shipmentId)}/invoice`,
    });
    expect(again.statusCode).toBe(404);
  });

  it("recording and deleting the invoice flips the shipment in the pending queue's invoiced filter", async () => {
    const o = await b.shippedOrder('300');
    const pendingIds = async (isInvoiced: boolean) => {
      const view = await b.logistics(o.orderId);
      const number = view.shipments.find((s) => s.id === o.shipmentId)!.number;
      const res = await call(t.app, b.people.operation, {
        method: 'GET',
        url: `/api/order-logistic/not-delivered?limit=100&searchParam=${number}&isInvoiced=${isInvoiced}&deliveryModel=${(await b.orderRow(o.orderId)).deliveryModel}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ data: { id: string }[] }>().data.map((r) => r.id);
    };
    expect(await pendingIds(false)).toContain(o.shipmentId);
    expect(await pendingIds(true)).not.toContain(o.shipmentId);

    const put = await b.putInvoice(o.orderId, o.shipmentId, {
      number: 'F-4101',
      totalWithoutIva: '10',
      totalWithIva: '11.6',
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(await pendingIds(true)).toContain(o.shipmentId);
    expect(await pendingIds(false)).not.toContain(o.shipmentId);

    const del = await call(t.app, b.people.operation, {
      method: 'DELETE',
      url: `${b.base(o.orderId, o.shipmentId)}/invoice`,
    });
    expect(del.statusCode, del.body).toBe(200);
    expect(await pendingIds(false)).toContain(o.shipmentId);
    expect(await pendingIds(true)).not.toContain(o.shipmentId);
  });
});

describe('credit notes', () => {
  it("lower the invoice's net by their VAT ratio, and the customer's open balance the credit check reads", async () => {
    const o = await b.shippedOrder('600');
    await b.putInvoice(o.orderId, o.shipmentId, {
      number: 'F-5001',
      totalWithoutIva: '1000',
      totalWithIva: '1160',
    });
    const note = await b.uploadPdf(o.orderId, o.shipmentId, 'credit_note');
    const res = await b.addCreditNote(o.orderId, o.shipmentId, {
      number: 'NC-5001',
      totalValue: '100',
      documentId: note.id,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(invoiceOf(res.json(), o.shipmentId)).toMatchObject({
      totalCreditNotesWithoutIva: '100.00',
      netWithIva: '1044.00',
      creditNotes: [
        expect.objectContaining({
          number: 'NC-5001',
          totalValue: '100.00',
          document: expect.objectContaining({ id: note.id }),
        }),
      ],
    });
    const { customerId } = await b.orderRow(o.orderId);
    const open = await b.db((tx) => openInvoicesOf(tx, customerId));
    expect(open).toContainEqual(expect.objectContaining({ total: '1044.00', paid: '0.00' }));

    // The remaining 900 without VAT is the most another note may take.
    const tooMuch = await b.addCreditNote(o.orderId, o.shipmentId, {
      number: 'NC-5002',
      totalValue: '900.01',
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().details).toEqual([
      expect.objectContaining({
        path: 'body.totalValue',
        key: 'logistics.creditExceedsInvoice',
        message: 'Las notas de crédito no pueden superar el total sin IVA de la factura (1000.00)',
      }),
    ]);
    const duplicate = await b.addCreditNote(o.orderId, o.shipmentId, { number: 'NC-5001', totalValue: '1' });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().details[0]).toMatchObject({
      path: 'body.number',
      message: 'Ya existe la nota de crédito NC-5001',
    });

    // A full credit leaves nothing owed: the invoice leaves the open balance.
    expect(
      (await b.addCreditNote(o.orderId, o.shipmentId, { number: 'NC-5003', totalValue: '900' })).statusCode,
    ).toBe(201);
    expect(await b.invoiceRow(o.shipmentId)).toMatchObject({
      creditNotesWithoutIva: '1000.00',
      netWithIva: '0.00',
    });
    expect(await b.db((tx) => openInvoicesOf(tx, customerId))).not.toContainEqual(
      expect.objectContaining({ total: '0.00' }),
    );

    const notes = invoiceOf(await b.logistics(o.orderId), o.shipmentId)!.creditNotes;
    const removed = await call(t.app, b.people.operation, {
      method: 'DELETE',
      url: `${b.base(o.orderId, o.shipmentId)}/invoice/credit-notes/${notes.find((n) => n.number === 'NC-5003')!.id}`,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await b.invoiceRow(o.shipmentId)).toMatchObject({
      creditNotesWithoutIva: '100.00',
      netWithIva: '1044.00',
    });
    const timeline = (await b.events(o.orderId)).map((e) => `${e.event}:${String(e.data.name)}`);
    expect(timeline).toEqual(
      expect.arrayContaining([
        'creditNoteRecorded:NC-5001',
        'creditNoteRecorded:NC-5003',
        'creditNoteDeleted:NC-5003',
      ]),
    );
  });

  it('a lower invoice total may not leave the credit notes above it', async () => {
    const o = await b.shippedOrder('200');
    await b.putInvoice(o.orderId, o.shipmentId, {
      number: 'F-5101',
      totalWithoutIva: '100',
      totalWithIva: '116',
    });
    await b.addCreditNote(o.orderId, o.shipmentId, { number: 'NC-5101', totalValue: '80' });
    const res = await b.putInvoice(o.orderId, o.shipmentId, {
      number: 'F-5101',
      totalWithoutIva: '50',
      totalWithIva: '58',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0]).toMatchObject({
      path: 'body.totalWithoutIva',
      key: 'logistics.creditExceedsInvoice',
    });
  });
});

describe('who and which shipment', () => {
  it('needs the logistics write permission: seller and customer 403, nothing written', async () => {
    const o = await b.shippedOrder('100');
    const body = { number: 'F-6001', totalWithoutIva: '10', totalWithIva: '11.6' };
    for (const session of [b.people.seller, b.people.customer, b.people.credit]) {
      expect((await b.putInvoice(o.orderId, o.shipmentId, body, session)).statusCode).toBe(403);
    }
    expect((await b.putInvoice(o.orderId, o.shipmentId, body, b.people.admin)).statusCode).toBe(200);
  });

  it("another order's shipment and another tenant's are not found; a cancelled order is refused", async () => {
    const first = await b.shippedOrder('100');
    const second = await b.shippedOrder('100');
    const body = { number: 'F-7001', totalWithoutIva: '10', totalWithIva: '11.6' };
    const crossed = await b.putInvoice(first.orderId, second.shipmentId, body);
    expect(crossed.statusCode).toBe(404);
    expect(crossed.json().message).toBe('No se encontró el embarque');
    const norte = await login(t.app, 'operation@norte.demo.local', 'norte');
    expect((await b.putInvoice(first.orderId, first.shipmentId, body, norte)).statusCode).toBe(404);
    expect(await b.invoiceRow(first.shipmentId)).toBeUndefined();
    await b.db((tx) =>
      tx.update(orders).set({ opsStatus: 'ORDEN_CANCELADA' }).where(eq(orders.id, first.orderId)),
    );
    const cancelled = await b.putInvoice(first.orderId, first.shipmentId, body);
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().message).toBe('La orden está cancelada');
    expect(
      await b.db((tx) =>
        tx.select().from(customerInvoices).where(eq(customerInvoices.orderId, first.orderId)),
      ),
    ).toEqual([]);
  });
});
