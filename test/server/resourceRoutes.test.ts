/** The shared resource routes: statuses, permission config, documented errors and body limit. */
import Fastify, { type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Tx } from '../../src/server/db/client';
import { resourceRoutes } from '../../src/server/plugins/resourceRoutes';

const noteSchema = z.object({ id: z.uuid(), text: z.string(), version: z.number() });
const noteInputSchema = z.object({ text: z.string() });
const noteUpdateSchema = noteInputSchema.extend({ version: z.number() });
type Note = z.infer<typeof noteSchema>;

const ID = '0b6f2d4e-8c1a-4f3e-9d2b-5a7c9e1f3b5d';

async function buildNotesApp() {
  const app = Fastify({ bodyLimit: 1024 * 1024 }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    if (route.method !== 'HEAD') routes.push(route);
  });
  const notes = new Map<string, Note>();
  const tx = {} as Tx;
  app.decorateRequest('tx', <T>(work: (tx: Tx) => Promise<T>) => work(tx));

  await app.register(async (scope) => {
    const resource = resourceRoutes(scope, {
      tags: ['notes'],
      read: ['CLIENT_LISTING', 'READ'],
      write: ['CLIENT_CREATE', 'WRITE'],
      bodyLimit: 200,
    });
    resource.list(
      '/api/notes',
      { summary: 'Notes', query: z.object({ text: z.string().optional() }), response: z.array(noteSchema) },
      async (_tx, req) => [...notes.values()].filter((n) => !req.query.text || n.text === req.query.text),
    );
    resource.create(
      '/api/notes',
      { summary: 'Add a note', body: noteInputSchema, response: noteSchema },
      async (_tx, req) => {
        const note = { id: ID, text: req.body.text, version: 1 };
        notes.set(note.id, note);
        return note;
      },
    );
    resource.show('/api/notes/:id', { summary: 'One note', response: noteSchema }, async (_tx, req) => {
      const note = notes.get(req.params.id);
      if (!note) throw new Error('the routes below read only notes they created');
      return note;
    });
    resource.update(
      '/api/notes/:id',
      { summary: 'Change a note', body: noteUpdateSchema, response: noteSchema },
      async (_tx, req) => {
        const note = { id: req.params.id, text: req.body.text, version: req.body.version + 1 };
        notes.set(note.id, note);
        return note;
      },
    );
    resource.remove('/api/notes/:id', { summary: 'Delete a note' }, async (_tx, req) => {
      notes.delete(req.params.id);
    });
  });
  await app.ready();
  return { app, routes };
}

describe('resourceRoutes', () => {
  let built: Awaited<ReturnType<typeof buildNotesApp>>;
  beforeAll(async () => {
    built = await buildNotesApp();
  });
  afterAll(() => built.app.close());

  it('answers 201 with the created record, 200 on read and update, 204 with no body on delete', async () => {
    const { app } = built;
    const created = await app.inject({ method: 'POST', url: '/api/notes', payload: { text: 'hola' } });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ id: ID, text: 'hola', version: 1 });

    const listed = await app.inject({ method: 'GET', url: '/api/notes?text=hola' });
    expect(listed.json()).toEqual([{ id: ID, text: 'hola', version: 1 }]);

    const shown = await app.inject({ method: 'GET', url: `/api/notes/${ID}` });
    expect(shown.statusCode).toBe(200);

    const updated = await app.inject({
      method: 'PUT',
      url: `/api/notes/${ID}`,
      payload: { text: 'adiós', version: 1 },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual({ id: ID, text: 'adiós', version: 2 });

    const removed = await app.inject({ method: 'DELETE', url: `/api/notes/${ID}` });
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe('');
    expect((await app.inject({ method: 'GET', url: '/api/notes' })).json()).toEqual([]);
  });

  it('validates the id and the body before the work runs', async () => {
    const { app } = built;
    expect((await app.inject({ method: 'GET', url: '/api/notes/not-a-uuid' })).statusCode).toBe(400);
    expect((await app.inject({ method: 'POST', url: '/api/notes', payload: { text: 1 } })).statusCode).toBe(
      400,
    );
  });

  it('limits the body of create and update only', async () => {
    const { app } = built;
    const long = { text: 'x'.repeat(300), version: 1 };
    expect((await app.inject({ method: 'POST', url: '/api/notes', payload: long })).statusCode).toBe(413);
    expect((await app.inject({ method: 'PUT', url: `/api/notes/${ID}`, payload: long })).statusCode).toBe(
      413,
    );
    const limits = built.routes.map((r) => [r.method, r.url, r.bodyLimit]);
    expect(limits).toContainEqual(['GET', '/api/notes', undefined]);
    expect(limits).toContainEqual(['DELETE', '/api/notes/:id', undefined]);
  });

  it('guards reads with the read permission and writes with the write one', () => {
    const permissions = built.routes.map((r) => [r.method, r.url, r.config?.permission]);
    expect(permissions).toEqual([
      ['GET', '/api/notes', ['CLIENT_LISTING', 'READ']],
      ['POST', '/api/notes', ['CLIENT_CREATE', 'WRITE']],
      ['GET', '/api/notes/:id', ['CLIENT_LISTING', 'READ']],
      ['PUT', '/api/notes/:id', ['CLIENT_CREATE', 'WRITE']],
      ['DELETE', '/api/notes/:id', ['CLIENT_CREATE', 'WRITE']],
    ]);
  });

  it('documents 409 on create and update even when the resource errors leave it out', () => {
    const statuses = built.routes.map((r) => [
      r.method,
      r.url,
      Object.keys((r.schema?.response ?? {}) as Record<string, unknown>),
    ]);
    expect(statuses).toEqual([
      ['GET', '/api/notes', ['200', '400', '401', '403', '404']],
      ['POST', '/api/notes', ['201', '400', '401', '403', '404', '409']],
      ['GET', '/api/notes/:id', ['200', '400', '401', '403', '404']],
      ['PUT', '/api/notes/:id', ['200', '400', '401', '403', '404', '409']],
      ['DELETE', '/api/notes/:id', ['204', '400', '401', '403', '404']],
    ]);
  });
});
