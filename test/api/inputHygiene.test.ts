/**
 * Input the database cannot store or the parser cannot read is the caller's fault: a NUL or a
 * lone surrogate in any text answers 400 with the field named (404 in the public file path), a
 * broken multipart 400, a logo over the size limit 413 with nothing stored, a body that is no
 * object 400, and deleting a row others still reference 409 — never a 500.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/server/db/client';
import { multipart, samplePdf, samplePng } from '../helpers/multipart';
import { call, createTestApp, login, type Session, type TestContext } from '../helpers/testApp';

let t: TestContext;
let admin: Session;
let orderId: string;
let tenantId: string;

const UNSTORABLE_ES = 'El texto contiene un carácter no permitido (carácter nulo o Unicode inválido)';
const UNSTORABLE_EN = 'The text contains a character that is not allowed (a NUL or invalid Unicode)';

beforeAll(async () => {
  t = await createTestApp({ ORDER_FILE_MAX_MB: '1' });
  admin = await login(t.app, 'admin@demo.local');
  const [row] = rowsOf<{ order_id: string; tenant_id: string }>(
    await t.database.db.execute(
      sql`select o.id as order_id, o.tenant_id from orders o join tenants te on te.id = o.tenant_id where te.slug = 'main' order by o.number limit 1`,
    ),
  );
  orderId = row?.order_id ?? '';
  tenantId = row?.tenant_id ?? '';
});
afterAll(() => t?.close());

const json = (payload: unknown) => ({
  payload: JSON.stringify(payload),
  headers: { 'content-type': 'application/json' },
});

describe('NUL and lone surrogates', () => {
  it('refuses a NUL in a list search with 400 naming the parameter, in Spanish and English', async () => {
    const res = await call(t.app, admin, { method: 'GET', url: '/api/warehouses?searchParam=a%00b' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      statusCode: 400,
      code: 'VALIDATION_ERROR',
      message: 'Revisa los datos enviados',
      details: [
        { path: 'querystring.searchParam', key: 'validation.unstorableText', message: UNSTORABLE_ES },
      ],
    });
    const en = await call(t.app, admin, {
      method: 'GET',
      url: '/api/users/hierarchy-by-role?role=%00',
      headers: { 'accept-language': 'en' },
    });
    expect(en.statusCode).toBe(400);
    expect(en.json().details).toEqual([
      { path: 'querystring.role', key: 'validation.unstorableText', message: UNSTORABLE_EN },
    ]);
  });

  it('answers 404 for a NUL in the public file path', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/files/tenant/ma%00in/logo-x.png' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
  });

  it('refuses a lone surrogate in an order comment with 400 and stores nothing', async () => {
    const url = `/api/orders/${orderId}/comments`;
    const before = (await call(t.app, admin, { method: 'GET', url })).json<unknown[]>().length;
    const res = await call(t.app, admin, { method: 'POST', url, ...json({ comment: 'ok \ud800' }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([
      { path: 'body.comment', key: 'validation.unstorableText', message: UNSTORABLE_ES },
    ]);
    const nul = await call(t.app, admin, { method: 'POST', url, ...json({ comment: 'ok\u0000' }) });
    expect(nul.statusCode).toBe(400);
    expect((await call(t.app, admin, { method: 'GET', url })).json<unknown[]>()).toHaveLength(before);
    // A surrogate pair (an emoji) is text like any other.
    const emoji = await call(t.app, admin, { method: 'POST', url, ...json({ comment: 'listo 👍' }) });
    expect(emoji.statusCode).toBe(201);
  });

  it('refuses a NUL in a key of a JSON body and in a multipart document name', async () => {
    const prefs = await call(t.app, admin, {
      method: 'PATCH',
      url: '/api/users/preferences',
      ...json({ favourites: ['a\u0000'] }),
    });
    expect(prefs.statusCode).toBe(400);
    expect(prefs.json().details[0]).toMatchObject({ path: 'body.favourites.0' });
    const form = multipart([
      { name: 'type', content: 'custom' },
      { name: 'name', content: 'contrato\u0000' },
      { name: 'file', filename: 'contrato.pdf', type: 'application/pdf', content: samplePdf() },
    ]);
    const doc = await call(t.app, admin, {
      method: 'POST',
      url: `/api/orders/${orderId}/documents`,
      payload: form.payload,
      headers: form.headers,
    });
    expect(doc.statusCode).toBe(400);
    expect(doc.json().details).toEqual([
      { path: 'body.name', key: 'validation.unstorableText', message: UNSTORABLE_ES },
    ]);
  });
});

describe('bodies the routes cannot read', () => {
  it('refuses an order creation body that is no object with 400', async () => {
    for (const payload of ['[]', 'true', '"x"']) {
      const res = await call(t.app, admin, {
        method: 'POST',
        url: '/api/orders',
        payload,
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
  });

  it('refuses a truncated, wrong-boundary or boundary-less multipart logo with 400', async () => {
    const good = multipart([{ name: 'file', filename: 'logo.png', type: 'image/png', content: samplePng() }]);
    const other = multipart([
      { name: 'file', filename: 'logo.png', type: 'image/png', content: samplePng() },
    ]);
    const bodies = [
      { payload: good.payload.subarray(0, good.payload.length - 20), headers: good.headers },
      { payload: good.payload, headers: other.headers },
      { payload: good.payload, headers: { 'content-type': 'multipart/form-data' } },
    ];
    for (const body of bodies) {
      const res = await call(t.app, admin, { method: 'POST', url: '/api/tenants/assets/logo', ...body });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, code: 'BAD_REQUEST' });
    }
  });
});

/**
 * A multipart body sent as a client does, in two pieces: the first ends exactly where the file
 * reaches `limit` bytes, so the parser only marks the file cut when the second piece arrives.
 */
