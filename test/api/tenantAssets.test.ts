import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/server/db/client';
import { FileStore } from '../../src/server/storage/fileStore';
import { sniffFileType } from '../../src/server/storage/fileTypes';
import { call, createTestApp, login, type Session, type TestContext } from '../helpers/testApp';

let t: TestContext;
let admin: Session;
let seller: Session;
let norteAdmin: Session;
let mainId: string;

/** A real 1×1 PNG, chunk by chunk. */
function tinyPng(rgba: [number, number, number, number] = [0, 51, 102, 255]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(1, 0); // width
  ihdr.writeUInt32BE(1, 4); // height
  ihdr.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, no interlace
  const scanline = Buffer.from([0, ...rgba]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(scanline)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** An ICO holding one PNG image. */
function tinyIco(): Buffer {
  const png = tinyPng();
  const header = Buffer.from([0, 0, 1, 0, 1, 0]);
  const entry = Buffer.alloc(16);
  entry.set([1, 1, 0, 0], 0);
  entry.writeUInt16LE(1, 4);
  entry.writeUInt16LE(32, 6);
  entry.writeUInt32LE(png.length, 8);
  entry.writeUInt32LE(22, 12);
  return Buffer.concat([header, entry, png]);
}

interface Part {
  name: string;
  filename?: string;
  type?: string;
  content: Buffer | string;
}

function multipart(parts: Part[]) {
  const boundary = `----test${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename !== undefined ? `; filename="${p.filename}"` : ''}`;
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${p.type ? `Content-Type: ${p.type}\r\n` : ''}\r\n`;
    chunks.push(
      Buffer.from(head),
      Buffer.isBuffer(p.content) ? p.content : Buffer.from(p.content),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const fileOf = (content: Buffer | string, filename = 'logo.png', type = 'image/png') =>
  multipart([{ name: 'file', filename, type, content }]);

function upload(
  session: Session,
  kind: string,
  body: { payload: Buffer; headers: Record<string, string> },
  headers: Record<string, string> = {},
) {
  return call(t.app, session, {
    method: 'POST',
    url: `/api/tenants/assets/${kind}`,
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  });
}

async function tenantRow(slug = 'main') {
  const [row] = rowsOf<{ logo: string | null; favicon: string | null; version: number; color: string }>(
    await t.database.db.execute(sql`select logo, favicon, version, color from tenants where slug = ${slug}`),
  );
  return row!;
}

const folderOf = (tenantId: string) => join(t.dataDir, 'uploads', tenantId, 'tenant');
const filesIn = (tenantId: string) => (existsSync(folderOf(tenantId)) ? readdirSync(folderOf(tenantId)) : []);

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, 'admin@demo.local');
  seller = await login(t.app, 'seller@demo.local');
  norteAdmin = await login(t.app, 'admin@norte.demo.local', 'norte');
  const [row] = rowsOf<{ id: string }>(
    await t.database.db.execute(sql`select id from tenants where slug = 'main'`),
  );
  mainId = row!.id;
});
afterAll(() => t.close());

describe('POST /api/tenants/assets/{kind}', () => {
  let firstLogoUrl: string;

  it('stores a real PNG logo under the tenant’s folder and points the tenant at its public URL', async () => {
    const before = await tenantRow();
    const png = tinyPng();
    const res = await upload(admin, 'logo', fileOf(png, '../../../etc/evil name.png'));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.logo).toMatch(/^\/api\/files\/tenant\/main\/logo-[0-9a-f]{32}\.png$/);
    expect(body).toMatchObject({ slug: 'main', version: before.version + 1 });
    firstLogoUrl = body.logo;

    const row = await tenantRow();
    expect(row).toMatchObject({ logo: body.logo, version: before.version + 1 });
    const name = body.logo.split('/').pop();
    expect(filesIn(mainId)).toEqual([name]);
    expect(readFileSync(join(folderOf(mainId), name))).toEqual(png);
  });

  it('serves the file publicly, without token or tenant, with safe caching headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: firstLogoUrl });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload).toEqual(tinyPng());
    const theme = await t.app.inject({
      method: 'GET',
      url: '/api/tenants/theme',
      headers: { 'x-tenant': 'main' },
    });
    expect(theme.json().logo).toBe(firstLogoUrl);
  });

  it('replaces the logo: the new file is served and the old one is gone', async () => {
    const res = await upload(admin, 'logo', fileOf(tinyPng([255, 0, 0, 255])));
    expect(res.statusCode).toBe(200);
    const newUrl = res.json().logo;
    expect(newUrl).not.toBe(firstLogoUrl);
    expect(filesIn(mainId)).toEqual([newUrl.split('/').pop()]);
    expect((await t.app.inject({ method: 'GET', url: firstLogoUrl })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: newUrl })).statusCode).toBe(200);
  });

  it('accepts an ICO favicon (by content, whatever the declared type) and serves it as an icon', async () => {
    const res = await upload(admin, 'favicon', fileOf(tinyIco(), 'favicon.ico', 'application/octet-stream'));
    expect(res.statusCode).toBe(200);
    expect(res.json().favicon).toMatch(/^\/api\/files\/tenant\/main\/favicon-[0-9a-f]{32}\.ico$/);
    expect((await tenantRow()).favicon).toBe(res.json().favicon);
    const file = await t.app.inject({ method: 'GET', url: res.json().favicon });
    expect(file.headers['content-type']).toBe('image/x-icon');
    expect(file.rawPayload).toEqual(tinyIco());
  });

  it('stores a PNG sent with a .jpg name as the PNG it is', async () => {
    const res = await upload(admin, 'favicon', fileOf(tinyPng(), 'icon.jpg', 'image/jpeg'));
    expect(res.statusCode).toBe(200);
    expect(res.json().favicon).toMatch(/\.png$/);
  });

  it('refuses a .png that is really text, and an ICO as logo, with 415', async () => {
    const before = await tenantRow();
    const text = await upload(
      admin,
      'logo',
      fileOf('<svg onload="alert(1)"></svg>', 'logo.png', 'image/png'),
    );
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'Tipo de archivo no permitido. Tipos permitidos: PNG, JPEG, WEBP',
    });
    const ico = await upload(admin, 'logo', fileOf(tinyIco(), 'logo.ico', 'image/x-icon'), {
      'accept-language': 'en',
    });
    expect(ico.statusCode).toBe(415);
    expect(ico.json().message).toBe('File type not allowed. Allowed types: PNG, JPEG, WEBP');
    expect(await tenantRow()).toEqual(before);
    expect(filesIn(mainId)).toHaveLength(2); // the current logo and favicon only
  });

  it('refuses a file over the limit with 413', async () => {
    const big = Buffer.concat([tinyPng(), Buffer.alloc(513 * 1024)]);
    const res = await upload(admin, 'logo', fileOf(big));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'El archivo excede el límite máximo de 512 KB',
    });
    expect(filesIn(mainId)).toHaveLength(2);
  });

  it('refuses an empty file, a form without a file and a body that is not multipart', async () => {
    const empty = await upload(admin, 'logo', fileOf(Buffer.alloc(0)));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('El archivo está vacío o no es válido');
    const noFile = await upload(admin, 'logo', multipart([{ name: 'note', content: 'hola' }]));
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().message).toBe('Selecciona un archivo');
    const json = await call(t.app, admin, {
      method: 'POST',
      url: '/api/tenants/assets/logo',
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);
    expect(filesIn(mainId)).toHaveLength(2);
  });

  it('refuses an unknown kind and users without TENANT_CONFIGURATION write', async () => {
    const kind = await upload(admin, 'banner', fileOf(tinyPng()));
    expect(kind.statusCode).toBe(400);
    expect(kind.json().details[0]).toMatchObject({ path: 'params.kind', key: 'validation.invalidOption' });
    const before = await tenantRow();
    const res = await upload(seller, 'logo', fileOf(tinyPng()));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('No tienes permisos para esta acción');
    expect(await tenantRow()).toEqual(before);
    expect(filesIn(mainId)).toHaveLength(2);
    const anonymous = await call(t.app, null, {
      method: 'POST',
      url: '/api/tenants/assets/logo',
      ...fileOf(tinyPng()),
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET /api/files/tenant/{slug}/{file}', () => {
  let mainLogo: string;
  let norteLogo: string;
  beforeAll(async () => {
    mainLogo = (await tenantRow()).logo!.split('/').pop()!;
    const res = await upload(norteAdmin, 'logo', fileOf(tinyPng([138, 21, 56, 255])));
    expect(res.statusCode).toBe(200);
    expect(res.json().logo).toMatch(/^\/api\/files\/tenant\/norte\//);
    norteLogo = res.json().logo.split('/').pop();
  });

  it('never serves one tenant’s file under another tenant’s slug', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/files/tenant/norte/${mainLogo}` })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/files/tenant/main/${norteLogo}` })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/files/tenant/norte/${norteLogo}` })).statusCode,
    ).toBe(200);
  });

  it.each([
    '/api/files/tenant/main/..%2f..%2f..%2fetc%2fpasswd',
    '/api/files/tenant/main/..%2Fjwt-secret',
    '/api/files/tenant/main/%2e%2e%2fpglite',
    '/api/files/tenant/main/logo-..%2f..%2f.png',
    '/api/files/tenant/main/../../jwt-secret',
    '/api/files/tenant/..%2f..%2f/logo.png',
    '/api/files/tenant/main/LOGO-0123456789ABCDEF0123456789ABCDEF.PNG',
    '/api/files/tenant/main/logo-0123456789abcdef0123456789abcdef.png',
    '/api/files/tenant/nobody/logo-0123456789abcdef0123456789abcdef.png',
  ])('answers 404 (or 400) to %s', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect([400, 404]).toContain(res.statusCode);
    expect(res.headers['content-type']).toMatch(/application\/json/);
  });

  it('answers a traversal that names our own folder layout with 404 too', async () => {
    const url = `/api/files/tenant/main/..%2F..%2F${mainId}%2Ftenant%2F${mainLogo}`;
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'No se encontró el archivo' });
  });
});

