import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drainJobs } from '../../helpers/jobs';
import { call, createTestApp, login, type Session, type TestContext } from '../../helpers/testApp';
import { clearOrders, insertListOrder, LIST_ORDERS } from './listFixtures';

let t: TestContext;
let admin: Session;

beforeAll(async () => {
  t = await createTestApp();
  await clearOrders(t);
  for (const spec of LIST_ORDERS) await insertListOrder(t, spec);
  admin = await login(t.app, 'admin@demo.local');
});
afterAll(() => t.close());

const download = (session: Session, query: string, lang = 'es') =>
  call(t.app, session, {
    method: 'GET',
    url: `/api/orders/export-data?${query}`,
    headers: { 'accept-language': lang },
  });

async function readXlsx(file: Buffer): Promise<ExcelJS.CellValue[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const rows: ExcelJS.CellValue[][] = [];
  sheet.eachRow((row) => rows.push((row.values as ExcelJS.CellValue[]).slice(1)));
  return rows;
}

describe('GET /api/orders/export-data', () => {
  it('streams a CSV Excel es-MX opens with accents: BOM, comma separated, the visible columns in order', async () => {
    const res = await download(
      admin,
      'format=csv&columns=number,company,products,tons,total,deliveryDate,status&orderField=number',
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="ordenes-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = res.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]).toBe(
      'Número de orden,Empresa,Productos,Cantidad (ton),Total,Moneda,Fecha de entrega,Estatus',
    );
    expect(lines[1]).toBe(
      '000001,Cerámica Industrial de Querétaro S.A. de C.V.,"Carbonato de calcio, Barita",20.000,12000.00,USD,10/01/2030,Orden Creada',
    );
    expect(lines[2]).toBe(
      'ERP-7781,Cerámica Industrial de Querétaro S.A. de C.V.,Sílice malla 40,5.500,200000.00,MXN,15/01/2030,Liberada por finanzas',
    );
    // A product label that looks like a formula stays text.
    expect(lines.find((l) => l.startsWith('000008'))).toContain(",'=Barita API,");
    // Every open order, not one page: 7 rows, a header and the final empty line.
    expect(lines).toHaveLength(9);
    expect(lines[8]).toBe('');
  });

  it('uses the English headers and labels for an English user, with the tenant’s delivery brand', async () => {
    const res = await download(
      admin,
      'format=csv&columns=deliveryModel,paymentTerm,seller&searchParam=ERP-7781',
      'en',
    );
    const lines = res.rawPayload.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]).toBe('Delivery model,Payment method,Seller');
    expect(lines[1]).toBe('GranelBajío Delivery Partner,Advance payment,Carlos Méndez Ruiz');
    expect(res.headers['content-disposition']).toMatch(/filename="orders-/);
  });

  it('streams an xlsx with every column by default, numbers and dates as real cells', async () => {
    const res = await download(admin, 'format=xlsx&statusTab=CREATED&orderField=number');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const rows = await readXlsx(res.rawPayload);
    expect(rows[0]).toEqual([
      'Número de orden',
      'Empresa',
      'Vendedor',
      'Productos',
      'Cantidad (ton)',
      'Estatus',
      'Fecha de entrega',
      'Modelo de entrega',
      'Forma de pago',
      'Total',
      'Moneda',
      'Fecha de creación',
    ]);
    expect(rows).toHaveLength(3);
    const [number, company, seller, products, tons, status, delivery, model, term, total, currency, created] =
      rows[1]!;
    expect([number, company, seller, products, tons, status]).toEqual([
      '000001',
      'Cerámica Industrial de Querétaro S.A. de C.V.',
      'Carlos Méndez Ruiz',
      'Carbonato de calcio, Barita',
      20,
      'Orden Creada',
    ]);
    expect((delivery as Date).toISOString()).toBe('2030-01-10T00:00:00.000Z');
    expect([model, term, total, currency]).toEqual(['Pickup', 'Crédito', 12000, 'USD']);
    // 15:00 UTC is 09:00 in Mexico City.
    expect((created as Date).toISOString()).toBe('2029-12-01T09:00:00.000Z');
    expect(rows[2]![5]).toBe('Orden Retenida');
  });

  it('keeps the caller’s scope and refuses bad values with a message', async () => {
    const customer = await login(t.app, 'customer@demo.local');
    const res = await download(customer, 'format=csv&columns=number');
    expect(res.rawPayload.subarray(3).toString('utf8').split('\r\n')).toEqual([
      'Número de orden',
      '000001',
      'ERP-7781',
      '',
    ]);
    const bad = await download(admin, 'format=pdf');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0]).toMatchObject({ path: 'querystring.format' });
    const badColumn = await download(admin, 'columns=number,price');
    expect(badColumn.statusCode).toBe(400);
    expect(badColumn.json().details[0].message).toMatch(/^Elige una de las opciones/);
  });
});

