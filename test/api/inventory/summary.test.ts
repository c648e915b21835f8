import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../src/server/db/client';
import { call, createTestApp, login, type Session, type TestContext } from '../../helpers/testApp';
import { createLot, createWarehouse, mainProduct, type ProductRef } from './fixtures';

let t: TestContext;
let operation: Session;
let seller: Session;
let customerUser: Session;
let product: ProductRef;
let customer: { id: string; region_id: string; region: string };
let home: { id: string; code: string };
let away: { id: string; code: string };
let closed: { id: string; code: string };
let ownCustomerId: string;

interface SummaryRow {
  productId: string;
  packagingType: string;
  warehouse: { id: string; code: string; name: string };
  region: { id: string; name: string } | null;
  availableTons: string;
  lots: number;
}
interface Summary {
  region: { id: string; name: string } | null;
  inRegion: SummaryRow[];
  elsewhere: SummaryRow[];
}

const summary = async (session: Session, query: string) => {
  const res = await call(t.app, session, { method: 'GET', url: `/api/inventory/summary?${query}` });
  return { status: res.statusCode, body: res.json<Summary>() };
};

/** Only the rows of this file's warehouses (other stock may exist), as comparable tuples. */
const mine = (rows: SummaryRow[]) =>
  rows
    .filter((r) => [home.id, away.id, closed.id].includes(r.warehouse.id))
    .map((r) => [r.warehouse.code, r.packagingType, r.availableTons, r.lots]);

beforeAll(async () => {
  t = await createTestApp();
  operation = await login(t.app, 'operation@demo.local');
  seller = await login(t.app, 'seller@demo.local');
  customerUser = await login(t.app, 'customer@demo.local');
  product = await mainProduct(t);
  [customer] = rowsOf<{ id: string; region_id: string; region: string }>(
    await t.database.db.execute(
      sql`select c.id, c.region_id, r.name as region from customers c join regions r on r.id = c.region_id
          join users s on s.id = c.seller_id where s.email = 'seller@demo.local' order by c.company_name limit 1`,
    ),
  ) as [typeof customer];
  const other = rowsOf<{ id: string }>(
    await t.database.db.execute(
      sql`select r.id from regions r join tenants t on t.id = r.tenant_id
          where t.slug = 'main' and r.id <> ${customer.region_id} limit 1`,
    ),
  )[0]!;
  home = await createWarehouse(t, operation, { regionId: customer.region_id });
  away = await createWarehouse(t, operation, { regionId: other.id });
  closed = await createWarehouse(t, operation, { regionId: customer.region_id });
  await createLot(t, operation, product.id, home.id, { quantity: '1500', packingType: 'BAG' });
  await createLot(t, operation, product.id, home.id, { quantity: '250.5', packingType: 'BAG' });
  await createLot(t, operation, product.id, home.id, { quantity: '30000', packingType: 'BULK' });
  await createLot(t, operation, product.id, away.id, { quantity: '2000', packingType: 'BAG' });
  const empty = await createLot(t, operation, product.id, away.id, { quantity: '10', packingType: 'BULK' });
  await call(t.app, operation, {
    method: 'POST',
    url: `/api/inventory/${empty.id}/adjustments`,
    payload: { quantityKg: '-10', reason: 'COUNT', version: 1 },
  });
  await createLot(t, operation, product.id, closed.id, { quantity: '700' });
  await call(t.app, operation, {
    method: 'PUT',
    url: `/api/warehouses/${closed.id}`,
    payload: { version: 1, active: false },
  });
  ownCustomerId = rowsOf<{ customer_id: string }>(
    await t.database.db.execute(sql`select customer_id from users where email = 'customer@demo.local'`),
  )[0]!.customer_id;
});
afterAll(() => t.close());

describe('GET /api/inventory/summary', () => {
  it("splits available tons into the customer's region and elsewhere (active warehouses, stock > 0)", async () => {
    const { status, body } = await summary(seller, `customerId=${customer.id}&productId=${product.id}`);
    expect(status).toBe(200);
    expect(body.region).toEqual({ id: customer.region_id, name: customer.region });
    expect(mine(body.inRegion)).toEqual([
      [home.code, 'BAG', '1.751', 2],
      [home.code, 'BULK', '30.000', 1],
    ]);
    expect(mine(body.elsewhere)).toEqual([[away.code, 'BAG', '2.000', 1]]);
    expect(body.inRegion.every((r) => r.region?.id === customer.region_id)).toBe(true);
    expect(body.elsewhere.every((r) => r.region?.id !== customer.region_id)).toBe(true);
  });

  it('without a customer puts everything elsewhere and names no region', async () => {
    const { status, body } = await summary(operation, `productId=${product.id}`);
    expect(status).toBe(200);
    expect(body.region).toBeNull();
    expect(body.inRegion).toEqual([]);
    expect(mine(body.elsewhere)).toEqual(
      expect.arrayContaining([
        [home.code, 'BAG', '1.751', 2],
        [home.code, 'BULK', '30.000', 1],
        [away.code, 'BAG', '2.000', 1],
      ]),
    );
    expect(mine(body.elsewhere)).toHaveLength(3);
  });

  it('filters by packaging', async () => {
    const { body } = await summary(operation, `productId=${product.id}&packagingType=BULK`);
    expect(mine(body.elsewhere)).toEqual([[home.code, 'BULK', '30.000', 1]]);
  });

  it('answers 404 for a customer the caller may not reach', async () => {
    const norte = rowsOf<{ id: string }>(
      await t.database.db.execute(
        sql`select c.id from customers c join tenants t on t.id = c.tenant_id where t.slug = 'norte' limit 1`,
      ),
    )[0]!;
    const res = await summary(operation, `customerId=${norte.id}`);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ message: 'No se encontró el cliente' });
    const stranger = rowsOf<{ id: string }>(
      await t.database.db.execute(
        sql`select c.id from customers c join tenants t on t.id = c.tenant_id
            where t.slug = 'main' and c.id <> ${ownCustomerId} limit 1`,
      ),
    )[0]!;
    // A seller reaches only its own customers; the customer's portal reads no stock at all.
    const othersCustomer = rowsOf<{ id: string }>(
      await t.database.db.execute(
        sql`select c.id from customers c join tenants t on t.id = c.tenant_id
            join users u on u.id = c.seller_id
            where t.slug = 'main' and u.email <> 'seller@demo.local' limit 1`,
      ),
    )[0]!;
    expect((await summary(seller, `customerId=${othersCustomer.id}`)).status).toBe(404);
    expect((await summary(customerUser, `customerId=${stranger.id}`)).status).toBe(403);
    expect((await summary(customerUser, `customerId=${ownCustomerId}`)).status).toBe(403);
  });
});
