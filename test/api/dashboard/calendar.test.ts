/**
 * The home's delivery calendar (`GET /api/orders/dashboard-calendly`): the week's bounds, paging
 * per day with each day's total, whose orders each caller gets (scope, seller filter, tenant),
 * the refusals of bad input in both languages, and who may ask. Each test places its orders on a
 * week of its own far from the demo data's, checked empty first.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, type CalendarResponse, mondayOf, weekDays } from '../../../src/domain/dashboards/calendar';
import { businessDay } from '../../../src/domain/dates';
import { orders } from '../../../src/server/db/schema';
import { inTenant } from '../../../src/server/db/tenantTx';
import { createOrder } from '../../helpers/orders';
import { call, createTestApp, login, type Session, type TestContext } from '../../helpers/testApp';

let t: TestContext;
let admin: Session;
let seller: Session;
let seller2: Session;
let seller3: Session;
let customerService: Session;
let norteAdmin: Session;

const URL = '/api/orders/dashboard-calendly';

beforeAll(async () => {
  t = await createTestApp();
  [admin, seller, seller2, seller3, customerService, norteAdmin] = await Promise.all([
    login(t.app, 'admin@demo.local'),
    login(t.app, 'seller@demo.local'),
    login(t.app, 'seller2@demo.local'),
    login(t.app, 'seller3@demo.local'),
    login(t.app, 'customer.service@demo.local'),
    login(t.app, 'admin@norte.demo.local', 'norte'),
  ]);
});
afterAll(() => t?.close());

const claimsOf = (session: Session) => t.app.ctx.tokens.verifyAccess(session.accessToken);

const ask = (session: Session, query: string, headers: Record<string, string> = {}) =>
  call(t.app, session, { method: 'GET', url: `${URL}?${query}`, headers });

async function week(session: Session, query: string): Promise<CalendarResponse> {
  const res = await ask(session, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<CalendarResponse>();
}

/** An order of the session's (created through the API) with its requested date moved to `day`. */
async function orderOn(session: Session, day: string): Promise<string> {
  const [id] = await createOrder(t.app, session);
  const { tenantId } = await claimsOf(session);
  await inTenant(t.database.db, tenantId, (tx) =>
    tx.update(orders).set({ deliveryDate: day }).where(eq(orders.id, id!)),
  );
  return id!;
}

/** The week's days in order, each holding no order at all for the admin (so the test's are the only ones). */
async function emptyWeek(monday: string, session: Session = admin): Promise<string[]> {
  const before = await week(session, `startDateFilter=${monday}`);
  expect(Object.values(before.totals).every((n) => n === 0)).toBe(true);
  return weekDays(monday);
}

const idsOf = (answer: CalendarResponse, day: string) => answer.data[day]!.map((i) => i.id);
const allIds = (answer: CalendarResponse) =>
  Object.values(answer.data).flatMap((items) => items.map((i) => i.id));

