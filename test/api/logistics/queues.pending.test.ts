/**
 * 'Pendientes de entrega' (`GET /api/order-logistic/not-delivered`) and its count
 * (`GET /api/orders/count-for-logistics`): shipments created through the API, each on a delivery
 * day far ahead that no demo shipment uses, so the lists narrowed to those days hold only this
 * file's rows. Transport, invoices and delivery are written on the rows (their own routes are
 * tested with the shipments and billing slices); a shipment's date overriding the order's for the
 * late list, and a late shipment's new date, are here too.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShipmentView } from '../../../src/domain/logistics';
import { rowsOf } from '../../../src/server/db/client';
import { customerInvoices, orderShipments, orders } from '../../../src/server/db/schema';
import { createOrder } from '../../helpers/orders';
import { call, createTestApp, login, type Session, type TestContext } from '../../helpers/testApp';
import { queuesApi, today } from './queuesHelpers';

let t: TestContext;
let q: Awaited<ReturnType<typeof queuesApi>>;
let days: string[];
let range: string;

interface Staged {
  id: string;
  number: number;
  shipment: ShipmentView;
}
const staged: Staged[] = [];

const ids = (rows: { id: string }[]) => rows.map((r) => r.id);

beforeAll(async () => {
  t = await createTestApp();
  q = await queuesApi(t);
  days = [300, 301, 302].map((n) => q.addDays(today(), n));
  range = `dateDeliveryFrom=${days[0]}&dateDeliveryTo=${days[2]}`;
  // Two shipments on the middle day, one on each other day.
  for (const day of [days[1]!, days[0]!, days[2]!, days[1]!]) {
    const { id, shipment } = await q.shippedOrder(day);
    staged.push({ id, number: await q.numberOf(id), shipment });
  }
});
afterAll(() => t.close());

const setShipment = (id: string, values: Partial<typeof orderShipments.$inferInsert>) =>
  q.alloc.db((tx) => tx.update(orderShipments).set(values).where(eq(orderShipments.id, id)));

describe('the rows', () => {
  it('lists each shipment not delivered with its order, quantity, products and dates', async () => {
    const list = await q.pending(`limit=100&${range}`);
    expect(list.totalRows).toBe(4);
    const s = staged[1]!;
    const row = list.data.find((r) => r.id === s.shipment.id)!;
    const order = await q.alloc.orderRow(s.id);
    expect(row).toMatchObject({
      number: s.shipment.number,
      order: {
        id: s.id,
        displayNumber: String(s.number).padStart(6, '0'),
        packageId: order.packageId,
        deliveryModel: order.deliveryModel,
        sellerName: expect.any(String),
      },
      quantityTons: '1.000',
      products: q.catalog.productName,
      plates: null,
      invoiceNumber: null,
      dateDelivery: days[0],
      isDelivered: false,
      version: s.shipment.version,
    });
    expect(row.order.companyName.length).toBeGreaterThan(0);
    expect(await q.countForLogistics(`deliveryDateFrom=${days[0]}&deliveryDateTo=${days[2]}`)).toBe(4);
  });

  it('sorts by delivery date then number by default, and by the other fields either way', async () => {
    const byDate = [...staged].sort(
      (a, b) =>
        a.shipment.dateDelivery.localeCompare(b.shipment.dateDelivery) ||
        a.shipment.number - b.shipment.number,
    );
    expect(ids((await q.pending(`limit=100&${range}`)).data)).toEqual(byDate.map((s) => s.shipment.id));
    expect(ids((await q.pending(`limit=100&${range}&orderDirection=desc`)).data)).toEqual(
      byDate.map((s) => s.shipment.id).reverse(),
    );
    const byNumber = [...staged].sort((a, b) => b.shipment.number - a.shipment.number);
    expect(ids((await q.pending(`limit=100&${range}&orderField=number&orderDirection=DESC`)).data)).toEqual(
      byNumber.map((s) => s.shipment.id),
    );
    const bad = await call(t.app, q.people.operation, {
      method: 'GET',
      url: '/api/order-logistic/not-delivered?orderField=plates',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('pages through the same rows', async () => {
    const all = await q.pending(`limit=100&${range}`);
    const first = await q.pending(`limit=3&offset=0&${range}`);
    const second = await q.pending(`limit=3&offset=3&${range}`);
    expect(first).toMatchObject({ totalRows: 4, page: 1, totalPages: 2 });
    expect(second).toMatchObject({ totalRows: 4, page: 2, totalPages: 2 });
    expect([...ids(first.data), ...ids(second.data)]).toEqual(ids(all.data));
    expect((await q.pending(`limit=3&offset=9&${range}`)).data).toEqual([]);
  });
});

describe('filters and search', () => {
  it('a one-day range includes that day; a range needs both ends', async () => {
    const oneDay = await q.pending(`limit=100&dateDeliveryFrom=${days[1]}&dateDeliveryTo=${days[1]}`);
    expect(new Set(ids(oneDay.data))).toEqual(new Set([staged[0]!.shipment.id, staged[3]!.shipment.id]));
    expect(await q.countForLogistics(`deliveryDateFrom=${days[1]}&deliveryDateTo=${days[1]}`)).toBe(2);
    const openEnded = await q.pending(`limit=100&dateDeliveryFrom=${days[1]}`);
    expect(openEnded.totalRows).toBe((await q.pending('limit=1')).totalRows);
    const reversed = await call(t.app, q.people.operation, {
      method: 'GET',
      url: `/api/order-logistic/not-delivered?dateDeliveryFrom=${days[2]}&dateDeliveryTo=${days[0]}`,
    });
    expect(reversed.statusCode).toBe(400);
    // A day that does not exist is refused, naming the field, not read as some other day.
    const impossible = await call(t.app, q.people.operation, {
      method: 'GET',
      url: '/api/order-logistic/not-delivered?dateDeliveryFrom=2026-02-30',
    });
    expect(impossible.statusCode).toBe(400);
    expect(impossible.json().details[0]).toMatchObject({
      path: 'querystring.dateDeliveryFrom',
      key: 'validation.date',
    });
  });

  it('narrows by invoice, transport and delivery model; delivered shipments leave', async () => {
    const [a, b, c, d] = staged as [Staged, Staged, Staged, Staged];
    await setShipment(a.shipment.id, {
      plates: 'ABC-123-D',
      driverName: 'Juan Pérez',
      transportAssignedAt: new Date(),
    });
    const order = await q.alloc.orderRow(b.id);
    await q.alloc.db((tx) =>
      tx.insert(customerInvoices).values({
        customerId: order.customerId,
        orderId: b.id,
        shipmentId: b.shipment.id,
        number: 'FAC-Q-0001',
        invoiceDate: today(),
        currency: order.currency,
        totalWithIva: order.totalWithTaxes,
        netWithIva: order.totalWithTaxes,
      }),
    );
    // Billing and shipment creation keep these facts on the shipment (tested with their routes).
    await setShipment(b.shipment.id, { isInvoiced: true });
    await q.alloc.db((tx) =>
      tx.update(orders).set({ deliveryModel: 'PICKUP', addressId: null }).where(eq(orders.id, c.id)),
    );
    await setShipment(c.shipment.id, { deliveryModel: 'PICKUP' });

    const invoiced = await q.pending(`limit=100&${range}&isInvoiced=true`);
    expect(ids(invoiced.data)).toEqual([b.shipment.id]);
    expect(invoiced.data[0]!.invoiceNumber).toBe('FAC-Q-0001');
    expect(new Set(ids((await q.pending(`limit=100&${range}&isInvoiced=false`)).data))).toEqual(
      new Set([a.shipment.id, c.shipment.id, d.shipment.id]),
    );
    const transported = await q.pending(`limit=100&${range}&hasTransportAssigned=true`);
    expect(ids(transported.data)).toEqual([a.shipment.id]);
    expect(transported.data[0]!.plates).toBe('ABC-123-D');
    expect((await q.pending(`limit=100&${range}&hasTransportAssigned=false`)).totalRows).toBe(3);
    expect(ids((await q.pending(`limit=100&${range}&deliveryModel=PICKUP`)).data)).toEqual([c.shipment.id]);
    expect((await q.pending(`limit=100&${range}&deliveryModel=DELIVERY_PARTNER`)).totalRows).toBe(3);

    await setShipment(d.shipment.id, { isDelivered: true, deliveredAt: today() });
    const left = await q.pending(`limit=100&${range}`);
    expect(ids(left.data)).not.toContain(d.shipment.id);
    expect(await q.countForLogistics(`deliveryDateFrom=${days[0]}&deliveryDateTo=${days[2]}`)).toBe(3);
    await setShipment(d.shipment.id, { isDelivered: false, deliveredAt: null });
  });

  it('finds a shipment by order number, shipment number, plates or company', async () => {
    const [a, b] = staged as [Staged, Staged];
    const search = async (text: string) =>
      ids((await q.pending(`limit=100&${range}&searchParam=${encodeURIComponent(text)}`)).data);
    expect(await search(`#${String(b.number).padStart(6, '0')}`)).toEqual([b.shipment.id]);
    expect(await search(String(a.shipment.number))).toContain(a.shipment.id);
    expect(await search('abc-123')).toEqual([a.shipment.id]);
    const company = (await q.pending(`limit=1&${range}`)).data[0]!.order.companyName;
    expect((await search(company)).length).toBe(4);
    expect(await search('zzz-nadie')).toEqual([]);
  });

  it('finds plates typed in part and in any case, over the whole tenant, and follows their changes', async () => {
    const [, b, c] = staged as [Staged, Staged, Staged];
    // No date range: the search reads the plates' suffixes of every pending shipment of the tenant.
    const search = async (text: string, session?: Session) =>
      ids((await q.pending(`limit=100&searchParam=${encodeURIComponent(text)}`, session)).data);
    await setShipment(b.shipment.id, { plates: 'QWZ-987-K', transportAssignedAt: new Date() });
    await setShipment(c.shipment.id, { plates: 'QWZ-115-QWZ', transportAssignedAt: new Date() });
    for (const text of ['QWZ-987-K', 'qwz-987-k', 'Z-98', '987-k', 'qwz-9'])
      expect(await search(text), text).toEqual([b.shipment.id]);
    // QWZ-115-QWZ holds the text twice: still one row, counted once.
    const both = await q.pending('limit=100&searchParam=qwz');
    expect(both.totalRows).toBe(2);
    expect(ids(both.data).sort()).toEqual([b.shipment.id, c.shipment.id].sort());
    expect(await search('5-qw')).toEqual([c.shipment.id]);
    // % and _ are the characters typed, not wildcards.
    expect(await search('QWZ%K')).toEqual([]);
    expect(await search('QWZ_987')).toEqual([]);
    // Plates changed: the old text no longer finds the shipment, the new one does; delivered, gone.
    await setShipment(b.shipment.id, { plates: 'LMN-444-P' });
    expect(await search('qwz-987')).toEqual([]);
    expect(await search('mn-44')).toEqual([b.shipment.id]);
    await setShipment(b.shipment.id, { isDelivered: true, deliveredAt: today() });
    expect(await search('mn-44')).toEqual([]);
    await setShipment(b.shipment.id, { isDelivered: false, deliveredAt: null });
    expect(await search('mn-44')).toEqual([b.shipment.id]);
    // The company and a plate of one of its shipments: each shipment once.
    const company = (await q.pending(`limit=1&${range}`)).data[0]!.order.companyName;
    const searched = `${range}&searchParam=${encodeURIComponent(company)}`;
    expect((await q.pending(`limit=100&${searched}`)).totalRows).toBe(4);
    // A search's pages, in each order, as the unsearched list's (its matches are read once, by id).
    const all = ids((await q.pending(`limit=100&${range}`)).data);
    expect(ids((await q.pending(`limit=100&${searched}`)).data)).toEqual(all);
    expect(ids((await q.pending(`limit=100&${searched}&orderDirection=desc`)).data)).toEqual(
      [...all].reverse(),
    );
    for (const order of ['', '&orderField=company', '&orderField=quantity&orderDirection=desc']) {
      const first = await q.pending(`limit=3&offset=0&${searched}${order}`);
      const second = await q.pending(`limit=3&offset=3&${searched}${order}`);
      expect(first, order).toMatchObject({ totalRows: 4, page: 1, totalPages: 2 });
      expect(second, order).toMatchObject({ totalRows: 4, page: 2, totalPages: 2 });
      expect([...ids(first.data), ...ids(second.data)], order).toEqual(
        ids((await q.pending(`limit=100&${range}${order}`)).data),
      );
      expect((await q.pending(`limit=3&offset=9&${searched}${order}`)).data).toEqual([]);
    }

    // Another tenant's search never sees these plates, and its own plates stay its own.
    const norte = await login(t.app, 'admin@norte.demo.local', 'norte');
    const theirs = rowsOf<{ id: string }>(
      await t.database.db.execute(sql`
        update order_shipments set plates = 'QWZ-115-N' where id = (
          select s.id from order_shipments s join tenants te on te.id = s.tenant_id
          where te.slug = 'norte' and not s.is_delivered order by s.number limit 1)
        returning id`),
    );
    expect(theirs).toHaveLength(1);
    expect(await search('qwz-115', norte)).toEqual([theirs[0]!.id]);
    expect(await search('qwz-115')).toEqual([c.shipment.id]);
    await t.database.db.execute(sql`update order_shipments set plates = null where id = ${theirs[0]!.id}`);
    expect(await search('qwz-115', norte)).toEqual([]);
    await setShipment(b.shipment.id, { plates: null, transportAssignedAt: null });
    await setShipment(c.shipment.id, { plates: null, transportAssignedAt: null });
    expect(await search('qwz')).toEqual([]);
  });
});

describe('who sees what', () => {
  let seller2: Session;
  let theirs: string;

  beforeAll(async () => {
    seller2 = await login(t.app, 'seller2@demo.local');
    const [id] = (await createOrder(t.app, seller2, { paymentTerm: 'CREDIT' })) as [string];
    theirs = id;
  });

  it('a seller sees only its own orders’ shipments; operations all, narrowed by sellers', async () => {
    const mine = await q.pending(`limit=100&${range}`, q.people.seller);
    expect(mine.totalRows).toBe(4);
    expect(
      await q.countForLogistics(`deliveryDateFrom=${days[0]}&deliveryDateTo=${days[2]}`, q.people.seller),
    ).toBe(4);
    // seller2 holds none of them.
    const other = await q.pending(`limit=100&${range}`, seller2);
    expect(other.totalRows).toBe(0);
    const sellerId = (await q.alloc.orderRow(staged[0]!.id)).sellerId!;
    const theirSeller = (await q.alloc.orderRow(theirs)).sellerId!;
    expect((await q.pending(`limit=100&${range}&sellers=${sellerId}`)).totalRows).toBe(4);
    expect((await q.pending(`limit=100&${range}&sellers=${theirSeller}`)).totalRows).toBe(0);
    expect(
      await q.countForLogistics(
        `sellerId=${theirSeller}&deliveryDateFrom=${days[0]}&deliveryDateTo=${days[2]}`,
      ),
    ).toBe(0);
    for (const session of [q.people.operation, q.people.seller, seller2]) {
      const list = await q.pending('limit=1', session);
      expect(await q.countForLogistics('', session)).toBe(list.totalRows);
    }
  });

  it('answers 403 without ORDER_LISTING_PENDING_DELIVERY, and never shows another tenant', async () => {
    for (const email of ['customer@demo.local', 'degraded@demo.local', 'finance.credit@demo.local']) {
      const session = await login(t.app, email);
      for (const url of ['/api/order-logistic/not-delivered', '/api/orders/count-for-logistics']) {
        const res = await call(t.app, session, { method: 'GET', url });
        expect(res.statusCode, `${email} ${url}`).toBe(403);
      }
    }
    const norte = await login(t.app, 'admin@norte.demo.local', 'norte');
    expect((await q.pending(`limit=100&${range}`, norte)).totalRows).toBe(0);
  });
});

describe('shipments and the late list', () => {
  it('a pending shipment’s date overrides the order’s requested date, both ways', async () => {
    // Requested date passed, shipment still ahead: not late.
    const ahead = await q.shippedOrder(q.addDays(today(), 2));
    await q.dueOn(ahead.id, q.addDays(today(), -5));
    // Requested date ahead, shipment date passed: late by the shipment's date.
    const behind = await q.shippedOrder(q.addDays(today(), 1));
    await q.age(behind.id, 4);
    await q.dueOn(behind.id, q.addDays(today(), 10));
    const list = await q.overdue(
      `limit=100&deliveryDateFrom=${q.addDays(today(), -10)}&deliveryDateTo=${today()}`,
    );
    expect(ids(list.data)).not.toContain(ahead.id);
    const row = list.data.find((r) => r.id === behind.id)!;
    expect(row).toMatchObject({ deliveryDate: q.addDays(today(), -3), daysOverdue: 3 });
    // Delivered, the shipment no longer counts.
    await q.alloc.db((tx) =>
      tx.update(orders).set({ opsStatus: 'ORDEN_ENTREGADA' }).where(eq(orders.id, behind.id)),
    );
    expect(ids((await q.overdue('limit=100')).data)).not.toContain(behind.id);
  });

  it('a late shipment’s new date moves the shipment, not the order, and writes its timeline row', async () => {
    const { id, shipment } = await q.shippedOrder(q.addDays(today(), 1));
    await q.age(id, 3);
    const before = await q.alloc.orderRow(id);
    const due = q.addDays(today(), -2);
    expect(before.shipmentDueDate).toBe(due);
    const newDate = q.addDays(today(), 4);
    const res = await q.reschedule(id, { deliveryDate: newDate });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id, deliveryDate: newDate });
    const after = await q.alloc.orderRow(id);
    expect(after).toMatchObject({ deliveryDate: before.deliveryDate, shipmentDueDate: newDate });
    const [row] = await q.alloc.db((tx) =>
      tx.select().from(orderShipments).where(eq(orderShipments.id, shipment.id)),
    );
    expect(row).toMatchObject({ dateDelivery: newDate, version: shipment.version + 1 });
    const history = (await q.alloc.history(id)).filter((h) => h.event === 'deliveryRescheduled');
    expect(history.map((h) => h.data)).toEqual([
      { name: String(shipment.number), deliveryDate: { from: due, to: newDate } },
    ]);
    expect((await q.alloc.history(id)).some((h) => h.event === 'deliveryDateChanged')).toBe(false);
    const pending = await q.pending(
      `dateDeliveryFrom=${newDate}&dateDeliveryTo=${newDate}&searchParam=${shipment.number}`,
    );
    expect(ids(pending.data)).toContain(shipment.id);
    expect(ids((await q.overdue('limit=100')).data)).not.toContain(id);
  });
});
