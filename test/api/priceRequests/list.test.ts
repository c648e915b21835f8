/**
 * The price-request list on the demo data: each filter, the search, the sort and paging answer
 * exactly the rows the database holds for them; whose requests each role reaches (a seller its own,
 * customer service its sellers' and its own, pricing and tenant-wide roles all); another seller's or
 * another tenant's request is unknown (404); the statuses speak the caller's language.
 */
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PriceRequestList } from '../../../src/domain/priceRequests';
import { call, createTestApp, login, type Session, type TestContext } from '../../helpers/testApp';
import { query, userId } from './fixtures';

let t: TestContext;
let pricing: Session;

beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'error' });
  pricing = await login(t.app, 'manager.operation@demo.local');
});
afterAll(() => t?.close());

const MAIN = sql`p.tenant_id = (select id from tenants where slug = 'main') and p.deleted_at is null`;

/** The ids of main's live requests matching `where`, in `order` (default: newest first). */
async function expected(where: SQL = sql`true`, order: SQL = sql`p.created_at desc, p.id desc`) {
  const rows = await query<{ id: string }>(
    t,
    sql`select p.id from price_requests p join customers c on c.id = p.customer_id join products pr on pr.id = p.product_id
        where ${MAIN} and ${where} order by ${order}`,
  );
  return rows.map((r) => r.id);
}

