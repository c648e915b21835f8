/**
 * A shipment's files and remission: invoice and credit-note files (the invoice extension list, the
 * order file size limit, content checks, the original texts), the signed remission replacing the
 * previous one, and the remission PDF rendered by its job with what the shipment carries.
 */
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderLogistics } from '../../../src/domain/logistics';
import { orderDocuments, vehicleTypes } from '../../../src/server/db/schema';
import { drainJobs, jobsOfKind } from '../../helpers/jobs';
import { multipart, samplePdf, samplePng } from '../../helpers/multipart';
import { pdfText } from '../../helpers/pdfText';
import { call, createTestApp, type TestContext } from '../../helpers/testApp';
import { type BillingApi, billingApi } from './billingHelpers';

let t: TestContext;
let b: BillingApi;

beforeAll(async () => {
  t = await createTestApp();
  b = await billingApi(t);
});

afterAll(async () => t?.close());

const documentsOf = (shipmentId: string) =>
  b.db((tx) => tx.select().from(orderDocuments).where(eq(orderDocuments.shipmentId, shipmentId)));

const signedRemission = (orderId: string, shipmentId: string, file: { filename: string; content: Buffer }) =>
  call(t.app, b.people.operation, {
    method: 'PUT',
    url: `${b.base(orderId, shipmentId)}/signed-remission`,
    ...multipartOf(file),
  });

function multipartOf(file: { filename: string; content: Buffer }) {
  return multipart([
    { name: 'file', filename: file.filename, type: 'application/octet-stream', content: file.content },
  ]);
}

describe('POST …/shipments/{shipmentId}/files', () => {
  it('stores an invoice or credit-note file of the shipment and answers its id and name', async () => {
    const o = await b.shippedOrder('100');
    const res = await b.uploadFile(o.orderId, o.shipmentId, {
      filename: 'Factura F-1.pdf',
      content: samplePdf(),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(String), name: 'Factura F-1' });
    const note = await b.uploadFile(
      o.orderId,
      o.shipmentId,
      { filename: 'nota.csv', content: 'concepto,importe\nDescuento,100\n' },
      'credit_note',
    );
    expect(note.statusCode, note.body).toBe(201);
    const rows = await documentsOf(o.shipmentId);
    expect(rows.map((r) => [r.type, r.originalName]).sort()).toEqual([
      ['credit_note', 'nota.csv'],
      ['invoice', 'Factura F-1.pdf'],
      ['remission', null],
    ]);
    // The file downloads from the order documents' URL.
    const download = await call(t.app, b.people.operation, {
      method: 'GET',
      url: `/api/orders/${o.orderId}/documents/${res.json().id}/file`,
    });
    expect(download.statusCode).toBe(200);
  });

  it('refuses extensions outside the invoice list, content of another kind, an unknown type and too large a file', async () => {
    const o = await b.shippedOrder('100');
    const gif = await b.uploadFile(o.orderId, o.shipmentId, {
      filename: 'foto.gif',
      content: Buffer.from('GIF89a....'),
    });
    expect(gif.statusCode).toBe(415);
    expect(gif.json().message).toBe(
      'Tipo de archivo no permitido. Tipos permitidos: pdf, jpg, jpeg, png, doc, docx, xls, xlsx, ppt, pptx, txt, rtf, csv',
    );
    const fake = await b.uploadFile(o.orderId, o.shipmentId, {
      filename: 'factura.pdf',
      content: samplePng(),
    });
    expect(fake.statusCode).toBe(415);
    expect(fake.json().message).toBe('El contenido del archivo no corresponde a un archivo .pdf');
    const wrongType = await b.uploadFile(
      o.orderId,
      o.shipmentId,
      { filename: 'a.pdf', content: samplePdf() },
      'custom',
    );
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().details[0]).toMatchObject({ path: 'body.type' });
    const big = Buffer.concat([samplePdf(), Buffer.alloc(10 * 1024 * 1024 + 1)]);
    const tooLarge = await b.uploadFile(o.orderId, o.shipmentId, { filename: 'grande.pdf', content: big });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toBe('El archivo excede el límite máximo de 10MB');
    expect((await documentsOf(o.shipmentId)).map((r) => r.type)).toEqual(['remission']);
  });
});

