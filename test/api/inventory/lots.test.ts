import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessDay } from '../../../src/domain/dates';
import { rowsOf } from '../../../src/server/db/client';
import { call, createTestApp, login, type Session, type TestContext } from '../../helpers/testApp';
import {
  createLot,
  createWarehouse,
  lotBody,
  mainProduct,
  mainRegions,
  type ProductRef,
  unique,
} from './fixtures';

let t: TestContext;
let operation: Session;
let admin: Session;
let seller: Session;
let customer: Session;
let norteAdmin: Session;
let product: ProductRef;
let warehouse: { id: string; code: string };

const post = (session: Session, payload: object, headers: Record<string, string> = {}) =>
  call(t.app, session, { method: 'POST', url: '/api/inventory', payload, headers });

const messagesOf = (res: { json: () => { details?: { path: string; message: string }[] } }) =>
  (res.json().details ?? []).map((d) => d.message);

async function lotCount(): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await t.database.db.execute(sql`select count(*)::int as n from inventory_lots`),
  );
  return Number(row!.n);
}

/** The business day after today in Mexico City. */
function tomorrow(): string {
  const d = new Date(`${businessDay()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

beforeAll(async () => {
  t = await createTestApp();
  operation = await login(t.app, 'operation@demo.local');
  admin = await login(t.app, 'admin@demo.local');
  seller = await login(t.app, 'seller@demo.local');
  customer = await login(t.app, 'customer@demo.local');
  norteAdmin = await login(t.app, 'admin@norte.demo.local', 'norte');
  product = await mainProduct(t);
  warehouse = await createWarehouse(t, operation, { regionId: (await mainRegions(t)).Bajío!.id });
});
afterAll(() => t.close());

describe('POST /api/inventory (a reception)', () => {
  it('creates the lot with everything received available, and its RECEIVED movement', async () => {
    const body = lotBody(product.id, warehouse.id, { quantity: '1250,5', price: '199.9' });
    const res = await post(operation, body);
    expect(res.statusCode).toBe(201);
    const lot = res.json();
    expect(lot).toMatchObject({
      lot: body.lot,
      product: { id: product.id, reference: product.reference },
      packagingType: 'BAG',
      packagingLabel: 'Saco',
      warehouse: { id: warehouse.id, code: warehouse.code, region: { name: 'Bajío' } },
      costUsdPerTon: '199.90',
      receptionDate: businessDay(),
      batchId: 'OC-2291',
      supplier: 'Minera del Centro',
      coa: null,
      receivedKg: '1250.500',
      adjustedKg: '0.000',
      allocatedKg: '0.000',
      shippedKg: '0.000',
      availableKg: '1250.500',
      createdBy: 'Miguel Castañeda Ríos',
      version: 1,
    });
    const movements = rowsOf<{ kind: string; quantity_kg: string; email: string }>(
      await t.database.db.execute(
        sql`select m.kind, m.quantity_kg::text, u.email from inventory_movements m join users u on u.id = m.user_id
            where m.lot_id = ${lot.id}`,
      ),
    );
    expect(movements).toEqual([{ kind: 'RECEIVED', quantity_kg: '1250.500', email: 'operation@demo.local' }]);
  });

  it.each([
    ['productId', 'Debe seleccionar un producto'],
    ['packingType', 'Debe seleccionar un tipo de empaque'],
    ['lot', 'El número de lote es requerido'],
    ['price', 'El costo del material es requerido'],
    ['quantity', 'La cantidad inicial es requerida'],
    ['receptionDate', 'La fecha de recepción es requerida'],
    ['warehouseId', 'Debe seleccionar un almacén'],
  ])('without %s answers “%s”', async (field, text) => {
    const body: Record<string, unknown> = lotBody(product.id, warehouse.id);
    delete body[field];
    const res = await post(operation, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([expect.objectContaining({ message: text })]);
  });

  it('answers the original texts for a blank lot, a negative cost and a zero quantity', async () => {
    const before = await lotCount();
    const res = await post(
      operation,
      lotBody(product.id, warehouse.id, { lot: '  ', price: '-1', quantity: '0' }),
    );
    expect(res.statusCode).toBe(400);
    expect(messagesOf(res).sort()).toEqual(
      [
        'El número de lote es requerido',
        'El costo debe ser un número válido mayor o igual a 0',
        'La cantidad inicial debe ser mayor a 0',
      ].sort(),
    );
    expect(await lotCount()).toBe(before);
  });

  it('answers in English when asked', async () => {
    const body: Record<string, unknown> = lotBody(product.id, warehouse.id, { price: 'abc' });
    delete body.productId;
    const res = await post(operation, body, { 'accept-language': 'en' });
    expect(messagesOf(res).sort()).toEqual(
      ['Select a product', 'The cost must be a valid number greater than or equal to 0'].sort(),
    );
  });

  it('refuses a packaging the product is not sold in, on the packingType field', async () => {
    const notOffered = ['BAG', 'SUPERSACK', 'HOPPER', 'COMPACTED', 'BULK'].find(
      (p) => !product.packagingTypes.includes(p),
    )!;
    const res = await post(operation, lotBody(product.id, warehouse.id, { packingType: notOffered }));
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([
      {
        path: 'body.packingType',
        key: 'inventory.packingTypeNotOffered',
        message: 'El producto no se vende en ese tipo de empaque',
      },
    ]);
  });

  it('refuses an inactive product and an inactive warehouse', async () => {
    const created = await call(t.app, admin, {
      method: 'POST',
      url: '/api/products',
      payload: {
        reference: unique('INACT'),
        name: 'Producto inactivo',
        packagingTypes: ['BAG'],
        active: false,
      },
    });
    expect(created.statusCode).toBe(201);
    const closed = await createWarehouse(t, operation, { active: false });
    const res = await post(operation, lotBody(created.json().id, closed.id));
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([
      { path: 'body.productId', key: 'inventory.productInactive', message: 'El producto no está activo' },
      {
        path: 'body.warehouseId',
        key: 'inventory.warehouseInactive',
        message: 'El almacén está desactivado',
      },
    ]);
  });

  it("refuses another tenant's product and warehouse as unknown", async () => {
    const norteProduct = await mainProduct(t, 'norte').catch(() => null);
    const norteWarehouse = rowsOf<{ id: string }>(
      await t.database.db.execute(
        sql`select w.id from warehouses w join tenants t on t.id = w.tenant_id where t.slug = 'norte' limit 1`,
      ),
    )[0]!;
    const res = await post(operation, lotBody(norteProduct?.id ?? warehouse.id, norteWarehouse.id));
    expect(res.statusCode).toBe(400);
    expect(res.json().details.map((d: { path: string }) => d.path)).toEqual([
      'body.productId',
      'body.warehouseId',
    ]);
  });

  it('refuses a reception dated after today (Mexico City), in both languages', async () => {
    const body = lotBody(product.id, warehouse.id, { receptionDate: tomorrow() });
    const es = await post(operation, body);
    expect(es.statusCode).toBe(400);
    expect(es.json().details).toEqual([
      {
        path: 'body.receptionDate',
        key: 'validation.inventory.receptionDateFuture',
        message: 'La fecha de recepción no puede ser posterior a hoy',
      },
    ]);
    const en = await post(operation, body, { 'accept-language': 'en' });
    expect(messagesOf(en)).toEqual(['The reception date cannot be later than today']);
  });

  it('refuses a lot number the warehouse already has (409), allows it in another warehouse', async () => {
    const first = await createLot(t, operation, product.id, warehouse.id);
    const before = await lotCount();
    const res = await post(operation, lotBody(product.id, warehouse.id, { lot: first.lot }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'CONFLICT',
      message: `Ya existe el lote ${first.lot} en ese almacén`,
    });
    const en = await post(operation, lotBody(product.id, warehouse.id, { lot: first.lot }), {
      'accept-language': 'en',
    });
    expect(en.json().message).toBe(`Lot ${first.lot} already exists in that warehouse`);
    expect(await lotCount()).toBe(before);
    const other = await createWarehouse(t, operation);
    expect((await post(operation, lotBody(product.id, other.id, { lot: first.lot }))).statusCode).toBe(201);
  });
});

describe('GET /api/inventory', () => {
  let wh: { id: string; code: string };
  let lots: { id: string; lot: string }[];

  beforeAll(async () => {
    wh = await createWarehouse(t, operation, { name: 'Bodega Listado Única' });
    lots = [];
    for (const [i, spec] of [
      { quantity: '300', packingType: 'BAG', receptionDate: '2026-01-10' },
      { quantity: '100', packingType: 'BULK', receptionDate: '2026-03-05' },
      { quantity: '200', packingType: 'BAG', receptionDate: '2026-02-20' },
    ].entries())
      lots.push(
        await createLot(t, operation, product.id, wh.id, { ...spec, lot: `LST-${i}-${unique('x')}` }),
      );
    // The third lot is emptied by a count correction: it stays listed, without stock.
    const emptied = await call(t.app, operation, {
      method: 'POST',
      url: `/api/inventory/${lots[2]!.id}/adjustments`,
      payload: { quantityKg: '-200', reason: 'COUNT', version: 1 },
    });
    expect(emptied.statusCode).toBe(200);
  });

  const list = async (session: Session, query: string) => {
    const res = await call(t.app, session, { method: 'GET', url: `/api/inventory?${query}` });
    expect(res.statusCode).toBe(200);
    return res.json<{
      data: { id: string; costUsdPerTon: string | null }[];
      totalRows: number;
      totalPages: number;
      page: number;
    }>();
  };

  it('searches on lot number, warehouse code and warehouse name', async () => {
    expect(
      (await list(operation, `searchParam=${lots[1]!.lot.toLowerCase()}`)).data.map((l) => l.id),
    ).toEqual([lots[1]!.id]);
    expect((await list(operation, `searchParam=${wh.code}&orderField=lot`)).data.map((l) => l.id)).toEqual(
      lots.map((l) => l.id),
    );
    expect((await list(operation, 'searchParam=listado única')).totalRows).toBe(3);
  });

  it('pages a search with the count of every match, whatever case or sign the lot number holds', async () => {
    const tag = unique('ñ').toUpperCase();
    const own = await createWarehouse(t, operation, { name: 'Bodega Búsqueda' });
    const made = [];
    for (const [i, lot] of [`Ñ%${tag}-A`, `ñ%${tag}-b`, `Ñ_${tag}-C`].entries())
      made.push(
        await createLot(t, operation, product.id, own.id, {
          quantity: '10',
          packingType: 'BAG',
          receptionDate: `2026-04-0${i + 1}`,
          lot,
        }),
      );
    const byDate = `orderField=receptionDate&orderDirection=desc`;
    // Typed in lower case, the accented capital matches; the typed % matches only a percent sign.
    const first = await list(
      operation,
      `searchParam=${encodeURIComponent(`ñ%${tag.toLowerCase()}`)}&limit=1&${byDate}`,
    );
    expect(first).toMatchObject({ totalRows: 2, totalPages: 2, page: 1 });
    expect(first.data.map((l) => l.id)).toEqual([made[1]!.id]);
    const second = await list(
      operation,
      `searchParam=${encodeURIComponent(`Ñ%${tag}`)}&limit=1&offset=1&${byDate}`,
    );
    expect(second).toMatchObject({ totalRows: 2, page: 2 });
    expect(second.data.map((l) => l.id)).toEqual([made[0]!.id]);
    // A page past the last match still says how many there are.
    const past = await list(operation, `searchParam=${encodeURIComponent(tag)}&limit=2&offset=4&${byDate}`);
    expect(past).toMatchObject({ totalRows: 3, data: [] });
    expect(
      (await list(operation, `searchParam=${encodeURIComponent(`_${tag}`)}`)).data.map((l) => l.id),
    ).toEqual([made[2]!.id]);
    expect(await list(operation, `searchParam=${encodeURIComponent(`${tag}-Z`)}`)).toMatchObject({
      totalRows: 0,
      data: [],
    });
    // A lot renamed is found by its new number only.
    const renamed = await call(t.app, operation, {
      method: 'PUT',
      url: `/api/inventory/${made[2]!.id}`,
      payload: { lot: `RENOMBRADO-${tag}`, version: 1 },
    });
    expect(renamed.statusCode).toBe(200);
    expect(
      (
        await list(operation, `searchParam=${encodeURIComponent(`renombrado-${tag.toLowerCase()}`)}`)
      ).data.map((l) => l.id),
    ).toEqual([made[2]!.id]);
    expect((await list(operation, `searchParam=${encodeURIComponent(`_${tag}`)}`)).totalRows).toBe(0);
  });

  it('searches on the product reference', async () => {
    const page = await list(operation, `searchParam=${product.reference}&limit=100`);
    expect(page.totalRows).toBeGreaterThanOrEqual(3);
    expect(page.data.map((l) => l.id)).toEqual(expect.arrayContaining(lots.map((l) => l.id)));
  });

  it('filters by warehouse, product, packaging and stock', async () => {
    const ids = async (q: string) =>
      (await list(operation, `warehouseId=${wh.id}&${q}`)).data.map((l) => l.id);
    expect(await ids('packagingType=BULK')).toEqual([lots[1]!.id]);
    expect(await ids(`productId=${product.id}&orderField=receptionDate`)).toEqual([
      lots[0]!.id,
      lots[2]!.id,
      lots[1]!.id,
    ]);
    expect(await ids('withStock=true&orderField=receptionDate')).toEqual([lots[0]!.id, lots[1]!.id]);
  });

  it('sorts by available stock either way and pages', async () => {
    const asc = (await list(operation, `warehouseId=${wh.id}&orderField=availableKg`)).data.map((l) => l.id);
    expect(asc).toEqual([lots[2]!.id, lots[1]!.id, lots[0]!.id]);
    const desc = (await list(operation, `warehouseId=${wh.id}&orderField=availableKg&orderDirection=desc`))
      .data;
    expect(desc.map((l) => l.id)).toEqual([lots[0]!.id, lots[1]!.id, lots[2]!.id]);
    const second = await list(operation, `warehouseId=${wh.id}&orderField=availableKg&limit=2&offset=2`);
    expect(second).toMatchObject({ totalRows: 3, totalPages: 2, page: 2 });
    expect(second.data.map((l) => l.id)).toEqual([lots[0]!.id]);
  });

  it('shows the cost only to who may read it', async () => {
    expect(
      (await list(operation, `warehouseId=${wh.id}`)).data.every((l) => l.costUsdPerTon === '215.50'),
    ).toBe(true);
    expect((await list(seller, `warehouseId=${wh.id}`)).data.map((l) => l.costUsdPerTon)).toEqual([
      null,
      null,
      null,
    ]);
    const one = await call(t.app, seller, { method: 'GET', url: `/api/inventory/${lots[0]!.id}` });
    expect(one.json()).toMatchObject({ id: lots[0]!.id, costUsdPerTon: null });
  });
});

describe('PUT /api/inventory/:id', () => {
  it('changes descriptive data with the current version, never the quantities', async () => {
    const lot = await createLot(t, operation, product.id, warehouse.id);
    const res = await call(t.app, operation, {
      method: 'PUT',
      url: `/api/inventory/${lot.id}`,
      payload: {
        version: 1,
        price: '250',
        supplier: 'Otro proveedor',
        batchId: '',
        receptionDate: '2026-01-02',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      costUsdPerTon: '250.00',
      supplier: 'Otro proveedor',
      batchId: null,
      receptionDate: '2026-01-02',
      availableKg: '1000.000',
      version: 2,
    });
    const stale = await call(t.app, operation, {
      method: 'PUT',
      url: `/api/inventory/${lot.id}`,
      payload: { version: 1, supplier: 'Tarde' },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('STALE_VERSION');
    const quantities = await call(t.app, operation, {
      method: 'PUT',
      url: `/api/inventory/${lot.id}`,
      payload: { version: 2, availableKg: '5' },
    });
    expect(quantities.statusCode).toBe(400);
  });

  it('refuses a future reception date and a lot number taken in the warehouse', async () => {
    const a = await createLot(t, operation, product.id, warehouse.id);
    const b = await createLot(t, operation, product.id, warehouse.id);
    const future = await call(t.app, operation, {
      method: 'PUT',
      url: `/api/inventory/${b.id}`,
      payload: { version: 1, receptionDate: tomorrow() },
    });
    expect(future.statusCode).toBe(400);
    expect(messagesOf(future)).toEqual(['La fecha de recepción no puede ser posterior a hoy']);
    const taken = await call(t.app, operation, {
      method: 'PUT',
      url: `/api/inventory/${b.id}`,
      payload: { version: 1, lot: a.lot },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(`Ya existe el lote ${a.lot} en ese almacén`);
  });
});

describe('lot access', () => {
  it('lets a seller read lots but not create, edit or adjust them; the customer reaches nothing', async () => {
    const lot = await createLot(t, operation, product.id, warehouse.id);
    const writes = [
      { method: 'POST', url: '/api/inventory', payload: lotBody(product.id, warehouse.id) },
      { method: 'PUT', url: `/api/inventory/${lot.id}`, payload: { version: 1, supplier: 'X' } },
      {
        method: 'POST',
        url: `/api/inventory/${lot.id}/adjustments`,
        payload: { quantityKg: '5', reason: 'COUNT', version: 1 },
      },
    ] as const;
    for (const req of writes) expect((await call(t.app, seller, req)).statusCode, req.url).toBe(403);
    for (const url of [`/api/inventory/${lot.id}`, `/api/inventory/${lot.id}/movements`, '/api/inventory'])
      expect((await call(t.app, seller, { method: 'GET', url })).statusCode, url).toBe(200);
    const reads = [
      '/api/inventory',
      `/api/inventory/${lot.id}`,
      `/api/inventory/${lot.id}/movements`,
      `/api/inventory/${lot.id}/coa`,
      '/api/inventory/export',
    ];
    for (const url of reads)
      expect((await call(t.app, customer, { method: 'GET', url })).statusCode, url).toBe(403);
    for (const req of writes) expect((await call(t.app, customer, req)).statusCode, req.url).toBe(403);
    const [row] = rowsOf<{ version: number; supplier: string }>(
      await t.database.db.execute(sql`select version, supplier from inventory_lots where id = ${lot.id}`),
    );
    expect(row).toEqual({ version: 1, supplier: 'Minera del Centro' });
  });

  it("answers 404 for another tenant's lot and changes nothing", async () => {
    const lot = await createLot(t, operation, product.id, warehouse.id);
    for (const url of [
      `/api/inventory/${lot.id}`,
      `/api/inventory/${lot.id}/movements`,
      `/api/inventory/${lot.id}/coa`,
    ]) {
      const res = await call(t.app, norteAdmin, { method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toBe('No se encontró el lote de inventario');
    }
    const put = await call(t.app, norteAdmin, {
      method: 'PUT',
      url: `/api/inventory/${lot.id}`,
      payload: { version: 1, supplier: 'Ajeno' },
    });
    expect(put.statusCode).toBe(404);
    const adjust = await call(t.app, norteAdmin, {
      method: 'POST',
      url: `/api/inventory/${lot.id}/adjustments`,
      payload: { quantityKg: '-10', reason: 'DAMAGE', version: 1 },
    });
    expect(adjust.statusCode).toBe(404);
    const [row] = rowsOf<{ version: number; available_kg: string }>(
      await t.database.db.execute(
        sql`select version, available_kg::text from inventory_lots where id = ${lot.id}`,
      ),
    );
    expect(row).toEqual({ version: 1, available_kg: '1000.000' });
  });
});
