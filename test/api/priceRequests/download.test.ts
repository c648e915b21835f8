/**
 * The list's download (`POST /api/price-requests/download`): 202 once counted, then a job mails the
 * file as an attachment (an .eml under DATA_DIR/mail without SMTP) with exactly the chosen columns,
 * in the order chosen, headed in the caller's language, holding the rows the list shows for the
 * same filters and scope.
 */
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PRICE_REQUEST_COLUMNS } from '../../../src/domain/priceRequests';
import { drainJobs } from '../../helpers/jobs';
import { call, createTestApp, login, type Session, type TestContext } from '../../helpers/testApp';
import { query, userId } from './fixtures';

let t: TestContext;
let pricing: Session;

beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'error' });
  pricing = await login(t.app, 'manager.operation@demo.local');
});
afterAll(() => t?.close());
beforeEach(() => rmSync(join(t.dataDir, 'mail'), { recursive: true, force: true }));

/** The one mail sent, and its attachment's bytes (base64 or quoted-printable, as nodemailer chose). */
function mailed(extension: 'csv' | 'xlsx'): { mail: string; file: Buffer } {
  const dir = join(t.dataDir, 'mail');
  const files = readdirSync(dir).filter((f) => f.endsWith('.eml'));
  expect(files).toHaveLength(1);
  const mail = readFileSync(join(dir, files[0]!), 'utf8').replace(/\r\n/g, '\n');
  const part = new RegExp(
    `Content-Transfer-Encoding: ([\\w-]+)\\nContent-Disposition: attachment;\\s+filename=[a-z-]+-\\d{4}-\\d{2}-\\d{2}\\.${extension}\\n\\n([\\s\\S]*?)\\n--`,
  ).exec(mail);
  expect(part, 'attachment part').not.toBeNull();
  const [, encoding, body] = part as unknown as [string, string, string];
  if (encoding === 'base64') return { mail, file: Buffer.from(body.replace(/\n/g, ''), 'base64') };
  const bytes = body
    .replace(/=\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return { mail, file: Buffer.from(bytes, 'latin1') };
}

const MAIN = sql`p.tenant_id = (select id from tenants where slug = 'main') and p.deleted_at is null`;

describe('the mailed download', () => {
  it('holds the chosen columns in the chosen order, in Spanish, for the list’s filters (CSV)', async () => {
    const res = await call(t.app, pricing, {
      method: 'POST',
      url: '/api/price-requests/download',
      payload: {
        format: 'csv',
        status: ['APPROVED'],
        order: 'number:ASC',
        columns: ['number', 'customer', 'msp', 'approvedPrice', 'validUntil', 'status'],
      },
    });
    expect(res.statusCode, res.body).toBe(202);
    const approved = await query<{
      number: number;
      company: string;
      msp: string;
      price: string;
      until: string;
    }>(
      t,
      sql`select p.number, c.company_name as company, p.msp::text, p.approved_price_usd_per_ton::text as price,
          to_char(p.valid_until, 'DD/MM/YYYY') as until from price_requests p join customers c on c.id = p.customer_id
          where ${MAIN} and p.status = 'APPROVED' order by p.number`,
    );
    expect(res.json()).toEqual({
      message: 'Estamos generando el archivo; lo enviaremos a manager.operation@demo.local en unos momentos.',
      email: 'manager.operation@demo.local',
      rows: approved.length,
    });
    expect(await drainJobs(t.app)).toBe(2); // the download, then the mail it queued
    const { mail, file } = mailed('csv');
    expect(mail).toContain('To: manager.operation@demo.local');
    expect(mail).toMatch(/filename=solicitudes-de-precio-\d{4}-\d{2}-\d{2}\.csv/);
    const text = file.toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Número,Cliente,MSP (USD/t),Precio aprobado (USD/t),Vigencia,Estatus');
    const csv = (v: string) => (v.includes(',') ? `"${v}"` : v);
    expect(lines.slice(1)).toEqual(
      approved.map(
        (r) =>
          `SP-${String(r.number).padStart(5, '0')},${csv(r.company)},${Number(r.msp).toFixed(2)},${Number(r.price).toFixed(2)},${r.until},Aprobada`,
      ),
    );
  });

  it('takes every column when none is chosen, headed in English for an English caller (XLSX)', async () => {
    const res = await call(t.app, pricing, {
      method: 'POST',
      url: '/api/price-requests/download',
      payload: { format: 'xlsx', status: 'REQUESTED' },
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(202);
    expect(res.json().message).toBe(
      'We are building the file; we will send it to manager.operation@demo.local shortly.',
    );
    await drainJobs(t.app);
    const { mail, file } = mailed('xlsx');
    expect(mail).toContain('Subject: Price requests (XLSX)');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file as unknown as ArrayBuffer);
    const rows: ExcelJS.CellValue[][] = [];
    workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as ExcelJS.CellValue[]).slice(1)));
    expect(rows[0]).toEqual([
      'Number',
      'Status',
      'Customer',
      'Product',
      'Packaging',
      'Volume (t)',
      'Target price (USD/t)',
      'MSP (USD/t)',
      'Approved price (USD/t)',
      'Valid until',
      'Requested by',
      'Entered by',
      'Seller',
      'Delivery type',
      'Payment method',
      'Delivery window',
      'Requested on',
    ]);
    expect(rows[0]).toHaveLength(PRICE_REQUEST_COLUMNS.length);
    const [requested] = await query<{ n: number }>(
      t,
      sql`select count(*)::int as n from price_requests p where ${MAIN} and p.status = 'REQUESTED'`,
    );
    expect(rows).toHaveLength(requested!.n + 1);
    expect(rows.slice(1).every((r) => r[1] === 'Requested')).toBe(true);
  });

  it('holds only the caller’s reach: a seller gets its own requests', async () => {
    const seller = await login(t.app, 'seller@demo.local');
    const me = await userId(t, 'seller@demo.local');
    const res = await call(t.app, seller, {
      method: 'POST',
      url: '/api/price-requests/download',
      payload: { format: 'csv', columns: ['number'], order: 'number:ASC' },
    });
    expect(res.statusCode).toBe(202);
    await drainJobs(t.app);
    const own = await query<{ number: number }>(
      t,
      sql`select p.number from price_requests p where ${MAIN} and (p.seller_id = ${me} or p.requested_by_id = ${me}) order by p.number`,
    );
    const lines = mailed('csv').file.toString('utf8').slice(1).trimEnd().split('\r\n');
    expect(lines).toEqual(['Número', ...own.map((r) => `SP-${String(r.number).padStart(5, '0')}`)]);
  });

  it('refuses an unknown column and an empty choice (400, on the field)', async () => {
    for (const columns of [['number', 'price'], []]) {
      const res = await call(t.app, pricing, {
        method: 'POST',
        url: '/api/price-requests/download',
        payload: { format: 'csv', columns },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().details[0].path).toMatch(/^body\.columns/);
    }
  });
});
