import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../src/server/db/client';
import { createOrder, validOrderPayload } from '../../helpers/orders';
import { call, createTestApp, login, type Session, type TestContext } from '../../helpers/testApp';

let t: TestContext;
let admin: Session;
let seller: Session;

const q = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await t.database.db.execute(query));

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, 'admin@demo.local');
  seller = await login(t.app, 'seller@demo.local');
});
afterAll(() => t.close());

describe('POST /api/orders', () => {
  it('creates an order for a seller and answers its number', async () => {
    const payload = await validOrderPayload(t.app, seller);
    const res = await call(t.app, seller, { method: 'POST', url: '/api/orders', payload });
    expect(res.statusCode, res.body).toBe(201);
    const [created] = res.json().data;
    expect(created.displayNumber).toBe(String(created.number).padStart(6, '0'));
    const ids = await createOrder(t.app, admin);
    expect(ids).toHaveLength(1);
    const rows = await q<{ number: number }>(sql`select number from orders order by number`);
    expect(rows.map((r) => r.number)).toEqual([created.number, created.number + 1]);
  });
});