async function listed(session: Session, params = ''): Promise<PriceRequestList> {
  const res = await call(t.app, session, { method: 'GET', url: `/api/price-requests?limit=100${params}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PriceRequestList>();
}

const ids = (list: PriceRequestList) => list.data.map((r) => r.id);

describe('filters, search, sort and paging', () => {
  it('lists every request of the tenant for pricing, newest first', async () => {
    const all = await expected();
    expect(all.length).toBeGreaterThanOrEqual(20);
    const list = await listed(pricing);
    expect(ids(list)).toEqual(all);
    expect(list).toMatchObject({ totalRows: all.length, page: 1, totalPages: 1 });
  });

  it.each([
    ['status=APPROVED,EXPIRED', sql`p.status in ('APPROVED', 'EXPIRED')`],
    ['status=REQUESTED&status=IN_COSTING', sql`p.status in ('REQUESTED', 'IN_COSTING')`],
    ['requestedByType=CUSTOMER_SERVICE', sql`p.requested_by_type = 'CUSTOMER_SERVICE'`],
    ['requestedByType=SELLER,CUSTOMER', sql`p.requested_by_type in ('SELLER', 'CUSTOMER')`],
    ['deliveryMethod=PICKUP', sql`p.delivery_method = 'PICKUP'`],
    ['paymentTerm=ADVANCE_PAYMENT', sql`p.payment_term = 'ADVANCE_PAYMENT'`],
    ['productReference=bar-api-42,cal-hid-25', sql`pr.reference in ('BAR-API-42', 'CAL-HID-25')`],
  ])('filters %s', async (params, where) => {
    const want = await expected(where);
    expect(want.length).toBeGreaterThan(0);
    expect(want.length).toBeLessThan((await expected()).length);
    expect(ids(await listed(pricing, `&${params}`))).toEqual(want);
  });

  it('filters by customers (a comma-separated list of ids)', async () => {
    const two = await query<{ id: string }>(
      t,
      sql`select distinct p.customer_id as id from price_requests p where ${MAIN} order by 1 limit 2`,
    );
    const want = await expected(sql`p.customer_id in (${two[0]!.id}, ${two[1]!.id})`);
    expect(ids(await listed(pricing, `&customer=${two[0]!.id},${two[1]!.id}`))).toEqual(want);
  });

  it('searches by number (SP-00003 or 3), customer and product', async () => {
    const [third] = await expected(sql`p.number = 3`);
    expect(ids(await listed(pricing, '&searchParam=SP-00003'))).toEqual([third]);
    expect(ids(await listed(pricing, '&searchParam=3')).includes(third!)).toBe(true);
    expect(ids(await listed(pricing, '&searchParam=vallejo'))).toEqual(
      await expected(sql`c.company_name ilike '%vallejo%'`),
    );
    expect(ids(await listed(pricing, '&searchParam=Bentonita'))).toEqual(
      await expected(sql`pr.name ilike '%bentonita%'`),
    );
  });

  it.each([
    ['number:ASC', sql`p.number asc, p.id asc`],
    ['customer:ASC', sql`lower(c.company_name) asc, p.id asc`],
    ['product:DESC', sql`lower(pr.name) desc, p.id desc`],
    ['volumeTons:DESC', sql`p.volume_tons desc, p.id desc`],
    ['status:ASC', sql`p.status asc, p.id asc`],
    ['deliveryWindowFrom:ASC', sql`p.delivery_window_from asc, p.id asc`],
  ])('sorts by %s', async (order, by) => {
    expect(ids(await listed(pricing, `&order=${order}`))).toEqual(await expected(sql`true`, by));
  });

  it('pages with limit and offset', async () => {
    const all = await expected(sql`true`, sql`p.number asc, p.id asc`);
    const res = await call(t.app, pricing, {
      method: 'GET',
      url: '/api/price-requests?order=number:ASC&limit=5&offset=5',
    });
    expect(res.json<PriceRequestList>()).toMatchObject({
      totalRows: all.length,
      page: 2,
      totalPages: Math.ceil(all.length / 5),
    });
    expect(ids(res.json<PriceRequestList>())).toEqual(all.slice(5, 10));
  });

  it('refuses an unknown sort field or status (400, on the field)', async () => {
    const sort = await call(t.app, pricing, { method: 'GET', url: '/api/price-requests?order=price:ASC' });
    expect(sort.statusCode).toBe(400);
    expect(sort.json().details[0].path).toMatch(/^querystring\.order/);
    const status = await call(t.app, pricing, { method: 'GET', url: '/api/price-requests?status=LOST' });
    expect(status.statusCode).toBe(400);
  });
});

describe('whose requests each role reaches', () => {
  it('a seller: those of its sellerhood and those it asked itself, and nothing of another seller', async () => {
    const seller = await login(t.app, 'seller@demo.local');
    const me = await userId(t, 'seller@demo.local');
    const want = await expected(sql`(p.seller_id = ${me} or p.requested_by_id = ${me})`);
    expect(want.length).toBeGreaterThan(0);
    expect(ids(await listed(seller))).toEqual(want);
    const [theirs] = await expected(sql`p.seller_id <> ${me} and p.requested_by_id <> ${me}`);
    const res = await call(t.app, seller, { method: 'GET', url: `/api/price-requests/${theirs}` });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('No se encontró la solicitud de precio');
  });

  it('customer service: its supervised sellers’ and its own', async () => {
    const cs = await login(t.app, 'customer.service@demo.local');
    const me = await userId(t, 'customer.service@demo.local');
    const want = await expected(
      sql`(p.seller_id in (select subordinate_id from user_supervisors where supervisor_id = ${me})
        or p.seller_id = ${me} or p.requested_by_id = ${me})`,
    );
    expect(want.length).toBeGreaterThan(0);
    expect(want.length).toBeLessThan((await expected()).length);
    expect(ids(await listed(cs))).toEqual(want);
    const seller3 = await userId(t, 'seller3@demo.local');
    const [notSupervised] = await expected(sql`p.seller_id = ${seller3}`);
    expect(
      (await call(t.app, cs, { method: 'GET', url: `/api/price-requests/${notSupervised}` })).statusCode,
    ).toBe(404);
  });

  it.each(['manager.seller', 'manager.finance', 'admin'])(
    '%s (pricing, or a tenant-wide role): every request',
    async (role) => {
      const session = await login(t.app, `${role}@demo.local`);
      expect(ids(await listed(session))).toEqual(await expected());
    },
  );

  it('a role without PRICE_REQUEST_LIST gets 403', async () => {
    const operation = await login(t.app, 'operation@demo.local');
    expect((await call(t.app, operation, { method: 'GET', url: '/api/price-requests' })).statusCode).toBe(
      403,
    );
  });

  it('another tenant’s request is unknown (404) and never listed', async () => {
    const norte = await login(t.app, 'manager.operation@norte.demo.local', 'norte');
    const [mainRequest] = await expected();
    const res = await call(t.app, norte, { method: 'GET', url: `/api/price-requests/${mainRequest}` });
    expect(res.statusCode).toBe(404);
    const norteList = await listed(norte);
    expect(norteList.totalRows).toBeGreaterThan(0);
    expect(ids(norteList).some((id) => id === mainRequest)).toBe(false);
    for (const action of ['costs']) {
      const r = await call(t.app, norte, {
        method: 'GET',
        url: `/api/price-requests/${mainRequest}/${action}`,
      });
      expect(r.statusCode).toBe(404);
    }
    const approve = await call(t.app, norte, {
      method: 'PUT',
      url: `/api/price-requests/${mainRequest}/reject`,
      payload: { reason: 'Intento ajeno', version: 1 },
    });
    expect(approve.statusCode).toBe(404);
  });
});

describe('statuses', () => {
  it('are named in the caller’s language', async () => {
    const es = await call(t.app, pricing, { method: 'GET', url: '/api/price-request-statuses' });
    expect(es.json()).toEqual({
      data: [
        { id: 'REQUESTED', name: 'Solicitada' },
        { id: 'IN_COSTING', name: 'En costeo' },
        { id: 'QUOTED', name: 'Cotizada' },
        { id: 'APPROVED', name: 'Aprobada' },
        { id: 'REJECTED', name: 'Rechazada' },
        { id: 'EXPIRED', name: 'Vencida' },
      ],
    });
    const en = await call(t.app, pricing, {
      method: 'GET',
      url: '/api/price-request-statuses',
      headers: { 'accept-language': 'en' },
    });
    expect(en.json().data.map((s: { name: string }) => s.name)).toEqual([
      'Requested',
      'In costing',
      'Quoted',
      'Approved',
      'Rejected',
      'Expired',
    ]);
  });

  it('the demo holds every status', async () => {
    const statuses = await query<{ status: string }>(
      t,
      sql`select distinct p.status from price_requests p where ${MAIN} order by 1`,
    );
    expect(statuses.map((s) => s.status)).toEqual([
      'APPROVED',
      'EXPIRED',
      'IN_COSTING',
      'QUOTED',
      'REJECTED',
      'REQUESTED',
    ]);
  });
});
