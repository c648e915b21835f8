/**
 * The automatic assignment (FEFO) and the shortage count: the order's region's warehouses first,
 * then the oldest reception, split across lots, inactive warehouses left out, a counter sale's own
 * warehouse preferred; partial coverage and no stock reported; a bulk run with a mix of outcomes;
 * the open orders whose missing material no stock covers.
 */

import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BulkAutoAssignResult, MaterialShortage } from '../../../src/domain/inventory/allocation';
import { rowsOf } from '../../../src/server/db/client';
import { orders } from '../../../src/server/db/schema';
import { call, createTestApp, login, type TestContext } from '../../helpers/testApp';
import { allocationApi, type People, peopleOf, tenantIdOf } from './allocationHelpers';

let t: TestContext;
let people: People;
let api: ReturnType<typeof allocationApi>;
let cat: Awaited<ReturnType<ReturnType<typeof allocationApi>['catalog']>>;
let regionA: string;
let regionB: string;
let wA: string;
let wB: string;

beforeAll(async () => {
  t = await createTestApp();
  people = await peopleOf(t);
  api = allocationApi(t, people, await tenantIdOf(t, people.seller));
  cat = await api.catalog();
  [regionA, regionB] = cat.regionIds as [string, string];
  await api.deactivateWarehouses();
  await api.setCustomerRegion(cat.customerId, regionA);
  wA = await api.warehouse(regionA);
  wB = await api.warehouse(regionB);
  const wOff = await api.warehouse(regionA, false);
  const p = { productId: cat.productId, packagingType: cat.packaging };
  await api.lot({ ...p, warehouseId: wB, lot: 'B-VIEJO', kg: '500', receptionDate: '2025-01-01' });
  await api.lot({ ...p, warehouseId: wA, lot: 'A-NUEVO', kg: '300', receptionDate: '2026-03-01' });
  await api.lot({ ...p, warehouseId: wA, lot: 'A-VIEJO', kg: '400', receptionDate: '2026-01-01' });
  await api.lot({ ...p, warehouseId: wOff, lot: 'INACTIVO', kg: '1000', receptionDate: '2024-01-01' });
});

afterAll(async () => t?.close());

const line = (kg: string) => [{ productId: cat.productId, packaging: cat.packaging, kg }];

describe('candidates and the automatic assignment', () => {
  it('offers the region’s warehouses first, oldest reception first; inactive warehouses never', async () => {
    const id = await api.releasedOrder(line('1000'));
    const lots = await api.candidates(id);
    expect(lots.map((l) => [l.lot, l.preferred, l.quantityAvailable])).toEqual([
      ['A-VIEJO', true, '400'],
      ['A-NUEVO', true, '300'],
      ['B-VIEJO', false, '500'],
    ]);
    expect(lots[0]).toMatchObject({ warehouse: { id: wA }, receptionDate: '2026-01-01' });
  });

  it('a counter sale prefers its own warehouse', async () => {
    const id = await api.releasedOrder(line('10'));
    await api.db((tx) =>
      tx.update(orders).set({ requiredInvoice: false, warehouseId: wB }).where(eq(orders.id, id)),
    );
    expect((await api.candidates(id)).map((l) => [l.lot, l.preferred])).toEqual([
      ['B-VIEJO', true],
      ['A-VIEJO', false],
      ['A-NUEVO', false],
    ]);
  });

  it('takes the region’s oldest lots first, splitting across lots, and covers the order', async () => {
    const id = await api.releasedOrder(line('1000'));
    const result = await api.autoAssign(id);
    expect(result).toMatchObject({
      orderId: id,
      outcome: 'ASSIGNED',
      missing: [],
      reason: null,
      message: null,
    });
    expect(result.displayNumber).toMatch(/^\d{6}$/);
    expect(result.assigned.map((a) => [a.lot, a.quantityKg]).sort()).toEqual([
      ['A-NUEVO', '300'],
      ['A-VIEJO', '400'],
      ['B-VIEJO', '300'],
    ]);
    expect((await api.orderRow(id)).opsStatus).toBe('MATERIAL_ASIGNADO');
    const view = await api.inventoryOk(id);
    expect(view.requirements[0]).toMatchObject({ allocatedKg: '1000', missingKg: '0' });
    const events = (await api.history(id)).map((h) => h.event);
    expect(events.filter((e) => e === 'materialAllocated')).toHaveLength(3);
    expect(events).toContain('statusChanged');
  });

  it('covers what it can and reports the rest (PARTIAL)', async () => {
    const id = await api.releasedOrder(line('500'));
    const result = await api.autoAssign(id);
    expect(result).toMatchObject({
      outcome: 'PARTIAL',
      assigned: [{ lot: 'B-VIEJO', quantityKg: '200' }],
      missing: [{ productId: cat.productId, packagingType: cat.packaging, missingKg: '300' }],
      reason: null,
    });
    expect((await api.orderRow(id)).opsStatus).toBe('APROBADO_POR_FINANZAS');
  });

  it('with no stock left nothing is assigned, with the reason', async () => {
    const id = await api.releasedOrder(line('100'));
    expect(await api.autoAssign(id)).toMatchObject({
      outcome: 'NOT_ASSIGNED',
      assigned: [],
      missing: [{ missingKg: '100' }],
      reason: 'inventory.noStock',
      message: 'No hay lotes con existencia para los productos de la orden',
    });
    expect(await api.allocationRows(id)).toEqual([]);
  });
});

