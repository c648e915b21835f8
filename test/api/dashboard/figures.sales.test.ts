/**
 * Sales: every figure equals a recount of the demo orders (not cancelled, by creation day in
 * Mexico City), for the whole tenant, a seller (its own only), an admin narrowed to that seller,
 * a supervisor (its sellers'), and never another tenant's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SalesFigures } from '../../../src/domain/dashboards';
import { createTestApp, type TestContext } from '../../helpers/testApp';
import {
  fullName,
  money,
  monthsOf,
  type OrderRow,
  type Rows,
  readRows,
  sum,
  tons,
  volumeOf,
  within,
} from './recount';
import { demoRange, figures, login, supervisedIds, userId } from './session';

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

function expected(rows: Rows, currency: 'USD' | 'MXN', sellers?: readonly string[]) {
  const sold = rows.orders.filter(
    (o) =>
      o.status !== 'ORDEN_CANCELADA' &&
      within(o.day, range.from, range.to) &&
      (!sellers || (o.sellerId !== null && sellers.includes(o.sellerId))),
  );
  const ids = new Set(sold.map((o) => o.id));
  const totals = volumeOf(sold, currency);
  const kg = sum(sold.map((o) => o.kg));
  const amount = sum(sold.map((o) => (currency === 'USD' ? o.usd : o.mxn)));
  const group = <K>(key: (o: OrderRow) => K) => {
    const map = new Map<K, OrderRow[]>();
    for (const o of sold) map.set(key(o), [...(map.get(key(o)) ?? []), o]);
    return map;
  };
  const items = rows.items.filter((i) => ids.has(i.orderId));
  const products = new Map<string, { id: string; name: string; kg: string[]; amount: string[] }>();
  for (const i of items) {
    const p = products.get(i.productId) ?? { id: i.productId, name: i.productName, kg: [], amount: [] };
    p.kg.push(i.kg);
    p.amount.push(currency === 'USD' ? i.usd : i.mxn);
    products.set(i.productId, p);
  }
  const customerName = new Map(rows.customers.map((c) => [c.id, c.name]));
  return {
    totals: {
      ...totals,
      averagePricePerTon: kg.isZero() ? null : money(amount.div(kg.div(1000))),
    },
    byMonth: monthsOf(range.from, range.to).map((month) => ({
      month,
      ...volumeOf(
        sold.filter((o) => o.day.startsWith(month)),
        currency,
      ),
    })),
    byProduct: [...products.values()]
      .map((p) => ({ id: p.id, name: p.name, tons: tons(sum(p.kg)), amount: money(sum(p.amount)) }))
      .sort((a, b) => b.amount - a.amount)
      .slice(0, 20),
    byCustomer: [...group((o) => o.customerId)]
      .map(([id, orders]) => ({
        id,
        name: customerName.get(id)!,
        tons: volumeOf(orders, currency).tons,
        amount: volumeOf(orders, currency).amount,
      }))
      .sort((a, b) => b.amount - a.amount)
      .slice(0, 10),
    bySeller: [...group((o) => o.sellerId)]
      .map(([id, orders]) => ({ id, name: fullName(rows.users, id), ...volumeOf(orders, currency) }))
      .sort((a, b) => b.amount - a.amount),
  };
}

const asked = { from: range.from, to: range.to };

describe('the sales dashboard', () => {
  it('adds up the whole tenant’s sales as a recount of its orders does, in USD and in MXN', async () => {
    const admin = await login(t.app, 'admin@demo.local');
    for (const currency of ['USD', 'MXN'] as const) {
      const { status, body } = await figures<SalesFigures>(t, admin, 'sales', { ...asked, currency });
      expect(status).toBe(200);
      const want = expected(main, currency);
      expect(want.totals.orders).toBeGreaterThan(10);
      expect(body).toMatchObject({ ...asked, currency, sellerId: null });
      expect(body.totals).toEqual(want.totals);
      expect(body.byMonth).toEqual(want.byMonth);
      expect(body.byProduct).toEqual(want.byProduct);
      expect(body.byCustomer).toEqual(want.byCustomer);
      expect(body.bySeller).toEqual(want.bySeller);
    }
  });

  it('gives a seller its own sales only, and an admin narrowed to that seller the same', async () => {
    const seller = await login(t.app, 'seller@demo.local');
    const sellerId = await userId(t, 'seller@demo.local');
    const own = await figures<SalesFigures>(t, seller, 'sales', asked);
    expect(own.status).toBe(200);
    const want = expected(main, 'USD', [sellerId]);
    expect(want.totals.orders).toBeGreaterThan(0);
    expect(want.totals.orders).toBeLessThan(expected(main, 'USD').totals.orders);
    expect(own.body).toMatchObject({ sellerId, totals: want.totals, byMonth: want.byMonth });
    expect(own.body.byProduct).toEqual(want.byProduct);
    expect(own.body.byCustomer).toEqual(want.byCustomer);
    expect(own.body.bySeller).toEqual(want.bySeller);
    expect(own.body.bySeller.map((s) => s.id)).toEqual([sellerId]);

    const admin = await login(t.app, 'admin@demo.local');
    const narrowed = await figures<SalesFigures>(t, admin, 'sales', { ...asked, sellerId });
    expect(narrowed.body).toEqual(own.body);
  });

  it('gives a supervisor the sales of the sellers it supervises', async () => {
    const service = await login(t.app, 'customer.service@demo.local');
    const sellers = await supervisedIds(t, 'customer.service@demo.local');
    const { body } = await figures<SalesFigures>(t, service, 'sales', asked);
    const want = expected(main, 'USD', sellers);
    expect(body.sellerId).toBeNull();
    expect(body.totals).toEqual(want.totals);
    expect(body.bySeller).toEqual(want.bySeller);
    expect(body.byProduct).toEqual(want.byProduct);
  });

  it('never counts another tenant’s orders', async () => {
    const admin = await login(t.app, 'admin@demo.local');
    const { body } = await figures<SalesFigures>(t, admin, 'sales', asked);
    const both = {
      ...main,
      orders: [...main.orders, ...norte.orders],
      items: [...main.items, ...norte.items],
    };
    expect(expected(both, 'USD').totals.orders).toBeGreaterThan(body.totals.orders);
    const norteIds = new Set(norte.customers.map((c) => c.id));
    expect(body.byCustomer.some((c) => norteIds.has(c.id))).toBe(false);

    const norteAdmin = await login(t.app, 'admin@norte.demo.local', 'norte');
    const theirs = await figures<SalesFigures>(t, norteAdmin, 'sales', asked);
    expect(theirs.body.totals).toEqual(expected(norte, 'USD').totals);
  });

  it('answers the last twelve months to today without dates', async () => {
    const admin = await login(t.app, 'admin@demo.local');
    const { body } = await figures<SalesFigures>(t, admin, 'sales');
    const [y, m] = range.to.split('-').map(Number) as [number, number];
    const start = new Date(Date.UTC(y, m - 1 - 11, 1)).toISOString().slice(0, 10);
    expect(body).toMatchObject({ from: start, to: range.to, currency: 'USD' });
    expect(body.byMonth).toHaveLength(12);
  });
});
