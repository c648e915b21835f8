import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessDay } from '../../../src/domain/dates';
import { drainJobs } from '../../helpers/jobs';
import { multipart, samplePdf, samplePng } from '../../helpers/multipart';
import { call, createTestApp, login, type Session, type TestContext } from '../../helpers/testApp';
import { createLot, createWarehouse, mainProduct, mainRegions, type ProductRef, tenantId } from './fixtures';

let t: TestContext;
let operation: Session;
let seller: Session;
let norteAdmin: Session;
let product: ProductRef;

const upload = (session: Session, lotId: string, content: Buffer | string, filename: string, lang = 'es') => {
  const body = multipart([{ name: 'file', filename, type: 'application/octet-stream', content }]);
  return call(t.app, session, {
    method: 'PUT',
    url: `/api/inventory/${lotId}/coa`,
    payload: body.payload,
    headers: { ...body.headers, 'accept-language': lang },
  });
};

const download = (session: Session, lotId: string) =>
  call(t.app, session, { method: 'GET', url: `/api/inventory/${lotId}/coa` });

beforeAll(async () => {
  // A small limit keeps the too-large file small; production's default is 10 MB.
  t = await createTestApp({ ORDER_FILE_MAX_MB: '1' });
  operation = await login(t.app, 'operation@demo.local');
  seller = await login(t.app, 'seller@demo.local');
  norteAdmin = await login(t.app, 'admin@norte.demo.local', 'norte');
  product = await mainProduct(t);
});
afterAll(() => t.close());

describe('the COA certificate (PUT and GET /api/inventory/:id/coa)', () => {
  it('stores a PDF, shows it on the lot, downloads it, and replaces it with an image', async () => {
    const w = await createWarehouse(t, operation);
    const lot = await createLot(t, operation, product.id, w.id);
    expect((await download(operation, lot.id)).statusCode).toBe(404);

    const pdf = samplePdf();
    const res = await upload(operation, lot.id, pdf, 'Certificado análisis.pdf');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: lot.id,
      coa: { name: 'Certificado análisis.pdf', contentType: 'application/pdf', sizeBytes: pdf.length },
    });
    const got = await download(seller, lot.id);
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('application/pdf');
    expect(got.headers['content-disposition']).toBe(
      `attachment; filename="coa_${lot.lot.toLowerCase().replace(/[^a-z0-9]/g, '')}.pdf"`,
    );
    expect(Buffer.compare(got.rawPayload, pdf)).toBe(0);

    const folder = join(t.dataDir, 'uploads', await tenantId(t), 'inventory');
    expect(readdirSync(folder)).toHaveLength(1);
    const png = samplePng();
    const replaced = await upload(operation, lot.id, png, 'coa.png');
    expect(replaced.json().coa).toEqual({ name: 'coa.png', contentType: 'image/png', sizeBytes: png.length });
    expect(Buffer.compare((await download(operation, lot.id)).rawPayload, png)).toBe(0);
    // The previous file is gone: one file per lot.
    expect(readdirSync(folder)).toHaveLength(1);
  });

  it('refuses a file over the limit (413) and a type that is neither PDF nor image (415)', async () => {
    const w = await createWarehouse(t, operation);
    const lot = await createLot(t, operation, product.id, w.id);
    const big = Buffer.concat([samplePdf(), Buffer.alloc(1024 * 1024 + 10, 0x20)]);
    const tooLarge = await upload(operation, lot.id, big, 'grande.pdf');
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toBe('El archivo excede el límite máximo de 1024 KB');
    const text = await upload(operation, lot.id, 'lote,cantidad\n1,2\n', 'coa.pdf');
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toBe('Tipo de archivo no permitido. Tipos permitidos: PDF, PNG, JPEG, WEBP');
    const en = await upload(operation, lot.id, 'hola', 'coa.txt', 'en');
    expect(en.statusCode).toBe(415);
    const notMultipart = await call(t.app, operation, {
      method: 'PUT',
      url: `/api/inventory/${lot.id}/coa`,
      payload: { file: 'x' },
    });
    expect(notMultipart.statusCode).toBe(415);
    const lotNow = (await call(t.app, operation, { method: 'GET', url: `/api/inventory/${lot.id}` })).json();
    expect(lotNow.coa).toBeNull();
    // Nothing refused was kept: the folder holds only the first test's file.
    const folder = join(t.dataDir, 'uploads', await tenantId(t), 'inventory');
    expect(existsSync(folder) ? readdirSync(folder) : []).toHaveLength(1);
  });

  it('lets a seller download but not upload, and another tenant reach neither', async () => {
    const w = await createWarehouse(t, operation);
    const lot = await createLot(t, operation, product.id, w.id);
    expect((await upload(seller, lot.id, samplePdf(), 'coa.pdf')).statusCode).toBe(403);
    expect((await upload(norteAdmin, lot.id, samplePdf(), 'coa.pdf')).statusCode).toBe(404);
    expect((await download(norteAdmin, lot.id)).statusCode).toBe(404);
    const none = await download(operation, lot.id);
    expect(none.json().message).toBe('El lote no tiene certificado COA');
  });
});

