import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/server/db/client';
import { call, createTestApp, login, type Session, type TestContext } from '../helpers/testApp';

let t: TestContext;
let admin: Session;
let seller: Session;
let customer: Session;
let opsManager: Session;
let norteProductId: string;

interface ProductRow {
  id: string;
  reference: string;
  name: string;
  packaging_types: string[];
  active: boolean;
  version: number;
}

async function productRow(where: { id?: string; reference?: string }): Promise<ProductRow | undefined> {
  const [row] = rowsOf<ProductRow>(
    await t.database.db.execute(
      where.id
        ? sql`select id, reference, name, packaging_types, active, version from products where id = ${where.id}`
        : sql`select p.id, p.reference, p.name, p.packaging_types, p.active, p.version from products p
              join tenants t on t.id = p.tenant_id where t.slug = 'main' and p.reference = ${where.reference!}`,
    ),
  );
  return row;
}

const create = (session: Session, payload: object, headers: Record<string, string> = {}) =>
  call(t.app, session, { method: 'POST', url: '/api/products', payload, headers });

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, 'admin@demo.local');
  seller = await login(t.app, 'seller@demo.local');
  customer = await login(t.app, 'customer@demo.local');
  opsManager = await login(t.app, 'manager.operation@demo.local');
  const [row] = rowsOf<{ id: string }>(
    await t.database.db.execute(
      sql`select p.id from products p join tenants t on t.id = p.tenant_id where t.slug = 'norte' limit 1`,
    ),
  );
  norteProductId = row!.id;
});
afterAll(() => t.close());

describe('POST /api/products', () => {
  it('creates a product with a trimmed, upper-case reference and labels in the request’s language', async () => {
    const res = await create(admin, {
      reference: '  cal-hid/50.x ',
      name: '  Cal hidratada 50 kg ',
      packagingTypes: ['BAG', 'BULK'],
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      reference: 'CAL-HID/50.X',
      name: 'Cal hidratada 50 kg',
      packagingTypes: ['BAG', 'BULK'],
      packagingLabels: { BAG: 'Saco', BULK: 'Granel' },
      active: true,
      version: 1,
    });
    expect(await productRow({ id: body.id })).toEqual({
      id: body.id,
      reference: 'CAL-HID/50.X',
      name: 'Cal hidratada 50 kg',
      packaging_types: ['BAG', 'BULK'],
      active: true,
      version: 1,
    });
  });

  it('lets the operations manager create an inactive product, labels in English when asked', async () => {
    const res = await create(
      opsManager,
      { reference: 'ZEO-01', name: 'Zeolita', packagingTypes: ['SUPERSACK'], active: false },
      { 'accept-language': 'en' },
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ active: false, packagingLabels: { SUPERSACK: 'Super sack' } });
    expect((await productRow({ reference: 'ZEO-01' }))?.active).toBe(false);
  });

  it('refuses a reference the tenant already uses (whatever the case) with 409', async () => {
    const res = await create(admin, { reference: 'cal-hid-25', name: 'Otra cal', packagingTypes: ['BAG'] });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'Ya existe un producto con la referencia CAL-HID-25',
    });
    const en = await create(
      admin,
      { reference: 'CAL-HID-25', name: 'Otra cal', packagingTypes: ['BAG'] },
      { 'accept-language': 'en' },
    );
    expect(en.json().message).toBe('A product with reference CAL-HID-25 already exists');
    const [count] = rowsOf<{ n: number }>(
      await t.database.db.execute(
        sql`select count(*)::int as n from products where reference = 'CAL-HID-25'`,
      ),
    );
    expect(count?.n).toBe(1);
  });

  it('allows a reference another tenant uses', async () => {
    const res = await create(admin, { reference: 'NT-CAL-VIVA', name: 'Cal viva', packagingTypes: ['BULK'] });
    expect(res.statusCode).toBe(201);
  });

  it.each([
    ['reference too short', { reference: 'A' }, 'body.reference', 'validation.tooShort'],
    ['reference too long', { reference: 'A'.repeat(41) }, 'body.reference', 'validation.tooLong'],
    ['reference with spaces', { reference: 'CAL HID' }, 'body.reference', 'validation.invalidFormat'],
    [
      'reference with other symbols',
      { reference: 'CAL_HID#1' },
      'body.reference',
      'validation.invalidFormat',
    ],
    ['reference missing', { reference: undefined }, 'body.reference', 'validation.required'],
    ['name too short', { name: ' x ' }, 'body.name', 'validation.tooShort'],
    ['name too long', { name: 'x'.repeat(121) }, 'body.name', 'validation.tooLong'],
    ['no packaging types', { packagingTypes: [] }, 'body.packagingTypes', 'validation.tooFew'],
    [
      'repeated packaging type',
      { packagingTypes: ['BAG', 'BAG'] },
      'body.packagingTypes',
      'validation.invalid',
    ],
    [
      'unknown packaging type',
      { packagingTypes: ['PALLET'] },
      'body.packagingTypes.0',
      'validation.invalidOption',
    ],
    ['active not a boolean', { active: 'yes' }, 'body.active', 'validation.invalidType'],
    ['unknown field', { price: 1 }, 'body', 'validation.unknownField'],
  ])('refuses %s', async (_name, change, path, key) => {
    const payload = { reference: 'NEW-1', name: 'Nuevo', packagingTypes: ['BAG'], ...change };
    const res = await create(admin, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
    expect(res.json().details).toContainEqual(expect.objectContaining({ path, key }));
    expect(await productRow({ reference: 'NEW-1' })).toBeUndefined();
  });

  it('refuses users without PRODUCT_CREATE write', async () => {
    for (const session of [seller, customer]) {
      const res = await create(session, { reference: 'SELL-1', name: 'No', packagingTypes: ['BAG'] });
      expect(res.statusCode).toBe(403);
    }
    expect(await productRow({ reference: 'SELL-1' })).toBeUndefined();
  });
});

