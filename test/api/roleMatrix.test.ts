/**
 * Every protected route called by every role of the tenant, generated from the route table and the
 * roles' permissions as the tenant stores them: a route's rule (`config.access`, admin only, any
 * signed-in member) decides whether the role may call it, and the answer must agree — 403 where the
 * role may not; where it may, never 401/403 and never 5xx. Calls that may not change anything:
 * writes carry a body no schema accepts (a 4xx after the access check proves it passed) and
 * deletions name a row that does not exist, so every role meets the same data, and the tenant's rows
 * are the same afterwards.
 *
 * Then whose data: a seller aims every read at another seller's orders and customers, and the
 * customer portal at another company's, and neither gets any of those rows back, by id or in a list.
 * Sign-in and recovery routes (no token) and another tenant's ids are other files' subject
 * (auth.test.ts, recovery.test.ts, crossTenant.test.ts).
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allows } from '../../src/domain/access';
import { DASHBOARDS } from '../../src/domain/dashboards';
import { type AccessLevel, type PermissionKey, permissionStrings } from '../../src/domain/permissions';
import { isAdminRole, ROLE_NAMES } from '../../src/domain/roles';
import { rowsOf } from '../../src/server/db/client';
import type { RouteAccess } from '../../src/server/plugins/routeConventions';
import { loadRouteIds, pathOf, type RouteIds } from '../helpers/routeIds';
import { tenantFingerprint } from '../helpers/tenantData';
import { call, createTestApp, login, type Session, type TestContext } from '../helpers/testApp';

let t: TestContext;

interface Role {
  name: string;
  email: string;
  permissions: string[];
  isCompanyEmail: boolean;
}

let roles: Role[];
const sessions = new Map<string, Session>();
/** Real ids of main, one per kind of path parameter. */
let ids: RouteIds;

async function query<T>(text: ReturnType<typeof sql>): Promise<T[]> {
  return rowsOf<T>(await t.database.db.execute(text));
}

const MAIN = sql`(select id from tenants where slug = 'main')`;

/** Each role of main with its stored grants and a demo user holding it (`<role>@demo.local`). */
async function loadRoles(): Promise<Role[]> {
  const grants = await query<{ role: string; key: string; access: string }>(sql`
    select r.name as role, rp.permission_key as key, rp.access from roles r
    left join role_permissions rp on rp.role_id = r.id where r.tenant_id = ${MAIN}`);
  const [tenant] = await query<{ domains: string[] }>(
    sql`select company_email_domains as domains from tenants where slug = 'main'`,
  );
  const names = [...new Set(grants.map((g) => g.role))].sort();
  return names.map((name) => {
    const email = `${name}@demo.local`;
    const held = grants
      .filter((g) => g.role === name && g.key)
      .map((g) => ({ key: g.key as PermissionKey, access: g.access as AccessLevel }));
    return {
      name,
      email,
      permissions: permissionStrings(held),
      isCompanyEmail: (tenant?.domains ?? []).includes(email.split('@')[1]!),
    };
  });
}

function mayCall(role: Role, config: Record<string, unknown>): boolean {
  if (config.adminOnly === true) return isAdminRole(role.name);
  const access = config.access as RouteAccess;
  if (access === 'signedIn') return true;
  return allows(
    { permissions: role.permissions, isCompanyEmail: role.isCompanyEmail, role: role.name },
    access,
  );
}

const protectedRoutes = () =>
  t.app.registeredRoutes.filter((r) => r.url.startsWith('/api/') && !r.isPublic && r.config.auth !== false);

/**
 * Reads that answer no 200 with the demo data whoever asks: staff have no company of their own,
 * the demo lots carry no certificate, the demo proforma's file is not rendered yet.
 */
const NOT_OK_READS: Record<string, number> = {
  '/api/customers/self': 404,
  '/api/inventory/:id/coa': 404,
  '/api/orders/:id/documents/:documentId/file': 409,
  // The demo has no external BI: its dashboards are the built-in ones, their embed URLs not available.
  ...Object.fromEntries(Object.values(DASHBOARDS).map((d) => [`/api/dashboards/${d.embedId}/url`, 404])),
};

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** No schema of the API accepts an array as its body. */
const NOT_A_BODY: unknown[] = [];

beforeAll(async () => {
  t = await createTestApp();
  roles = await loadRoles();
  // The order the most roles reach: the customer portal's company's, the first seller's.
  ids = await loadRouteIds(
    t.database,
    'main',
    sql`o.customer_id = (select customer_id from users where email = 'customer@demo.local')`,
  );
  for (const role of roles) sessions.set(role.name, await login(t.app, role.email));
  for (const email of ['seller2@demo.local', 'seller3@demo.local'])
    sessions.set(email, await login(t.app, email));
});
afterAll(() => t?.close());

