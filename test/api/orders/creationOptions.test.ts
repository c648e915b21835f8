import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PRICING_VALUES } from '../../../src/domain/pricing';
import { rowsOf } from '../../../src/server/db/client';
import { call, createTestApp, login, type Session, type TestContext } from '../../helpers/testApp';

let t: TestContext;
let seller: Session;
let customer: Session;
let finance: Session;
let norteAdmin: Session;

async function activeWarehouseNames(slug: string): Promise<string[]> {
  const rows = rowsOf<{ name: string }>(
    await t.database.db.execute(
      sql`select w.name from warehouses w join tenants t on t.id = w.tenant_id
          where t.slug = ${slug} and w.active order by w.name, w.code`,
    ),
  );
  return rows.map((r) => r.name);
}

beforeAll(async () => {
  t = await createTestApp();
  seller = await login(t.app, 'seller@demo.local');
  customer = await login(t.app, 'customer@demo.local');
  finance = await login(t.app, 'finance.credit@demo.local');
  norteAdmin = await login(t.app, 'admin@norte.demo.local', 'norte');
});
afterAll(() => t.close());

describe('GET /api/orders/warehouses', () => {
  it("lists the tenant's active warehouses by name, and only the tenant's", async () => {
    const res = await call(t.app, seller, { method: 'GET', url: '/api/orders/warehouses' });
    expect(res.statusCode).toBe(200);
    const names = res.json<{ data: { name: string }[] }>().data.map((w) => w.name);
    expect(names).toEqual(await activeWarehouseNames('main'));
    expect(names.length).toBeGreaterThan(0);
    const norte = await call(t.app, norteAdmin, { method: 'GET', url: '/api/orders/warehouses' });
    expect(norte.json<{ data: { name: string }[] }>().data.map((w) => w.name)).toEqual(
      await activeWarehouseNames('norte'),
    );
  });

  it('leaves out an inactive warehouse', async () => {
    const [first] = rowsOf<{ id: string; name: string }>(
      await t.database.db.execute(
        sql`select w.id, w.name from warehouses w join tenants t on t.id = w.tenant_id
            where t.slug = 'main' order by w.name limit 1`,
      ),
    );
    await t.database.db.execute(sql`update warehouses set active = false where id = ${first!.id}`);
    const res = await call(t.app, seller, { method: 'GET', url: '/api/orders/warehouses' });
    expect(res.json<{ data: { id: string }[] }>().data.map((w) => w.id)).not.toContain(first!.id);
    await t.database.db.execute(sql`update warehouses set active = true where id = ${first!.id}`);
  });

  it('needs a session', async () => {
    const res = await call(t.app, null, { method: 'GET', url: '/api/orders/warehouses' });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/orders/pricing-in-force', () => {
  it('answers the latest version of the default set to whoever may create orders', async () => {
    for (const who of [seller, customer]) {
      const res = await call(t.app, who, { method: 'GET', url: '/api/orders/pricing-in-force' });
      expect(res.statusCode).toBe(200);
      const body = res.json<{ version: number; values: typeof DEFAULT_PRICING_VALUES }>();
      expect(body.version).toBe(1);
      expect(body.values.exchangeRateUsdMxn).toBe(DEFAULT_PRICING_VALUES.exchangeRateUsdMxn);
      expect(body.values.handlingPerTon.BAG).toBe(DEFAULT_PRICING_VALUES.handlingPerTon.BAG);
    }
  });

  it('follows a new version of the set', async () => {
    const admin = await login(t.app, 'admin@demo.local');
    const sets = await call(t.app, admin, { method: 'GET', url: '/api/pricing-parameters' });
    const setId = sets
      .json<{ data: { id: string; name: string }[] }>()
      .data.find((s) => s.name === 'default')!.id;
    const patch = await call(t.app, admin, {
      method: 'PATCH',
      url: `/api/pricing-parameters/${setId}`,
      payload: { version: 1, values: { exchangeRateUsdMxn: '19.25' } },
    });
    expect(patch.statusCode).toBe(200);
    const res = await call(t.app, seller, { method: 'GET', url: '/api/orders/pricing-in-force' });
    expect(res.json()).toMatchObject({ setId, version: 2, values: { exchangeRateUsdMxn: '19.25' } });
  });

  it('is refused without CREATE_ORDER', async () => {
    const res = await call(t.app, finance, { method: 'GET', url: '/api/orders/pricing-in-force' });
    expect(res.statusCode).toBe(403);
  });
});
