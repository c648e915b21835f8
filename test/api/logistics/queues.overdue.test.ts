/**
 * Late orders (`GET /api/orders/overdue`, `GET /api/orders/count-delay-orders`) and a late order's
 * new date (`PUT /api/orders/overdue/{id}`): the definition (open, due before today in Mexico
 * City; due = the earliest pending shipment's date, else the requested date), the order of the
 * rows, search, filters, paging, who sees what, and both ways the new date is saved.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysBetween } from '../../../src/domain/logistics';
import { PIPELINE_FILTER_STATUSES } from '../../../src/domain/orders/status';
import { rowsOf } from '../../../src/server/db/client';
import { orders } from '../../../src/server/db/schema';
import { foldSummaries } from '../../../src/server/modules/dashboards/foldQueries';
import { createOrder } from '../../helpers/orders';
import { call, createTestApp, login, type Session, type TestContext } from '../../helpers/testApp';
import { queuesApi, today } from './queuesHelpers';

let t: TestContext;
let q: Awaited<ReturnType<typeof queuesApi>>;
/** A past day no demo order is due on: the lists narrowed to it hold only this file's orders. */
const OLD_DAY = '2025-02-11';
const onOldDay = `deliveryDateFrom=${OLD_DAY}&deliveryDateTo=${OLD_DAY}`;

beforeAll(async () => {
  t = await createTestApp();
  q = await queuesApi(t);
});
afterAll(() => t.close());

const ids = (rows: { id: string }[]) => rows.map((r) => r.id);

