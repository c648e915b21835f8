import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PIPELINE_FILTER_STATUSES, PIPELINE_FILTERS } from '../../../src/domain/orders/status';
import { createOrder } from '../../helpers/orders';
import { call, createTestApp, login, type Session, type TestContext } from '../../helpers/testApp';
import { clearOrders, insertListOrder, LIST_ORDERS } from './listFixtures';

let t: TestContext;
let admin: Session;

interface Row {
  id: string;
  number: number;
  displayNumber: string;
  customer: { companyName: string; rfc: string };
  seller: { name: string } | null;
  opsStatus: string;
  tons: string;
  totalWithTaxes: string;
  currency: string;
}
interface Answer {
  data: Row[];
  totalRows: number;
  page: number;
  totalPages: number;
  counts: Record<string, number>;
}

const list = async (session: Session, query = '') => {
  const res = await call(t.app, session, { method: 'GET', url: `/api/orders${query ? `?${query}` : ''}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Answer>();
};
const numbers = (answer: Answer) => answer.data.map((r) => r.number).sort((a, b) => a - b);

beforeAll(async () => {
  t = await createTestApp();
  await clearOrders(t);
  for (const spec of LIST_ORDERS) await insertListOrder(t, spec);
  admin = await login(t.app, 'admin@demo.local');
});
afterAll(() => t.close());

describe('GET /api/orders: scope', () => {
  it('gives admin every open order of the tenant with the tab counts in the same answer', async () => {
    const answer = await list(admin);
    expect(numbers(answer)).toEqual([1, 2, 3, 4, 5, 8, 9]);
    expect(answer).toMatchObject({ totalRows: 7, page: 1, totalPages: 1 });
    expect(answer.counts).toEqual({
      ALL: 10,
      DEFAULT: 7,
      CREATED: 2,
      ASSIGNINVENTORY: 1,
      MATERIALALLOCATED: 1,
      SCHEDULERORDER: 1,
      TRANSPORTASSIGN: 1,
      INVOICED: 1,
      DELIVERED: 1,
      PAID: 1,
      CANCELLED: 1,
    });
    const second = answer.data.find((r) => r.number === 2)!;
    expect(second).toMatchObject({
      displayNumber: 'ERP-7781',
      tons: '5.500',
      currency: 'MXN',
      totalWithTaxes: '200000.00',
      seller: { name: 'Carlos Méndez Ruiz' },
      customer: { rfc: 'CIQ0807145G3' },
    });
    expect(answer.data.find((r) => r.number === 3)!.displayNumber).toBe('000003');
  });

  it('gives a seller only their own orders', async () => {
    const seller = await login(t.app, 'seller@demo.local');
    const answer = await list(seller);
    expect(numbers(answer)).toEqual([1, 2, 3, 9]);
    expect(answer.counts.DEFAULT).toBe(4);
    const other = await login(t.app, 'seller2@demo.local');
    expect(numbers(await list(other))).toEqual([4, 5]);
  });

  it('gives customer service the orders of the sellers it supervises', async () => {
    const service = await login(t.app, 'customer.service@demo.local');
    expect(numbers(await list(service))).toEqual([1, 2, 3, 4, 5, 9]);
  });

  it('gives a customer-role user only its company’s orders', async () => {
    const customer = await login(t.app, 'customer@demo.local');
    const answer = await list(customer);
    expect(numbers(answer)).toEqual([1, 2]);
    expect(new Set(answer.data.map((r) => r.customer.rfc))).toEqual(new Set(['CIQ0807145G3']));
  });

  it('keeps tenants apart', async () => {
    const norte = await login(t.app, 'admin@norte.demo.local', 'norte');
    const answer = await list(norte);
    expect(answer.data.map((r) => r.customer.rfc)).toEqual(['APR0703129K1']);
    expect(answer.counts.DEFAULT).toBe(1);
    // A main token sent to the norte tenant is refused outright.
    const res = await call(t.app, admin, { method: 'GET', url: '/api/orders', tenant: 'norte' });
    expect(res.statusCode).toBe(403);
  });

  it('refuses without a session', async () => {
    expect((await call(t.app, null, { method: 'GET', url: '/api/orders' })).statusCode).toBe(401);
  });
});

describe('GET /api/orders: tabs, search, filters, sort, paging', () => {
  it('lists each pipeline tab’s statuses (retained under Created)', async () => {
    expect(numbers(await list(admin, 'statusTab=CREATED'))).toEqual([1, 4]);
    expect(numbers(await list(admin, 'statusTab=ASSIGNINVENTORY'))).toEqual([2]);
    expect(numbers(await list(admin, 'statusTab=MATERIALALLOCATED'))).toEqual([3]);
    expect(numbers(await list(admin, 'statusTab=SCHEDULERORDER'))).toEqual([8]);
    expect(numbers(await list(admin, 'statusTab=TRANSPORTASSIGN'))).toEqual([9]);
    const invoiced = await list(admin, 'statusTab=INVOICED');
    expect(numbers(invoiced)).toEqual([5]);
    expect(invoiced.totalRows).toBe(1);
  });

  it('searches by number (also zero-padded), external id, company and RFC, trimmed and case-insensitive', async () => {
    // Number 3, and every RFC with a 3 in it (CIQ…G3, VNS99063…, PGN13…), open ones only in the open tab.
    expect(numbers(await list(admin, 'statusTab=DEFAULT&searchParam=3'))).toEqual([1, 2, 3, 4, 8]);
    expect(numbers(await list(admin, 'searchParam=%20000003%20'))).toEqual([3]);
    expect(numbers(await list(admin, 'searchParam=erp-77'))).toEqual([2]);
    expect(numbers(await list(admin, `searchParam=${encodeURIComponent('ceRámica')}`))).toEqual([1, 2, 10]);
    expect(numbers(await list(admin, 'searchParam=vns9906'))).toEqual([4]);
    const counts = (await list(admin, 'searchParam=vidriera')).counts;
    expect(counts).toMatchObject({ DEFAULT: 1, CREATED: 1, INVOICED: 0 });
    expect(numbers(await list(admin, 'searchParam=%25'))).toEqual([]);
  });

  it('counts a search’s badges from the rows it matches, an order found by number and by customer once', async () => {
    const seller = await login(t.app, 'seller@demo.local');
    // '3' finds number 3 and every customer with a 3 in its RFC (number 3's own among them or not:
    // either way it counts once); the others by customer, external id, number alone, or nothing.
    for (const session of [admin, seller]) {
      for (const text of ['3', '000003', 'ceRámica', 'erp-77', 'vidriera', '1', 'zzz']) {
        const answer = await list(session, `limit=100&searchParam=${encodeURIComponent(text)}`);
        expect(answer.totalRows, text).toBe(answer.data.length);
        for (const tab of PIPELINE_FILTERS) {
          const statuses: readonly string[] = PIPELINE_FILTER_STATUSES[tab];
          expect(answer.counts[tab], `${text} ${tab}`).toBe(
            answer.data.filter((r) => statuses.includes(r.opsStatus)).length,
          );
        }
      }
    }
  });

  it('filters by sellers, customers, payment method and delivery model, lists comma separated', async () => {
    const [seller2, manager] = await Promise.all(
      ['seller2@demo.local', 'manager.seller@demo.local'].map(async (email) => {
        const session = await login(t.app, email);
        const me = await call(t.app, session, { method: 'GET', url: '/api/auth/profile' });
        return me.json<{ id: string }>().id;
      }),
    );
    expect(numbers(await list(admin, `sellers=${seller2}`))).toEqual([4, 5]);
    expect(numbers(await list(admin, `sellers=${seller2},${manager}`))).toEqual([4, 5, 8]);
    const ciq = await call(t.app, admin, { method: 'GET', url: '/api/customers?searchParam=CIQ0807145G3' });
    const ciqId = ciq.json<{ data: { id: string }[] }>().data[0]!.id;
    expect(numbers(await list(admin, `customers=${ciqId}`))).toEqual([1, 2]);
    expect(numbers(await list(admin, 'paymentTerm=ADVANCE_PAYMENT'))).toEqual([2]);
    expect(numbers(await list(admin, 'deliveryModel=DELIVERY_PARTNER'))).toEqual([2, 4]);
    expect(numbers(await list(admin, 'paymentTerm=CREDIT&deliveryModel=DELIVERY_PARTNER'))).toEqual([4]);
  });

  it('filters by delivery date range only with both ends, and refuses an inverted range', async () => {
    expect(numbers(await list(admin, 'deliveryDateFrom=2030-01-12&deliveryDateTo=2030-01-20'))).toEqual([
      2, 3,
    ]);
    expect(numbers(await list(admin, 'deliveryDateFrom=2030-01-12'))).toHaveLength(7);
    const res = await call(t.app, admin, {
      method: 'GET',
      url: '/api/orders?deliveryDateFrom=2030-01-20&deliveryDateTo=2030-01-12',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([
      {
        path: 'querystring.deliveryDateTo',
        key: 'orders.list.dateRangeOrder',
        message: 'La fecha final de entrega no puede ser anterior a la inicial',
      },
    ]);
  });

  it('sorts by every allowed field in both directions', async () => {
    const order = async (q: string) => (await list(admin, q)).data.map((r) => r.number);
    expect(await order('orderField=total&orderDirection=DESC')).toEqual([3, 1, 2, 8, 5, 9, 4]);
    expect(await order('orderField=tons&orderDirection=ASC')).toEqual([4, 5, 9, 2, 8, 1, 3]);
    expect(await order('orderField=deliveryDate&orderDirection=asc')).toEqual([1, 2, 3, 9, 8, 4, 5]);
    expect(await order('orderField=number&orderDirection=DESC')).toEqual([9, 8, 5, 4, 3, 2, 1]);
    expect(await order('orderField=createdAt&orderDirection=DESC')).toEqual([9, 8, 5, 4, 3, 2, 1]);
    expect((await order('orderField=customer'))[0]).toBe(5); // Agroinsumos first
    // Laura Vega's two orders first, then Carlos Méndez's four.
    const bySeller = await order('orderField=seller&orderDirection=DESC');
    expect(new Set(bySeller.slice(0, 2))).toEqual(new Set([4, 5]));
    expect(new Set(bySeller.slice(-4))).toEqual(new Set([1, 2, 3, 9]));
    expect(await order('orderField=opsStatus')).toEqual([2, 8, 5, 3, 1, 4, 9]);
  });

  it('pages with limit and offset', async () => {
    const page2 = await list(admin, 'limit=2&offset=2&orderField=number');
    expect(page2.data.map((r) => r.number)).toEqual([3, 4]);
    expect(page2).toMatchObject({ totalRows: 7, page: 2, totalPages: 4 });
    const past = await list(admin, 'limit=2&offset=20&orderField=number');
    expect(past.data).toEqual([]);
    expect(past.totalRows).toBe(7);
  });

  it('answers 400 with a message in the user’s language for bad values', async () => {
    const bad = async (query: string, lang = 'es') => {
      const res = await call(t.app, admin, {
        method: 'GET',
        url: `/api/orders?${query}`,
        headers: { 'accept-language': lang },
      });
      expect(res.statusCode, query).toBe(400);
      return res.json<{ details: { path: string; message: string }[] }>().details[0]!;
    };
    expect(await bad('statusTab=OPEN')).toMatchObject({ path: 'querystring.statusTab' });
    expect((await bad('statusTab=OPEN')).message).toMatch(/^Elige una de las opciones/);
    expect(await bad('sellers=abc')).toMatchObject({
      path: 'querystring.sellers.0',
      message: 'El identificador no es válido',
    });
    expect(await bad('orderField=price')).toMatchObject({ path: 'querystring.orderField' });
    expect(await bad('limit=0')).toMatchObject({ path: 'querystring.limit' });
    expect(await bad('limit=500')).toMatchObject({ path: 'querystring.limit' });
    expect(await bad('deliveryDateFrom=31/01/2030')).toMatchObject({ path: 'querystring.deliveryDateFrom' });
    expect(await bad('paymentTerm=CASH', 'en')).toMatchObject({
      message: expect.stringMatching(/^Choose one/),
    });
  });
});

describe('GET /api/orders: closed orders', () => {
  it('lists every order under All, and delivered, paid and cancelled orders under their own tabs', async () => {
    const all = await list(admin, 'statusTab=ALL');
    expect(numbers(all)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(all.totalRows).toBe(10);
    expect(numbers(await list(admin, 'statusTab=DELIVERED'))).toEqual([6]);
    expect(numbers(await list(admin, 'statusTab=PAID'))).toEqual([10]);
    const cancelled = await list(admin, 'statusTab=CANCELLED');
    expect(numbers(cancelled)).toEqual([7]);
    expect(cancelled.data[0]!.opsStatus).toBe('ORDEN_CANCELADA');
  });

  it('keeps the closed tabs within the caller’s scope', async () => {
    const seller = await login(t.app, 'seller@demo.local');
    const answer = await list(seller, 'statusTab=ALL');
    expect(numbers(answer)).toEqual([1, 2, 3, 9, 10]);
    expect(answer.counts).toMatchObject({ ALL: 5, DEFAULT: 4, PAID: 1, DELIVERED: 0, CANCELLED: 0 });
    const customer = await login(t.app, 'customer@demo.local');
    expect(numbers(await list(customer, 'statusTab=ALL'))).toEqual([1, 2, 10]);
  });

  it('finds an order by number or customer whatever its state when no tab is asked, with the tab it is in', async () => {
    const delivered = await list(admin, 'searchParam=000006');
    expect(numbers(delivered)).toEqual([6]);
    expect(delivered.data[0]!.opsStatus).toBe('ORDEN_ENTREGADA');
    expect(delivered.counts).toMatchObject({ ALL: 1, DEFAULT: 0, DELIVERED: 1, PAID: 0, CANCELLED: 0 });
    const cancelled = await list(admin, 'searchParam=%237');
    expect(numbers(cancelled)).toEqual([7]);
    expect(cancelled.counts).toMatchObject({ ALL: 1, CANCELLED: 1 });
    // Cerámica Industrial de Querétaro: two open orders and a paid one.
    const byCustomer = await list(admin, `searchParam=${encodeURIComponent('cerámica industrial')}`);
    expect(numbers(byCustomer)).toEqual([1, 2, 10]);
    expect(byCustomer.counts).toMatchObject({ ALL: 3, DEFAULT: 2, PAID: 1 });
    // Every RFC with a 3 in it, closed orders included (FAG…3C5 is cancelled, CIQ…G3 has a paid one).
    expect(numbers(await list(admin, 'searchParam=3'))).toEqual([1, 2, 3, 4, 7, 8, 10]);
    // Without a search the open tab stays the default.
    expect(numbers(await list(admin))).toEqual([1, 2, 3, 4, 5, 8, 9]);
  });

  it('exports the closed tab asked for', async () => {
    const res = await call(t.app, admin, {
      method: 'GET',
      url: '/api/orders/export-data?format=csv&columns=number&statusTab=CANCELLED',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.rawPayload.subarray(3).toString('utf8').split('\r\n')).toEqual([
      'Número de orden',
      '000007',
      '',
    ]);
  });
});

describe('GET /api/orders with orders made through the creation API', () => {
  it('lists a new order at once under Open and Created, found by its number, for its seller and admin', async () => {
    const seller = await login(t.app, 'seller@demo.local');
    const [id] = await createOrder(t.app, seller);
    const created = (await list(admin, 'limit=100')).data.find((r) => r.id === id)!;
    expect(created).toMatchObject({ opsStatus: 'ORDEN_CREADA', tons: '1.000', currency: 'USD' });
    const bySearch = await list(seller, `searchParam=${created.displayNumber}`);
    expect(bySearch.data.map((r) => r.id)).toContain(id);
    expect(bySearch.counts.CREATED).toBeGreaterThanOrEqual(1);
    const before = (await list(admin)).counts;
    await createOrder(t.app, seller);
    const after = (await list(admin)).counts;
    expect(after.DEFAULT).toBe(before.DEFAULT! + 1);
    expect(after.CREATED).toBe(before.CREATED! + 1);
  });
});
