/**
 * Purchase orders: the lots received in the range, their tons and USD cost per month, supplier and
 * supplier and month, equal to a recount of the lots; the tenant's lots whoever asks (no seller
 * filter), never another tenant's.
 */
import { Decimal } from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PurchaseOrdersFigures } from '../../../src/domain/dashboards';
import { createTestApp, type TestContext } from '../../helpers/testApp';
import { money, monthsOf, type Rows, readRows, sum, tons, within } from './recount';
import { demoRange, figures, login, userId } from './session';

let t: TestContext;
let main: Rows;
let norte: Rows;
const range = demoRange();

beforeAll(async () => {
  t = await createTestApp();
  main = await readRows(t.database, 'main');
  norte = await readRows(t.database, 'norte');
});
afterAll(() => t?.close());

function expected(rows: Rows) {
  const received = rows.lots.filter((l) => within(l.reception, range.from, range.to));
  const purchase = (lots: typeof received) => {
    const kg = sum(lots.map((l) => l.receivedKg));
    const cost = sum(lots.map((l) => new Decimal(l.receivedKg).div(1000).times(l.cost)));
    return {
      lots: lots.length,
      tons: tons(kg),
      costUsd: money(cost),
      averageCostPerTon: kg.isZero() ? null : money(cost.div(kg.div(1000))),
    };
  };
  const supplierOf = (l: (typeof received)[number]) => l.supplier?.trim() ?? '';
  const suppliers = [...new Set(received.map(supplierOf))];
  const bySupplier = suppliers
    .map((supplier) => ({ supplier, ...purchase(received.filter((l) => supplierOf(l) === supplier)) }))
    .sort((a, b) => b.costUsd - a.costUsd);
  return {
    totals: purchase(received),
    byMonth: monthsOf(range.from, range.to).map((month) => ({
      month,
      ...purchase(received.filter((l) => l.reception.startsWith(month))),
    })),
    bySupplier,
    bySupplierMonth: bySupplier.flatMap(({ supplier }) =>
      [...new Set(received.filter((l) => supplierOf(l) === supplier).map((l) => l.reception.slice(0, 7)))]
        .sort()
        .map((month) => ({
          supplier,
          month,
          ...purchase(received.filter((l) => supplierOf(l) === supplier && l.reception.startsWith(month))),
        })),
    ),
  };
}

describe('the purchase orders dashboard', () => {
  it('adds up the lots received as a recount of the tenant’s lots does, another tenant’s left out', async () => {
    const manager = await login(t.app, 'manager.operation@demo.local');
    const { status, body } = await figures<PurchaseOrdersFigures>(t, manager, 'purchaseOrders', range);
    expect(status).toBe(200);
    const want = expected(main);
    expect(want.totals.lots).toBeGreaterThan(10);
    expect(want.bySupplier.length).toBeGreaterThan(2);
    expect(body).toEqual({ ...range, currency: 'USD', sellerId: null, ...want });
    expect(expected(norte).totals.lots).toBeGreaterThan(0);
    const theirs = new Set(norte.lots.map((l) => l.supplier));
    expect(
      body.bySupplier.filter(
        (s) => theirs.has(s.supplier) && !main.lots.some((l) => l.supplier === s.supplier),
      ),
    ).toEqual([]);
  });

  it('reads the tenant’s lots whatever seller is asked: purchases belong to no seller', async () => {
    const admin = await login(t.app, 'admin@demo.local');
    const sellerId = await userId(t, 'seller@demo.local');
    const all = await figures<PurchaseOrdersFigures>(t, admin, 'purchaseOrders', range);
    const narrowed = await figures<PurchaseOrdersFigures>(t, admin, 'purchaseOrders', { ...range, sellerId });
    expect(narrowed.status).toBe(200);
    expect(narrowed.body).toEqual(all.body);
  });
});