describe('role × route matrix', () => {
  it('covers every role of the product, each with a demo user', () => {
    expect(roles.map((r) => r.name)).toEqual([...ROLE_NAMES].sort());
    expect(protectedRoutes().length).toBeGreaterThan(120);
  });

  it('answers every role on every route as the permission map says, and changes nothing', async () => {
    const before = await tenantFingerprint(t.database, 'main');
    const wrong: string[] = [];
    let allowed = 0;
    let refused = 0;
    for (const route of protectedRoutes()) {
      const isWrite = WRITES.has(route.method);
      await Promise.all(
        roles.map(async (role) => {
          const may = mayCall(role, route.config);
          const res = await call(t.app, sessions.get(role.name)!, {
            method: route.method as 'GET',
            url: pathOf(route, ids, { missingLast: may && route.method === 'DELETE' }),
            ...(isWrite && route.method !== 'DELETE' ? { payload: NOT_A_BODY } : {}),
          });
          const status = res.statusCode;
          const where = `${role.name} ${route.method} ${route.url} → ${status}`;
          if (!may) {
            refused++;
            if (status !== 403) wrong.push(`${where}, the map says no (403)`);
            return;
          }
          allowed++;
          if (status === 401 || status === 403) wrong.push(`${where}, the map says yes`);
          else if (status >= 500) wrong.push(`${where}: ${res.body.slice(0, 200)}`);
          else if (isWrite && status < 400) wrong.push(`${where}: a write that should not have gone through`);
          else if (!isWrite && status !== 200 && NOT_OK_READS[route.url] !== status)
            wrong.push(`${where}: a read with real ids: ${res.body.slice(0, 200)}`);
        }),
      );
    }
    expect(wrong).toEqual([]);
    // Both sides of the map were exercised (every role holds something, none holds everything but admin).
    expect(allowed).toBeGreaterThan(500);
    expect(refused).toBeGreaterThan(500);
    expect(await tenantFingerprint(t.database, 'main')).toEqual(before);
  }, 120_000); // Every route × every role: about 12 s alone, near 30 s beside the fuzz and sweep under load.
});

