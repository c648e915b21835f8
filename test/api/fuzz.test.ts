/**
 * The OpenAPI fuzz suite: every operation of `/api/docs/json` called with malformed input (wrong
 * types, over-long text, NUL and lone surrogates, injection strings, bad ids, dates, paging and
 * sort fields, wrong content types, broken multipart), mostly as the demo tenant's administrator
 * and partly as a seller or with a bad token or tenant. No answer may be a 5xx, every refusal uses
 * the usual error body, and no answer shows a stack, SQL or a server path.
 *
 * Seeded (each operation's cases come from its own fixed seed) and bounded (CASES_PER_OPERATION
 * each), so a run always sends the same requests and takes the same time. Write routes mutate this
 * file's own database copy; the sessions are signed in again after the auth routes.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BAD_DATES,
  BAD_IDS,
  BAD_NUMBERS,
  BAD_SORTS,
  brokenMultiparts,
  type FuzzRequest,
  goodMultipart,
  hashOf,
  INJECTIONS,
  type Json,
  type JsonSchema,
  jsonRequest,
  LEAKS,
  leavesOf,
  type MultipartField,
  NUL_TEXTS,
  type Operation,
  type Parameter,
  pick,
  prng,
  type Query,
  RAW_BODIES,
  SURROGATE_TEXTS,
  sampleOf,
  urlOf,
  WRONG_TYPES,
  withValueAt,
} from '../helpers/fuzz';
import { call, createTestApp, login, type Session, type TestContext } from '../helpers/testApp';

const SEED = 20261126;
const CASES_PER_OPERATION = 24;
const CHUNKS = 8;

let t: TestContext;
let admin: Session;
let seller: Session;
let operations: Planned[] = [];
const ids = new Map<string, string>();

interface Planned {
  key: string;
  method: string;
  path: string;
  op: Operation;
  pathParams: Parameter[];
  queryParams: Parameter[];
  bodyType: 'json' | 'multipart' | 'none';
  bodySchema?: JsonSchema;
}

/** The demo record a path's `{id}` names, by the path's first segment. */
const RESOURCE_OF_SEGMENT: Record<string, string> = {
  orders: 'order',
  'order-logistic': 'order',
  users: 'user',
  customers: 'customer',
  addresses: 'address',
  'customer-credit-terms': 'creditTerm',
  inventory: 'lot',
  warehouses: 'warehouse',
  'user-notifications': 'notification',
  'pricing-parameters': 'pricingParameter',
  products: 'product',
  'price-requests': 'priceRequest',
  'supplier-quotes': 'supplierQuote',
};

/** The demo record a field or parameter names: `customerId`, `sellers`, `documentId` … */
function idFor(name: string): string | undefined {
  const stem = name.replace(/Ids?$/, '');
  const base = ids.has(stem) ? stem : stem.replace(/s$/, '');
  const resource = /^(supervisor|subordinate|manager|user)$/.test(base) ? 'user' : base;
  return ids.get(resource) ?? (name === 'ids' ? ids.get('order') : undefined);
}

function pathIdsOf(plan: Planned): Record<string, string> {
  const segment = plan.path.split('/')[2] ?? '';
  const out: Record<string, string> = {};
  for (const p of plan.pathParams) {
    const schema = p.schema ?? {};
    if (p.name === 'id') out[p.name] = ids.get(RESOURCE_OF_SEGMENT[segment] ?? '') ?? BAD_IDS[1] ?? '';
    else if (schema.format === 'uuid') out[p.name] = idFor(p.name) ?? '0f3b6a1e-8c44-4d8e-9a51-2f7c3d9e1b20';
    else if (schema.enum?.length) out[p.name] = String(schema.enum[0]);
    else if (schema.type === 'integer') out[p.name] = '1';
    else if (p.name === 'slug' || p.name === 'tenant') out[p.name] = 'main';
    else if (p.name === 'kind') out[p.name] = 'logo';
    else out[p.name] = p.name === 'email' ? 'fuzz@example.com' : 'fuzz';
  }
  return out;
}

