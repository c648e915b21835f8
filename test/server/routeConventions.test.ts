/**
 * The conventions every API route gets from Fastify instead of repeating them: the standard error
 * answers (409 on writes), the bearer security, default tags per module, and a start-up refusal of
 * a protected route that does not say who may call it.
 */
import Fastify, { type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ACCESS } from '../../src/domain/access';
import {
  bearerSecurity,
  routeConventionsPlugin,
  routeGroup,
} from '../../src/server/plugins/routeConventions';

const noteSchema = z.object({ id: z.uuid(), text: z.string() });
const ID = '0b6f2d4e-8c1a-4f3e-9d2b-5a7c9e1f3b5d';
const params = z.object({ id: z.uuid() });

async function buildNotesApp() {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(routeConventionsPlugin);
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    if (route.method !== 'HEAD') routes.push(route);
  });
  const notes = routeGroup(
    ['notes'],
    [
      [
        async (scope) => {
          const read = { access: ACCESS.customers.list };
          const write = { access: ACCESS.customers.edit };
          scope.get('', { config: read, schema: { response: { 200: z.array(noteSchema) } } }, async () => []);
          scope.post(
            '',
            { config: write, schema: { body: noteSchema, response: { 201: noteSchema } } },
            async (req, reply) => reply.status(201).send(req.body),
          );
          scope.put(
            '/:id',
            { config: write, schema: { params, body: noteSchema, response: { 200: noteSchema } } },
            async (req) => req.body,
          );
          scope.delete(
            '/:id',
            { config: write, schema: { params, tags: ['archive'], response: { 204: z.null() } } },
            async (_req, reply) => reply.status(204).send(null),
          );
          scope.post(
            '/sign-in',
            { config: { auth: false }, schema: { response: { 200: z.object({ ok: z.boolean() }) } } },
            async () => ({ ok: true }),
          );
          scope.get('/ping', { config: { public: true } }, async () => 'pong');
        },
        '/notes',
      ],
    ],
  );
  await app.register(notes, { prefix: '/api' });
  await app.ready();
  return { app, routes };
}

describe('route conventions', () => {
  let built: Awaited<ReturnType<typeof buildNotesApp>>;
  beforeAll(async () => {
    built = await buildNotesApp();
  });
  afterAll(() => built.app.close());

  const route = (method: string, url: string) => {
    const found = built.routes.find((r) => r.method === method && r.url === url);
    if (!found) throw new Error(`${method} ${url} not registered`);
    return found;
  };
  const statuses = (method: string, url: string) =>
    Object.keys((route(method, url).schema?.response ?? {}) as Record<string, unknown>).sort();

  it('documents 400, 401, 403 and 404 on every protected route, 409 on writes, beside the route’s own', () => {
    expect(statuses('GET', '/api/notes')).toEqual(['200', '400', '401', '403', '404']);
    expect(statuses('POST', '/api/notes')).toEqual(['201', '400', '401', '403', '404', '409']);
    expect(statuses('PUT', '/api/notes/:id')).toEqual(['200', '400', '401', '403', '404', '409']);
    expect(statuses('DELETE', '/api/notes/:id')).toEqual(['204', '400', '401', '403', '404', '409']);
  });

  it('marks the bearer token on protected routes, not on sign-in routes, and leaves public ones alone', () => {
    expect(route('GET', '/api/notes').schema?.security).toEqual(bearerSecurity);
    expect(route('POST', '/api/notes/sign-in').schema?.security).toBeUndefined();
    expect(statuses('POST', '/api/notes/sign-in')).toEqual(['200', '400', '401', '403', '404', '409']);
    expect(route('GET', '/api/notes/ping').schema?.response).toBeUndefined();
  });

  it('tags a module’s routes with its default tags unless a route names its own', () => {
    expect(route('GET', '/api/notes').schema?.tags).toEqual(['notes']);
    expect(route('DELETE', '/api/notes/:id').schema?.tags).toEqual(['archive']);
  });

  it('keeps each route’s access rule in its config and lists every route registered', () => {
    expect(route('GET', '/api/notes').config).toMatchObject({ access: ACCESS.customers.list });
    expect(route('POST', '/api/notes').config).toMatchObject({ access: ACCESS.customers.edit });
    expect(built.app.registeredRoutes.map((r) => `${r.method} ${r.url} ${r.isPublic}`)).toEqual([
      'GET /api/notes false',
      'POST /api/notes false',
      'PUT /api/notes/:id false',
      'DELETE /api/notes/:id false',
      'POST /api/notes/sign-in false',
      'GET /api/notes/ping true',
    ]);
  });

  it('validates params and body before the handler runs', async () => {
    const { app } = built;
    const badId = await app.inject({ method: 'PUT', url: '/api/notes/not-a-uuid', payload: {} });
    expect(badId.statusCode).toBe(400);
    expect((await app.inject({ method: 'POST', url: '/api/notes', payload: { text: 1 } })).statusCode).toBe(
      400,
    );
    const created = await app.inject({
      method: 'POST',
      url: '/api/notes',
      payload: { id: ID, text: 'hola' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ id: ID, text: 'hola' });
  });

  it('refuses to start with a protected route that does not say who may call it', async () => {
    const app = Fastify();
    await app.register(routeConventionsPlugin);
    expect(() => app.get('/api/forgotten', async () => 'open to anyone?')).toThrow(
      /GET \/api\/forgotten declares no config.access/,
    );
    await app.close();
  });
});
