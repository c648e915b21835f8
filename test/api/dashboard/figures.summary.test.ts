/**
 * The summaries the figures read stay exact: after orders move to earlier months, are created,
 * edited (items, delivery date, status), cancelled or deleted, the sales, the KPIs (sales, margin,
 * open, late, retained, on time), the cycle and release times, the deliveries on time and the
 * demand for material (every order still waiting) equal a recount of the rows, both before the fold job ran (changes pending) and after (one row per key).
 * The demo orders are all of these weeks: here most are moved into the months before, so the range
 * holds whole months read from the summaries and edge days read from the orders.
 */
import { Decimal } from 'decimal.js';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CYCLE_STEPS,
  type InventoryFigures,
  type KpisFigures,
  type PerformanceFigures,
  type SalesFigures,
} from '../../../src/domain/dashboards';
import { addDays } from '../../../src/domain/dashboards/workingDays';
import { businessDay } from '../../../src/domain/dates';
import type { OrderDetail } from '../../../src/domain/orders';
import { rowsOf } from '../../../src/server/db/client';
import { enqueue } from '../../../src/server/jobs/outbox';
import { drainJobs } from '../../helpers/jobs';
import { createOrder } from '../../helpers/orders';
import { call, createTestApp, type Session, type TestContext } from '../../helpers/testApp';
import {
  average,
  fullName,
  median,
  money,
  monthsOf,
  near,
  type OrderRow,
  type Rows,
  rate,
  readRows,
  sum,
  tons,
  volumeOf,
  within,
} from './recount';
import { figures, login, userId } from './session';

let t: TestContext;
let admin: Session;
let seller: Session;
let sellerId: string;
let tenantId: string;
const today = businessDay();
// Five months back: whole months in between, a part of a month at each end (and the KPIs' period
// before it likewise).
const range = { from: addDays(today, -150), to: today };
const WAITING = ['ORDEN_CREADA', 'EFIRMA_CLIENTE', 'APROBADO_POR_FINANZAS', 'ORDEN_RETENIDA'];
const DAY = 86_400_000;

const owner = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await t.database.db.execute(query));

beforeAll(async () => {
  t = await createTestApp();
  [admin, seller] = await Promise.all([login(t.app, 'admin@demo.local'), login(t.app, 'seller@demo.local')]);
  sellerId = await userId(t, 'seller@demo.local');
  tenantId = (await t.app.ctx.tokens.verifyAccess(admin.accessToken)).tenantId;
  // Most demo orders into the months before (0 to 4 times 31 days back, by their id) with their
  // delivery (asked and done), their steps where they were: the triggers move their sums, items,
  // durations, deliveries and due dates from month to month. The first two just created go three
  // months back whatever their id, so the cancel and the edit of an earlier month below always
  // have their orders (ids are random: by id alone, fewer than two were sometimes that old).
  await t.database.db.execute(sql`
    with earliest as (
      select id from orders where tenant_id = ${tenantId} and ops_status = 'ORDEN_CREADA' order by number limit 2
    ), shift as (
      select id, case when id in (select id from earliest) then 93
                      else get_byte(decode(md5(id::text), 'hex'), 0) % 5 * 31 end as days
      from orders where tenant_id = ${tenantId}
    )
    update orders o set created_at = o.created_at - s.days * interval '1 day',
                        delivered_at = o.delivered_at - s.days * interval '1 day',
                        delivery_date = o.delivery_date - s.days
    from shift s where s.id = o.id`);
});
afterAll(() => t?.close());

async function fold(): Promise<void> {
  await t.app.ctx.inTenant(tenantId, (tx) => enqueue(tx, 'dashboards.fold', {}));
  expect(await drainJobs(t.app)).toBeGreaterThanOrEqual(1);
}

/** The tenant's rows of changes not folded yet (the fold of one tenant leaves the others' alone). */
async function pending(tenant = tenantId): Promise<number> {
  const [row] = await owner<{ n: number }>(sql`
    select (select count(*) from dashboard_sales_cells where not folded and tenant_id = ${tenant})
         + (select count(*) from dashboard_product_cells where not folded and tenant_id = ${tenant})
         + (select count(*) from dashboard_duration_cells where not folded and tenant_id = ${tenant})
         + (select count(*) from dashboard_demand_cells where not folded and tenant_id = ${tenant})
         + (select count(*) from dashboard_delivery_cells where not folded and tenant_id = ${tenant})
         + (select count(*) from dashboard_open_cells where not folded and tenant_id = ${tenant}) as n`);
  return Number(row!.n);
}

// ---- recounts ---------------------------------------------------------------------------------

