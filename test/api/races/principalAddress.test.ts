/**
 * One principal address per type, held by the database: twenty people saving a principal address
 * of one customer at the same moment all succeed and exactly one principal is left (the last one
 * saved wins). On PostgreSQL (DATABASE_URL) the requests really run in parallel over the pool; on
 * PGlite they interleave on one connection.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../src/server/db/client';
import { call, createTestApp, login, type Session, type TestContext } from '../../helpers/testApp';
import { CONCURRENT, warmUp } from './raceHelpers';

let t: TestContext;
let admin: Session;
let zipCodeId: number;

const q = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await t.database.db.execute(query));

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, 'admin@demo.local');
  zipCodeId = (await call(t.app, admin, { method: 'GET', url: '/api/zip-codes/search/76248' })).json()[0].id;
  await warmUp(t, admin);
});
afterAll(() => t?.close());

async function newCustomer(rfc: string): Promise<string> {
  const res = await call(t.app, admin, {
    method: 'POST',
    url: '/api/customers/create_by_admin',
    payload: { companyName: `Carrera ${rfc}`, fullName: 'Ana Ruiz', rfc },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

const address = (customerId: string, over: Record<string, unknown> = {}) => ({
  customerId,
  street: 'Avenida de la Noria',
  extNumber: '118',
  zipCodeId,
  ...over,
});

/** The active principal addresses covering each type. */
async function principals(customerId: string) {
  const rows = await q<{ id: string; address_type: string }>(
    sql`select id, address_type from addresses
        where customer_id = ${customerId} and active and principal_address`,
  );
  const covering = (type: string) => rows.filter((r) => r.address_type === type || r.address_type === 'both');
  return { billing: covering('billing'), shipping: covering('shipping') };
}

describe(`${CONCURRENT} principal addresses saved at once`, () => {
  it('all are created and exactly one principal is left per type', async () => {
    const customerId = await newCustomer('CAR010101AA1');
    const responses = await Promise.all(
      Array.from({ length: CONCURRENT }, (_, i) =>
        call(t.app, admin, {
          method: 'POST',
          url: '/api/addresses',
          payload: address(customerId, { extNumber: String(i + 1), principalAddress: true }),
        }),
      ),
    );
    for (const r of responses) expect(r.statusCode, r.body).toBe(201);
    const [{ n }] = (await q<{ n: number }>(
      sql`select count(*)::int as n from addresses where customer_id = ${customerId}`,
    )) as [{ n: number }];
    expect(n).toBe(CONCURRENT);
    const { billing } = await principals(customerId);
    expect(billing).toHaveLength(1);
  });

  it('addresses of both types made principal at once leave one principal for billing and one for shipping', async () => {
    const customerId = await newCustomer('CAR010101AA2');
    const types = ['billing', 'shipping', 'both'] as const;
    const responses = await Promise.all(
      Array.from({ length: CONCURRENT }, (_, i) =>
        call(t.app, admin, {
          method: 'POST',
          url: '/api/addresses',
          payload: address(customerId, { extNumber: String(i + 1), addressType: types[i % 3] }),
        }),
      ),
    );
    for (const r of responses) expect(r.statusCode, r.body).toBe(201);
    const { billing, shipping } = await principals(customerId);
    expect(billing).toHaveLength(1);
    expect(shipping).toHaveLength(1);
  });

  it('existing addresses made principal at once (PUT) leave exactly one principal', async () => {
    const customerId = await newCustomer('CAR010101AA3');
    const created: { id: string; version: number }[] = [];
    for (let i = 0; i < CONCURRENT; i++) {
      const res = await call(t.app, admin, {
        method: 'POST',
        url: '/api/addresses',
        payload: address(customerId, { extNumber: String(i + 1), principalAddress: false }),
      });
      expect(res.statusCode, res.body).toBe(201);
      created.push(res.json());
    }
    const responses = await Promise.all(
      created.map((a) =>
        call(t.app, admin, {
          method: 'PUT',
          url: `/api/addresses/${a.id}`,
          payload: { version: a.version, principalAddress: true },
        }),
      ),
    );
    for (const r of responses) expect(r.statusCode, r.body).toBe(200);
    const { billing } = await principals(customerId);
    expect(billing).toHaveLength(1);
  });
});
