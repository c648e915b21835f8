/**
 * The home's pipeline card (`GET /api/orders/count-by-status-with-tons`): every step's count and
 * tons equal a recount in plain SQL over the same orders (the demo tenant's, plus orders staged in
 * March 2031, a month no demo order uses), whoever asks and whatever the filters; a seller, customer
 * service and admin each count their own scope; another tenant's orders never count; bad filters
 * answer 400 in the caller's language; the customer portal is refused.
 */
import { Decimal } from 'decimal.js';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../src/server/db/client';
import { call, createTestApp, login, type Session, type TestContext } from '../../helpers/testApp';
import { insertListOrder, type ListOrderSpec } from '../orders/listFixtures';

let t: TestContext;
let admin: Session;

interface Stat {
  label: string;
  count: number;
  totalQuantityTons: number;
}

/** Each step's statuses, written out as the lifecycle table gives them (not read from the code under test). */
const STEPS: [string, SQL][] = [
  ['DEFAULT', sql`ops_status not in ('ORDEN_ENTREGADA', 'PAGADO', 'ORDEN_CANCELADA')`],
  ['CREATED', sql`ops_status in ('ORDEN_CREADA', 'EFIRMA_CLIENTE', 'ORDEN_RETENIDA')`],
  ['ASSIGNINVENTORY', sql`ops_status = 'APROBADO_POR_FINANZAS'`],
  ['MATERIALALLOCATED', sql`ops_status = 'MATERIAL_ASIGNADO'`],
  ['SCHEDULERORDER', sql`ops_status = 'EMBARCADO/PROGRAMADO'`],
  ['TRANSPORTASSIGN', sql`ops_status = 'TRANSPORTE_ASIGNADO'`],
  ['INVOICED', sql`ops_status = 'FACTURADO'`],
];

const MAIN = sql`(select id from tenants where slug = 'main')`;
const userId = (email: string) => sql`(select id from users where email = ${email})`;

/** The same question in plain SQL, one statement per step, on main's orders matching `where`. */
async function recount(where: SQL = sql`true`): Promise<Stat[]> {
  const out: Stat[] = [];
  for (const [label, inStep] of STEPS) {
    const [row] = rowsOf<{ count: number; kg: string }>(
      await t.database.db.execute(sql`
        select count(*)::int as count, coalesce(sum(total_kg), 0)::text as kg
        from orders where tenant_id = ${MAIN} and ${inStep} and ${where}`),
    );
    // Tons as the API rounds them: half up to 3 decimals, exactly (79.5505 t is 79.551).
    const tons = new Decimal(row!.kg).dividedBy(1000).toDecimalPlaces(3, Decimal.ROUND_HALF_UP).toNumber();
    out.push({ label, count: Number(row!.count), totalQuantityTons: tons });
  }
  return out;
}

const pipeline = async (session: Session, query = '', lang = 'es') =>
  call(t.app, session, {
    method: 'GET',
    url: `/api/orders/count-by-status-with-tons${query ? `?${query}` : ''}`,
    headers: { 'accept-language': lang },
  });