const mineOf = (rows: Rows, sellers?: readonly string[]) =>
  rows.orders.filter((o) => !sellers || (o.sellerId !== null && sellers.includes(o.sellerId)));

function salesOf(rows: Rows, sellers?: readonly string[]) {
  const sold = mineOf(rows, sellers).filter(
    (o) => o.status !== 'ORDEN_CANCELADA' && within(o.day, range.from, range.to),
  );
  const ids = new Set(sold.map((o) => o.id));
  const group = (key: (o: OrderRow) => string | null) => {
    const map = new Map<string | null, OrderRow[]>();
    for (const o of sold) map.set(key(o), [...(map.get(key(o)) ?? []), o]);
    return [...map];
  };
  const products = new Map<string, { id: string; name: string; kg: string[]; amount: string[] }>();
  for (const i of rows.items.filter((x) => ids.has(x.orderId))) {
    const p = products.get(i.productId) ?? { id: i.productId, name: i.productName, kg: [], amount: [] };
    p.kg.push(i.kg);
    p.amount.push(i.usd);
    products.set(i.productId, p);
  }
  const customerName = new Map(rows.customers.map((c) => [c.id, c.name]));
  const kg = sum(sold.map((o) => o.kg));
  return {
    totals: {
      ...volumeOf(sold, 'USD'),
      averagePricePerTon: kg.isZero() ? null : money(sum(sold.map((o) => o.usd)).div(kg.div(1000))),
    },
    byMonth: monthsOf(range.from, range.to).map((month) => ({
      month,
      ...volumeOf(
        sold.filter((o) => o.day.startsWith(month)),
        'USD',
      ),
    })),
    byProduct: [...products.values()]
      .map((p) => ({ id: p.id, name: p.name, tons: tons(sum(p.kg)), amount: money(sum(p.amount)) }))
      .sort((a, b) => b.amount - a.amount)
      .slice(0, 20),
    byCustomer: group((o) => o.customerId)
      .map(([id, orders]) => ({ id, name: customerName.get(id!), ...volumeOf(orders, 'USD') }))
      .map(({ orders: _, ...c }) => c)
      .sort((a, b) => b.amount - a.amount)
      .slice(0, 10),
    bySeller: group((o) => o.sellerId)
      .map(([id, orders]) => ({ id, name: fullName(rows.users, id), ...volumeOf(orders, 'USD') }))
      .sort((a, b) => b.amount - a.amount),
  };
}

function kpiSalesOf(rows: Rows) {
  const sold = rows.orders.filter((o) => o.status !== 'ORDEN_CANCELADA');
  const days = 151;
  const current = sold.filter((o) => within(o.day, range.from, range.to));
  const previous = sold.filter((o) => within(o.day, addDays(range.from, -days), addDays(range.from, -1)));
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
  return {
    sales: { ...volumeOf(current, 'USD'), previous: volumeOf(previous, 'USD') },
    margin: kg.isZero()
      ? null
      : {
          amountUsd: money(revenue.minus(spent)),
          percent: revenue.minus(spent).div(revenue).times(100).toDecimalPlaces(2).toNumber(),
          tons: tons(kg),
        },
  };
}

const OPEN = [...WAITING, 'MATERIAL_ASIGNADO', 'EMBARCADO/PROGRAMADO', 'FACTURADO', 'TRANSPORTE_ASIGNADO'];

/** Open, late and retained now, and the deliveries on time per month. */
function nowAndDeliveriesOf(rows: Rows, sellers?: readonly string[]) {
  const mine = mineOf(rows, sellers);
  const open = mine.filter((o) => OPEN.includes(o.status));
  const delivered = mine.filter((o) => within(o.deliveredDay, range.from, range.to));
  const onTimeOf = (orders: typeof delivered) => {
    const onTime = orders.filter((o) => o.deliveredDay! <= o.deliveryDate).length;
    return { delivered: orders.length, onTime, rate: rate(onTime, orders.length) };
  };
  return {
    open: volumeOf(open, 'USD'),
    overdue: volumeOf(
      open.filter((o) => o.dueDate < today),
      'USD',
    ),
    retained: volumeOf(
      open.filter((o) => o.status === 'ORDEN_RETENIDA'),
      'USD',
    ),
    onTime: onTimeOf(delivered),
    onTimeByMonth: monthsOf(range.from, range.to).map((month) => ({
      month,
      ...onTimeOf(delivered.filter((o) => o.deliveredDay!.startsWith(month))),
    })),
  };
}

