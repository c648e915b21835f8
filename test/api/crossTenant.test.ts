/**
 * Tenant isolation through every route that exists: the suite enumerates the app's registered
 * routes, so a route added later is covered without editing this file (a path parameter of a new
 * kind fails it until test/helpers/routeIds.ts knows its ids). A user of `norte` aims each route at
 * `main`'s real ids — in the path, the query and a body built from the route's documented schema,
 * so the call gets past validation to the service where it can — and must get nothing of `main`
 * back, change nothing of `main`, and be refused when presenting its token to `main`.
 */
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegisteredRoute } from '../../src/server/app';
import { rowsOf } from '../../src/server/db/client';
import { multipart, samplePdf } from '../helpers/multipart';
import { loadRouteIds, pathOf, type RouteIds } from '../helpers/routeIds';
import { tenantFingerprint, tenantTables } from '../helpers/tenantData';
import { call, createTestApp, login, type Session, type TestContext } from '../helpers/testApp';

let t: TestContext;
let norteSessions: Session[];
let secrets: string[];
let mainIds: RouteIds;
let bodies: Map<string, RequestBody>;

async function collectMainSecrets(): Promise<string[]> {
  const values = new Set<string>();
  for (const table of await tenantTables(t.database)) {
    const rows = rowsOf<{ id?: string }>(
      await t.database.db.execute(
        sql`select t.* from ${sql.identifier(table)} t where t.tenant_id = (select id from tenants where slug = 'main')`,
      ),
    );
    for (const row of rows) if (row.id) values.add(row.id);
  }
  const [tenant] = rowsOf<{ id: string; name: string }>(
    await t.database.db.execute(sql`select id, name from tenants where slug = 'main'`),
  );
  values.add(tenant!.id);
  values.add(tenant!.name);
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
  return [...values];
}

/** The route's path with main's ids, and every filter a list takes pointed at main's rows too. */
function aimAtMain(route: RegisteredRoute): string {
  const [path, own] = pathOf(route, mainIds).split('?');
  const query = new URLSearchParams({
    name: 'main',
    customer: mainIds.customer!,
    customerId: mainIds.customer!,
    sellerId: mainIds.user!,
    userId: mainIds.user!,
    warehouseId: mainIds.warehouse!,
    productId: mainIds.product!,
  });
  for (const [key, value] of new URLSearchParams(own ?? '')) query.set(key, value);
  return `${path}?${query.toString()}`;
}

/** The part of a JSON schema (OpenAPI 3.0, as the API documents it) this suite reads. */
interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  format?: string;
  minLength?: number;
  minimum?: number;
  minItems?: number;
}

/** Main's id for a body field, by its name (`customerId`, `orderIds`, `inventoryId`…). */
function mainIdFor(field: string): string {
  const name = field.toLowerCase();
  const kinds: [string, string][] = [
    ['customer', 'customer'],
    ['product', 'product'],
    ['address', 'address'],
    ['warehouse', 'warehouse'],
    ['allocation', 'allocation'],
    ['order', 'order'],
    ['inventory', 'lot'],
    ['lot', 'lot'],
    ['reason', 'incidentReason'],
    ['region', 'region'],
    ['document', 'document'],
    ['vehicle', 'vehicleType'],
    ['transport', 'transportProvider'],
  ];
  const kind = kinds.find(([part]) => name.includes(part))?.[1];
  if (kind) return mainIds[kind]!;
  return name === 'ids' ? mainIds.notification! : mainIds.user!;
}

/** Values a field's pattern accepts, by its name. */
const PATTERNED: Record<string, string> = {
  rfc: 'XAXX010101000',
  code: 'NTE-01',
  reference: 'NTE-REF-1',
  plates: 'NTE123',
  phone: '5512345678',
  zipCode: '76000',
  duration: '24',
};

/**
 * A body of the schema's shape: its required fields and every id field, ids pointed at main's
 * rows, today for dates, the first option of each choice. Business rules may still refuse it; the
 * shape is what gets it past validation to the service.
 */
function sampleOf(schema: JsonSchema, field = ''): unknown {
  // Amounts and quantities are a decimal string or a number.
  if (schema.anyOf?.some((option) => option.type === 'number')) return '1';
  if (schema.anyOf?.length) return sampleOf(schema.anyOf[0]!, field);
  if (schema.enum?.length) return schema.enum[0];
  switch (schema.type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        if (schema.required?.includes(key) || /(^ids|Ids?)$/.test(key) || key === 'version')
          out[key] = sampleOf(property, key);
      }
      return out;
    }
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 0) }, () =>
        sampleOf(schema.items ?? {}, field.replace(/s$/, '')),
      );
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    default:
      if (schema.format === 'uuid' || field.endsWith('Id')) return mainIdFor(field);
      if (/date/i.test(field)) return new Date().toISOString().slice(0, 10);
      if (field === 'email') return 'someone@norte.example';
      return PATTERNED[field] ?? 'Norte'.padEnd(Math.max(5, schema.minLength ?? 0), 'x');
  }
}

type RequestBody = { payload: InjectOptions['payload']; headers?: Record<string, string> };