describe('the week', () => {
  it('runs Monday to Sunday: the Sunday before and the Monday after are other weeks', async () => {
    const monday = '2027-03-01';
    const days = await emptyWeek(monday);
    const sundayBefore = await orderOn(seller, addDays(monday, -1));
    const first = await orderOn(seller, monday);
    const last = await orderOn(seller, days[6]!);
    const mondayAfter = await orderOn(seller, addDays(monday, 7));

    const answer = await week(admin, `startDateFilter=${monday}`);
    expect(Object.keys(answer.data)).toEqual(days);
    expect(Object.keys(answer.totals)).toEqual(days);
    expect(idsOf(answer, monday)).toEqual([first]);
    expect(idsOf(answer, days[6]!)).toEqual([last]);
    for (const day of days.slice(1, 6)) expect(answer.data[day]).toEqual([]);
    expect(answer.totals).toEqual(Object.fromEntries(days.map((d, i) => [d, i === 0 || i === 6 ? 1 : 0])));
    expect(answer.hasMoreGlobal).toBe(false);
    expect(allIds(answer)).not.toContain(sundayBefore);
    expect(allIds(answer)).not.toContain(mondayAfter);

    const before = await week(admin, `startDateFilter=${addDays(monday, -7)}`);
    expect(idsOf(before, addDays(monday, -1))).toEqual([sundayBefore]);
    const after = await week(admin, `startDateFilter=${addDays(monday, 7)}`);
    expect(idsOf(after, addDays(monday, 7))).toEqual([mondayAfter]);
  });

  it('gives each delivery its display number, customer and tons', async () => {
    const monday = '2027-05-03';
    await emptyWeek(monday);
    const id = await orderOn(seller, monday);
    const { tenantId } = await claimsOf(seller);
    const row = await inTenant(t.database.db, tenantId, async (tx) => {
      await tx.update(orders).set({ totalKg: '12345.678' }).where(eq(orders.id, id));
      return (await tx.select().from(orders).where(eq(orders.id, id)))[0]!;
    });
    const [item] = (await week(admin, `startDateFilter=${monday}`)).data[monday]!;
    expect(item).toEqual({
      id,
      number: String(row.number).padStart(6, '0'),
      status: 'not-authorized-finance',
      customerName: expect.any(String),
      totalQuantityTons: '12.346',
    });
    expect(item!.customerName.length).toBeGreaterThan(0);

    // With the ERP's number, that one is shown.
    await inTenant(t.database.db, tenantId, (tx) =>
      tx.update(orders).set({ externalId: 'ERP-77' }).where(eq(orders.id, id)),
    );
    expect((await week(admin, `startDateFilter=${monday}`)).data[monday]![0]!.number).toBe('ERP-77');
  });

  it('is this week (Mexico City) when no Monday is given', async () => {
    const answer = await week(admin, '');
    expect(Object.keys(answer.data)).toEqual(weekDays(mondayOf(businessDay())));
  });

  it('leaves cancelled orders out', async () => {
    const monday = '2027-03-15';
    await emptyWeek(monday);
    const kept = await orderOn(seller, monday);
    const cancelled = await orderOn(seller, monday);
    const reasons = (
      await call(t.app, seller, { method: 'GET', url: '/api/orders-incidents/reasons/cancel' })
    ).json<{ id: string; isOther: boolean }[]>();
    const res = await call(t.app, seller, {
      method: 'PUT',
      url: `/api/orders/cancel/${cancelled}`,
      payload: { reasonId: reasons.find((r) => !r.isOther)!.id },
    });
    expect(res.statusCode, res.body).toBe(200);
    const answer = await week(admin, `startDateFilter=${monday}`);
    expect(idsOf(answer, monday)).toEqual([kept]);
    expect(answer.totals[monday]).toBe(1);
  });
});

describe('the home’s delivery range', () => {
  it('keeps the week’s days within the range and empties the others, totals included', async () => {
    const monday = '2027-06-07';
    const days = await emptyWeek(monday);
    const [mon, tue, wed, , , , sun] = days as [string, string, string, string, string, string, string];
    const onMonday = await orderOn(seller, mon);
    const onTuesday = await orderOn(seller, tue);
    const onWednesday = await orderOn(seller, wed);
    const onSunday = await orderOn(seller, sun);

    const ranged = await week(
      admin,
      `startDateFilter=${monday}&deliveryDateFrom=${tue}&deliveryDateTo=${wed}`,
    );
    expect(Object.keys(ranged.data)).toEqual(days);
    expect(allIds(ranged).sort()).toEqual([onTuesday, onWednesday].sort());
    expect(ranged.totals[mon]).toBe(0);
    expect(ranged.totals[tue]).toBe(1);
    expect(ranged.totals[sun]).toBe(0);

    // A range that starts before the week and ends inside it; one that ends before it.
    const into = await week(
      admin,
      `startDateFilter=${monday}&deliveryDateFrom=${addDays(mon, -30)}&deliveryDateTo=${mon}`,
    );
    expect(allIds(into)).toEqual([onMonday]);
    const before = await week(
      admin,
      `startDateFilter=${monday}&deliveryDateFrom=2027-01-01&deliveryDateTo=${addDays(mon, -1)}`,
    );
    expect(allIds(before)).toEqual([]);
    expect(before.hasMoreGlobal).toBe(false);

    // One end alone is no range: the whole week.
    const lone = await week(admin, `startDateFilter=${monday}&deliveryDateFrom=${wed}`);
    expect(allIds(lone).sort()).toEqual([onMonday, onTuesday, onWednesday, onSunday].sort());
  });

  it('refuses a range that ends before it starts, in the user’s language', async () => {
    const res = await ask(admin, 'deliveryDateFrom=2027-06-10&deliveryDateTo=2027-06-01');
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().details).toEqual([
      { path: 'querystring.deliveryDateTo', key: 'orders.list.dateRangeOrder', message: expect.any(String) },
    ]);
    const bad = await ask(admin, 'deliveryDateFrom=10/06/2027&deliveryDateTo=2027-06-11');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].path).toBe('querystring.deliveryDateFrom');
  });
});