async function counts(session: Session, query = ''): Promise<Stat[]> {
  const res = await pipeline(session, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Stat[]>();
}

/** Counts and tons (to the API's 3 decimals) exact. */
function expectSame(actual: Stat[], expected: Stat[]) {
  expect(actual.map((s) => [s.label, s.count])).toEqual(expected.map((s) => [s.label, s.count]));
  actual.forEach((s, i) => {
    expect(s.totalQuantityTons, s.label).toBe(expected[i]!.totalQuantityTons);
  });
}

const byLabel = (stats: Stat[]) => Object.fromEntries(stats.map((s) => [s.label, s]));

const spec = (number: number, over: Partial<ListOrderSpec>): ListOrderSpec => ({
  number,
  rfc: 'CIQ0807145G3',
  sellerEmail: 'seller@demo.local',
  status: 'ORDEN_CREADA',
  deliveryDate: '2031-03-02',
  totalKg: '1000.000',
  total: '100.00',
  totalUsd: '100.00',
  products: 'Cal hidratada',
  createdAt: '2031-01-02T15:00:00Z',
  ...over,
});

/** March 2031: the only orders of that month, one per case. */
const MARCH = 'deliveryDateFrom=2031-03-01&deliveryDateTo=2031-03-31';
const STAGED: ListOrderSpec[] = [
  spec(900001, { status: 'ORDEN_CREADA', deliveryDate: '2031-03-02', totalKg: '1500.500' }),
  spec(900002, {
    status: 'FACTURADO',
    sellerEmail: 'seller2@demo.local',
    deliveryDate: '2031-03-10',
    totalKg: '2250.000',
  }),
  spec(900003, {
    status: 'MATERIAL_ASIGNADO',
    sellerEmail: 'seller3@demo.local',
    deliveryDate: '2031-03-05',
    totalKg: '10000.000',
  }),
  spec(900004, { status: 'ORDEN_ENTREGADA', deliveryDate: '2031-03-03', totalKg: '7000.000' }),
  spec(900005, { status: 'ORDEN_CANCELADA', deliveryDate: '2031-03-04', totalKg: '8000.000' }),
  spec(900006, {
    status: 'ORDEN_RETENIDA',
    sellerEmail: 'seller2@demo.local',
    deliveryDate: '2031-03-20',
    totalKg: '333.333',
  }),
  // Another tenant's order in the same month, heavy enough to show if it were ever counted.
  spec(900007, {
    tenant: 'norte',
    rfc: 'APR0703129K1',
    sellerEmail: 'seller@norte.demo.local',
    status: 'ORDEN_CREADA',
    deliveryDate: '2031-03-02',
    totalKg: '99000.000',
  }),
];

beforeAll(async () => {
  t = await createTestApp();
  for (const order of STAGED) await insertListOrder(t, order);
  admin = await login(t.app, 'admin@demo.local');
});
afterAll(() => t?.close());

describe('GET /api/orders/count-by-status-with-tons', () => {
  it('answers the seven steps in order, each equal to a recount of the tenant’s orders', async () => {
    const stats = await counts(admin);
    expect(stats.map((s) => s.label)).toEqual(STEPS.map(([label]) => label));
    expectSame(stats, await recount());
    // The demo tenant has orders in several steps: the recount is not of nothing.
    expect(stats.filter((s) => s.count > 0).length).toBeGreaterThan(3);
  });

  it('narrows to the delivery date range, counting only open orders under Open', async () => {
    const march = byLabel(await counts(admin, MARCH));
    expect(march.DEFAULT).toEqual({ label: 'DEFAULT', count: 4, totalQuantityTons: 14.084 });
    expect(march.CREATED).toEqual({ label: 'CREATED', count: 2, totalQuantityTons: 1.834 });
    expect(march.MATERIALALLOCATED).toMatchObject({ count: 1, totalQuantityTons: 10 });
    expect(march.INVOICED).toMatchObject({ count: 1, totalQuantityTons: 2.25 });
    expect(march.ASSIGNINVENTORY).toMatchObject({ count: 0, totalQuantityTons: 0 });
    expectSame(Object.values(march), await recount(sql`delivery_date between '2031-03-01' and '2031-03-31'`));

    const firstDays = byLabel(await counts(admin, 'deliveryDateFrom=2031-03-01&deliveryDateTo=2031-03-05'));
    expect(firstDays.DEFAULT).toMatchObject({ count: 2, totalQuantityTons: 11.501 });
    // A lone end narrows nothing (as every list): the whole tenant again.
    expectSame(await counts(admin, 'deliveryDateFrom=2031-03-01'), await recount());
  });

  it('never counts another tenant’s orders, and counts them for that tenant', async () => {
    const march = byLabel(await counts(admin, MARCH));
    expect(march.CREATED!.totalQuantityTons).toBeLessThan(99);
    const norte = await login(t.app, 'admin@norte.demo.local', 'norte');
    const theirs = byLabel(await counts(norte, MARCH));
    expect(theirs.CREATED).toMatchObject({ count: 1, totalQuantityTons: 99 });
    expect(theirs.DEFAULT).toMatchObject({ count: 1, totalQuantityTons: 99 });
  });

  it('gives a seller its own orders only, whatever seller it names', async () => {
    const seller = await login(t.app, 'seller@demo.local');
    const own = sql`seller_id = ${userId('seller@demo.local')}`;
    expectSame(await counts(seller), await recount(own));
    expect(byLabel(await counts(seller, MARCH)).DEFAULT).toMatchObject({
      count: 1,
      totalQuantityTons: 1.501,
    });
    const [other] = rowsOf<{ id: string }>(
      await t.database.db.execute(sql`select id from users where email = 'seller2@demo.local'`),
    );
    const aimed = await counts(seller, `sellerId=${other!.id}`);
    expect(aimed.every((s) => s.count === 0 && s.totalQuantityTons === 0)).toBe(true);
  });

  it('narrows admin to the seller it names', async () => {
    const [seller2] = rowsOf<{ id: string }>(
      await t.database.db.execute(sql`select id from users where email = 'seller2@demo.local'`),
    );
    const narrowed = await counts(admin, `sellerId=${seller2!.id}`);
    expectSame(narrowed, await recount(sql`seller_id = ${seller2!.id}`));
    const march = byLabel(await counts(admin, `sellerId=${seller2!.id}&${MARCH}`));
    expect(march.DEFAULT).toMatchObject({ count: 2, totalQuantityTons: 2.583 });
    expect(march.INVOICED).toMatchObject({ count: 1 });
    expect(march.CREATED).toMatchObject({ count: 1, totalQuantityTons: 0.333 });
  });

  it('gives customer service the orders of the sellers it supervises', async () => {
    const service = await login(t.app, 'customer.service@demo.local');
    const me = userId('customer.service@demo.local');
    const team = sql`(seller_id = ${me} or seller_id in (select subordinate_id from user_supervisors where supervisor_id = ${me}))`;
    expectSame(await counts(service), await recount(team));
    // seller3's order (material assigned) is not its team's.
    const march = byLabel(await counts(service, MARCH));
    expect(march.DEFAULT).toMatchObject({ count: 3, totalQuantityTons: 4.084 });
    expect(march.MATERIALALLOCATED).toMatchObject({ count: 0 });
  });

  it('counts each step as the order list lists it (statusTab = the step’s label)', async () => {
    const [seller] = rowsOf<{ id: string }>(
      await t.database.db.execute(sql`select id from users where email = 'seller@demo.local'`),
    );
    for (const query of ['', `sellers=${seller!.id}`]) {
      const stats = await counts(admin, query.replace('sellers=', 'sellerId='));
      for (const stat of stats) {
        const res = await call(t.app, admin, {
          method: 'GET',
          url: `/api/orders?statusTab=${stat.label}&limit=1${query ? `&${query}` : ''}`,
        });
        expect(res.json<{ totalRows: number }>().totalRows, `${stat.label} ${query}`).toBe(stat.count);
      }
    }
  });

  it('refuses a range that ends before it starts, in the caller’s language', async () => {
    const query = 'deliveryDateFrom=2031-03-20&deliveryDateTo=2031-03-01';
    const es = await pipeline(admin, query);
    expect(es.statusCode).toBe(400);
    expect(es.json().details).toEqual([
      {
        path: 'querystring.deliveryDateTo',
        key: 'orders.list.dateRangeOrder',
        message: 'La fecha final de entrega no puede ser anterior a la inicial',
      },
    ]);
    const en = await pipeline(admin, query, 'en');
    expect(en.statusCode).toBe(400);
    expect(en.json().details[0].message).toBe('The delivery end date cannot be before the start date');
  });

  it('refuses a seller that is not an id and a day that is not a date', async () => {
    const uuid = await pipeline(admin, 'sellerId=abc');
    expect(uuid.statusCode).toBe(400);
    expect(uuid.json().details[0]).toMatchObject({
      path: 'querystring.sellerId',
      message: 'El identificador no es válido',
    });
    const date = await pipeline(admin, 'deliveryDateFrom=01/03/2031&deliveryDateTo=2031-03-31', 'en');
    expect(date.statusCode).toBe(400);
    expect(date.json().details[0]).toMatchObject({ path: 'querystring.deliveryDateFrom' });
  });

  it('refuses the customer portal, which holds the home’s key for its own home only', async () => {
    const customer = await login(t.app, 'customer@demo.local');
    const res = await pipeline(customer, '', 'en');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Insufficient permissions');
  });
});