function requiredQueryOf(plan: Planned): Query {
  const out: Query = {};
  for (const p of plan.queryParams) {
    if (!p.required) continue;
    const value = sampleOf(p.schema, p.name, idFor);
    out[p.name] = Array.isArray(value) ? value.map(String) : String(value);
  }
  return out;
}

/** Collects the ids of an answer by the list they are in: `shipments[].id` → 'shipment'. */
function collectIds(value: unknown, hint: string): void {
  if (Array.isArray(value)) {
    for (const item of value) collectIds(item, hint);
    return;
  }
  if (value === null || typeof value !== 'object') return;
  const record = value as Record<string, unknown>;
  if (typeof record.id === 'string' && !ids.has(hint)) ids.set(hint, record.id);
  for (const [key, child] of Object.entries(record)) {
    if (key.endsWith('Id') && typeof child === 'string' && !ids.has(key.slice(0, -2)))
      ids.set(key.slice(0, -2), child);
    if (child !== null && typeof child === 'object') collectIds(child, key.replace(/s$/, ''));
  }
}

async function gather(url: string, hint: string): Promise<void> {
  const res = await call(t.app, admin, { method: 'GET', url });
  if (res.statusCode !== 200) return;
  const body = res.json<unknown>();
  const list = (body as { data?: unknown }).data ?? body;
  collectIds(list, hint);
}

/** Ids of the demo data the generated requests name, so mutations reach past "not found". */
async function gatherIds(): Promise<void> {
  const users = await call(t.app, admin, { method: 'GET', url: '/api/users?searchParam=customer.service' });
  ids.set('user', users.json<{ data: { id: string }[] }>().data[0]?.id ?? '');
  await gather('/api/orders?statusTab=ALL&limit=50', 'order');
  const order = ids.get('order');
  if (order) {
    await gather(`/api/orders/${order}/documents`, 'document');
    await gather(`/api/orders/${order}/inventory`, 'allocation');
  }
  // An order with shipments, for the logistics routes.
  const orders = await call(t.app, admin, { method: 'GET', url: '/api/orders?statusTab=ALL&limit=50' });
  for (const o of orders.json<{ data: { id: string }[] }>().data.slice(0, 25)) {
    const res = await call(t.app, admin, { method: 'GET', url: `/api/orders/${o.id}/logistics` });
    if (res.statusCode === 200 && res.json<{ shipments: unknown[] }>().shipments.length > 0) {
      collectIds(res.json<{ shipments: unknown[] }>().shipments, 'shipment');
      break;
    }
  }
  for (const [url, hint] of [
    ['/api/customers?limit=5', 'customer'],
    ['/api/customer-credit-terms?limit=5', 'creditTerm'],
    ['/api/inventory?limit=5', 'lot'],
    ['/api/warehouses?limit=5', 'warehouse'],
    ['/api/products?limit=5', 'product'],
    ['/api/pricing-parameters?limit=5', 'pricingParameter'],
    ['/api/user-notifications?limit=5', 'notification'],
    ['/api/regions', 'region'],
    ['/api/transport-providers?limit=5', 'transportProvider'],
    ['/api/vehicle-type?limit=5', 'vehicleType'],
    ['/api/price-requests?limit=5&status=REQUESTED', 'priceRequest'],
    ['/api/supplier-quotes?limit=5', 'supplierQuote'],
    ['/api/suppliers', 'supplier'],
  ] as const)
    await gather(url, hint);
  const customer = ids.get('customer');
  if (customer) await gather(`/api/addresses/customer?customer=${customer}`, 'address');
}

function planOf(method: string, path: string, op: Operation): Planned {
  const params = op.parameters ?? [];
  const content = op.requestBody?.content ?? {};
  const bodyType = content['multipart/form-data']
    ? 'multipart'
    : content['application/json']
      ? 'json'
      : 'none';
  return {
    key: `${method.toUpperCase()} ${path}`,
    method: method.toUpperCase(),
    path,
    op,
    pathParams: params.filter((p) => p.in === 'path'),
    queryParams: params.filter((p) => p.in === 'query'),
    bodyType,
    bodySchema: (content['multipart/form-data'] ?? content['application/json'])?.schema,
  };
}

