/**
 * Values that must be unique in a tenant, held by the database's unique indexes: twenty requests
 * saving the same value at the same moment give one success and nineteen 409s that say which value
 * is taken, never a 500. On PostgreSQL (DATABASE_URL) the requests really run in parallel over the
 * pool, so each passes the service's "is it taken?" look-up before any has committed; on PGlite
 * they interleave on one connection.
 */

import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../src/server/db/client';
import { call, createTestApp, login, type Session, type TestContext } from '../../helpers/testApp';
import { CONCURRENT, warmUp } from './raceHelpers';

let t: TestContext;
let admin: Session;
let operation: Session;

const q = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await t.database.db.execute(query));

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, 'admin@demo.local');
  operation = await login(t.app, 'operation@demo.local');
  // Every connection of the pool open and every route's code warm: the race starts at once.
  await warmUp(t, admin);
});
afterAll(() => t?.close());

/** `CONCURRENT` requests at once; expects one `okStatus` and the rest 409 with `message`. */
async function race(
  send: (i: number) => Promise<LightMyRequestResponse>,
  okStatus: number,
  message: string,
): Promise<void> {
  const responses = await Promise.all(Array.from({ length: CONCURRENT }, (_, i) => send(i)));
  const statuses = responses.map((r) => r.statusCode);
  expect(
    statuses.filter((s) => s === okStatus),
    JSON.stringify(statuses),
  ).toHaveLength(1);
  for (const r of responses.filter((r) => r.statusCode !== okStatus)) {
    expect(r.statusCode, r.body).toBe(409);
    expect(r.json()).toMatchObject({ statusCode: 409, code: 'CONFLICT', message });
  }
}

const customerBody = (rfc: string, i: number) => ({
  companyName: `Competidora ${i} S.A.`,
  fullName: 'Ana Ruiz',
  rfc,
});

describe(`${CONCURRENT} requests saving the same unique value at once`, () => {
  it('one customer per RFC: one is created, the rest hear the RFC is taken', async () => {
    await race(
      (i) =>
        call(t.app, admin, {
          method: 'POST',
          url: '/api/customers/create_by_admin',
          payload: customerBody('DUP010101AA1', i),
        }),
      201,
      'Ya existe un cliente con el RFC DUP010101AA1',
    );
    const rows = await q<{ n: number }>(
      sql`select count(*)::int as n from customers where rfc = 'DUP010101AA1'`,
    );
    expect(rows[0]!.n).toBe(1);
  });

  it('customers changed to the same RFC at once: one keeps it, the rest hear it is taken (in English too)', async () => {
    const customers: { id: string; version: number }[] = [];
    for (let i = 0; i < CONCURRENT; i++) {
      const res = await call(t.app, admin, {
        method: 'POST',
        url: '/api/customers/create_by_admin',
        payload: customerBody(`UPD0101${String(i + 1).padStart(2, '0')}AA1`, i),
      });
      expect(res.statusCode, res.body).toBe(201);
      customers.push(res.json());
    }
    await race(
      (i) =>
        call(t.app, admin, {
          method: 'PUT',
          url: `/api/customers/${customers[i]!.id}`,
          headers: { 'accept-language': 'en' },
          payload: { version: customers[i]!.version, rfc: 'DUP010101AA2' },
        }),
      200,
      'A customer with RFC DUP010101AA2 already exists',
    );
  });

  it('one product per reference', async () => {
    await race(
      (i) =>
        call(t.app, admin, {
          method: 'POST',
          url: '/api/products',
          payload: { reference: 'DUP-REF-1', name: `Producto ${i}`, packagingTypes: ['BAG'] },
        }),
      201,
      'Ya existe un producto con la referencia DUP-REF-1',
    );
  });

  it('one warehouse per code', async () => {
    await race(
      (i) =>
        call(t.app, operation, {
          method: 'POST',
          url: '/api/warehouses',
          payload: { code: 'DUP1', name: `Patio ${i}`, city: 'El Marqués', state: 'Querétaro' },
        }),
      201,
      'Ya existe un almacén con la clave DUP1',
    );
  });

  it('one user per e-mail', async () => {
    await race(
      () =>
        call(t.app, admin, {
          method: 'POST',
          url: '/api/users',
          payload: { email: 'dup.race@demo.local', firstName: 'Elena', lastName: 'Garza', role: 'seller' },
        }),
      201,
      'Ya existe un usuario con el correo dup.race@demo.local',
    );
  });
});
