/**
 * Every protected route says who may call it with a rule of the one access map (the map the web
 * app's canAccess reads), so a screen never offers what the API refuses; and the request context
 * enforces the rule before the body is read.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS, type AccessRule } from '../../src/domain/access';
import { call, createTestApp, login, type TestContext } from '../helpers/testApp';

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const mapRules = new Set<AccessRule>(Object.values(ACCESS).flatMap((actions) => Object.values(actions)));

describe('route access', () => {
  it('takes every protected route’s rule from the access map (or any signed-in member, or admin only)', () => {
    const routes = t.app.registeredRoutes.filter((r) => r.url.startsWith('/api/') && !r.isPublic);
    const adHoc = routes
      .filter((r) => r.config.auth !== false && r.config.adminOnly !== true)
      .filter((r) => r.config.access !== 'signedIn' && !mapRules.has(r.config.access as AccessRule))
      .map((r) => `${r.method} ${r.url}`);
    expect(adHoc).toEqual([]);
    expect(routes.filter((r) => r.config.permission !== undefined)).toEqual([]);
  });

  it('refuses a caller without the rule’s permission before looking at the body', async () => {
    const finance = await login(t.app, 'finance.credit@demo.local');
    const res = await call(t.app, finance, {
      method: 'POST',
      url: '/api/orders',
      payload: { not: 'a form' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'FORBIDDEN', message: 'No tienes permisos para esta acción' });
  });
});