// ---- the cases of one operation -------------------------------------------------------------

interface Base {
  params: Record<string, string>;
  query: Query;
  body: Json | undefined;
  fields: MultipartField[];
  fileKind: 'png' | 'pdf';
}

type Family = (plan: Planned, base: Base, rng: () => number) => FuzzRequest | null;

const isUuidParam = (p: Parameter) => p.schema?.format === 'uuid';
const isDateName = (name: string) => /date|from$|to$|since|until/i.test(name);
const isPagingName = (name: string) => /^(limit|offset|page|perPage|pageSize|version)$/.test(name);
const isSortName = (name: string) => /^(orderField|orderDirection|sort|sortField|order)$/.test(name);

function build(
  plan: Planned,
  base: Base,
  what: string,
  changes: Partial<Base> & { raw?: FuzzRequest['payload']; headers?: Record<string, string> } = {},
): FuzzRequest {
  const params = changes.params ?? base.params;
  const query = changes.query ?? base.query;
  const url = urlOf(plan.path, params, query);
  if (changes.raw !== undefined)
    return { method: plan.method, url, headers: changes.headers ?? {}, payload: changes.raw, what };
  if (plan.bodyType === 'multipart') {
    const form = goodMultipart(base.fileKind, changes.fields ?? base.fields);
    return {
      method: plan.method,
      url,
      headers: { ...form.headers, ...changes.headers },
      payload: form.payload,
      what,
    };
  }
  const body = changes.body !== undefined ? changes.body : base.body;
  if (body === undefined) return { method: plan.method, url, headers: changes.headers ?? {}, what };
  const json = jsonRequest(body);
  return {
    method: plan.method,
    url,
    headers: { ...json.headers, ...changes.headers },
    payload: json.payload,
    what,
  };
}

/** A string slot of the request (body leaf, multipart field, query or path parameter) set to `text`. */
function withText(
  plan: Planned,
  base: Base,
  rng: () => number,
  text: string,
  label: string,
  allowPath: boolean,
): FuzzRequest | null {
  const slots: (() => FuzzRequest)[] = [];
  if (base.body !== undefined) {
    for (const leaf of leavesOf(base.body)) {
      if (typeof leaf.value === 'string')
        slots.push(() =>
          build(plan, base, `${label} in body.${leaf.path.join('.')}`, {
            body: withValueAt(base.body ?? null, leaf.path, text),
          }),
        );
    }
  }
  for (const f of base.fields) {
    slots.push(() =>
      build(plan, base, `${label} in field ${f.name}`, {
        fields: base.fields.map((g) => (g.name === f.name ? { name: g.name, value: text } : g)),
      }),
    );
  }
  for (const p of plan.queryParams) {
    slots.push(() =>
      build(plan, base, `${label} in query ${p.name}`, { query: { ...base.query, [p.name]: text } }),
    );
  }
  if (allowPath) {
    for (const p of plan.pathParams) {
      slots.push(() =>
        build(plan, base, `${label} in path ${p.name}`, { params: { ...base.params, [p.name]: text } }),
      );
    }
  }
  if (slots.length === 0) return null;
  return pick(rng, slots)();
}

