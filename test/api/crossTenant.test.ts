/**
 * Tenant isolation through every route that exists: the suite enumerates the app's registered
 * routes, so a route added later is covered without editing this file. A user of `norte` aims each
 * route at `main`'s ids and must get nothing of `main` back, change nothing of `main`, and be
 * refused when presenting its token to `main`.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegisteredRoute } from '../../src/server/app';
import { rowsOf } from '../../src/server/db/client';
import { call, createTestApp, login, type Session, type TestContext } from '../helpers/testApp';

let t: TestContext;
let norteSessions: Session[];
let secrets: string[];
let mainIds: Record<string, string>;

/** Tables whose rows belong to a tenant; the fingerprint proves nothing of main changed. */
async function tenantTables(): Promise<string[]> {
  const rows = rowsOf<{ relname: string }>(
    await t.database.db.execute(sql`
      select c.relname from pg_class c
      join pg_attribute a on a.attrelid = c.oid and a.attname = 'tenant_id' and not a.attisdropped
      join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r' order by 1`),
  );
  return rows.map((r) => r.relname);
}

async function mainFingerprint(): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of [...(await tenantTables()), 'tenants']) {
    const where =
      table === 'tenants'
        ? sql`t.slug = 'main'`
        : sql`t.tenant_id = (select id from tenants where slug = 'main')`;
    // refresh_tokens change when main users sign in elsewhere in the suite; none do here.
    const [row] = rowsOf<{ h: string | null }>(
      await t.database.db.execute(
        sql`select md5(string_agg(md5(t::text), ',' order by md5(t::text))) as h from ${sql.identifier(table)} t where ${where}`,
      ),
    );
    out[table] = row?.h ?? 'empty';
  }
  return out;
}

async function collectMainSecrets(): Promise<{ secrets: string[]; ids: Record<string, string> }> {
  const values = new Set<string>();
  const ids: Record<string, string> = {};
  for (const table of await tenantTables()) {
    const rows = rowsOf<{ id?: string }>(
      await t.database.db.execute(
        sql`select t.* from ${sql.identifier(table)} t where t.tenant_id = (select id from tenants where slug = 'main')`,
      ),
    );
    for (const row of rows) {
      if (row.id) {
        values.add(row.id);
        ids[table] ??= row.id;
      }
    }
  }
  const [tenant] = rowsOf<{ id: string; name: string }>(
    await t.database.db.execute(sql`select id, name from tenants where slug = 'main'`),
  );
  values.add(tenant!.id);
  values.add(tenant!.name);
  ids.tenant = tenant!.id;
  for (const r of rowsOf<{ email: string }>(
    await t.database.db.execute(sql`select email from users where tenant_id = ${tenant!.id}`),
  )) {
    values.add(r.email);
  }
  for (const r of rowsOf<{ company_name: string; rfc: string }>(
    await t.database.db.execute(sql`select company_name, rfc from customers where tenant_id = ${tenant!.id}`),
  )) {
    values.add(r.company_name);
    values.add(r.rfc);
  }
  return { secrets: [...values], ids };
}

/** Paths whose name is not their table's: `/inventory/:id` is a lot. */
const TABLE_OF_PATH: Record<string, string> = { inventory: 'inventory_lots' };

/**
 * Fills every path parameter with an id (or e-mail) of main: `:customerId` takes a customer's id,
 * a bare `:id` the id of the table the path names before it (`/user-notifications/:id` →
 * user_notifications), a user's id when nothing matches.
 */
function aimAtMain(route: RegisteredRoute): string {
  const segments = route.url.split('/');
  const path = segments
    .map((segment, i) => {
      if (!segment.startsWith(':')) return segment;
      const name = segment.slice(1).toLowerCase();
      if (name.includes('email')) return encodeURIComponent('admin@demo.local');
      const named = Object.keys(mainIds).find((k) => name.startsWith(k.replace(/s$/, '').replace(/_/g, '')));
      const pathName = (segments[i - 1] ?? '').replace(/-/g, '_');
      const previous = TABLE_OF_PATH[pathName] ?? pathName;
      const table = named ?? Object.keys(mainIds).find((k) => k === previous || `${k}s` === previous);
      return mainIds[table ?? 'users'] ?? mainIds.users!;
    })
    .join('/');
  const query = new URLSearchParams({
    name: 'main',
    customer: mainIds.customers!,
    customerId: mainIds.customers!,
    sellerId: mainIds.users!,
    userId: mainIds.users!,
  });
  return `${path}?${query.toString()}`;
}

function bodyAimedAtMain(): Record<string, unknown> {
  return {
    id: mainIds.users,
    userId: mainIds.users,
    customerId: mainIds.customers,
    sellerId: mainIds.users,
    subordinateId: mainIds.users,
    supervisorIds: [mainIds.users],
    orderIds: [mainIds.users],
    role: 'seller',
  };
}

function apiRoutes(): RegisteredRoute[] {
  return t.app.registeredRoutes.filter((r) => r.url.startsWith('/api/') && !r.isPublic);
}

beforeAll(async () => {
  t = await createTestApp();
  ({ secrets, ids: mainIds } = await collectMainSecrets());
  norteSessions = [
    await login(t.app, 'admin@norte.demo.local', 'norte'),
    await login(t.app, 'customer@norte.demo.local', 'norte'),
    await login(t.app, 'seller@norte.demo.local', 'norte'),
  ];
});
afterAll(() => t.close());

describe('cross-tenant isolation over every registered route', () => {
  it('finds the routes to cover', () => {
    const urls = apiRoutes().map((r) => `${r.method} ${r.url}`);
    expect(urls).toEqual(
      expect.arrayContaining(['POST /api/auth/login', 'GET /api/sellers', 'PUT /api/tenants/config']),
    );
    expect(secrets.length).toBeGreaterThan(50);
  });

  it('a norte user aiming any route at main ids gets nothing of main and changes nothing of main', async () => {
    const before = await mainFingerprint();
    const leaks: string[] = [];
    for (const route of apiRoutes()) {
      for (const session of norteSessions) {
        const res = await call(t.app, session, {
          method: route.method as 'GET',
          url: aimAtMain(route),
          ...(['POST', 'PUT', 'PATCH'].includes(route.method) ? { payload: bodyAimedAtMain() } : {}),
        });
        expect(res.statusCode, `${route.method} ${route.url}`).toBeLessThan(500);
        const found = secrets.filter((s) => res.body.includes(s));
        if (found.length) leaks.push(`${route.method} ${route.url} → ${found.join(', ')}`);
      }
    }
    expect(leaks).toEqual([]);
    expect(await mainFingerprint()).toEqual(before);
  });

  it('a norte token presented to main is refused on every protected route', async () => {
    const admin = norteSessions[0]!;
    for (const route of apiRoutes().filter((r) => r.config.auth !== false)) {
      const res = await call(t.app, admin, {
        method: route.method as 'GET',
        url: aimAtMain(route),
        tenant: 'main',
        ...(['POST', 'PUT', 'PATCH'].includes(route.method) ? { payload: bodyAimedAtMain() } : {}),
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
    }
  });
});
