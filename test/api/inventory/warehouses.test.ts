import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../src/server/db/client';
import { call, createTestApp, login, type Session, type TestContext } from '../../helpers/testApp';
import { createLot, createWarehouse, mainProduct, mainRegions, type Ref, unique } from './fixtures';

let t: TestContext;
let operation: Session;
let seller: Session;
let customer: Session;
let norteAdmin: Session;
let bajio: Ref;
let centro: Ref;

const warehouseRow = async (id: string) =>
  rowsOf<{ code: string; name: string; active: boolean; region_id: string | null; version: number }>(
    await t.database.db.execute(
      sql`select code, name, active, region_id, version from warehouses where id = ${id}`,
    ),
  )[0];

beforeAll(async () => {
  t = await createTestApp();
  operation = await login(t.app, 'operation@demo.local');
  seller = await login(t.app, 'seller@demo.local');
  customer = await login(t.app, 'customer@demo.local');
  norteAdmin = await login(t.app, 'admin@norte.demo.local', 'norte');
  const regions = await mainRegions(t);
  bajio = regions.Bajío!;
  centro = regions.Centro!;
});
afterAll(() => t.close());

describe('POST /api/warehouses', () => {
  it('creates a warehouse with an upper-case code and its region, no lots yet', async () => {
    const code = unique('qro').toLowerCase();
    const res = await call(t.app, operation, {
      method: 'POST',
      url: '/api/warehouses',
      payload: {
        code: ` ${code} `,
        name: 'Patio Norte',
        city: 'El Marqués',
        state: 'Querétaro',
        regionId: bajio.id,
        address: 'Parque Industrial 4',
      },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      code: code.toUpperCase(),
      name: 'Patio Norte',
      region: { id: bajio.id, name: 'Bajío' },
      address: 'Parque Industrial 4',
      active: true,
      lotCount: 0,
      availableKg: '0',
      version: 1,
    });
    expect(await warehouseRow(body.id)).toEqual({
      code: code.toUpperCase(),
      name: 'Patio Norte',
      active: true,
      region_id: bajio.id,
      version: 1,
    });
  });

  it('refuses a code the tenant already uses (409), in Spanish and in English', async () => {
    const { code } = await createWarehouse(t, operation);
    const again = { code: code.toLowerCase(), name: 'Otro', city: 'León', state: 'Guanajuato' };
    const es = await call(t.app, operation, { method: 'POST', url: '/api/warehouses', payload: again });
    expect(es.statusCode).toBe(409);
    expect(es.json()).toMatchObject({
      code: 'CONFLICT',
      message: `Ya existe un almacén con la clave ${code}`,
    });
    const en = await call(t.app, operation, {
      method: 'POST',
      url: '/api/warehouses',
      payload: again,
      headers: { 'accept-language': 'en' },
    });
    expect(en.json().message).toBe(`A warehouse with code ${code} already exists`);
  });

  it('lets another tenant use the same code', async () => {
    const { code } = await createWarehouse(t, operation);
    const res = await call(t.app, norteAdmin, {
      method: 'POST',
      url: '/api/warehouses',
      payload: { code, name: 'Patio', city: 'Saltillo', state: 'Coahuila' },
    });
    expect(res.statusCode).toBe(201);
  });

  it('answers the fields at fault with the catalogue texts', async () => {
    const res = await call(t.app, operation, { method: 'POST', url: '/api/warehouses', payload: {} });
    expect(res.statusCode).toBe(400);
    const messages = res.json().details.map((d: { message: string }) => d.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'La clave del almacén es requerida (mínimo 2 caracteres)',
        'El nombre del almacén es requerido',
        'La ciudad es requerida',
        'El estado es requerido',
      ]),
    );
  });

  it("refuses a region the tenant does not have (another tenant's is unknown here)", async () => {
    const norteRegion = rowsOf<{ id: string }>(
      await t.database.db.execute(
        sql`select r.id from regions r join tenants t on t.id = r.tenant_id where t.slug = 'norte' limit 1`,
      ),
    )[0]!;
    const res = await call(t.app, operation, {
      method: 'POST',
      url: '/api/warehouses',
      payload: {
        code: unique('WH'),
        name: 'Patio',
        city: 'León',
        state: 'Guanajuato',
        regionId: norteRegion.id,
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([
      { path: 'body.regionId', key: 'inventory.regionNotFound', message: 'No se encontró la región' },
    ]);
  });
});

describe('GET /api/warehouses', () => {
  let product: string;
  let stocked: { id: string; code: string };
  let inactive: { id: string; code: string };

  beforeAll(async () => {
    product = (await mainProduct(t)).id;
    stocked = await createWarehouse(t, operation, {
      name: 'Zeta Bodega Centro',
      city: 'Celaya',
      regionId: centro.id,
    });
    inactive = await createWarehouse(t, operation, {
      name: 'Bodega cerrada',
      city: 'Irapuato',
      active: false,
    });
    await createLot(t, operation, product, stocked.id, { quantity: '1500.5' });
    await createLot(t, operation, product, stocked.id, { quantity: '500' });
  });

  it('shows each warehouse with its region, lots and available kg', async () => {
    const res = await call(t.app, seller, {
      method: 'GET',
      url: `/api/warehouses?searchParam=${stocked.code}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      data: [
        { id: stocked.id, region: { id: centro.id, name: 'Centro' }, lotCount: 2, availableKg: '2000.500' },
      ],
      totalRows: 1,
      page: 1,
      totalPages: 1,
    });
  });

  it('searches on city and name, filters by active and region, sorts and pages', async () => {
    const byCity = await call(t.app, operation, { method: 'GET', url: '/api/warehouses?searchParam=celaya' });
    expect(byCity.json().data.map((w: { id: string }) => w.id)).toEqual([stocked.id]);
    const byName = await call(t.app, operation, {
      method: 'GET',
      url: '/api/warehouses?searchParam=cerrada',
    });
    expect(byName.json().data.map((w: { id: string }) => w.id)).toEqual([inactive.id]);
    const off = await call(t.app, operation, {
      method: 'GET',
      url: '/api/warehouses?active=false&limit=100',
    });
    const offIds = off.json().data.map((w: { id: string; active: boolean }) => w.id);
    expect(offIds).toContain(inactive.id);
    expect(off.json().data.every((w: { active: boolean }) => !w.active)).toBe(true);
    const region = await call(t.app, operation, {
      method: 'GET',
      url: `/api/warehouses?regionId=${centro.id}`,
    });
    // The demo's own warehouse of that region is listed too.
    expect(region.json().data.map((w: { id: string }) => w.id)).toContain(stocked.id);
    expect(
      region.json().data.every((w: { region: { id: string } | null }) => w.region?.id === centro.id),
    ).toBe(true);

    const all = (
      await call(t.app, operation, {
        method: 'GET',
        url: '/api/warehouses?limit=100&orderField=name&orderDirection=desc',
      })
    ).json();
    const names = all.data.map((w: { name: string }) => w.name);
    // Names whose order no collation disputes: descending.
    expect(
      names.filter((n: string) => ['Zeta Bodega Centro', 'Patio Norte', 'Bodega cerrada'].includes(n)),
    ).toEqual(['Zeta Bodega Centro', 'Patio Norte', 'Bodega cerrada']);
    const page2 = (
      await call(t.app, operation, { method: 'GET', url: '/api/warehouses?limit=2&offset=2' })
    ).json();
    expect(page2).toMatchObject({
      page: 2,
      totalRows: all.totalRows,
      totalPages: Math.ceil(all.totalRows / 2),
    });
    const byCode = (await call(t.app, operation, { method: 'GET', url: '/api/warehouses?limit=100' })).json();
    const codes = byCode.data.map((w: { code: string }) => w.code);
    expect(page2.data.map((w: { code: string }) => w.code)).toEqual(codes.slice(2, 4));
  });

  it("keeps the order form's list to active warehouses", async () => {
    const res = await call(t.app, seller, { method: 'GET', url: '/api/orders/warehouses' });
    const ids = res.json().data.map((w: { id: string }) => w.id);
    expect(ids).toContain(stocked.id);
    expect(ids).not.toContain(inactive.id);
  });
});

describe('PUT /api/warehouses/:id', () => {
  it('changes and deactivates with the current version, bumping it', async () => {
    const w = await createWarehouse(t, operation);
    const res = await call(t.app, operation, {
      method: 'PUT',
      url: `/api/warehouses/${w.id}`,
      payload: { version: 1, name: 'Renombrado', regionId: bajio.id, active: false },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Renombrado',
      active: false,
      version: 2,
      region: { name: 'Bajío' },
    });
    expect(await warehouseRow(w.id)).toMatchObject({ name: 'Renombrado', active: false, version: 2 });
    const cleared = await call(t.app, operation, {
      method: 'PUT',
      url: `/api/warehouses/${w.id}`,
      payload: { version: 2, regionId: null },
    });
    expect(cleared.json()).toMatchObject({ region: null, version: 3 });
  });

  it('refuses a stale version (409) and changes nothing', async () => {
    const w = await createWarehouse(t, operation);
    await call(t.app, operation, {
      method: 'PUT',
      url: `/api/warehouses/${w.id}`,
      payload: { version: 1, name: 'Uno' },
    });
    const res = await call(t.app, operation, {
      method: 'PUT',
      url: `/api/warehouses/${w.id}`,
      payload: { version: 1, name: 'Dos' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('STALE_VERSION');
    expect(await warehouseRow(w.id)).toMatchObject({ name: 'Uno', version: 2 });
  });

  it("refuses another warehouse's code (409)", async () => {
    const a = await createWarehouse(t, operation);
    const b = await createWarehouse(t, operation);
    const res = await call(t.app, operation, {
      method: 'PUT',
      url: `/api/warehouses/${b.id}`,
      payload: { version: 1, code: a.code },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(`Ya existe un almacén con la clave ${a.code}`);
  });
});

describe('DELETE /api/warehouses/:id', () => {
  it('deletes a warehouse nothing names', async () => {
    const w = await createWarehouse(t, operation);
    const res = await call(t.app, operation, { method: 'DELETE', url: `/api/warehouses/${w.id}` });
    expect(res.statusCode).toBe(204);
    expect(await warehouseRow(w.id)).toBeUndefined();
  });

  it('refuses one with lots (409) and keeps it', async () => {
    const w = await createWarehouse(t, operation);
    await createLot(t, operation, (await mainProduct(t)).id, w.id);
    const res = await call(t.app, operation, { method: 'DELETE', url: `/api/warehouses/${w.id}` });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('El almacén tiene lotes registrados; desactívalo en lugar de eliminarlo');
    expect(await warehouseRow(w.id)).toBeDefined();
  });
});

describe('warehouse access', () => {
  it('lets a seller read but not write, and the customer not at all', async () => {
    const w = await createWarehouse(t, operation);
    expect((await call(t.app, seller, { method: 'GET', url: `/api/warehouses/${w.id}` })).statusCode).toBe(
      200,
    );
    const writes = [
      {
        method: 'POST',
        url: '/api/warehouses',
        payload: { code: unique('X'), name: 'X', city: 'León', state: 'Gto' },
      },
      { method: 'PUT', url: `/api/warehouses/${w.id}`, payload: { version: 1, name: 'Nombre' } },
      { method: 'DELETE', url: `/api/warehouses/${w.id}` },
    ] as const;
    for (const req of writes) expect((await call(t.app, seller, req)).statusCode, req.method).toBe(403);
    for (const req of [{ method: 'GET', url: '/api/warehouses' }, ...writes] as const)
      expect((await call(t.app, customer, req)).statusCode, req.method).toBe(403);
    expect(await warehouseRow(w.id)).toMatchObject({ version: 1 });
  });

  it("answers 404 for another tenant's warehouse and changes nothing", async () => {
    const w = await createWarehouse(t, operation);
    const get = await call(t.app, norteAdmin, { method: 'GET', url: `/api/warehouses/${w.id}` });
    expect(get.statusCode).toBe(404);
    expect(get.json().message).toBe('No se encontró el almacén');
    const put = await call(t.app, norteAdmin, {
      method: 'PUT',
      url: `/api/warehouses/${w.id}`,
      payload: { version: 1, name: 'Ajeno' },
    });
    expect(put.statusCode).toBe(404);
    expect(
      (await call(t.app, norteAdmin, { method: 'DELETE', url: `/api/warehouses/${w.id}` })).statusCode,
    ).toBe(404);
    expect(await warehouseRow(w.id)).toMatchObject({ version: 1 });
  });
});
