import { existsSync, readdirSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDocumentView, OrderHistoryEntry } from '../../../src/domain/orders/views';
import { orderDocuments, orderHistory } from '../../../src/server/db/schema';
import { inTenant } from '../../../src/server/db/tenantTx';
import { claimStagedUpload, sweepStagedUploads } from '../../../src/server/modules/orders/documents/staging';
import { drainJobs } from '../../helpers/jobs';
import { multipart, samplePdf, samplePng } from '../../helpers/multipart';
import { createOrder } from '../../helpers/orders';
import { call, createTestApp, login, type Session, type TestContext } from '../../helpers/testApp';

let t: TestContext;
let seller: Session;
let seller2: Session;
let financeCredit: Session;
let admin: Session;
let norteAdmin: Session;
let orderId: string;

beforeAll(async () => {
  t = await createTestApp({ ORDER_FILE_MAX_MB: '1' });
  [seller, seller2, financeCredit, admin, norteAdmin] = await Promise.all([
    login(t.app, 'seller@demo.local'),
    login(t.app, 'seller2@demo.local'),
    login(t.app, 'finance.credit@demo.local'),
    login(t.app, 'admin@demo.local'),
    login(t.app, 'admin@norte.demo.local', 'norte'),
  ]);
  [orderId] = (await createOrder(t.app, seller)) as [string];
  await drainJobs(t.app);
});

afterAll(async () => t?.close());

const stage = (
  session: Session,
  content: Buffer | string,
  filename: string,
  extra: Record<string, string> = {},
) => {
  const body = multipart([
    ...Object.entries(extra).map(([name, content]) => ({ name, content })),
    { name: 'file', filename, type: 'application/octet-stream', content },
  ]);
  return call(t.app, session, { method: 'POST', url: '/api/orders/uploads', ...body });
};

const addDocument = (
  session: Session,
  id: string,
  content: Buffer | string,
  filename: string,
  fields: Record<string, string> = { type: 'custom', name: 'Contrato firmado', fileKind: 'document' },
) => {
  // Fields after the file on purpose: the server reads them in any order.
  const body = multipart([
    { name: 'file', filename, type: 'application/pdf', content },
    ...Object.entries(fields).map(([name, content]) => ({ name, content })),
  ]);
  return call(t.app, session, { method: 'POST', url: `/api/orders/${id}/documents`, ...body });
};

const claimsOf = (session: Session) => t.app.ctx.tokens.verifyAccess(session.accessToken);