describe('POST /api/orders/export', () => {
  it('answers 202 and mails the file to the user as an attachment', async () => {
    const res = await call(t.app, admin, {
      method: 'POST',
      url: '/api/orders/export',
      payload: { format: 'xlsx', statusTab: 'DEFAULT', sellers: [], columns: ['number', 'company', 'total'] },
    });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({
      message: 'Estamos generando el archivo; lo enviaremos a admin@demo.local en unos momentos.',
      email: 'admin@demo.local',
      rows: 7,
    });
    // The export job, then the mail.send job it queued with the file.
    expect(await drainJobs(t.app)).toBe(2);
    const mailDir = join(t.dataDir, 'mail');
    const [file, ...others] = readdirSync(mailDir).filter((f) => f.endsWith('.eml'));
    expect(others).toEqual([]);
    const mail = readFileSync(join(mailDir, file!), 'utf8');
    expect(mail).toContain('To: admin@demo.local');
    expect(mail).toContain('Subject: =?UTF-8?Q?Exportaci=C3=B3n_de_=C3=B3rdenes_=28XLSX?=');
    const part =
      /Content-Disposition: attachment; filename=ordenes-\d{4}-\d{2}-\d{2}\.xlsx\n\n([A-Za-z0-9+/=\n]+)/.exec(
        mail,
      );
    expect(part, 'attachment part').not.toBeNull();
    expect(mail).toContain('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(mail).toMatch(/filename=ordenes-\d{4}-\d{2}-\d{2}\.xlsx/);
    const rows = await readXlsx(Buffer.from(part![1]!.replace(/\n/g, ''), 'base64'));
    expect(rows[0]).toEqual(['Número de orden', 'Empresa', 'Total', 'Moneda']);
    expect(rows).toHaveLength(8);
  });

  it('refuses more than 50,000 orders with a clear message', async () => {
    await t.database.db.execute(sql`
      insert into orders (tenant_id, number, customer_id, created_by_id, delivery_model, delivery_date,
        currency, exchange_rate, vat_rate, pricing_values, total_kg, total_with_taxes, products_total_usd,
        total_with_taxes_usd, total_with_taxes_mxn, computed_values)
      select o.tenant_id, 1000 + g, o.customer_id, o.created_by_id, 'PICKUP', '2030-03-01', 'USD', 20, 0.16,
        '{}'::jsonb, 1000, 100, 100, 100, 2000, o.computed_values
      from orders o, generate_series(1, 50001) g
      where o.number = 1 and o.tenant_id = (select id from tenants where slug = 'main')`);
    const res = await call(t.app, admin, {
      method: 'POST',
      url: '/api/orders/export',
      payload: { format: 'csv' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'EXPORT_TOO_LARGE',
      message: 'La exportación tendría 50,008 órdenes y el máximo es 50,000. Aplica filtros para reducirla.',
    });
    const narrowed = await download(admin, 'format=csv&columns=number&statusTab=INVOICED');
    expect(narrowed.statusCode).toBe(200);
  }, 120_000); // One INSERT of 50,001 rows: about 2 s on PostgreSQL, up to 30 s on PGlite under load.
});
