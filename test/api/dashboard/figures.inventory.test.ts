/**
 * Inventory management: the stock now (lots in active warehouses with material on hand), its value
 * and age, and the demand of every order still waiting for material whatever its delivery date (the
 * period does not apply), equal to a recount of the lots, orders, items and allocations; the seller
 * filter narrows the demand only.
 */
import { Decimal } from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InventoryFigures } from '../../../src/domain/dashboards';
import { addDays } from '../../../src/domain/dashboards/workingDays';
import { businessDay } from '../../../src/domain/dates';
import { createTestApp, type TestContext } from '../../helpers/testApp';
import { money, type Rows, readRows, sum, tons, within } from './recount';
import { figures, login, userId } from './session';

let t: TestContext;
let main: Rows;
const today = businessDay();
const asked = { from: addDays(today, -30), to: addDays(today, 30) };
const WAITING = ['ORDEN_CREADA', 'EFIRMA_CLIENTE', 'APROBADO_POR_FINANZAS', 'ORDEN_RETENIDA'];
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  main = await readRows(t.database, 'main');
});
afterAll(() => t?.close());

const ageOf = (reception: string) => {
  const days = (Date.parse(`${today}T00:00:00Z`) - Date.parse(`${reception}T00:00:00Z`)) / DAY;
  return days <= 30 ? '0-30' : days <= 60 ? '31-60' : days <= 90 ? '61-90' : days <= 180 ? '91-180' : '180+';
};

function expected(rows: Rows, sellers?: readonly string[]) {
  const onHand = rows.lots.filter(
    (l) => l.warehouseActive && (Number(l.availableKg) > 0 || Number(l.allocatedKg) > 0),
  );
  const stockOf = (lots: typeof onHand) => ({
    lots: lots.length,
    availableTons: tons(sum(lots.map((l) => l.availableKg))),
    allocatedTons: tons(sum(lots.map((l) => l.allocatedKg))),
  });
  // Demand: per order, product and packaging, what the items ask less what lots give, never below zero.
  const waiting = rows.orders.filter(
    (o) => WAITING.includes(o.status) && (!sellers || (o.sellerId !== null && sellers.includes(o.sellerId))),
  );
  const demand = new Map<string, Decimal>();
  for (const o of waiting) {
    const pairs = new Map<string, { productId: string; kg: Decimal }>();
    for (const i of rows.items.filter((x) => x.orderId === o.id)) {
      const key = `${i.productId}|${i.packaging}`;
      const pair = pairs.get(key) ?? { productId: i.productId, kg: new Decimal(0) };
      pair.kg = pair.kg.plus(i.kg);
      pairs.set(key, pair);
    }
    for (const a of rows.allocations.filter((x) => x.orderId === o.id)) {
      const pair = pairs.get(`${a.productId}|${a.packaging}`);
      if (pair) pair.kg = pair.kg.minus(a.kg);
    }
    for (const pair of pairs.values())
      demand.set(
        pair.productId,
        (demand.get(pair.productId) ?? new Decimal(0)).plus(Decimal.max(pair.kg, 0)),
      );
  }
  const coverage = (available: number, demanded: number) =>
    demanded > 0 ? new Decimal(available).div(demanded).toDecimalPlaces(4).toNumber() : null;
  const total = stockOf(onHand);
  const demandTons = tons(sum([...demand.values()]));
  const products = new Map<string, string>(rows.lots.map((l) => [l.productId, l.productName]));
  for (const i of rows.items) products.set(i.productId, i.productName);
  const productIds = new Set([...onHand.map((l) => l.productId), ...demand.keys()]);
  return {
    asOf: today,
    totals: {
      ...total,
      stockValueUsd: money(
        sum(onHand.map((l) => new Decimal(l.availableKg).plus(l.allocatedKg).div(1000).times(l.cost))),
      ),
      demandTons,
      coverage: coverage(total.availableTons, demandTons),
    },
    byWarehouse: [...new Set(onHand.map((l) => l.warehouseId))]
      .map((id) => {
        const lots = onHand.filter((l) => l.warehouseId === id);
        return { id, name: lots[0]!.warehouseName, ...stockOf(lots) };
      })
      .sort((a, b) => b.availableTons - a.availableTons),
    byProduct: [...productIds]
      .map((id) => {
        const available = stockOf(onHand.filter((l) => l.productId === id)).availableTons;
        const demanded = tons(demand.get(id) ?? new Decimal(0));
        return {
          id,
          name: products.get(id)!,
          availableTons: available,
          demandTons: demanded,
          coverage: coverage(available, demanded),
        };
      })
      .sort((a, b) => b.demandTons - a.demandTons || b.availableTons - a.availableTons),
    ageing: ['0-30', '31-60', '61-90', '91-180', '180+'].map((bucket) => {
      const lots = onHand.filter((l) => ageOf(l.reception) === bucket);
      return { bucket, lots: lots.length, availableTons: stockOf(lots).availableTons };
    }),
  };
}

describe('the inventory management dashboard', () => {
  it('reads the stock and the demand as a recount of lots, orders, items and allocations does', async () => {
    const operation = await login(t.app, 'operation@demo.local');
    const { status, body } = await figures<InventoryFigures>(t, operation, 'inventory', asked);
    expect(status).toBe(200);
    const want = expected(main);
    expect(want.totals.lots).toBeGreaterThan(10);
    expect(want.totals.demandTons).toBeGreaterThan(0);
    expect(body).toMatchObject({ ...asked, sellerId: null, ...want });
  });

  it('counts every order waiting for material whatever the period asked: the demand is not of a period', async () => {
    const operation = await login(t.app, 'operation@demo.local');
    const want = expected(main);
    // The demo's open orders are due over this week and the next ones: none in this past year.
    const pastYear = { from: addDays(today, -730), to: addDays(today, -366) };
    const dueThen = main.orders.filter((o) => within(o.deliveryDate, pastYear.from, pastYear.to));
    expect(dueThen.filter((o) => WAITING.includes(o.status))).toHaveLength(0);
    const past = await figures<InventoryFigures>(t, operation, 'inventory', pastYear);
    const unasked = await figures<InventoryFigures>(t, operation, 'inventory', {});
    expect(want.totals.demandTons).toBeGreaterThan(0);
    expect(past.body).toMatchObject(want);
    expect(unasked.body).toMatchObject(want);
  });

  it('narrows the demand to a seller’s orders, the stock staying the tenant’s', async () => {
    const sellerId = await userId(t, 'seller@demo.local');
    const admin = await login(t.app, 'admin@demo.local');
    const { body } = await figures<InventoryFigures>(t, admin, 'inventory', { ...asked, sellerId });
    const want = expected(main, [sellerId]);
    expect(want.totals.demandTons).toBeLessThan(expected(main).totals.demandTons);
    expect(body).toMatchObject({ sellerId, ...want });
    expect(body.totals.availableTons).toBe(expected(main).totals.availableTons);
  });
});