describe('POST /api/orders/uploads (staging for the creation form)', () => {
  it('stages a PDF and answers its upload id, name, type and size', async () => {
    const pdf = samplePdf();
    const res = await stage(seller, pdf, 'Orden de compra.pdf', { fileKind: 'document' });
    expect(res.statusCode).toBe(201);
    const body = res.json<{ uploadId: string; name: string; contentType: string; sizeBytes: number }>();
    expect(body).toMatchObject({
      name: 'Orden de compra.pdf',
      contentType: 'application/pdf',
      sizeBytes: pdf.length,
    });
    expect(body.uploadId).toMatch(/^[0-9a-f-]{36}$/);

    const claims = await claimsOf(seller);
    const claimed = await claimStagedUpload(t.app.ctx, {
      tenantId: claims.tenantId,
      userId: claims.sub,
      uploadId: body.uploadId,
    });
    expect(claimed).toMatchObject({
      originalName: 'Orden de compra.pdf',
      contentType: 'application/pdf',
      sizeBytes: pdf.length,
    });
    expect(claimed.storedName).toMatch(/^document-[0-9a-f]{32}\.pdf$/);
    expect(existsSync(join(t.dataDir, 'uploads', claims.tenantId, 'orders', claimed.storedName))).toBe(true);
    // A multi-order attaches the same upload to each order: a second claim works too.
    const again = await claimStagedUpload(t.app.ctx, {
      tenantId: claims.tenantId,
      userId: claims.sub,
      uploadId: body.uploadId,
    });
    expect(again.storedName).not.toBe(claimed.storedName);
  });

  it('refuses to claim an unknown upload or someone else’s', async () => {
    const res = await stage(seller, samplePdf(), 'a.pdf');
    const { uploadId } = res.json<{ uploadId: string }>();
    const other = await claimsOf(seller2);
    await expect(
      claimStagedUpload(t.app.ctx, { tenantId: other.tenantId, userId: other.sub, uploadId }),
    ).rejects.toMatchObject({ statusCode: 400, messageKey: 'validation.orders.uploadRequired' });
    const mine = await claimsOf(seller);
    await expect(
      claimStagedUpload(t.app.ctx, {
        tenantId: mine.tenantId,
        userId: mine.sub,
        uploadId: crypto.randomUUID(),
      }),
    ).rejects.toMatchObject({ statusCode: 400 });
  });

  it('refuses a file over the configured size with the MB message (413)', async () => {
    const big = Buffer.concat([samplePdf(), Buffer.alloc(1024 * 1024 + 10, 0x20)]);
    const res = await stage(seller, big, 'grande.pdf');
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('El archivo excede el límite máximo de 1MB');
    // A body cut short or with another boundary is refused as invalid, never a 500.
    const a = multipart([{ name: 'file', filename: 'a.pdf', content: samplePdf() }]);
    const b = multipart([{ name: 'file', filename: 'a.pdf', content: samplePdf() }]);
    const broken = await call(t.app, seller, {
      method: 'POST',
      url: '/api/orders/uploads',
      payload: a.payload,
      headers: b.headers,
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBe('El archivo está vacío o no es válido');
  });

  it('answers the size message in English too', async () => {
    const big = Buffer.concat([samplePdf(), Buffer.alloc(1024 * 1024 + 10, 0x20)]);
    const body = multipart([{ name: 'file', filename: 'big.pdf', content: big }]);
    const res = await call(t.app, seller, {
      method: 'POST',
      url: '/api/orders/uploads',
      payload: body.payload,
      headers: { ...body.headers, 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('File size exceeds maximum limit of 1 MB');
  });

  it('refuses an extension outside the list, naming the allowed types (415)', async () => {
    const res = await stage(seller, 'MZ\x90\x00binary', 'programa.exe');
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toMatch(
      /^Tipo de archivo no permitido\. Tipos permitidos: pdf, jpg, jpeg, png, .*zip.*mp4/,
    );
  });

  it('refuses content that is not what the extension says (magic bytes)', async () => {
    const fake = await stage(seller, 'esto no es un pdf', 'factura.pdf');
    expect(fake.statusCode).toBe(415);
    expect(fake.json().message).toBe('El contenido del archivo no corresponde a un archivo .pdf');
    const pngAsJpg = await stage(seller, samplePng(), 'foto.jpg');
    expect(pngAsJpg.statusCode).toBe(415);
    const binaryCsv = await stage(seller, Buffer.from([0x00, 0x01, 0x02, 0x03]), 'datos.csv');
    expect(binaryCsv.statusCode).toBe(415);
  });

  it('accepts text files (csv with accents, Windows-1252 too) and images by content', async () => {
    const csv = await stage(seller, 'cliente,cantidad\nAcería del Norte,1500\n', 'pedido.csv');
    expect(csv.statusCode).toBe(201);
    expect(csv.json().contentType).toBe('text/csv');
    const latin1 = await stage(seller, Buffer.from('Año,Maíz\n2026,10\n', 'latin1'), 'anual.CSV');
    expect(latin1.statusCode).toBe(201);
    const png = await stage(seller, samplePng(), 'foto.png', { fileKind: 'image' });
    expect(png.statusCode).toBe(201);
    expect(png.json().contentType).toBe('image/png');
  });

  it('refuses an empty file (400) and a request without a file', async () => {
    const empty = await stage(seller, Buffer.alloc(0), 'vacio.pdf');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('El archivo está vacío o no es válido');
    const none = await call(t.app, seller, {
      method: 'POST',
      url: '/api/orders/uploads',
      ...multipart([{ name: 'fileKind', content: 'document' }]),
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Selecciona un archivo');
  });

  it('needs CREATE_ORDER write', async () => {
    const res = await stage(financeCredit, samplePdf(), 'a.pdf');
    expect(res.statusCode).toBe(403);
  });

  it('sweeps staged files older than a day', async () => {
    const res = await stage(seller2, samplePdf(), 'viejo.pdf');
    const { uploadId } = res.json<{ uploadId: string }>();
    const claims = await claimsOf(seller2);
    const folder = join(t.dataDir, 'uploads', claims.tenantId, 'orders', 'staging', claims.sub);
    const old = (Date.now() - 25 * 60 * 60 * 1000) / 1000;
    for (const name of readdirSync(folder)) utimesSync(join(folder, name), old, old);
    await sweepStagedUploads(t.app.ctx);
    expect(readdirSync(folder)).toEqual([]);
    await expect(
      claimStagedUpload(t.app.ctx, { tenantId: claims.tenantId, userId: claims.sub, uploadId }),
    ).rejects.toMatchObject({ statusCode: 400 });
  });
});

describe('order documents', () => {
  const list = (session: Session, id = orderId) =>
    call(t.app, session, { method: 'GET', url: `/api/orders/${id}/documents` });

  it('lists the proforma first, generated and not editable', async () => {
    const res = await list(seller);
    expect(res.statusCode).toBe(200);
    const [proforma] = res.json<OrderDocumentView[]>();
    expect(proforma).toMatchObject({
      type: 'sales_order',
      editable: false,
      updating: false,
      contentType: 'application/pdf',
    });
    expect(proforma?.url).toBe(`/api/orders/${orderId}/documents/${proforma?.id}/file`);
  });

  it('uploads a document and downloads the same bytes with the generated file name', async () => {
    const pdf = samplePdf();
    const res = await addDocument(seller, orderId, pdf, 'contrato.pdf', {
      type: 'client_purchase_order',
      name: 'Orden de Compra Núm. 45 (firmada)',
      fileKind: 'document',
    });
    expect(res.statusCode).toBe(201);
    const doc = res.json<OrderDocumentView>();
    expect(doc).toMatchObject({
      name: 'Orden de Compra Núm. 45 (firmada)',
      type: 'client_purchase_order',
      fileKind: 'document',
      editable: true,
      sizeBytes: pdf.length,
      userName: expect.stringMatching(/\S+ \S+/),
    });
    const file = await call(t.app, seller, { method: 'GET', url: doc.url! });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(
      'attachment; filename="orden_de_compra_num_45_firmada.pdf"',
    );
    expect(Buffer.compare(file.rawPayload, pdf)).toBe(0);

    const history = await t.database.db
      .select()
      .from(orderHistory)
      .where(and(eq(orderHistory.orderId, orderId), eq(orderHistory.event, 'documentAdded')));
    expect(history.at(-1)?.data).toMatchObject({ documentId: doc.id, type: 'client_purchase_order' });
  });

  it('refuses a wrong type, a blank name, and the generated types', async () => {
    const generated = await addDocument(seller, orderId, samplePdf(), 'a.pdf', {
      type: 'sales_order',
      name: 'Mía',
    });
    expect(generated.statusCode).toBe(400);
    expect(generated.json().message).toBe('Seleccione un tipo de documento válido');
    const blank = await addDocument(seller, orderId, samplePdf(), 'a.pdf', { type: 'custom', name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('El nombre del documento es obligatorio');
    const bad = await addDocument(seller, orderId, 'no es pdf', 'a.pdf');
    expect(bad.statusCode).toBe(415);
  });

  it('renames and retypes a document, with a history row', async () => {
    const created = (await addDocument(seller, orderId, samplePdf(), 'x.pdf')).json<OrderDocumentView>();
    const res = await call(t.app, seller, {
      method: 'PATCH',
      url: `/api/orders/${orderId}/documents/${created.id}`,
      payload: { name: 'Comprobante de transferencia', type: 'payment_confirmation' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Comprobante de transferencia', type: 'payment_confirmation' });
    const [row] = await t.database.db
      .select()
      .from(orderHistory)
      .where(and(eq(orderHistory.orderId, orderId), eq(orderHistory.event, 'documentRenamed')));
    expect(row?.data).toMatchObject({
      documentId: created.id,
      name: { from: 'Contrato firmado', to: 'Comprobante de transferencia' },
      type: { from: 'custom', to: 'payment_confirmation' },
    });
    const same = await call(t.app, seller, {
      method: 'PATCH',
      url: `/api/orders/${orderId}/documents/${created.id}`,
      payload: { name: 'Comprobante de transferencia' },
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toBe('No hay cambios para guardar');
  });

  it('deletes a document and its file', async () => {
    const created = (await addDocument(seller, orderId, samplePdf(), 'borrar.pdf')).json<OrderDocumentView>();
    const claims = await claimsOf(seller);
    const [row] = await inTenant(t.database.db, claims.tenantId, (tx) =>
      tx.select().from(orderDocuments).where(eq(orderDocuments.id, created.id)),
    );
    const path = join(t.dataDir, 'uploads', claims.tenantId, 'orders', row!.storedName!);
    expect(existsSync(path)).toBe(true);
    const res = await call(t.app, seller, {
      method: 'DELETE',
      url: `/api/orders/${orderId}/documents/${created.id}`,
    });
    expect(res.statusCode).toBe(204);
    expect(existsSync(path)).toBe(false);
    expect((await list(seller)).json<OrderDocumentView[]>().some((d) => d.id === created.id)).toBe(false);
    const history = await call(t.app, seller, { method: 'GET', url: `/api/orders/${orderId}/history` });
    if (history.statusCode === 200)
      expect(history.json<OrderHistoryEntry[]>().some((h) => h.event === 'documentDeleted')).toBe(true);
  });

  it('never edits or deletes the proforma (409)', async () => {
    const proforma = (await list(seller)).json<OrderDocumentView[]>().find((d) => d.type === 'sales_order')!;
    const rename = await call(t.app, admin, {
      method: 'PATCH',
      url: `/api/orders/${orderId}/documents/${proforma.id}`,
      payload: { name: 'Otra' },
    });
    expect(rename.statusCode).toBe(409);
    expect(rename.json().message).toBe('Este documento lo genera el sistema: no se puede editar ni eliminar');
    const del = await call(t.app, admin, {
      method: 'DELETE',
      url: `/api/orders/${orderId}/documents/${proforma.id}`,
    });
    expect(del.statusCode).toBe(409);
  });

  it('ORDER_DETAIL_FILES read lists and downloads; write is needed to change', async () => {
    expect((await list(financeCredit)).statusCode).toBe(200);
    const proforma = (await list(financeCredit)).json<OrderDocumentView[]>()[0]!;
    expect((await call(t.app, financeCredit, { method: 'GET', url: proforma.url! })).statusCode).toBe(200);
    expect((await addDocument(financeCredit, orderId, samplePdf(), 'a.pdf')).statusCode).toBe(403);
    const some = (await list(seller)).json<OrderDocumentView[]>().find((d) => d.editable)!;
    const patch = await call(t.app, financeCredit, {
      method: 'PATCH',
      url: `/api/orders/${orderId}/documents/${some.id}`,
      payload: { name: 'x' },
    });
    expect(patch.statusCode).toBe(403);
    const del = await call(t.app, financeCredit, {
      method: 'DELETE',
      url: `/api/orders/${orderId}/documents/${some.id}`,
    });
    expect(del.statusCode).toBe(403);
  });

  it('another seller’s order is out of scope (403), another tenant’s does not exist (404)', async () => {
    const res = await list(seller2);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('No tienes permisos para acceder a esta orden');
    expect((await addDocument(seller2, orderId, samplePdf(), 'a.pdf')).statusCode).toBe(403);
    const proforma = (await list(seller)).json<OrderDocumentView[]>()[0]!;
    expect((await call(t.app, seller2, { method: 'GET', url: proforma.url! })).statusCode).toBe(403);
    expect((await list(norteAdmin)).statusCode).toBe(404);
    expect(
      (await call(t.app, norteAdmin, { method: 'GET', url: proforma.url!, tenant: 'norte' })).statusCode,
    ).toBe(404);
  });
});