describe('which orders are late', () => {
  it('due yesterday is 1 day late, due today is not; the row says why and how much', async () => {
    const yesterday = q.addDays(today(), -1);
    const [dueYesterday, dueToday] = [await q.alloc.newOrder(itemsOf()), await q.alloc.newOrder(itemsOf())];
    await q.dueOn(dueYesterday, yesterday);
    const list = await q.overdue(`limit=100&deliveryDateFrom=${yesterday}&deliveryDateTo=${today()}`);
    expect(ids(list.data)).toContain(dueYesterday);
    expect(ids(list.data)).not.toContain(dueToday);
    const row = list.data.find((r) => r.id === dueYesterday)!;
    const order = await q.alloc.orderRow(dueYesterday);
    expect(row).toMatchObject({
      daysOverdue: 1,
      deliveryDate: yesterday,
      opsStatus: 'ORDEN_CREADA',
      externalId: null,
      displayNumber: String(order.number).padStart(6, '0'),
      quantityTons: '1.000',
      totalOrder: Number(order.totalWithTaxes).toFixed(2),
      currency: 'USD',
      sellerName: expect.any(String),
    });
    expect(row.customerName.length).toBeGreaterThan(0);
  });

  it('delivered, paid and cancelled orders are never late; retained and released ones are', async () => {
    const staged: Record<string, string> = {};
    for (const status of [
      'ORDEN_ENTREGADA',
      'PAGADO',
      'ORDEN_CANCELADA',
      'ORDEN_RETENIDA',
      'APROBADO_POR_FINANZAS',
      'TRANSPORTE_ASIGNADO',
    ]) {
      const id = await q.alloc.newOrder(itemsOf());
      await q.dueOn(id, OLD_DAY);
      await q.alloc.setStatus(id, status);
      staged[status] = id;
    }
    const list = await q.overdue(`limit=100&${onOldDay}`);
    expect(new Set(ids(list.data))).toEqual(
      new Set([staged.ORDEN_RETENIDA, staged.APROBADO_POR_FINANZAS, staged.TRANSPORTE_ASIGNADO]),
    );
    for (const row of list.data) expect(row.daysOverdue).toBe(daysBetween(OLD_DAY, today()));
    expect(await q.countDelayed(onOldDay)).toBe(list.totalRows);
    for (const status of ['ORDEN_ENTREGADA', 'PAGADO', 'ORDEN_CANCELADA']) {
      const res = await q.reschedule(staged[status]!, { deliveryDate: today() });
      expect(res.statusCode, status).toBe(409);
      expect(res.json().message).toBe('La orden no está atrasada');
    }
  });

  it('lists the most overdue first and pages through the same rows', async () => {
    const days = ['2025-03-03', '2025-03-05', '2025-03-04', '2025-03-05'];
    const staged = [];
    for (const day of days) {
      const id = await q.alloc.newOrder(itemsOf());
      await q.dueOn(id, day);
      staged.push({ id, day, number: await q.numberOf(id) });
    }
    const range = 'deliveryDateFrom=2025-03-03&deliveryDateTo=2025-03-05';
    const all = await q.overdue(`limit=100&${range}`);
    const expected = [...staged].sort((a, b) => a.day.localeCompare(b.day) || a.id.localeCompare(b.id));
    expect(ids(all.data)).toEqual(expected.map((s) => s.id));
    expect(all.data.map((r) => r.daysOverdue)).toEqual(expected.map((s) => daysBetween(s.day, today())));
    expect(all).toMatchObject({ totalRows: 4, page: 1, totalPages: 1 });

    const pages = [];
    for (let offset = 0; offset < 4; offset += 3) {
      const page = await q.overdue(`limit=3&offset=${offset}&${range}`);
      expect(page).toMatchObject({ totalRows: 4, totalPages: 2, page: offset / 3 + 1 });
      pages.push(...page.data);
    }
    expect(ids(pages)).toEqual(ids(all.data));
    const past = await q.overdue(`limit=3&offset=30&${range}`);
    expect(past.data).toEqual([]);
  });

  it('refuses a range that ends before it starts', async () => {
    const res = await call(t.app, q.people.operation, {
      method: 'GET',
      url: '/api/orders/overdue?deliveryDateFrom=2025-03-05&deliveryDateTo=2025-03-01',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.map((e: { path: string }) => e.path)).toContain('querystring.deliveryDateTo');
  });
});

describe('search, filters and who sees what', () => {
  const DAY = '2025-04-08';
  const onDay = `deliveryDateFrom=${DAY}&deliveryDateTo=${DAY}`;
  let mine: string;
  let colleague: string;
  let seller2: Session;

  beforeAll(async () => {
    seller2 = await login(t.app, 'seller2@demo.local');
    mine = await q.alloc.newOrder(itemsOf());
    [colleague] = (await createOrder(t.app, seller2, { paymentTerm: 'CREDIT' })) as [string];
    await q.dueOn(mine, DAY);
    await q.dueOn(colleague, DAY);
  });

  it('finds an order by number (with zeros or #), by company, and not by an unrelated text', async () => {
    const number = await q.numberOf(mine);
    for (const text of [String(number), `#${String(number).padStart(6, '0')}`]) {
      const found = await q.overdue(`searchParam=${encodeURIComponent(text)}&${onDay}`);
      expect(ids(found.data), text).toEqual([mine]);
    }
    const row = (await q.overdue(`limit=100&${onDay}`)).data.find((r) => r.id === mine)!;
    const byCompany = await q.overdue(
      `limit=100&searchParam=${encodeURIComponent(row.customerName)}&${onDay}`,
    );
    expect(ids(byCompany.data)).toContain(mine);
    expect((await q.overdue(`searchParam=zzz-nadie&${onDay}`)).totalRows).toBe(0);
  });

  it('a seller sees only its own late orders; operations all, and may narrow by seller', async () => {
    const own = await q.overdue(`limit=100&${onDay}`, q.people.seller);
    expect(ids(own.data)).toEqual([mine]);
    expect(await q.countDelayed(onDay, q.people.seller)).toBe(1);
    const theirs = await q.overdue(`limit=100&${onDay}`, seller2);
    expect(ids(theirs.data)).toEqual([colleague]);

    const everyone = await q.overdue(`limit=100&${onDay}`);
    expect(new Set(ids(everyone.data))).toEqual(new Set([mine, colleague]));
    const sellerId = (await q.alloc.orderRow(colleague)).sellerId!;
    const narrowed = await q.overdue(`limit=100&sellerId=${sellerId}&${onDay}`);
    expect(ids(narrowed.data)).toEqual([colleague]);
    expect(await q.countDelayed(`sellerId=${sellerId}&${onDay}`)).toBe(1);
    // A seller's own filter cannot widen its scope.
    const widened = await q.overdue(`limit=100&sellerId=${sellerId}&${onDay}`, q.people.seller);
    expect(widened.totalRows).toBe(0);
  });

  it('counts what the list holds, for every caller and filter', async () => {
    for (const session of [q.people.operation, q.people.seller, q.people.admin, seller2]) {
      for (const query of ['', onDay, `sellerId=${(await q.alloc.orderRow(mine)).sellerId}`]) {
        const list = await q.overdue(`limit=1&${query}`, session);
        expect(await q.countDelayed(query, session), query).toBe(list.totalRows);
      }
    }
  });

  it('answers 403 to roles without ORDER_DELAYED and never shows another tenant', async () => {
    for (const email of ['customer@demo.local', 'degraded@demo.local']) {
      const session = await login(t.app, email);
      for (const url of ['/api/orders/overdue', '/api/orders/count-delay-orders']) {
        const res = await call(t.app, session, { method: 'GET', url });
        expect(res.statusCode, `${email} ${url}`).toBe(403);
      }
    }
    const norte = await login(t.app, 'admin@norte.demo.local', 'norte');
    const list = await q.overdue('limit=100&deliveryDateFrom=2025-01-01&deliveryDateTo=2025-12-31', norte);
    expect(ids(list.data)).not.toContain(mine);
    expect(ids(list.data)).not.toContain(colleague);
    const res = await q.reschedule(mine, { deliveryDate: today() }, norte);
    expect(res.statusCode).toBe(404);
  });
});

describe('the count without a search (from the kept summary of open orders)', () => {
  /** Late orders counted one by one, in plain SQL over the definition. */
  const recount = async (f: { sellers?: string[]; from?: string; to?: string } = {}) => {
    const open = sql.raw(PIPELINE_FILTER_STATUSES.DEFAULT.map((st) => `'${st}'`).join(', '));
    const [row] = await q.alloc.db(async (tx) =>
      rowsOf<{ n: number }>(
        await tx.execute(sql`
          select count(*)::int as n from orders
          where ops_status in (${open}) and coalesce(shipment_due_date, delivery_date) < ${today()}::date
            ${f.sellers ? sql`and seller_id in ${f.sellers}` : sql``}
            ${f.from ? sql`and coalesce(shipment_due_date, delivery_date) between ${f.from}::date and ${f.to}::date` : sql``}`),
      ),
    );
    return row!.n;
  };

  it('answers what counting the orders answers, for every caller, seller and range, before and after a fold', async () => {
    const seller2 = await login(t.app, 'seller2@demo.local');
    const supervisor = await login(t.app, 'customer.service@demo.local');
    const [a, b, c] = [
      await q.alloc.newOrder(itemsOf()),
      await q.alloc.newOrder(itemsOf()),
      await q.alloc.newOrder(itemsOf()),
    ];
    const sellerId = (await q.alloc.orderRow(a)).sellerId!;
    const [colleague] = (await createOrder(t.app, seller2, { paymentTerm: 'CREDIT' })) as [string];
    const colleagueId = (await q.alloc.orderRow(colleague)).sellerId!;
    const RANGE = { from: '2025-05-01', to: '2025-05-31' };
    const check = async (step: string, aIsLate: boolean) => {
      const cases: [Session, string, number][] = [
        [q.people.operation, '', await recount()],
        [q.people.operation, `sellerId=${sellerId}`, await recount({ sellers: [sellerId] })],
        [
          q.people.operation,
          `deliveryDateFrom=${RANGE.from}&deliveryDateTo=${RANGE.to}`,
          await recount(RANGE),
        ],
        [
          q.people.operation,
          `sellerId=${colleagueId}&deliveryDateFrom=${RANGE.from}&deliveryDateTo=${RANGE.to}`,
          await recount({ ...RANGE, sellers: [colleagueId] }),
        ],
        [q.people.seller, '', await recount({ sellers: [sellerId] })],
        [q.people.seller, `sellerId=${colleagueId}`, 0],
        [seller2, '', await recount({ sellers: [colleagueId] })],
      ];
      for (const [session, query, expected] of cases) {
        expect(await q.countDelayed(query, session), `${step}: ${query}`).toBe(expected);
        expect((await q.overdue(`limit=1&${query}`, session)).totalRows, `${step}: list ${query}`).toBe(
          expected,
        );
      }
      // A supervisor's scope is its sellers' ids: the same count as the orders of those sellers.
      const supervised = await q.overdue('limit=1', supervisor);
      expect(await q.countDelayed('', supervisor), step).toBe(supervised.totalRows);
      // A search counts the orders it matches (the summary knows no customers or numbers).
      const byNumber = await q.overdue(`searchParam=${await q.numberOf(a)}`);
      expect(byNumber.totalRows, step).toBe(aIsLate ? 1 : 0);
    };
    await check('before', false);
    expect(await recount(RANGE)).toBe(0);
    await q.dueOn(a, '2025-05-10');
    await q.dueOn(b, '2025-05-12');
    await q.dueOn(c, '2025-05-12');
    await q.dueOn(colleague, '2025-05-20');
    await check('due in May', true);
    expect(await recount(RANGE)).toBe(4);
    // Retained still counts, cancelled and delivered no longer; a pending shipment's date wins.
    await q.alloc.setStatus(b, 'ORDEN_RETENIDA');
    await q.alloc.setStatus(c, 'ORDEN_CANCELADA');
    await q.alloc.db((tx) =>
      tx.update(orders).set({ shipmentDueDate: today() }).where(eq(orders.id, colleague)),
    );
    await check('changed', true);
    expect(await recount(RANGE)).toBe(2);
    await q.alloc.db((tx) => foldSummaries(tx, q.tenantId));
    await check('folded', true);
    await q.alloc.db((tx) => tx.update(orders).set({ sellerId: colleagueId }).where(eq(orders.id, b)));
    await check('seller changed after the fold', true);
  });
});

describe('a late order without shipments: its requested date moves', () => {
  it('saves the new date, writes the timeline, bumps the version and leaves the late list', async () => {
    const id = await q.alloc.newOrder(itemsOf());
    const due = q.addDays(today(), -3);
    await q.dueOn(id, due);
    const before = await q.alloc.orderRow(id);
    const countBefore = await q.countDelayed();
    const newDate = q.addDays(today(), 2);
    const res = await q.reschedule(id, { deliveryDate: newDate });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id, deliveryDate: newDate });
    const after = await q.alloc.orderRow(id);
    expect(after).toMatchObject({
      deliveryDate: newDate,
      version: before.version + 1,
      shipmentDueDate: null,
    });
    const history = (await q.alloc.history(id)).filter((h) => h.event === 'deliveryDateChanged');
    expect(history).toHaveLength(1);
    expect(history[0]!.data).toEqual({ deliveryDate: { from: due, to: newDate } });
    expect(history[0]!.userId).toBe(
      (await t.app.ctx.tokens.verifyAccess(q.people.operation.accessToken)).sub,
    );
    expect(
      ids((await q.overdue(`limit=100&deliveryDateFrom=${due}&deliveryDateTo=${due}`)).data),
    ).not.toContain(id);
    expect(await q.countDelayed()).toBe(countBefore - 1);
    // No longer late: a second save is refused.
    const again = await q.reschedule(id, { deliveryDate: newDate });
    expect(again.statusCode).toBe(409);
  });

  it('today is accepted as the new date', async () => {
    const id = await q.alloc.newOrder(itemsOf());
    await q.dueOn(id, OLD_DAY);
    const res = await q.reschedule(id, { deliveryDate: today() });
    expect(res.statusCode, res.body).toBe(200);
    expect((await q.alloc.orderRow(id)).deliveryDate).toBe(today());
  });

  it('validates the date with the form’s texts, in the caller’s language', async () => {
    const id = await q.alloc.newOrder(itemsOf());
    await q.dueOn(id, OLD_DAY);
    const cases: [Record<string, unknown>, string][] = [
      [{}, 'La fecha de entrega es obligatoria'],
      [{ deliveryDate: '' }, 'La fecha de entrega es obligatoria'],
      [{ deliveryDate: q.addDays(today(), -1) }, 'La fecha no puede ser anterior a hoy'],
    ];
    for (const [payload, message] of cases) {
      const res = await q.reschedule(id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().details).toEqual([expect.objectContaining({ path: 'body.deliveryDate', message })]);
    }
    const english = await call(t.app, q.people.operation, {
      method: 'PUT',
      url: `/api/orders/overdue/${id}`,
      payload: {},
      headers: { 'accept-language': 'en' },
    });
    expect(english.statusCode).toBe(400);
    expect(english.json().details[0].message).not.toBe('La fecha de entrega es obligatoria');
    expect((await q.alloc.orderRow(id)).deliveryDate).toBe(OLD_DAY);
  });

  it('is for ORDER_DELAYED write: sellers and finance read the list but may not move dates', async () => {
    const id = await q.alloc.newOrder(itemsOf());
    await q.dueOn(id, OLD_DAY);
    for (const email of [
      'seller@demo.local',
      'finance.credit@demo.local',
      'customer@demo.local',
      'degraded@demo.local',
    ]) {
      const session = await login(t.app, email);
      const res = await q.reschedule(id, { deliveryDate: today() }, session);
      expect(res.statusCode, email).toBe(403);
    }
    for (const email of ['customer.service@demo.local', 'manager.operation@demo.local']) {
      const session = await login(t.app, email);
      const res = await q.reschedule(id, { deliveryDate: q.addDays(today(), 1) }, session);
      expect(res.statusCode, `${email} ${res.body}`).toBe(200);
      await q.dueOn(id, OLD_DAY);
    }
    expect((await q.reschedule(randomUUID(), { deliveryDate: today() })).statusCode).toBe(404);
  });
});

function itemsOf() {
  return [{ productId: q.catalog.productId, packaging: q.catalog.packaging, kg: '1000' }];
}
