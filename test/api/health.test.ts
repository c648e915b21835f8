import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journalMigrations } from '../../src/server/db/migrate';
import { createTestApp, type TestContext } from '../helpers/testApp';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('health and basics', () => {
  it('answers liveness without a tenant', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok' });
    expect(res.headers['x-request-id']).toMatch(/[0-9a-f-]{36}/);
  });

  it('answers readiness with a real database round trip and every committed migration applied', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', database: 'ok', migrations: journalMigrations().length });
  });

  it('keeps a request id sent by the caller, and replaces one that does not look like an id', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(res.headers['x-request-id']).toBe('abc-123');
    const odd = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': `a b"${'x'.repeat(200)}` },
    });
    expect(odd.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('stays alive but not ready when the database is gone, saying why in the error format', async () => {
    const other = await createTestApp();
    await other.database.close();
    expect((await other.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const res = await other.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      statusCode: 503,
      code: 'SERVICE_UNAVAILABLE',
      message: 'La base de datos no responde',
      details: { reason: 'database' },
    });
    await other.app.close();
  });

  it('is not ready while a committed migration is missing from the database', async () => {
    const other = await createTestApp();
    const [last] = journalMigrations().slice(-1);
    await other.database.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = ${last!.when}`,
    );
    const res = await other.app.inject({
      method: 'GET',
      url: '/api/ready',
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      statusCode: 503,
      code: 'SERVICE_UNAVAILABLE',
      message: 'The database lacks 1 migrations; they are applied when the server starts',
      details: { reason: 'migrations' },
    });
    await other.close();
  });

  it('is not ready while the process drains, and still alive', async () => {
    const other = await createTestApp();
    other.app.ctx.lifecycle.draining = true;
    const res = await other.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE', details: { reason: 'draining' } });
    expect((await other.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    await other.close();
  });

  it('answers unknown routes with the error format, in Spanish by default and English on request', async () => {
    const es = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(es.statusCode).toBe(404);
    expect(es.json()).toEqual({
      statusCode: 404,
      code: 'NOT_FOUND',
      message: 'La ruta GET /api/nothing-here no existe',
    });
    const en = await t.app.inject({
      method: 'GET',
      url: '/api/nothing-here',
      headers: { 'accept-language': 'en-US,en;q=0.9' },
    });
    expect(en.json().message).toBe('Route GET /api/nothing-here does not exist');
  });

  it('serves the OpenAPI document and its UI at /api/docs without a tenant', async () => {
    const doc = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    const paths = Object.keys(doc.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/auth/login', '/api/auth/login/refresh', '/api/tenants/config']),
    );
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });
});