describe('GET /api/products', () => {
  it('pages the tenant’s products by reference for any signed-in user', async () => {
    const res = await call(t.app, seller, { method: 'GET', url: '/api/products?limit=3' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // 8 seeded + 3 created above.
    expect(body).toMatchObject({ totalRows: 11, page: 1, totalPages: 4 });
    const refs = body.data.map((p: { reference: string }) => p.reference);
    expect(refs).toEqual([...refs].sort());
    expect(body.data[0].packagingLabels).toBeTypeOf('object');
    expect(res.body).not.toContain(norteProductId);
    expect(res.body).not.toContain('NT-FLU-97');
    const customerRes = await call(t.app, customer, { method: 'GET', url: '/api/products' });
    expect(customerRes.statusCode).toBe(200);
  });

  it('searches reference and name, filters active, orders by the field asked', async () => {
    const byName = await call(t.app, seller, { method: 'GET', url: '/api/products?searchParam=bentonita' });
    expect(byName.json().data.map((p: { reference: string }) => p.reference)).toEqual(['BEN-SOD-200']);
    const byRef = await call(t.app, seller, { method: 'GET', url: '/api/products?searchParam=hid' });
    expect(byRef.json().totalRows).toBe(2);
    const wildcard = await call(t.app, seller, { method: 'GET', url: '/api/products?searchParam=%25' });
    expect(wildcard.json().totalRows).toBe(0);

    const inactive = await call(t.app, seller, { method: 'GET', url: '/api/products?active=false' });
    expect(inactive.json().data.map((p: { reference: string }) => p.reference)).toEqual(['ZEO-01']);
    const active = await call(t.app, seller, { method: 'GET', url: '/api/products?active=true&limit=100' });
    expect(active.json().totalRows).toBe(10);

    const byNameDesc = await call(t.app, seller, {
      method: 'GET',
      url: '/api/products?orderField=name&orderDirection=desc&limit=100',
    });
    const names = byNameDesc.json().data.map((p: { name: string }) => p.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => b.localeCompare(a, 'es')));
    const newest = await call(t.app, seller, {
      method: 'GET',
      url: '/api/products?orderField=createdAt&orderDirection=DESC&limit=1',
    });
    expect(newest.json().data[0].reference).toBe('NT-CAL-VIVA');
  });

  it('refuses unknown filters values and order fields', async () => {
    for (const query of ['active=maybe', 'orderField=price', 'orderDirection=up', 'limit=0', 'limit=101']) {
      const res = await call(t.app, seller, { method: 'GET', url: `/api/products?${query}` });
      expect(res.statusCode, query).toBe(400);
    }
  });

  it('needs a signed-in user', async () => {
    const res = await call(t.app, null, { method: 'GET', url: '/api/products' });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET and PUT /api/products/{id}', () => {
  let id: string;
  beforeAll(async () => {
    id = (await productRow({ reference: 'CAL-HID/50.X' }))!.id;
  });

  it('reads one product', async () => {
    const res = await call(t.app, customer, { method: 'GET', url: `/api/products/${id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, reference: 'CAL-HID/50.X', version: 1 });
  });

  it('answers 404 for another tenant’s product and unknown ids', async () => {
    for (const target of [norteProductId, '00000000-0000-4000-8000-000000000000']) {
      const get = await call(t.app, admin, { method: 'GET', url: `/api/products/${target}` });
      expect(get.statusCode).toBe(404);
      expect(get.json().message).toBe('No se encontró el producto');
      const put = await call(t.app, admin, {
        method: 'PUT',
        url: `/api/products/${target}`,
        payload: { version: 1, name: 'Robado' },
      });
      expect(put.statusCode).toBe(404);
    }
    expect((await productRow({ id: norteProductId }))?.name).not.toBe('Robado');
  });

  it('changes what is sent, keeps the rest and bumps the version', async () => {
    const res = await call(t.app, admin, {
      method: 'PUT',
      url: `/api/products/${id}`,
      payload: { version: 1, name: 'Cal hidratada saco 50', packagingTypes: ['BAG'] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      reference: 'CAL-HID/50.X',
      name: 'Cal hidratada saco 50',
      packagingTypes: ['BAG'],
      packagingLabels: { BAG: 'Saco' },
      active: true,
      version: 2,
    });
    expect(await productRow({ id })).toMatchObject({
      name: 'Cal hidratada saco 50',
      version: 2,
      active: true,
    });
  });

  it('refuses a stale version with 409, changing nothing', async () => {
    const res = await call(t.app, admin, {
      method: 'PUT',
      url: `/api/products/${id}`,
      payload: { version: 1, active: false },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('STALE_VERSION');
    expect(await productRow({ id })).toMatchObject({ active: true, version: 2 });
  });

  it('refuses a reference another product has, and a missing version', async () => {
    const taken = await call(t.app, admin, {
      method: 'PUT',
      url: `/api/products/${id}`,
      payload: { version: 2, reference: 'bar-api-42' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Ya existe un producto con la referencia BAR-API-42');
    const noVersion = await call(t.app, admin, {
      method: 'PUT',
      url: `/api/products/${id}`,
      payload: { name: 'X1' },
    });
    expect(noVersion.statusCode).toBe(400);
    expect(noVersion.json().details).toContainEqual(expect.objectContaining({ path: 'body.version' }));
    const bad = await call(t.app, admin, {
      method: 'PUT',
      url: `/api/products/${id}`,
      payload: { version: 2, packagingTypes: [] },
    });
    expect(bad.statusCode).toBe(400);
    expect(await productRow({ id })).toMatchObject({ reference: 'CAL-HID/50.X', version: 2 });
  });

  it('refuses the change without PRODUCT_CREATE write', async () => {
    const res = await call(t.app, seller, {
      method: 'PUT',
      url: `/api/products/${id}`,
      payload: { version: 2, name: 'Vendedor' },
    });
    expect(res.statusCode).toBe(403);
    expect((await productRow({ id }))?.name).toBe('Cal hidratada saco 50');
  });
});