const FAMILIES: Record<string, Family> = {
  nul: (plan, base, rng) => withText(plan, base, rng, pick(rng, NUL_TEXTS), 'NUL', true),
  // encodeURIComponent refuses lone surrogates: a path cannot carry one.
  surrogate: (plan, base, rng) =>
    withText(plan, base, rng, pick(rng, SURROGATE_TEXTS), 'lone surrogate', false),
  injection: (plan, base, rng) => withText(plan, base, rng, pick(rng, INJECTIONS), 'injection', true),
  overlong: (plan, base, rng) =>
    withText(plan, base, rng, 'x'.repeat(pick(rng, [256, 4097, 70_000])), 'over-long text', false),
  badId: (plan, base, rng) => {
    const uuidPath = plan.pathParams.filter(isUuidParam);
    const uuidQuery = plan.queryParams.filter(isUuidParam);
    const bad = pick(rng, BAD_IDS);
    if (uuidPath.length > 0) {
      const p = pick(rng, uuidPath);
      return build(plan, base, `bad id ${JSON.stringify(bad)} in path ${p.name}`, {
        params: { ...base.params, [p.name]: bad },
      });
    }
    if (uuidQuery.length > 0) {
      const p = pick(rng, uuidQuery);
      return build(plan, base, `bad id in query ${p.name}`, { query: { ...base.query, [p.name]: bad } });
    }
    const idLeaves =
      base.body === undefined
        ? []
        : leavesOf(base.body).filter(
            (l) => /id$/i.test(String(l.path.at(-1) ?? '')) || /Ids$/.test(String(l.path.at(-2) ?? '')),
          );
    if (idLeaves.length === 0) return null;
    const leaf = pick(rng, idLeaves);
    return build(plan, base, `bad id in body.${leaf.path.join('.')}`, {
      body: withValueAt(base.body ?? null, leaf.path, bad),
    });
  },
  badDate: (plan, base, rng) => {
    const bad = pick(rng, BAD_DATES);
    const query = plan.queryParams.filter((p) => p.schema?.format === 'date' || isDateName(p.name));
    const leaves =
      base.body === undefined
        ? []
        : leavesOf(base.body).filter((l) => isDateName(String(l.path.at(-1) ?? '')));
    if (query.length === 0 && leaves.length === 0) return null;
    if (leaves.length === 0 || (query.length > 0 && rng() < 0.5)) {
      const p = pick(rng, query);
      return build(plan, base, `bad date ${JSON.stringify(bad)} in query ${p.name}`, {
        query: { ...base.query, [p.name]: bad },
      });
    }
    const leaf = pick(rng, leaves);
    return build(plan, base, `bad date ${JSON.stringify(bad)} in body.${leaf.path.join('.')}`, {
      body: withValueAt(base.body ?? null, leaf.path, bad),
    });
  },
  badNumber: (plan, base, rng) => {
    const query = plan.queryParams.filter(
      (p) => isPagingName(p.name) || p.schema?.type === 'integer' || p.schema?.type === 'number',
    );
    const pathNumbers = plan.pathParams.filter((p) => p.schema?.type === 'integer');
    const leaves =
      base.body === undefined ? [] : leavesOf(base.body).filter((l) => typeof l.value === 'number');
    const slots: (() => FuzzRequest)[] = [
      ...query.map((p) => () => {
        const bad = pick(rng, BAD_NUMBERS);
        return build(plan, base, `bad number ${JSON.stringify(bad)} in query ${p.name}`, {
          query: { ...base.query, [p.name]: bad },
        });
      }),
      ...pathNumbers.map((p) => () => {
        const bad = pick(
          rng,
          BAD_NUMBERS.filter((n) => n !== ''),
        );
        return build(plan, base, `bad number ${JSON.stringify(bad)} in path ${p.name}`, {
          params: { ...base.params, [p.name]: bad },
        });
      }),
      ...leaves.map((l) => () => {
        const bad = pick(rng, [-1, 0, 0.5, 1e308, -1e308, 2 ** 53 + 2, 2147483648, 1e-300]);
        return build(plan, base, `bad number ${bad} in body.${l.path.join('.')}`, {
          body: withValueAt(base.body ?? null, l.path, bad),
        });
      }),
    ];
    return slots.length === 0 ? null : pick(rng, slots)();
  },
  badSort: (plan, base, rng) => {
    const sorts = plan.queryParams.filter((p) => isSortName(p.name));
    if (sorts.length === 0) return null;
    const query: Query = { ...base.query };
    for (const p of sorts) query[p.name] = pick(rng, BAD_SORTS);
    return build(plan, base, `bad sort ${JSON.stringify(query)}`, { query });
  },
  wrongType: (plan, base, rng) => {
    const bad = pick(rng, WRONG_TYPES);
    if (base.body !== undefined && rng() < 0.75) {
      const leaves = leavesOf(base.body);
      if (rng() < 0.2 || leaves.length === 0)
        return build(plan, base, `body replaced by ${JSON.stringify(bad)}`, { body: bad });
      const leaf = pick(rng, leaves);
      return build(plan, base, `${JSON.stringify(bad)} in body.${leaf.path.join('.')}`, {
        body: withValueAt(base.body, leaf.path, bad),
      });
    }
    if (plan.queryParams.length === 0) return null;
    const p = pick(rng, plan.queryParams);
    // A repeated parameter arrives as an array, a bracketed one as a key of its own.
    const query: Query =
      rng() < 0.5
        ? { ...base.query, [p.name]: ['1', 'a'] }
        : { ...base.query, [`${p.name}[]`]: 'x', [`${p.name}[a]`]: 'y' };
    return build(plan, base, `repeated query ${p.name}`, { query });
  },
  extraKeys: (plan, base, rng) => {
    if (plan.bodyType !== 'json') return null;
    const extra = pick(rng, [
      '{"unknownField":1}',
      '{"__proto__":{"isAdmin":true}}',
      '{"constructor":{"prototype":{"isAdmin":true}}}',
    ]);
    const merged = JSON.stringify(base.body ?? {})
      .replace(/^\{/, `${extra.slice(0, -1)},`)
      .replace(/,\}$/, '}');
    return build(plan, base, `extra keys ${extra}`, {
      raw: merged,
      headers: { 'content-type': 'application/json' },
    });
  },
  emptyBody: (plan, base, rng) => {
    if (plan.bodyType !== 'json') return null;
    const body = pick(rng, [{}, [], '', 0] as Json[]);
    return build(plan, base, `body ${JSON.stringify(body)}`, { body });
  },
  rawBody: (plan, base, rng) => {
    if (plan.method === 'GET') return null;
    const raw = pick(rng, RAW_BODIES);
    return build(plan, base, `raw body as ${raw.type}: ${String(raw.body).slice(0, 40)}`, {
      raw: raw.body,
      headers: { 'content-type': raw.type },
    });
  },
  brokenMultipart: (plan, base, rng) => {
    if (plan.bodyType !== 'multipart') return null;
    const broken = pick(rng, brokenMultiparts(base.fileKind, base.fields));
    return {
      method: plan.method,
      url: urlOf(plan.path, base.params, base.query),
      headers: broken.headers,
      payload: broken.payload,
      what: broken.what,
    };
  },
  tenantHeader: (plan, base, rng) => {
    const tenant = pick(rng, ['nope', 'MAIN', 'main ', "ma'in", 'x'.repeat(300), '', '../main', 'norte']);
    return build(plan, base, `x-tenant ${JSON.stringify(tenant)}`, { headers: { 'x-tenant': tenant } });
  },
  badToken: (plan, base, rng) => {
    const authorization = pick(rng, [
      'Bearer abc',
      'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.',
      `Bearer ${admin.accessToken.slice(0, -4)}AAAA`,
      'Basic YWRtaW46RGVtbzEyMzQ=',
      'Bearer',
      `Bearer ${'a'.repeat(5000)}`,
    ]);
    return build(plan, base, `authorization ${authorization.slice(0, 30)}`, { headers: { authorization } });
  },
};

