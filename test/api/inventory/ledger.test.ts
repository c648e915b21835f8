import { Decimal } from 'decimal.js';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MovementKind, totalsFromMovements } from '../../../src/domain/inventory/lots';
import { rowsOf } from '../../../src/server/db/client';
import { giveBackToLot, shipFromLot, takeFromLot } from '../../../src/server/modules/inventory/ledgerQueries';
import { call, createTestApp, login, type Session, type TestContext } from '../../helpers/testApp';
import { createLot, createWarehouse, mainProduct, type ProductRef, tenantId } from './fixtures';

let t: TestContext;
let operation: Session;
let seller: Session;
let product: ProductRef;
let warehouse: { id: string };
let mainTenant: string;
let order: { id: string; number: number; external_id: string | null };

const adjust = (session: Session, lotId: string, payload: object, headers: Record<string, string> = {}) =>
  call(t.app, session, { method: 'POST', url: `/api/inventory/${lotId}/adjustments`, payload, headers });

interface MovementRow {
  kind: string;
  quantityKg: string;
  availableDeltaKg: string;
  availableAfterKg: string;
  order: { id: string; displayNumber: string } | null;
  reason: string | null;
  comment: string | null;
  user: string | null;
}

const movements = async (lotId: string, query = '') => {
  const res = await call(t.app, operation, {
    method: 'GET',
    url: `/api/inventory/${lotId}/movements?${query}`,
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ data: MovementRow[]; totalRows: number; page: number; totalPages: number }>();
};

const lotState = async (lotId: string) =>
  rowsOf<{ available_kg: string; adjusted_kg: string; version: number; movements: number }>(
    await t.database.db.execute(
      sql`select l.available_kg::text, l.adjusted_kg::text, l.version,
                 (select count(*)::int from inventory_movements m where m.lot_id = l.id) as movements
          from inventory_lots l where l.id = ${lotId}`,
    ),
  )[0];

beforeAll(async () => {
  t = await createTestApp();
  operation = await login(t.app, 'operation@demo.local');
  seller = await login(t.app, 'seller@demo.local');
  product = await mainProduct(t);
  warehouse = await createWarehouse(t, operation);
  mainTenant = await tenantId(t);
  [order] = rowsOf<{ id: string; number: number; external_id: string | null }>(
    await t.database.db.execute(
      sql`select id, number, external_id from orders where tenant_id = ${mainTenant} order by number limit 1`,
    ),
  ) as [typeof order];
});
afterAll(() => t.close());

describe('POST /api/inventory/:id/adjustments', () => {
  it('adds and subtracts with the current version, answering the updated lot', async () => {
    const lot = await createLot(t, operation, product.id, warehouse.id, { quantity: '1000' });
    const plus = await adjust(operation, lot.id, { quantityKg: '25,5', reason: 'RETURN', version: 1 });
    expect(plus.statusCode).toBe(200);
    expect(plus.json()).toMatchObject({ adjustedKg: '25.500', availableKg: '1025.500', version: 2 });
    const minus = await adjust(operation, lot.id, {
      quantityKg: '-125.5',
      reason: 'DAMAGE',
      comment: 'Sacos rotos en la descarga',
      version: 2,
    });
    expect(minus.statusCode).toBe(200);
    expect(minus.json()).toMatchObject({ adjustedKg: '-100.000', availableKg: '900.000', version: 3 });
  });

  it('refuses going below zero (400) and changes nothing', async () => {
    const lot = await createLot(t, operation, product.id, warehouse.id, { quantity: '300' });
    const res = await adjust(operation, lot.id, { quantityKg: '-300.001', reason: 'COUNT', version: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'El ajuste deja el lote con existencia negativa (disponible: 300 kg)',
    });
    const en = await adjust(
      operation,
      lot.id,
      { quantityKg: '-301', reason: 'COUNT', version: 1 },
      { 'accept-language': 'en' },
    );
    expect(en.json().message).toBe('The adjustment would leave the lot below zero (available: 300 kg)');
    expect(await lotState(lot.id)).toEqual({
      available_kg: '300.000',
      adjusted_kg: '0.000',
      version: 1,
      movements: 1,
    });
    // Down to exactly zero is allowed.
    expect(
      (await adjust(operation, lot.id, { quantityKg: '-300', reason: 'COUNT', version: 1 })).statusCode,
    ).toBe(200);
  });

  it('refuses a stale version (409) and changes nothing', async () => {
    const lot = await createLot(t, operation, product.id, warehouse.id, { quantity: '50' });
    await adjust(operation, lot.id, { quantityKg: '5', reason: 'COUNT', version: 1 });
    const res = await adjust(operation, lot.id, { quantityKg: '5', reason: 'COUNT', version: 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('STALE_VERSION');
    expect(await lotState(lot.id)).toMatchObject({ available_kg: '55.000', version: 2, movements: 2 });
  });

  it('answers the form texts: zero, no reason, OTHER without comment', async () => {
    const lot = await createLot(t, operation, product.id, warehouse.id);
    const zero = await adjust(operation, lot.id, { quantityKg: '0', reason: 'COUNT', version: 1 });
    expect(zero.json().details.map((d: { message: string }) => d.message)).toEqual([
      'El ajuste no puede ser 0',
    ]);
    const noReason = await adjust(operation, lot.id, { quantityKg: '-1', version: 1 });
    expect(noReason.json().details.map((d: { message: string }) => d.message)).toEqual([
      'Debe seleccionar el motivo del ajuste',
    ]);
    const other = await adjust(operation, lot.id, { quantityKg: '-1', reason: 'OTHER', version: 1 });
    expect(other.json().details).toEqual([
      expect.objectContaining({ message: 'Describe el motivo del ajuste' }),
    ]);
    const invalid = await adjust(operation, lot.id, { quantityKg: '--1', reason: 'COUNT', version: 1 });
    expect(invalid.json().details.map((d: { message: string }) => d.message)).toEqual([
      'Ingresa una cantidad válida (negativa para restar), con hasta 3 decimales',
    ]);
    expect(await lotState(lot.id)).toMatchObject({ version: 1, movements: 1 });
  });
});

describe('GET /api/inventory/:id/movements', () => {
  it('lists the ledger newest first, with the signed effect and the balance after each movement', async () => {
    const lot = await createLot(t, operation, product.id, warehouse.id, { quantity: '1000' });
    await adjust(operation, lot.id, { quantityKg: '-100', reason: 'DAMAGE', comment: 'Humedad', version: 1 });
    await t.app.ctx.inTenant(mainTenant, async (tx) => {
      await takeFromLot(tx, lot.id, '400', 'ALLOCATED', { userId: null, orderId: order.id });
    });
    await t.app.ctx.inTenant(mainTenant, async (tx) => {
      await giveBackToLot(tx, lot.id, '150', 'ALLOCATION_CHANGED', { userId: null, orderId: order.id });
    });
    await t.app.ctx.inTenant(mainTenant, async (tx) => {
      await shipFromLot(tx, lot.id, '250', { userId: null, orderId: order.id });
    });
    await adjust(operation, lot.id, { quantityKg: '20', reason: 'RETURN', version: 2 });

    const page = await movements(lot.id);
    const displayNumber = order.external_id ?? String(order.number).padStart(6, '0');
    const onOrder = { id: order.id, displayNumber };
    expect(page).toMatchObject({ totalRows: 6, page: 1, totalPages: 1 });
    expect(page.data).toEqual([
      expect.objectContaining({
        kind: 'ADJUSTED',
        quantityKg: '20.000',
        availableDeltaKg: '20.000',
        availableAfterKg: '670.000',
        reason: 'RETURN',
        comment: null,
        user: 'Miguel Castañeda Ríos',
        order: null,
      }),
      expect.objectContaining({
        kind: 'SHIPPED',
        quantityKg: '250.000',
        availableDeltaKg: '0.000',
        availableAfterKg: '650.000',
        order: onOrder,
        user: null,
      }),
      expect.objectContaining({
        kind: 'ALLOCATION_CHANGED',
        quantityKg: '-150.000',
        availableDeltaKg: '150.000',
        availableAfterKg: '650.000',
        order: onOrder,
      }),
      expect.objectContaining({
        kind: 'ALLOCATED',
        quantityKg: '400.000',
        availableDeltaKg: '-400.000',
        availableAfterKg: '500.000',
        order: onOrder,
      }),
      expect.objectContaining({
        kind: 'ADJUSTED',
        quantityKg: '-100.000',
        availableDeltaKg: '-100.000',
        availableAfterKg: '900.000',
        reason: 'DAMAGE',
        comment: 'Humedad',
      }),
      expect.objectContaining({
        kind: 'RECEIVED',
        quantityKg: '1000.000',
        availableDeltaKg: '1000.000',
        availableAfterKg: '1000.000',
        user: 'Miguel Castañeda Ríos',
      }),
    ]);
    const lotNow = (await call(t.app, operation, { method: 'GET', url: `/api/inventory/${lot.id}` })).json();
    expect(lotNow).toMatchObject({ availableKg: '670.000', allocatedKg: '0.000', shippedKg: '250.000' });

    // Paging keeps the true balances: the second page starts at the third newest movement.
    const second = await movements(lot.id, 'limit=2&offset=2');
    expect(second).toMatchObject({ totalRows: 6, page: 2, totalPages: 3 });
    expect(second.data.map((m) => [m.kind, m.availableAfterKg])).toEqual([
      ['ALLOCATION_CHANGED', '650.000'],
      ['ALLOCATED', '500.000'],
    ]);
    // A seller reads the ledger too.
    expect(
      (await call(t.app, seller, { method: 'GET', url: `/api/inventory/${lot.id}/movements` })).statusCode,
    ).toBe(200);
  });
});

describe('ledger integrity', () => {
  it("keeps every lot's totals equal to its movements, recomputed in SQL and with totalsFromMovements", async () => {
    const lots = [];
    for (const quantity of ['1000', '250.250', '80'])
      lots.push(await createLot(t, operation, product.id, warehouse.id, { quantity }));
    const [a, b, c] = lots as [(typeof lots)[0], (typeof lots)[0], (typeof lots)[0]];
    await adjust(operation, a.id, { quantityKg: '-12.5', reason: 'COUNT', version: 1 });
    await adjust(operation, b.id, { quantityKg: '0.75', reason: 'RETURN', version: 1 });
    // Allocations, a lowered one, a release and a shipment, several in one transaction.
    await t.app.ctx.inTenant(mainTenant, async (tx) => {
      const by = { userId: null, orderId: order.id };
      expect(await takeFromLot(tx, a.id, '500', 'ALLOCATED', by)).toBeDefined();
      expect(await takeFromLot(tx, b.id, '251', 'ALLOCATED', by)).toBeDefined();
      expect(await takeFromLot(tx, c.id, '80.001', 'ALLOCATED', by)).toBeUndefined(); // more than it holds
      expect(await takeFromLot(tx, c.id, '80', 'ALLOCATED', by)).toBeDefined();
      await giveBackToLot(tx, a.id, '100', 'ALLOCATION_CHANGED', by);
      await giveBackToLot(tx, c.id, '80', 'RELEASED', by);
      await shipFromLot(tx, b.id, '200', by);
      expect(await takeFromLot(tx, a.id, '50', 'ALLOCATION_CHANGED', by)).toBeDefined();
    });
    await adjust(operation, c.id, { quantityKg: '-79.999', reason: 'DAMAGE', version: 1 });

    const mismatches = rowsOf<{ id: string }>(
      await t.database.db.execute(sql`
        select l.id from inventory_lots l
        left join (
          select lot_id,
            sum(case when kind = 'RECEIVED' then quantity_kg else 0 end) as received,
            sum(case when kind = 'ADJUSTED' then quantity_kg else 0 end) as adjusted,
            sum(case when kind in ('ALLOCATED', 'ALLOCATION_CHANGED') then quantity_kg
                     when kind in ('RELEASED', 'SHIPPED') then -quantity_kg else 0 end) as allocated,
            sum(case when kind = 'SHIPPED' then quantity_kg else 0 end) as shipped
          from inventory_movements group by lot_id
        ) m on m.lot_id = l.id
        where m.lot_id is null or l.received_kg <> m.received or l.adjusted_kg <> m.adjusted
           or l.allocated_kg <> m.allocated or l.shipped_kg <> m.shipped
           or l.available_kg <> m.received + m.adjusted - m.allocated - m.shipped`),
    );
    expect(mismatches).toEqual([]);

    const lotRows = rowsOf<{
      id: string;
      received_kg: string;
      adjusted_kg: string;
      allocated_kg: string;
      shipped_kg: string;
      available_kg: string;
    }>(await t.database.db.execute(sql`select * from inventory_lots where tenant_id = ${mainTenant}`));
    const movementRows = rowsOf<{ lot_id: string; kind: MovementKind; quantity_kg: string }>(
      await t.database.db.execute(sql`select lot_id, kind, quantity_kg::text from inventory_movements`),
    );
    expect(lotRows.length).toBeGreaterThanOrEqual(3);
    for (const lot of lotRows) {
      const totals = totalsFromMovements(
        movementRows
          .filter((m) => m.lot_id === lot.id)
          .map((m) => ({ kind: m.kind, quantityKg: m.quantity_kg })),
      );
      const asText = (d: Decimal) => d.toFixed(3);
      expect(
        [lot.received_kg, lot.adjusted_kg, lot.allocated_kg, lot.shipped_kg, lot.available_kg].map((v) =>
          new Decimal(v).toFixed(3),
        ),
        lot.id,
      ).toEqual(
        [totals.received, totals.adjusted, totals.allocated, totals.shipped, totals.available].map(asText),
      );
    }
    const final = Object.fromEntries(lotRows.map((l) => [l.id, l.available_kg]));
    expect([final[a.id], final[b.id], final[c.id]].map((v) => new Decimal(v!).toFixed(3))).toEqual([
      '537.500', // 1000 − 12.5 − 500 + 100 − 50
      '0.000', // 250.25 + 0.75 − 251
      '0.001', // 80 − 80 + 80 − 79.999
    ]);
  });
});
