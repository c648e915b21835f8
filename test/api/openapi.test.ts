/**
 * The OpenAPI document describes every operation completely: a body for each POST, PUT and PATCH,
 * each path parameter, a success answer, and on protected operations the bearer token, the tenant
 * header and the standard refusals. The order creation body is documented field by field.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/testApp';

interface Parameter {
  in: string;
  name: string;
  required?: boolean;
}
interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  required?: string[];
}
interface Operation {
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  parameters?: Parameter[];
  responses?: Record<string, { description?: string; content?: Record<string, unknown> }>;
  security?: Record<string, unknown>[];
  tags?: string[];
  summary?: string;
}
type Paths = Record<string, Record<string, Operation>>;

let t: TestContext;
let paths: Paths;

beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  paths = res.json<{ paths: Paths }>().paths;
});
afterAll(() => t?.close());

/** `/api/orders/:id` as the document writes it: `/api/orders/{id}`. */
const openapiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

const operations = () =>
  Object.entries(paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, op]) => ({
      where: `${method.toUpperCase()} ${path}`,
      path,
      method,
      op,
    })),
  );

/** A schema that says something: a type, fields, items or alternatives. */
const describesShape = (schema: JsonSchema | undefined) =>
  !!schema && (schema.type !== undefined || schema.properties !== undefined || schema.anyOf !== undefined);

describe('the OpenAPI document', () => {
  it('lists every API route the app registers', () => {
    const missing = t.app.registeredRoutes
      .filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'))
      .filter((r) => !paths[openapiPath(r.url)]?.[r.method.toLowerCase()])
      .map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
    expect(operations().length).toBeGreaterThan(90);
  });

  it('documents a body for every POST, PUT and PATCH', () => {
    const missing = operations()
      .filter(({ method }) => ['post', 'put', 'patch'].includes(method))
      .filter(({ op }) => {
        const media = Object.values(op.requestBody?.content ?? {});
        return media.length === 0 || !media.every((m) => describesShape(m.schema));
      })
      .map(({ where }) => where);
    expect(missing).toEqual([]);
  });

  it('documents every path parameter', () => {
    const missing = operations().flatMap(({ where, path, op }) =>
      [...path.matchAll(/\{(\w+)\}/g)]
        .filter(([, name]) => !op.parameters?.some((p) => p.in === 'path' && p.name === name))
        .map(([, name]) => `${where}: ${name}`),
    );
    expect(missing).toEqual([]);
  });

  it('documents the success answer of every operation', () => {
    const missing = operations()
      .filter(({ op }) => {
        const answers = Object.entries(op.responses ?? {}).filter(([status]) => /^[23]\d\d$/.test(status));
        // @fastify/swagger writes a bare `200: Default Response` for a route that declares none.
        return !answers.some(([, answer]) => answer.content || answer.description !== 'Default Response');
      })
      .map(({ where }) => where);
    expect(missing).toEqual([]);
  });

  it('gives every operation a summary and a tag', () => {
    const missing = operations()
      .filter(({ op }) => !op.summary || !op.tags?.length)
      .map(({ where }) => where);
    expect(missing).toEqual([]);
  });

  it('marks the token, the tenant header and the refusals on every protected operation', () => {
    const routes = t.app.registeredRoutes.filter((r) => r.url.startsWith('/api/') && !r.isPublic);
    const problems = routes.flatMap((route) => {
      const op = paths[openapiPath(route.url)]?.[route.method.toLowerCase()];
      if (!op) return [`${route.method} ${route.url}: not documented`];
      const found: string[] = [];
      const signedIn = route.config.auth !== false;
      if (signedIn && !op.security?.some((s) => 'bearerAuth' in s)) found.push('bearer token');
      if (!op.parameters?.some((p) => p.in === 'header' && p.name === 'x-tenant' && p.required)) {
        found.push('x-tenant header');
      }
      for (const status of ['400', '401', '403', '404']) if (!op.responses?.[status]) found.push(status);
      if (route.method !== 'GET' && !op.responses?.['409']) found.push('409');
      return found.map((what) => `${route.method} ${route.url}: ${what}`);
    });
    expect(problems).toEqual([]);
  });

  it('documents the whole order creation body, its product rows included', () => {
    const schema = paths['/api/orders']?.post?.requestBody?.content?.['application/json']?.schema;
    expect(schema?.type).toBe('object');
    expect(Object.keys(schema?.properties ?? {})).toEqual(
      expect.arrayContaining([
        'customer',
        'items',
        'deliveryModel',
        'deliveryDate',
        'deliveryDates',
        'paymentTerm',
        'currency',
        'addressId',
        'sellerId',
        'documents',
      ]),
    );
    expect(schema?.required).toEqual(
      expect.arrayContaining(['customer', 'items', 'deliveryModel', 'deliveryDate']),
    );
    const item = schema?.properties?.items?.items;
    expect(item?.type).toBe('object');
    expect(Object.keys(item?.properties ?? {})).toEqual([
      'productId',
      'presentation',
      'quantity',
      'targetPrice',
    ]);
    expect(item?.required).toEqual(['productId', 'presentation', 'targetPrice']);
    const document = schema?.properties?.documents?.items;
    expect(Object.keys(document?.properties ?? {})).toEqual(['uploadId', 'type', 'name']);
  });
});
