/**
 * Executive KPIs: the range's sales against the period before, the margin recounted from the
 * allocations, items and lots themselves, what is open, late and retained now, and the deliveries
 * on time; a seller's are its own; the margin follows a lot's cost when it is corrected.
 */
import { Decimal } from 'decimal.js';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KpisFigures } from '../../../src/domain/dashboards';
import { addDays } from '../../../src/domain/dashboards/workingDays';
import { businessDay } from '../../../src/domain/dates';
import { createTestApp, type TestContext } from '../../helpers/testApp';
import { money, type Rows, rate, readRows, sum, tons, volumeOf, within } from './recount';
import { figures, login, userId } from './session';

let t: TestContext;
const today = businessDay();
// Two weeks and the two weeks before: the demo orders fall in both.
const asked = { from: addDays(today, -6), to: today };
const OPEN = [
  'ORDEN_CREADA',
  'EFIRMA_CLIENTE',
  'APROBADO_POR_FINANZAS',
  'MATERIAL_ASIGNADO',
  'EMBARCADO/PROGRAMADO',
  'FACTURADO',
  'TRANSPORTE_ASIGNADO',
  'ORDEN_RETENIDA',
];

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

function expected(rows: Rows, sellers?: readonly string[]) {
  const mine = rows.orders.filter((o) => !sellers || (o.sellerId !== null && sellers.includes(o.sellerId)));
  const sold = mine.filter((o) => o.status !== 'ORDEN_CANCELADA');
  const current = sold.filter((o) => within(o.day, asked.from, asked.to));
  const previous = sold.filter((o) => within(o.day, addDays(asked.from, -7), addDays(asked.from, -1)));
  // The margin, allocation by allocation, at the order's USD price of that product and packaging.
  const ids = new Set(current.map((o) => o.id));
  const cost = new Map(rows.lots.map((l) => [l.id, new Decimal(l.cost)]));
  let kg = new Decimal(0);
  let revenue = new Decimal(0);
  let spent = new Decimal(0);
  for (const a of rows.allocations.filter((x) => ids.has(x.orderId))) {
    const lotCost = cost.get(a.lotId)!;
    const items = rows.items.filter(
      (i) => i.orderId === a.orderId && i.productId === a.productId && i.packaging === a.packaging,
    );
    if (lotCost.lte(0) || !items.length) continue;
    const price = sum(items.map((i) => new Decimal(i.priceUsd).times(i.kg))).div(sum(items.map((i) => i.kg)));
    kg = kg.plus(a.kg);
    revenue = revenue.plus(price.times(a.kg));
    spent = spent.plus(new Decimal(a.kg).div(1000).times(lotCost));
  }
  const open = mine.filter((o) => OPEN.includes(o.status));
  const delivered = mine.filter((o) => within(o.deliveredDay, asked.from, asked.to));
  const onTime = delivered.filter((o) => o.deliveredDay! <= o.deliveryDate).length;
  return {
    sales: { ...volumeOf(current, 'USD'), previous: volumeOf(previous, 'USD') },
    margin: kg.isZero()
      ? null
      : {
          amountUsd: money(revenue.minus(spent)),
          percent: revenue.minus(spent).div(revenue).times(100).toDecimalPlaces(2).toNumber(),
          tons: tons(kg),
        },
    open: volumeOf(open, 'USD'),
    overdue: volumeOf(
      open.filter((o) => o.dueDate < today),
      'USD',
    ),
    retained: volumeOf(
      open.filter((o) => o.status === 'ORDEN_RETENIDA'),
      'USD',
    ),
    onTime: { delivered: delivered.length, onTime, rate: rate(onTime, delivered.length) },
  };
}

describe('the executive KPIs', () => {
  it('equal a recount of the tenant’s orders, allocations, items and lots', async () => {
    const main = await readRows(t.database, 'main');
    const admin = await login(t.app, 'admin@demo.local');
    const { status, body } = await figures<KpisFigures>(t, admin, 'kpis', asked);
    expect(status).toBe(200);
    const want = expected(main);
    expect(want.sales.orders).toBeGreaterThan(0);
    expect(want.sales.previous.orders).toBeGreaterThan(0);
    expect(want.margin?.tons).toBeGreaterThan(0);
    expect(want.overdue.orders + want.retained.orders).toBeGreaterThan(0);
    expect(body).toMatchObject({ ...asked, currency: 'USD', sellerId: null, ...want });
  });

  it('give a seller its own figures only, as an admin narrowed to that seller gets', async () => {
    const main = await readRows(t.database, 'main');
    const sellerId = await userId(t, 'seller@demo.local');
    const seller = await login(t.app, 'seller@demo.local');
    const own = await figures<KpisFigures>(t, seller, 'kpis', asked);
    const want = expected(main, [sellerId]);
    expect(want.open.orders).toBeLessThan(expected(main).open.orders);
    expect(own.body).toMatchObject({ sellerId, ...want });
    const admin = await login(t.app, 'admin@demo.local');
    const narrowed = await figures<KpisFigures>(t, admin, 'kpis', { ...asked, sellerId });
    expect(narrowed.body).toEqual(own.body);
  });

  it('follow a lot’s corrected cost and an item’s new price in the margin', async () => {
    const main = await readRows(t.database, 'main');
    const admin = await login(t.app, 'admin@demo.local');
    const allocation = main.allocations.find((a) =>
      main.orders.some(
        (o) => o.id === a.orderId && o.status !== 'ORDEN_CANCELADA' && within(o.day, asked.from, asked.to),
      ),
    )!;
    await t.database.db.execute(
      sql`update inventory_lots set cost_usd_per_ton = cost_usd_per_ton + 100 where id = ${allocation.lotId}`,
    );
    await t.database.db.execute(
      sql`update order_items set price_usd = price_usd + 0.01 where order_id = ${allocation.orderId} and product_id = ${allocation.productId}`,
    );
    const rows = await readRows(t.database, 'main');
    const { body } = await figures<KpisFigures>(t, admin, 'kpis', asked);
    expect(body.margin).toEqual(expected(rows).margin);
    expect(body.margin).not.toEqual(expected(main).margin);
  });
});