describe('paging per day', () => {
  it('gives 5 a day and says more exist; the next page has the rest; totals stay whole', async () => {
    const monday = '2027-03-22';
    const days = await emptyWeek(monday);
    const tuesday = days[1]!;
    const thursday = days[3]!;
    // Created one after another: their numbers ascend, the order a day lists them in.
    const byNumber: string[] = [];
    for (let i = 0; i < 6; i++) byNumber.push(await orderOn(seller, tuesday));
    const single = await orderOn(seller, thursday);

    const first = await week(admin, `startDateFilter=${monday}`);
    expect(idsOf(first, tuesday)).toEqual(byNumber.slice(0, 5));
    expect(idsOf(first, thursday)).toEqual([single]);
    expect(first.hasMoreGlobal).toBe(true);
    expect(first.totals[tuesday]).toBe(6);
    expect(first.totals[thursday]).toBe(1);

    const next = await week(admin, `startDateFilter=${monday}&offsetPerDay=5`);
    expect(idsOf(next, tuesday)).toEqual([byNumber[5]]);
    expect(idsOf(next, thursday)).toEqual([]);
    expect(next.hasMoreGlobal).toBe(false);
    // The totals are the days' own, whatever the page (the day picker counts them).
    expect(next.totals).toEqual(first.totals);

    const threes = await week(admin, `startDateFilter=${monday}&limitPerDay=3&offsetPerDay=3`);
    expect(idsOf(threes, tuesday)).toEqual(byNumber.slice(3));
    expect(threes.hasMoreGlobal).toBe(false);
    expect((await week(admin, `startDateFilter=${monday}&limitPerDay=3`)).hasMoreGlobal).toBe(true);
    expect((await week(admin, `startDateFilter=${monday}&limitPerDay=6`)).hasMoreGlobal).toBe(false);
  });
});