/** Always tried first (each where it applies), then seeded picks among all the families. */
const FIRST = ['nul', 'surrogate', 'brokenMultipart', 'badId', 'injection', 'rawBody', 'wrongType'];

async function baseOf(plan: Planned): Promise<Base> {
  const params = pathIdsOf(plan);
  const query = requiredQueryOf(plan);
  let body: Json | undefined;
  const fields: MultipartField[] = [];
  if (plan.bodyType === 'json') {
    body = sampleOf(plan.bodySchema, 'body', idFor);
    // An update starts from the record as read, so a mutation reaches past the version check.
    if (plan.method === 'PUT' || plan.method === 'PATCH') {
      const current = await call(t.app, admin, { method: 'GET', url: urlOf(plan.path, params, query) });
      const props = plan.bodySchema?.properties;
      if (
        current.statusCode === 200 &&
        props &&
        body !== null &&
        typeof body === 'object' &&
        !Array.isArray(body)
      ) {
        const read = current.json<Record<string, unknown>>();
        for (const key of Object.keys(props)) {
          const value = read[key];
          if (value !== undefined && (value === null || typeof value !== 'object')) body[key] = value as Json;
        }
      }
    }
  } else if (plan.bodyType === 'multipart') {
    for (const [name, schema] of Object.entries(plan.bodySchema?.properties ?? {})) {
      if (name !== 'file') fields.push({ name, value: String(sampleOf(schema, name, idFor)) });
    }
  }
  const fileKind = plan.path.includes('/tenants/assets') ? 'png' : 'pdf';
  return { params, query, body, fields, fileKind };
}

