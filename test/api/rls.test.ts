/** Row-level security itself, below the API: the request role sees and writes only its tenant. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/server/db/client';
import { users } from '../../src/server/db/schema';
import { inTenant } from '../../src/server/db/tenantTx';
import { createTestApp, type TestContext } from '../helpers/testApp';

let t: TestContext;
let mainId: string;
let norteId: string;
beforeAll(async () => {
  t = await createTestApp();
  const rows = rowsOf<{ id: string; slug: string }>(
    await t.database.db.execute(sql`select id, slug from tenants`),
  );
  mainId = rows.find((r) => r.slug === 'main')!.id;
  norteId = rows.find((r) => r.slug === 'norte')!.id;
});
afterAll(() => t.close());

describe('row-level security', () => {
  it('a query without any tenant condition sees only the current tenant', async () => {
    const emails = await inTenant(t.database.db, norteId, async (tx) =>
      (await tx.select({ email: users.email }).from(users)).map((u) => u.email),
    );
    expect(emails.length).toBeGreaterThan(0);
    expect(emails.every((e) => e.endsWith('@norte.demo.local'))).toBe(true);
    const tenants = await inTenant(t.database.db, norteId, async (tx) =>
      rowsOf<{ slug: string }>(await tx.execute(sql`select slug from tenants`)),
    );
    expect(tenants).toEqual([{ slug: 'norte' }]);
  });

  it('refuses writing a row into another tenant', async () => {
    await expect(
      inTenant(t.database.db, norteId, (tx) =>
        tx.execute(sql`insert into regions (tenant_id, name) values (${mainId}, 'Intrusa')`),
      ),
    ).rejects.toThrow();
    const count = rowsOf<{ n: number }>(
      await t.database.db.execute(sql`select count(*)::int as n from regions where name = 'Intrusa'`),
    );
    expect(count[0]?.n).toBe(0);
  });

  it('cannot update or delete another tenant’s rows, even by id', async () => {
    const [mainUser] = rowsOf<{ id: string }>(
      await t.database.db.execute(sql`select id from users where email = 'admin@demo.local'`),
    );
    const updated = await inTenant(t.database.db, norteId, async (tx) =>
      rowsOf(
        await tx.execute(sql`update users set first_name = 'Hacked' where id = ${mainUser!.id} returning id`),
      ),
    );
    expect(updated).toEqual([]);
    const deleted = await inTenant(t.database.db, norteId, async (tx) =>
      rowsOf(await tx.execute(sql`delete from customers returning id`)),
    ).catch(() => []);
    const mainCustomers = rowsOf<{ n: number }>(
      await t.database.db.execute(sql`select count(*)::int as n from customers where tenant_id = ${mainId}`),
    );
    expect(mainCustomers[0]?.n).toBe(8);
    expect(Array.isArray(deleted)).toBe(true);
  });

  it('keeps shared reference data read-only for requests', async () => {
    await expect(
      inTenant(t.database.db, mainId, (tx) =>
        tx.execute(
          sql`insert into countries (code, name_es, name_en, area_code, emoji) values ('XX','X','X','+0','x')`,
        ),
      ),
    ).rejects.toThrow();
    const zips = await inTenant(t.database.db, mainId, async (tx) =>
      rowsOf(await tx.execute(sql`select 1 from zip_codes limit 1`)),
    );
    expect(zips).toHaveLength(1);
  });

  it('sees nothing at all without a tenant set', async () => {
    const rows = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('role', 'app_user', true)`);
      return rowsOf(await tx.execute(sql`select id from users`));
    });
    expect(rows).toEqual([]);
  });

  it('every table with tenant_id forces row-level security', async () => {
    const rows = rowsOf<{ relname: string; forced: boolean; enabled: boolean }>(
      await t.database.db.execute(sql`
        select c.relname, c.relforcerowsecurity as forced, c.relrowsecurity as enabled
        from pg_class c join pg_attribute a on a.attrelid = c.oid and a.attname = 'tenant_id'
        join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind = 'r'`),
    );
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.filter((r) => !r.forced || !r.enabled)).toEqual([]);
  });
});