describe('tenant configuration version', () => {
  it('answers the version and refuses a stale one with 409', async () => {
    const config = await call(t.app, admin, { method: 'GET', url: '/api/tenants/config?name=main' });
    const { version } = config.json();
    expect(version).toBe((await tenantRow()).version);

    const stale = await call(t.app, admin, {
      method: 'PUT',
      url: '/api/tenants/config?name=main',
      payload: { version: version - 1, color: '#111111' },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('STALE_VERSION');
    expect((await tenantRow()).color).not.toBe('#111111');

    const current = await call(t.app, admin, {
      method: 'PUT',
      url: '/api/tenants/config?name=main',
      payload: { version, color: '#222222' },
    });
    expect(current.statusCode).toBe(200);
    expect(current.json()).toMatchObject({ color: '#222222', version: version + 1 });

    // Old clients that send no version still save, and the version still moves on.
    const legacy = await call(t.app, admin, {
      method: 'PUT',
      url: '/api/tenants/config?name=main',
      payload: { color: '#333333' },
    });
    expect(legacy.statusCode).toBe(200);
    expect(legacy.json().version).toBe(version + 2);
    expect(await tenantRow()).toMatchObject({ color: '#333333', version: version + 2 });
  });

  it('refuses a version that is not a positive integer', async () => {
    const res = await call(t.app, admin, {
      method: 'PUT',
      url: '/api/tenants/config?name=main',
      payload: { version: 'two' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].path).toBe('body.version');
  });
});

describe('storage helpers', () => {
  it('recognises files by their first bytes only', () => {
    expect(sniffFileType(tinyPng())).toBe('png');
    expect(sniffFileType(tinyIco())).toBe('ico');
    expect(sniffFileType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toBe('jpeg');
    expect(sniffFileType(Buffer.from('RIFF\x24\x00\x00\x00WEBPVP8 ', 'latin1'))).toBe('webp');
    expect(sniffFileType(Buffer.from('%PDF-1.7\n'))).toBe('pdf');
    expect(sniffFileType(Buffer.from('\x89PNG but not really'))).toBeNull();
    expect(sniffFileType(Buffer.from([0, 0, 1, 0, 0, 0]))).toBeNull();
    expect(sniffFileType(Buffer.alloc(0))).toBeNull();
  });

  it('never resolves a name it did not make, nor a folder outside a tenant id', async () => {
    const store = new FileStore(join(t.dataDir, 'uploads'));
    expect(await store.find(mainId, 'tenant', '../../jwt-secret')).toBeNull();
    expect(await store.find(mainId, 'tenant', 'logo.png')).toBeNull();
    expect(() => store.folderOf('../x', 'tenant')).toThrow();
    expect(() => store.folderOf(mainId, '../tenant')).toThrow();
    const name = await store.save(mainId, 'orders/test', 'doc', 'pdf', Buffer.from('%PDF-1.7'));
    expect(name).toMatch(/^doc-[0-9a-f]{32}\.pdf$/);
    expect(await store.find(mainId, 'orders/test', name)).toMatchObject({ size: 8 });
    await store.remove(mainId, 'orders/test', name);
    expect(await store.find(mainId, 'orders/test', name)).toBeNull();
  });
});

describe('OpenAPI', () => {
  it('documents every pricing, product and tenant asset route', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/pricing-parameters',
        '/api/pricing-parameters/{id}/latest',
        '/api/pricing-parameters/{id}',
        '/api/pricing-parameters/{id}/versions',
        '/api/pricing-parameters/{id}/versions/{version}',
        '/api/products',
        '/api/products/{id}',
        '/api/tenants/assets/{kind}',
        '/api/files/tenant/{slug}/{file}',
      ]),
    );
    const uploadDoc = doc.paths['/api/tenants/assets/{kind}'].post;
    expect(uploadDoc.requestBody.content['multipart/form-data'].schema.properties.file).toMatchObject({
      type: 'string',
    });
    expect(Object.keys(doc.paths['/api/files/tenant/{slug}/{file}'].get.responses['200'].content)).toContain(
      'image/png',
    );
  });
});