function inPieces(payload: Buffer, file: Buffer, limit: number): Readable {
  const cut = payload.indexOf(file.subarray(0, 16)) + limit;
  async function* pieces() {
    yield payload.subarray(0, cut);
    // The next piece after the server has handled the first, as over a network.
    await new Promise((resolve) => setImmediate(resolve));
    yield payload.subarray(cut);
  }
  return Readable.from(pieces());
}

describe('upload size limits', () => {
  const folder = () => join(t.dataDir, 'uploads', tenantId, 'tenant');
  const stored = () => (existsSync(folder()) ? readdirSync(folder()).sort() : []);

  it('answers 413 and keeps the previous logo when the file crosses the limit between chunks', async () => {
    const first = multipart([
      { name: 'file', filename: 'logo.png', type: 'image/png', content: samplePng() },
    ]);
    const ok = await call(t.app, admin, { method: 'POST', url: '/api/tenants/assets/logo', ...first });
    expect(ok.statusCode).toBe(200);
    const logoUrl = ok.json<{ logo: string }>().logo;
    const filesBefore = stored();

    // A PNG of 600 KB; the limit is 512 KB.
    const png = Buffer.concat([samplePng(), Buffer.alloc(600 * 1024)]);
    const form = multipart([{ name: 'file', filename: 'big.png', type: 'image/png', content: png }]);
    const res = await call(t.app, admin, {
      method: 'POST',
      url: '/api/tenants/assets/logo',
      payload: inPieces(form.payload, png, t.env.UPLOAD_IMAGE_MAX_KB * 1024),
      headers: form.headers,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'El archivo excede el límite máximo de 512 KB',
    });
    expect(stored()).toEqual(filesBefore);
    const theme = await t.app.inject({
      method: 'GET',
      url: '/api/tenants/theme',
      headers: { 'x-tenant': 'main' },
    });
    expect(theme.json().logo).toBe(logoUrl);
    expect((await t.app.inject({ method: 'GET', url: logoUrl })).statusCode).toBe(200);
  });

  it('answers 413 for an order file that crosses the limit between chunks', async () => {
    const pdf = Buffer.concat([samplePdf(), Buffer.alloc(1024 * 1024, 0x20)]);
    const form = multipart([{ name: 'file', filename: 'grande.pdf', type: 'application/pdf', content: pdf }]);
    const res = await call(t.app, admin, {
      method: 'POST',
      url: '/api/orders/uploads',
      payload: inPieces(form.payload, pdf, t.env.ORDER_FILE_MAX_MB * 1024 * 1024),
      headers: form.headers,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });
});

describe('rows still referenced', () => {
  it('answers 409 when deleting an address an order uses', async () => {
    const [row] = rowsOf<{ address_id: string }>(
      await t.database.db.execute(
        sql`select address_id from orders where tenant_id = ${tenantId} and address_id is not null limit 1`,
      ),
    );
    expect(row?.address_id).toBeTruthy();
    const res = await call(t.app, admin, { method: 'DELETE', url: `/api/addresses/${row?.address_id}` });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      statusCode: 409,
      code: 'CONFLICT',
      message: 'No se puede completar: el registro está vinculado a otros datos',
    });
  });
});