/** Each write's body from the API's own documentation, keyed `METHOD url` as the routes are. */
async function documentedBodies(): Promise<Map<string, RequestBody>> {
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  const doc = res.json<{
    paths: Record<
      string,
      Record<string, { requestBody?: { content: Record<string, { schema: JsonSchema }> } }>
    >;
  }>();
  const out = new Map<string, RequestBody>();
  for (const [path, operations] of Object.entries(doc.paths)) {
    const url = path.replace(/\{(\w+)\}/g, ':$1');
    for (const [method, operation] of Object.entries(operations)) {
      const content = operation.requestBody?.content ?? {};
      const json = content['application/json']?.schema;
      const form = content['multipart/form-data']?.schema;
      const key = `${method.toUpperCase()} ${url}`;
      if (json) out.set(key, { payload: sampleOf(json) as object });
      else if (form) {
        const fields = Object.entries(form.properties ?? {}).map(([name, property]) =>
          property.format === 'binary'
            ? { name, filename: 'norte.pdf', type: 'application/pdf', content: samplePdf() }
            : { name, content: String(sampleOf(property, name)) },
        );
        out.set(key, multipart(fields));
      }
    }
  }
  return out;
}

/** What a norte caller sends to a route: main's ids in the path and in the documented body. */
function requestAimedAtMain(route: RegisteredRoute): { url: string } & Partial<RequestBody> {
  const url = aimAtMain(route);
  if (!['POST', 'PUT', 'PATCH'].includes(route.method)) return { url };
  return { url, ...(bodies.get(`${route.method} ${route.url}`) ?? { payload: {} }) };
}

/** Main's values the request itself carries: an answer that repeats them gives nothing away. */
function sentIn(request: { url: string; payload?: unknown }): (secret: string) => boolean {
  const sent = `${decodeURIComponent(request.url)} ${
    Buffer.isBuffer(request.payload) ? '' : JSON.stringify(request.payload ?? null)
  }`;
  return (secret) => sent.includes(secret);
}

function apiRoutes(): RegisteredRoute[] {
  return t.app.registeredRoutes.filter((r) => r.url.startsWith('/api/') && !r.isPublic);
}

beforeAll(async () => {
  t = await createTestApp();
  secrets = await collectMainSecrets();
  mainIds = await loadRouteIds(t.database, 'main');
  bodies = await documentedBodies();
  norteSessions = [
    await login(t.app, 'admin@norte.demo.local', 'norte'),
    await login(t.app, 'customer@norte.demo.local', 'norte'),
    await login(t.app, 'seller@norte.demo.local', 'norte'),
  ];
});
afterAll(() => t.close());

describe('cross-tenant isolation over every registered route', () => {
  it('finds the routes to cover, logistics included, each with main ids for every parameter', () => {
    const urls = apiRoutes().map((r) => `${r.method} ${r.url}`);
    expect(urls).toEqual(
      expect.arrayContaining([
        'POST /api/auth/login',
        'GET /api/sellers',
        'PUT /api/tenants/config',
        'GET /api/orders/:id/logistics',
        'PUT /api/order-logistic/:id/assign-transport',
        'PUT /api/order-logistic/:id/confirm-delivery',
        'PUT /api/orders/:id/logistics/shipments/:shipmentId/invoice',
        'DELETE /api/orders/:id/logistics/shipments/:shipmentId/invoice/credit-notes/:creditNoteId',
        'POST /api/orders/:id/logistics/shipments/:shipmentId/files',
        'PUT /api/orders/:id/logistics/shipments/:shipmentId/signed-remission',
        'POST /api/orders/:id/logistics/bulk-authorization/send',
        'POST /api/orders/:id/customer-signature',
        'GET /api/orders/overdue',
        'PUT /api/orders/overdue/:id',
        'GET /api/order-logistic/not-delivered',
      ]),
    );
    // Every parameter filled (a kind not known throws), every id one of main's rows.
    for (const route of apiRoutes()) expect(aimAtMain(route), route.url).not.toContain(':');
    const ids = Object.entries(mainIds).filter(
      ([kind]) => !['zip', 'pricingVersion', 'email'].includes(kind),
    );
    expect(ids.filter(([, id]) => !secrets.includes(id))).toEqual([]);
    expect(secrets.length).toBeGreaterThan(50);
  }, 120_000);

  it('a norte user aiming any route at main ids gets nothing of main and changes nothing of main', async () => {
    const before = await tenantFingerprint(t.database, 'main');
    const leaks: string[] = [];
    const failures: string[] = [];
    /** Answers past validation: the service itself looked for main's rows and found none. */
    let reachedService = 0;
    for (const route of apiRoutes()) {
      for (const session of norteSessions) {
        const request = requestAimedAtMain(route);
        const res = await call(t.app, session, { method: route.method as 'GET', ...request });
        if (res.statusCode >= 500)
          failures.push(`${route.method} ${route.url} → ${res.statusCode} ${res.body}`);
        if (res.statusCode !== 400 && res.statusCode !== 403) reachedService++;
        const found = secrets.filter((s) => res.body.includes(s) && !sentIn(request)(s));
        if (found.length) leaks.push(`${route.method} ${route.url} → ${found.join(', ')}`);
      }
    }
    expect(failures).toEqual([]);
    expect(leaks).toEqual([]);
    expect(reachedService).toBeGreaterThan(150);
    expect(await tenantFingerprint(t.database, 'main')).toEqual(before);
  }, 120_000);

  it('a norte token presented to main is refused on every protected route', async () => {
    const admin = norteSessions[0]!;
    for (const route of apiRoutes().filter((r) => r.config.auth !== false)) {
      const res = await call(t.app, admin, {
        method: route.method as 'GET',
        ...requestAimedAtMain(route),
        tenant: 'main',
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
    }
  });
});