/** Rows of the tables that hang off an order (documents, shipments, invoices…), by table. */
async function orderChildren(orderIds: string[]): Promise<string[]> {
  if (!orderIds.length) return [];
  const tables = await query<{ table: string }>(sql`
    select c.table_name as table from information_schema.columns c
    join information_schema.columns i on i.table_name = c.table_name and i.column_name = 'id'
    where c.table_schema = 'public' and c.column_name = 'order_id' and i.table_schema = 'public'
    order by 1`);
  const list = sql.join(
    orderIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const out: string[] = [];
  for (const { table } of tables) {
    // A lot's ledger is the stock's, read by every stock reader: its lines are no order's secret.
    if (table === 'inventory_movements') continue;
    const rows = await query<{ id: string }>(
      sql`select id::text from ${sql.identifier(table)} where order_id in (${list})`,
    );
    out.push(...rows.map((r) => r.id));
  }
  const notes = await query<{ id: string }>(sql`select n.id from invoice_credit_notes n
    join customer_invoices i on i.id = n.invoice_id where i.order_id in (${list})`);
  return [...out, ...notes.map((r) => r.id)];
}

/**
 * A lot's ledger names the order of each allocation (its id and number, nothing of its customer):
 * the stock's history, read by every stock reader whoever's order took the material.
 */
const LEDGER = '/api/inventory/:id/movements';

interface Foreign {
  /** Every id, company name and RFC the caller must never be given. */
  secrets: string[];
  /** The orders among them, which a lot's ledger names (see LEDGER). */
  orderIds: string[];
  /** Path ids aimed at those rows: an order with the most behind it, its children, a customer, an address. */
  fill: RouteIds;
}

/** What lies outside a scope, given as the orders and customers that are someone else's. */
async function foreignData(orderWhere: ReturnType<typeof sql>, customerWhere: ReturnType<typeof sql>) {
  const orderRows = await query<{ id: string }>(
    sql`select o.id from orders o where o.tenant_id = ${MAIN} and ${orderWhere}
      order by (select count(*) from order_shipments s where s.order_id = o.id) desc,
        (select count(*) from order_documents d where d.order_id = o.id) desc, o.number`,
  );
  const customerRows = await query<{ id: string; company_name: string; rfc: string }>(
    sql`select c.id, c.company_name, c.rfc from customers c where c.tenant_id = ${MAIN} and ${customerWhere} order by c.company_name`,
  );
  const customerIds = customerRows.map((c) => c.id);
  const addressRows = customerIds.length
    ? await query<{ id: string }>(
        sql`select id from addresses where customer_id in (${sql.join(
          customerIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )}) order by created_at`,
      )
    : [];
  const orderIds = orderRows.map((o) => o.id);
  const aimed = orderIds[0]!;
  const first = async (text: ReturnType<typeof sql>) => (await query<{ id: string }>(text))[0]?.id;
  const fill: RouteIds = {
    ...ids,
    order: aimed,
    customer: customerIds[0]!,
    address: addressRows[0]?.id ?? ids.address!,
    document:
      (await first(sql`select id from order_documents where order_id = ${aimed} limit 1`)) ?? randomUUID(),
    allocation:
      (await first(sql`select id from order_allocations where order_id = ${aimed} limit 1`)) ?? randomUUID(),
    shipment:
      (await first(sql`select id from order_shipments where order_id = ${aimed} limit 1`)) ?? randomUUID(),
  };
  const secrets = [
    ...orderIds,
    ...(await orderChildren(orderIds)),
    ...customerRows.flatMap((c) => [c.id, c.company_name, c.rfc]),
    ...addressRows.map((a) => a.id),
  ];
  return { secrets, orderIds, fill } satisfies Foreign;
}

/**
 * Every read the caller may make, twice: aimed at someone else's rows (answered 403 or 404, with
 * nothing of them) and at its own (a list or a page that must hold nothing of someone else's). Lists
 * are asked for their largest page, so a row out of scope cannot hide on a later one.
 */
async function sweepReads(session: Session, role: Role, foreign: Foreign): Promise<string[]> {
  const wrong: string[] = [];
  const reads = protectedRoutes().filter((r) => r.method === 'GET' && mayCall(role, r.config));
  for (const route of reads) {
    const own = pathOf(route, ids);
    const largest = `${own}${own.includes('?') ? '&' : '?'}limit=100`;
    const listed = await call(t.app, session, { method: 'GET', url: largest });
    const ownRes =
      listed.statusCode === 400 ? await call(t.app, session, { method: 'GET', url: own }) : listed;
    const hidden =
      route.url === LEDGER ? foreign.secrets.filter((s) => !foreign.orderIds.includes(s)) : foreign.secrets;
    const shown = hidden.filter((s) => ownRes.body.includes(s));
    if (shown.length) wrong.push(`${route.url} (own) shows ${shown.slice(0, 3).join(', ')}`);
    if (!route.url.includes(':')) continue;
    const aimed = pathOf(route, foreign.fill);
    if (aimed === own) continue;
    const res = await call(t.app, session, { method: 'GET', url: aimed });
    if (res.statusCode !== 403 && res.statusCode !== 404 && foreign.secrets.some((s) => aimed.includes(s)))
      wrong.push(`${route.url} aimed at another's → ${res.statusCode}`);
    const leaked = hidden.filter((s) => res.body.includes(s) && !aimed.includes(s));
    if (leaked.length) wrong.push(`${route.url} aimed at another's shows ${leaked.slice(0, 3).join(', ')}`);
  }
  return wrong;
}

describe('whose data each role reaches', () => {
  it('a seller gets none of another seller’s orders, customers or their rows, by id or in any list', async () => {
    const seller = roles.find((r) => r.name === 'seller')!;
    const [me] = await query<{ id: string }>(sql`select id from users where email = ${seller.email}`);
    const foreign = await foreignData(
      sql`o.seller_id is distinct from ${me!.id}`,
      sql`c.seller_id is distinct from ${me!.id} and not exists (select 1 from orders o where o.customer_id = c.id and o.seller_id = ${me!.id})`,
    );
    expect(foreign.secrets.length).toBeGreaterThan(100);
    expect(await sweepReads(sessions.get('seller')!, seller, foreign)).toEqual([]);
  }, 120_000);

  it('the customer portal gets none of another company’s orders, addresses, documents, by id or in any list', async () => {
    const customer = roles.find((r) => r.name === 'customer')!;
    const foreign = await foreignData(sql`o.customer_id <> ${ids.customer!}`, sql`c.id <> ${ids.customer!}`);
    expect(foreign.secrets.length).toBeGreaterThan(100);
    expect(await sweepReads(sessions.get('customer')!, customer, foreign)).toEqual([]);
  }, 120_000);
});