function casesOf(plan: Planned, base: Base): FuzzRequest[] {
  const rng = prng(SEED ^ hashOf(plan.key));
  const names = Object.keys(FAMILIES);
  const cases: FuzzRequest[] = [];
  for (const name of FIRST) {
    const made = FAMILIES[name]?.(plan, base, rng);
    if (made) cases.push(made);
  }
  for (let tries = 0; cases.length < CASES_PER_OPERATION && tries < 200; tries++) {
    const made = FAMILIES[pick(rng, names)]?.(plan, base, rng);
    if (made) cases.push(made);
  }
  return cases.slice(0, CASES_PER_OPERATION);
}

// ---- the checks -----------------------------------------------------------------------------

function problemsOf(res: LightMyRequestResponse): string[] {
  const problems: string[] = [];
  if (res.statusCode >= 500) problems.push(`answered ${res.statusCode}`);
  const text = res.body;
  const leaks = res.statusCode < 400 ? LEAKS.filter((l) => l.what !== 'a source path') : LEAKS;
  for (const leak of leaks) if (leak.pattern.test(text)) problems.push(`shows ${leak.what}`);
  if (res.statusCode >= 400) {
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
    const b = body as { statusCode?: unknown; code?: unknown; message?: unknown } | undefined;
    if (!b || b.statusCode !== res.statusCode || typeof b.code !== 'string' || typeof b.message !== 'string')
      problems.push('refused without the usual error body');
  }
  return problems;
}

async function fuzz(plan: Planned): Promise<string[]> {
  const base = await baseOf(plan);
  const failures: string[] = [];
  const cases = casesOf(plan, base);
  for (const [i, c] of cases.entries()) {
    // Most cases as the administrator; every fifth as a seller (other scopes, other refusals).
    const session = i % 5 === 4 ? seller : admin;
    const res = await call(t.app, session, {
      method: c.method as 'GET',
      url: c.url,
      headers: c.headers,
      ...(c.payload !== undefined ? { payload: c.payload } : {}),
    });
    const problems = problemsOf(res);
    if (problems.length > 0)
      failures.push(`${plan.key} — ${c.what} → ${problems.join(', ')}: ${res.body.slice(0, 300)}`);
  }
  // The auth routes may end or replace a session: sign in again so the next operations run as before.
  if (plan.path.startsWith('/api/auth') || plan.path.startsWith('/api/users')) {
    admin = await login(t.app, 'admin@demo.local');
    seller = await login(t.app, 'seller@demo.local');
  }
  return failures;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, 'admin@demo.local');
  seller = await login(t.app, 'seller@demo.local');
  const doc = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  const paths = doc.json<{ paths: Record<string, Record<string, Operation>> }>().paths;
  operations = Object.entries(paths)
    .flatMap(([path, byMethod]) => Object.entries(byMethod).map(([method, op]) => planOf(method, path, op)))
    .sort((a, b) => a.key.localeCompare(b.key));
  await gatherIds();
});
afterAll(() => t?.close());

describe('fuzzed input on every operation of the OpenAPI document', () => {
  it('covers every operation the document lists', () => {
    expect(operations.length).toBeGreaterThan(90);
  });

  for (let chunk = 0; chunk < CHUNKS; chunk++) {
    it(`answers no 5xx and leaks nothing (operations ${chunk + 1}/${CHUNKS})`, async () => {
      const failures: string[] = [];
      for (const [i, plan] of operations.entries()) {
        if (i % CHUNKS === chunk) failures.push(...(await fuzz(plan)));
      }
      expect(failures).toEqual([]);
    });
  }
});