function durationsOf(rows: Rows, sellers?: readonly string[]) {
  const mine = mineOf(rows, sellers);
  const firstReach = (orderId: string, status: string) => {
    const times = rows.history.filter((h) => h.orderId === orderId && h.toStatus === status).map((h) => h.ms);
    return times.length ? Math.min(...times) : null;
  };
  const created = mine.filter((o) => within(o.day, range.from, range.to));
  const cycleTimes = CYCLE_STEPS.map((step) => {
    const days = created.flatMap((o) => {
      const at = firstReach(o.id, step);
      return at === null ? [] : [(at - o.createdMs) / DAY];
    });
    return { step, orders: days.length, averageDays: average(days), medianDays: median(days) };
  });
  const releases = mine.flatMap((o) => {
    const released = firstReach(o.id, 'APROBADO_POR_FINANZAS');
    if (released === null || !within(businessDay(new Date(released)), range.from, range.to)) return [];
    const asked = rows.history
      .filter((h) => h.orderId === o.id && h.event === 'releaseRequested' && h.ms <= released)
      .map((h) => h.ms);
    return [(released - (asked.length ? Math.max(...asked) : o.createdMs)) / 3_600_000];
  });
  return { cycleTimes, releases };
}

function demandOf(rows: Rows, sellers?: readonly string[]) {
  const demand = new Map<string, Decimal>();
  for (const o of mineOf(rows, sellers).filter((x) => WAITING.includes(x.status))) {
    const pairs = new Map<string, { productId: string; kg: Decimal }>();
    for (const i of rows.items.filter((x) => x.orderId === o.id)) {
      const pair = pairs.get(`${i.productId}|${i.packaging}`) ?? {
        productId: i.productId,
        kg: new Decimal(0),
      };
      pairs.set(`${i.productId}|${i.packaging}`, { ...pair, kg: pair.kg.plus(i.kg) });
    }
    for (const a of rows.allocations.filter((x) => x.orderId === o.id)) {
      const pair = pairs.get(`${a.productId}|${a.packaging}`);
      if (pair) pair.kg = pair.kg.minus(a.kg);
    }
    for (const p of pairs.values())
      demand.set(p.productId, (demand.get(p.productId) ?? new Decimal(0)).plus(Decimal.max(p.kg, 0)));
  }
  return new Map([...demand].map(([id, kg]) => [id, tons(kg)]));
}

/** Every figure the summaries feed, for the whole tenant and a seller, against a recount of the rows. */
async function expectExact() {
  const rows = await readRows(t.database, 'main');
  const asked = { from: range.from, to: range.to };
  const sales = await figures<SalesFigures>(t, admin, 'sales', asked);
  const want = salesOf(rows);
  expect(want.byMonth.filter((m) => m.orders > 0).length).toBeGreaterThan(3);
  expect(sales.body).toMatchObject(want);
  const own = await figures<SalesFigures>(t, seller, 'sales', asked);
  expect(own.body).toMatchObject(salesOf(rows, [sellerId]));

  const kpis = await figures<KpisFigures>(t, admin, 'kpis', asked);
  const now = nowAndDeliveriesOf(rows);
  expect(now.onTimeByMonth.filter((m) => m.delivered > 0).length).toBeGreaterThan(1);
  expect(kpis.body).toMatchObject({
    ...kpiSalesOf(rows),
    open: now.open,
    overdue: now.overdue,
    retained: now.retained,
    onTime: now.onTime,
  });
  const ownKpis = await figures<KpisFigures>(t, seller, 'kpis', asked);
  const ownNow = nowAndDeliveriesOf(rows, [sellerId]);
  expect(ownKpis.body).toMatchObject({ open: ownNow.open, overdue: ownNow.overdue, onTime: ownNow.onTime });

  const performance = await figures<PerformanceFigures>(t, admin, 'performance', asked);
  expect(performance.body.onTimeByMonth).toEqual(now.onTimeByMonth);
  const { cycleTimes, releases } = durationsOf(rows);
  expect(performance.body.cycleTimes.map((c) => c.orders)).toEqual(cycleTimes.map((c) => c.orders));
  performance.body.cycleTimes.forEach((c, i) => {
    expect(near(c.averageDays, cycleTimes[i]!.averageDays), `${c.step} average`).toBe(true);
    expect(near(c.medianDays, cycleTimes[i]!.medianDays), `${c.step} median`).toBe(true);
  });
  expect(performance.body.releaseLeadTime.released).toBe(releases.length);
  expect(near(performance.body.releaseLeadTime.averageHours, average(releases))).toBe(true);
  expect(near(performance.body.releaseLeadTime.medianHours, median(releases))).toBe(true);

  for (const sellers of [undefined, [sellerId]]) {
    const narrowed = sellers ? { ...asked, sellerId } : asked;
    const inventory = await figures<InventoryFigures>(t, admin, 'inventory', narrowed);
    const demand = demandOf(rows, sellers);
    expect([...demand.values()].some((kg) => kg > 0)).toBe(true);
    for (const p of inventory.body.byProduct) expect(p.demandTons, p.name).toBe(demand.get(p.id) ?? 0);
  }
}