describe('PUT …/shipments/{shipmentId}/signed-remission', () => {
  it('stores the signed remission, replaces it on a second upload, and writes the timeline', async () => {
    const o = await b.shippedOrder('100');
    const first = await signedRemission(o.orderId, o.shipmentId, {
      filename: 'firmada.jpg',
      content: samplePngAsJpg(),
    });
    expect(first.statusCode).toBe(415);
    const ok = await signedRemission(o.orderId, o.shipmentId, {
      filename: 'firmada.png',
      content: samplePng(),
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const shipment = ok.json<OrderLogistics>().shipments.find((s) => s.id === o.shipmentId)!;
    expect(shipment.remission.documentSigned).toMatchObject({ name: 'firmada', updating: false });
    const again = await signedRemission(o.orderId, o.shipmentId, {
      filename: 'firmada-2.pdf',
      content: samplePdf(),
    });
    expect(again.statusCode, again.body).toBe(200);
    const signed = (await documentsOf(o.shipmentId)).filter((r) => r.type === 'remission_signed');
    expect(signed.map((r) => r.originalName)).toEqual(['firmada-2.pdf']);
    const xls = await signedRemission(o.orderId, o.shipmentId, {
      filename: 'firmada.xlsx',
      content: samplePdf(),
    });
    expect(xls.statusCode).toBe(415);
    expect(xls.json().message).toBe(
      'Tipo de archivo no permitido. Tipos permitidos: pdf, doc, docx, jpg, jpeg, png',
    );
    const number = String(shipment.number);
    expect(
      (await b.events(o.orderId))
        .filter((e) => e.event === 'signedRemissionUploaded')
        .map((e) => e.data.name),
    ).toEqual([number, number]);
  });
});

/** PNG bytes under a .jpg name: the content check refuses it. */
function samplePngAsJpg(): Buffer {
  return samplePng();
}

describe('the remission job', () => {
  it('is queued with the shipment and again with its transport, and renders the shipment, its lots, transport and signature boxes', async () => {
    const o = await b.allocatedOrder('1500');
    const shipmentId = await b.ship(o.orderId, o.allocationId, '1500');
    const queued = (await jobsOfKind(t.database.db, 'logistics.remission.render')).filter(
      (j) => (j.payload as { shipmentId: string }).shipmentId === shipmentId,
    );
    expect(queued).toEqual([expect.objectContaining({ status: 'pending' })]);
    await drainJobs(t.app);
    const [first] = await b.db((tx) =>
      tx
        .select()
        .from(orderDocuments)
        .where(and(eq(orderDocuments.shipmentId, shipmentId), eq(orderDocuments.type, 'remission'))),
    );
    expect(first).toMatchObject({ updating: false });
    // Assigning the transport renders the remission again, with it.
    const [vehicle] = await b.db((tx) =>
      tx.select().from(vehicleTypes).orderBy(asc(vehicleTypes.name)).limit(1),
    );
    const assigned = await call(t.app, b.people.operation, {
      method: 'PUT',
      url: `/api/order-logistic/${shipmentId}/assign-transport`,
      payload: {
        plates: 'XYZ-987',
        driverName: 'Rosa Núñez',
        vehicleTypeId: vehicle!.id,
        newProviderName: 'Fletes del Bajío',
        deliveryDate: b.today,
        version: 1,
      },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json().remission.document).toMatchObject({ updating: true });
    await drainJobs(t.app);
    const [doc] = await b.db((tx) =>
      tx
        .select()
        .from(orderDocuments)
        .where(and(eq(orderDocuments.shipmentId, shipmentId), eq(orderDocuments.type, 'remission'))),
    );
    expect(doc).toMatchObject({ updating: false, contentType: 'application/pdf' });
    const view = await b.logistics(o.orderId);
    const shipment = view.shipments.find((s) => s.id === shipmentId)!;
    expect(shipment.remission.document).toMatchObject({
      updating: false,
      url: expect.stringContaining(doc!.id),
    });
    const res = await call(t.app, b.people.operation, {
      method: 'GET',
      url: shipment.remission.document!.url!,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = pdfText(res.rawPayload);
    const order = await b.orderRow(o.orderId);
    for (const expected of [
      'Remisión',
      `Embarque ${shipment.number}`,
      String(order.number).padStart(6, '0'),
      shipment.lines[0]!.lot.lot,
      shipment.lines[0]!.product.reference,
      '1,500.000',
      '1.500',
      'XYZ-987',
      'Rosa Núñez',
      'Fletes del Bajío',
      vehicle!.name,
      'Entregó',
      'Recibió',
    ])
      expect(text).toContain(expected);
    expect(
      (await b.events(o.orderId)).filter((e) => e.event === 'remissionGenerated').map((e) => e.data.name),
    ).toEqual([String(shipment.number), String(shipment.number)]);
    // Generated: not deleted or renamed by hand.
    const removal = await call(t.app, b.people.admin, {
      method: 'DELETE',
      url: `/api/orders/${o.orderId}/documents/${doc!.id}`,
    });
    expect(removal.statusCode).toBe(409);
  });
});