describe('whose orders', () => {
  const monday = '2027-04-05';
  let own: string;
  let of2: string;
  let of3: string;

  beforeAll(async () => {
    await emptyWeek(monday);
    own = await orderOn(seller, monday);
    of2 = await orderOn(seller2, monday);
    of3 = await orderOn(seller3, addDays(monday, 2));
  });

  const sorted = (ids: string[]) => [...ids].sort();

  it('gives a seller its own orders only, and nothing of another seller it names', async () => {
    const mine = await week(seller, `startDateFilter=${monday}`);
    expect(allIds(mine)).toEqual([own]);
    expect(mine.totals[monday]).toBe(1);
    expect(mine.totals[addDays(monday, 2)]).toBe(0);
    const { sub: seller2Id } = await claimsOf(seller2);
    const named = await week(seller, `startDateFilter=${monday}&sellerId=${seller2Id}`);
    expect(allIds(named)).toEqual([]);
    expect(Object.values(named.totals).every((n) => n === 0)).toBe(true);
  });

  it('gives a supervisor its sellers’ orders, and one seller’s when named', async () => {
    const team = await week(customerService, `startDateFilter=${monday}`);
    expect(sorted(allIds(team))).toEqual(sorted([own, of2]));
    const { sub: seller2Id } = await claimsOf(seller2);
    const one = await week(customerService, `startDateFilter=${monday}&sellerId=${seller2Id}`);
    expect(allIds(one)).toEqual([of2]);
    expect(one.totals[monday]).toBe(1);
  });

  it('gives the admin the whole tenant, narrowed by the seller named', async () => {
    const all = await week(admin, `startDateFilter=${monday}`);
    expect(sorted(allIds(all))).toEqual(sorted([own, of2, of3]));
    const { sub: seller3Id } = await claimsOf(seller3);
    const narrowed = await week(admin, `startDateFilter=${monday}&sellerId=${seller3Id}`);
    expect(allIds(narrowed)).toEqual([of3]);
    expect(narrowed.totals[monday]).toBe(0);
  });

  it('never shows or counts another tenant’s orders', async () => {
    const norteOrder = await orderOn(norteAdmin, monday);
    const main = await week(admin, `startDateFilter=${monday}`);
    expect(allIds(main)).not.toContain(norteOrder);
    expect(main.totals[monday]).toBe(2);
    const norte = await week(norteAdmin, `startDateFilter=${monday}`);
    expect(allIds(norte)).toEqual([norteOrder]);
    expect(norte.totals[monday]).toBe(1);
  });
});

describe('refusals', () => {
  const cases: { query: string; path: string; es: string; en: string }[] = [
    {
      query: 'startDateFilter=2027-03-02',
      path: 'querystring.startDateFilter',
      es: 'La semana empieza en lunes: envía la fecha de un lunes (aaaa-mm-dd)',
      en: 'Weeks start on Monday: send the date of a Monday (yyyy-mm-dd)',
    },
    {
      query: 'startDateFilter=2027-02-30',
      path: 'querystring.startDateFilter',
      es: 'Usa una fecha válida',
      en: 'Use a valid date',
    },
    {
      query: 'startDateFilter=01/03/2027',
      path: 'querystring.startDateFilter',
      es: 'Usa una fecha válida',
      en: 'Use a valid date',
    },
    {
      query: 'sellerId=not-a-uuid',
      path: 'querystring.sellerId',
      es: 'El identificador no es válido',
      en: 'The identifier is not valid',
    },
    {
      query: 'limitPerDay=0',
      path: 'querystring.limitPerDay',
      es: 'El valor debe ser como mínimo 1',
      en: 'The value must be at least 1',
    },
    {
      query: 'limitPerDay=1000',
      path: 'querystring.limitPerDay',
      es: 'El valor debe ser como máximo 50',
      en: 'The value must be at most 50',
    },
    {
      query: 'offsetPerDay=-5',
      path: 'querystring.offsetPerDay',
      es: 'El valor debe ser como mínimo 0',
      en: 'The value must be at least 0',
    },
  ];

  it.each(cases)('refuses $query with 400 naming the field, in Spanish and English', async (c) => {
    for (const [headers, message] of [
      [{}, c.es],
      [{ 'accept-language': 'en' }, c.en],
    ] as const) {
      const res = await ask(admin, c.query, headers);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().details).toEqual([{ path: c.path, key: expect.any(String), message }]);
    }
  });
});

describe('who may ask', () => {
  it('refuses the customer portal and a role without permissions (403)', async () => {
    for (const email of ['customer@demo.local', 'degraded@demo.local']) {
      const res = await ask(await login(t.app, email), '');
      expect(res.statusCode, email).toBe(403);
    }
  });

  it('answers every staff role', async () => {
    for (const email of ['operation@demo.local', 'finance.credit@demo.local', 'product.admin@demo.local']) {
      expect((await ask(await login(t.app, email), '')).statusCode, email).toBe(200);
    }
  });

  it('needs a session (401)', async () => {
    const res = await call(t.app, null, { method: 'GET', url: URL });
    expect(res.statusCode).toBe(401);
  });
});