describe('the monthly summaries behind the figures', () => {
  it('add up orders moved into earlier months, before the fold and after it', async () => {
    expect(await pending()).toBeGreaterThan(0);
    await expectExact();
    await fold();
    expect(await pending()).toBe(0);
    await expectExact();
  });

  it('follow orders created, edited and cancelled, before the fold and after it', async () => {
    const [created] = await createOrder(t.app, seller, { currency: 'MXN' });
    const [edited] = await createOrder(t.app, seller);
    const detail = (id: string) =>
      call(t.app, admin, { method: 'GET', url: `/api/orders/${id}` }).then((r) => r.json<OrderDetail>());
    // Into a month the range holds whole: its sums, items and durations move with it.
    await t.database.db.execute(
      sql`update orders set created_at = created_at - interval '62 days' where id = ${created!}`,
    );
    let order = await detail(edited!);
    const items = order.items.map((i) => ({
      id: i.id,
      productId: i.productId,
      presentation: i.packagingType,
      quantity: '2500',
      targetPrice: new Decimal(i.price).toFixed(),
    }));
    let res = await call(t.app, admin, {
      method: 'PUT',
      url: `/api/orders/${edited}/items`,
      payload: { version: order.version, items },
    });
    expect(res.statusCode, res.body).toBe(200);
    order = await detail(edited!);
    res = await call(t.app, admin, {
      method: 'PUT',
      url: `/api/orders/${edited}/delivery-date`,
      payload: { version: order.version, deliveryDate: addDays(today, 20) },
    });
    expect(res.statusCode, res.body).toBe(200);
    // A demo order of an earlier month cancelled, another one's material assigned.
    const [demo, assigned] = await owner<{ id: string; version: number }>(sql`
      select id, version from orders
      where tenant_id = ${tenantId} and ops_status = 'ORDEN_CREADA' and created_at < now() - interval '40 days'
      order by number limit 2`);
    const [reason] = (
      await call(t.app, admin, { method: 'GET', url: '/api/orders-incidents/reasons/cancel' })
    ).json<{ id: string; isOther: boolean }[]>();
    res = await call(t.app, admin, {
      method: 'PUT',
      url: `/api/orders/cancel/${demo!.id}`,
      payload: { reasonId: reason!.id, version: demo!.version },
    });
    expect(res.statusCode, res.body).toBe(200);
    await t.app.ctx.inTenant(tenantId, (tx) =>
      tx.execute(sql`update orders set ops_status = 'MATERIAL_ASIGNADO' where id = ${assigned!.id}`),
    );

    expect(await pending()).toBeGreaterThan(0);
    await expectExact();
    await fold();
    expect(await pending()).toBe(0);
    await expectExact();
  });

  it('take off an order that goes, with its items', async () => {
    const [gone] = await owner<{ id: string }>(sql`
      select o.id from orders o
      where o.tenant_id = ${tenantId} and o.ops_status <> 'ORDEN_CANCELADA' and o.created_at < now() - interval '40 days'
        and not exists (select 1 from order_shipments s where s.order_id = o.id)
        and not exists (select 1 from customer_invoices i where i.order_id = o.id)
      order by o.number limit 1`);
    await t.database.db.execute(sql`delete from orders where id = ${gone!.id}`);
    expect(await pending()).toBeGreaterThan(0);
    await expectExact();
    await fold();
    await expectExact();
  });

  it('keep each tenant’s rows to itself', async () => {
    const norte = await readRows(t.database, 'norte');
    const [other] = await owner<{ id: string }>(sql`select id from tenants where slug = 'norte'`);
    expect(await pending(other!.id)).toBeGreaterThan(0);
    const norteAdmin = await login(t.app, 'admin@norte.demo.local', 'norte');
    const { body } = await figures<SalesFigures>(t, norteAdmin, 'sales', range);
    expect(body.totals).toEqual(salesOf(norte).totals);
    const visible = await t.app.ctx.inTenant(tenantId, async (tx) =>
      rowsOf<{ tenants: number }>(
        await tx.execute(sql`select count(distinct tenant_id)::int as tenants from dashboard_sales_cells`),
      ),
    );
    expect(visible).toEqual([{ tenants: 1 }]);
  });
});