describe('GET /api/inventory/export', () => {
  let wh: { id: string; code: string };
  let lots: { id: string; lot: string }[];

  beforeAll(async () => {
    wh = await createWarehouse(t, operation, {
      name: 'Bodega "Exportación"',
      regionId: (await mainRegions(t)).Bajío!.id,
    });
    lots = [
      await createLot(t, operation, product.id, wh.id, {
        lot: 'EXP-A',
        quantity: '1234.5',
        price: '210.75',
        receptionDate: '2026-02-03',
        supplier: '=HYPERLINK("x")',
      }),
      await createLot(t, operation, product.id, wh.id, {
        lot: 'EXP-B',
        quantity: '20',
        packingType: 'BULK',
        receptionDate: '2026-01-15',
        batchId: null,
        supplier: 'Minera, S.A.',
      }),
    ];
  });

  const exportOf = (session: Session, query: string, lang = 'es') =>
    call(t.app, session, {
      method: 'GET',
      url: `/api/inventory/export?warehouseId=${wh.id}&${query}`,
      headers: { 'accept-language': lang },
    });

  it('writes a CSV Excel es-MX opens: BOM, comma separated, Spanish headers, the filtered lots in order', async () => {
    const res = await exportOf(operation, 'format=csv&orderField=lot');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="inventario-${businessDay()}.csv"`);
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = res.rawPayload.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]).toBe(
      'Lote,Referencia,Producto,Empaque,Clave de almacén,Almacén,Región,Fecha de recepción,Referencia de compra,Proveedor,Costo (USD/t),Recibido (kg),Ajustado (kg),Asignado (kg),Embarcado (kg),Disponible (kg),Fecha de registro',
    );
    const cells = (line: string) => line.split(',');
    expect(cells(lines[1]!).slice(0, 17)).toEqual([
      'EXP-A',
      product.reference,
      expect.any(String),
      'Saco',
      wh.code,
      '"Bodega ""Exportación"""',
      'Bajío',
      '03/02/2026',
      'OC-2291',
      `"'=HYPERLINK(""x"")"`,
      '210.75',
      '1234.500',
      '0.000',
      '0.000',
      '0.000',
      '1234.500',
      expect.stringMatching(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/),
    ]);
    expect(lines[2]).toContain('EXP-B');
    expect(lines[2]).toContain('Granel');
    expect(lines[2]).toContain('"Minera, S.A."');
    expect(lines).toHaveLength(4); // header, two lots, the final CRLF
  });

  it('writes an XLSX with real numbers and dates, English headers when asked, filters applied', async () => {
    const res = await exportOf(operation, 'format=xlsx&packagingType=BAG', 'en');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toBe(`attachment; filename="inventory-${businessDay()}.xlsx"`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('Inventory');
    const rows: ExcelJS.CellValue[][] = [];
    sheet.eachRow((row) => rows.push((row.values as ExcelJS.CellValue[]).slice(1)));
    expect(rows[0]).toEqual([
      'Lot',
      'Reference',
      'Product',
      'Packaging',
      'Warehouse code',
      'Warehouse',
      'Region',
      'Reception date',
      'Purchase reference',
      'Supplier',
      'Cost (USD/t)',
      'Received (kg)',
      'Adjusted (kg)',
      'Allocated (kg)',
      'Shipped (kg)',
      'Available (kg)',
      'Registered on',
    ]);
    expect(rows).toHaveLength(2);
    expect(rows[1]!.slice(0, 16)).toEqual([
      'EXP-A',
      product.reference,
      expect.any(String),
      'Bag',
      wh.code,
      'Bodega "Exportación"',
      'Bajío',
      new Date('2026-02-03T00:00:00Z'),
      'OC-2291',
      '=HYPERLINK("x")',
      210.75,
      1234.5,
      0,
      0,
      0,
      1234.5,
    ]);
  });

  it('leaves the cost out for a seller, and refuses a bad format', async () => {
    const res = await exportOf(seller, 'format=csv');
    expect(res.statusCode).toBe(200);
    const header = res.rawPayload.subarray(3).toString('utf8').split('\r\n')[0]!;
    expect(header).not.toContain('Costo');
    expect(header.split(',')).toHaveLength(16);
    expect((await exportOf(operation, 'format=pdf')).statusCode).toBe(400);
    expect(lots).toHaveLength(2);
  });

  it('mails the file to the caller (202 once counted), built by a job', async () => {
    const res = await call(t.app, operation, {
      method: 'POST',
      url: '/api/inventory/export',
      payload: { format: 'xlsx', warehouseId: wh.id },
    });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({
      message: 'Estamos generando el archivo; lo enviaremos a operation@demo.local en unos momentos.',
      email: 'operation@demo.local',
      rows: 2,
    });
    // The export job, then the mail.send job it queued with the file.
    expect(await drainJobs(t.app)).toBe(2);
    const mailDir = join(t.dataDir, 'mail');
    const files = readdirSync(mailDir).filter((f) => f.endsWith('.eml'));
    expect(files).toHaveLength(1);
    const mail = readFileSync(join(mailDir, files[0]!), 'utf8');
    expect(mail).toContain('To: operation@demo.local');
    expect(mail).toContain('Subject: =?UTF-8?Q?Exportaci=C3=B3n_de_inventario_=28XLSX?=');
    expect(mail).toContain('2 lotes en el archivo inventario-');
    const part =
      /Content-Disposition: attachment; filename=inventario-\d{4}-\d{2}-\d{2}\.xlsx\n\n([A-Za-z0-9+/=\n]+)/.exec(
        mail,
      );
    expect(part, 'attachment part').not.toBeNull();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(part![1]!.replace(/\n/g, ''), 'base64') as unknown as ArrayBuffer);
    const lotsInFile: ExcelJS.CellValue[] = [];
    workbook.worksheets[0]!.eachRow((row, n) => {
      if (n > 1) lotsInFile.push(row.getCell(1).value);
    });
    expect(lotsInFile.sort()).toEqual(['EXP-A', 'EXP-B']);
    expect(
      (
        await call(t.app, operation, {
          method: 'POST',
          url: '/api/inventory/export',
          payload: { format: 'doc' },
        })
      ).statusCode,
    ).toBe(400);
  });
});