describe('bulk automatic assignment', () => {
  it('answers one result per order: assigned, partial, not released, not found', async () => {
    const w = await api.warehouse(regionA);
    await api.lot({
      productId: cat.productId,
      packagingType: cat.packaging,
      warehouseId: w,
      lot: 'M-1',
      kg: '150',
    });
    const small = await api.releasedOrder(line('100'));
    const large = await api.releasedOrder(line('400'));
    const pending = await api.newOrder(line('10'));
    const unknown = '00000000-0000-4000-8000-000000000000';
    const res = await call(t.app, people.operation, {
      method: 'POST',
      url: '/api/orders/inventory/bulk-auto-assign',
      payload: { orderIds: [small, large, pending, unknown] },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<BulkAutoAssignResult>();
    expect(body).toMatchObject({ assigned: 1, partial: 1, notAssigned: 2 });
    expect(body.results.map((r) => [r.orderId, r.outcome, r.reason])).toEqual([
      [small, 'ASSIGNED', null],
      [large, 'PARTIAL', null],
      [pending, 'NOT_ASSIGNED', 'inventory.pendingApproval'],
      [unknown, 'NOT_ASSIGNED', 'orders.notFound'],
    ]);
    expect(body.results[1]!.missing).toEqual([expect.objectContaining({ missingKg: '350' })]);
    expect(body.results[3]).toMatchObject({ displayNumber: '', message: 'No se encontró la orden' });
    expect((await api.orderRow(small)).opsStatus).toBe('MATERIAL_ASIGNADO');
    expect(await api.allocationRows(pending)).toEqual([]);
  });

  it('refuses the seller (403) and an empty list (400)', async () => {
    const seller = await call(t.app, people.seller, {
      method: 'POST',
      url: '/api/orders/inventory/bulk-auto-assign',
      payload: { orderIds: ['00000000-0000-4000-8000-000000000000'] },
    });
    expect(seller.statusCode).toBe(403);
    const empty = await call(t.app, people.operation, {
      method: 'POST',
      url: '/api/orders/inventory/bulk-auto-assign',
      payload: { orderIds: [] },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details[0].message).toBe('Debe seleccionar al menos una orden');
  });
});

describe('open orders without material', () => {
  const shortage = async (session = people.operation) => {
    const res = await call(t.app, session, { method: 'GET', url: '/api/orders/count-without-material' });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<MaterialShortage>();
  };

  it('counts the open orders some product of which no stock covers, and the products short', async () => {
    const other = { productId: cat.otherProductId, packaging: cat.otherPackaging };
    const w = await api.warehouse(regionA);
    await api.lot({ ...other, packagingType: other.packaging, warehouseId: w, lot: 'O-1', kg: '1000' });
    const before = await shortage();
    // Created, not released: still open. 900 000 kg of a product with 1 000 kg in stock.
    const short = await api.newOrder([{ ...other, kg: '900000' }]);
    // Covered by the stock: not counted.
    await api.newOrder([{ ...other, kg: '500' }]);
    const after = await shortage();
    expect(after.count).toBe(before.count + 1);
    const product = after.products[0]!;
    expect(product).toMatchObject({ packagingType: cat.otherPackaging, availableKg: '1000' });
    expect(product.orders).toBeGreaterThanOrEqual(1);
    expect(Number(product.neededKg)).toBeGreaterThanOrEqual(900000);
    expect(after.products.length).toBeLessThanOrEqual(10);
    // The seller sees it among their own orders.
    expect((await shortage(people.seller)).count).toBeGreaterThanOrEqual(1);
    // A cancelled order never counts.
    await api.setStatus(short, 'ORDEN_CANCELADA');
    expect((await shortage()).count).toBe(after.count - 1);
    // Once enough stock arrives, no order of that product is short (demo orders of it included).
    await api.newOrder([{ ...other, kg: '900000' }]);
    expect((await shortage()).count).toBe(after.count);
    await api.lot({ ...other, packagingType: other.packaging, warehouseId: w, lot: 'O-2', kg: '999999' });
    const covered = await shortage();
    expect(covered.count).toBeLessThan(after.count);
    expect(
      covered.products.some((p) => p.reference === product.reference && p.packagingType === other.packaging),
    ).toBe(false);
  });

  it('counts what a plain recount of every waiting order finds, for every caller and narrowing', async () => {
    // Every waiting order's missing kilos of each product and packaging against the stock of it in
    // active warehouses, order by order (no bound on which products are read).
    const recount = (narrow: ReturnType<typeof sql>) =>
      api.db(async (tx) => {
        const [row] = rowsOf<{ n: number }>(
          await tx.execute(sql`
            with stock as (
              select l.product_id, l.packaging_type, sum(l.available_kg) as kg from inventory_lots l
              join warehouses w on w.id = l.warehouse_id and w.active where l.available_kg > 0 group by 1, 2
            ), requested as (
              select i.order_id, i.product_id, i.packaging_type, sum(i.quantity_kg) as kg
              from order_items i join orders o on o.id = i.order_id
              where o.ops_status in ('ORDEN_CREADA', 'EFIRMA_CLIENTE', 'APROBADO_POR_FINANZAS', 'ORDEN_RETENIDA') and ${narrow}
              group by 1, 2, 3
            ), allocated as (
              select order_id, product_id, packaging_type, sum(allocated_kg) as kg from order_allocations group by 1, 2, 3
            )
            select count(distinct r.order_id)::int as n from requested r
            left join allocated a using (order_id, product_id, packaging_type)
            left join stock s using (product_id, packaging_type)
            where r.kg - coalesce(a.kg, 0) > coalesce(s.kg, 0)`),
        );
        return row!.n;
      });
    const get = async (session: typeof people.seller, query = '') => {
      const res = await call(t.app, session, {
        method: 'GET',
        url: `/api/orders/count-without-material?${query}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<MaterialShortage>().count;
    };
    const sellerId = (await t.app.ctx.tokens.verifyAccess(people.seller.accessToken)).sub;
    const day = '2032-03-10';
    // Short of the second product (its stock is small next to these), one also of the first, one
    // retained, one another seller's (the statement bounds the products it reads by the tenant's
    // largest waiting order, whatever the narrowing: the narrowed counts must still be exact).
    const other = { productId: cat.otherProductId, packaging: cat.otherPackaging };
    const ids = [
      await api.newOrder([{ ...other, kg: '1700000' }]),
      await api.newOrder([{ ...other, kg: '1800000' }, ...line('5')]),
      await api.newOrder([{ ...other, kg: '1650000' }]),
    ];
    for (const id of ids)
      await api.db((tx) => tx.update(orders).set({ deliveryDate: day }).where(eq(orders.id, id)));
    await api.setStatus(ids[2]!, 'ORDEN_RETENIDA');
    const [seller2] = rowsOf<{ id: string }>(
      await t.database.db.execute(sql`select id from users where email = 'seller2@demo.local'`),
    );
    await api.db((tx) => tx.update(orders).set({ sellerId: seller2!.id }).where(eq(orders.id, ids[1]!)));
    const onDay = sql`o.delivery_date = ${day}::date`;
    const cases: [typeof people.seller, string, ReturnType<typeof sql>][] = [
      [people.operation, '', sql`true`],
      [people.operation, `deliveryDateFrom=${day}&deliveryDateTo=${day}`, onDay],
      [people.operation, `sellerId=${sellerId}`, sql`o.seller_id = ${sellerId}`],
      [
        people.operation,
        `sellerId=${seller2!.id}&deliveryDateFrom=${day}&deliveryDateTo=${day}`,
        sql`o.seller_id = ${seller2!.id} and ${onDay}`,
      ],
      [people.seller, '', sql`o.seller_id = ${sellerId}`],
    ];
    for (const [session, query, narrow] of cases)
      expect(await get(session, query), query).toBe(await recount(narrow));
    expect(await get(people.operation, `deliveryDateFrom=${day}&deliveryDateTo=${day}`)).toBe(3);
    expect(
      await get(people.operation, `sellerId=${seller2!.id}&deliveryDateFrom=${day}&deliveryDateTo=${day}`),
    ).toBe(1);
  });

  it('narrows to the home’s seller and delivery range, and refuses a backwards range', async () => {
    // A short order of the seller's, far from the demo's dates: 900 000 kg against 1 200 kg in stock.
    const day = '2031-01-15';
    const id = await api.newOrder(line('900000'));
    await api.db((tx) => tx.update(orders).set({ deliveryDate: day }).where(eq(orders.id, id)));
    const sellerId = (await t.app.ctx.tokens.verifyAccess(people.seller.accessToken)).sub;
    const other = await login(t.app, 'seller2@demo.local');
    const otherId = (await t.app.ctx.tokens.verifyAccess(other.accessToken)).sub;
    const count = async (query: string) => {
      const res = await call(t.app, people.operation, {
        method: 'GET',
        url: `/api/orders/count-without-material?${query}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<MaterialShortage>();
    };
    const onTheDay = await count(`deliveryDateFrom=${day}&deliveryDateTo=${day}`);
    expect(onTheDay.count).toBe(1);
    expect(onTheDay.products).toEqual([expect.objectContaining({ packagingType: cat.packaging, orders: 1 })]);
    expect((await count('deliveryDateFrom=2031-01-16&deliveryDateTo=2031-02-28')).count).toBe(0);
    expect((await count(`sellerId=${sellerId}&deliveryDateFrom=${day}&deliveryDateTo=${day}`)).count).toBe(1);
    expect((await count(`sellerId=${otherId}&deliveryDateFrom=${day}&deliveryDateTo=${day}`)).count).toBe(0);
    // One end alone is no range: the order counts with every other short one.
    expect((await count(`deliveryDateFrom=${day}`)).count).toBeGreaterThanOrEqual(1);

    const backwards = await call(t.app, people.operation, {
      method: 'GET',
      url: '/api/orders/count-without-material?deliveryDateFrom=2031-02-01&deliveryDateTo=2031-01-01',
      headers: { 'accept-language': 'en' },
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().details[0].path).toBe('querystring.deliveryDateTo');
  });
});
