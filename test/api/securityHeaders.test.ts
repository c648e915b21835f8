/**
 * Security headers: the web app's pages carry a Content-Security-Policy without inline scripts,
 * refuse framing and MIME sniffing and keep the referrer inside the site; API answers are never
 * stored by a cache, while the web bundle and the tenants' public images keep their caching.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, samplePng } from '../helpers/multipart';
import { call, createTestApp, login, type Session, type TestContext } from '../helpers/testApp';
import { type ServedWebApp, serveWebApp } from '../helpers/webApp';

let t: TestContext;
let served: ServedWebApp;
let admin: Session;

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, 'admin@demo.local');
  // The same app serving a built web app, as main.ts starts it.
  served = await serveWebApp(t, {
    'index.html':
      '<!doctype html><html><head><script type="module" src="/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>',
    'assets/index-abc.js': 'export {};\n',
  });
});
afterAll(async () => {
  await served?.close();
  await t?.close();
});

/** The policy's directives by name. */
function policyOf(res: LightMyRequestResponse): Map<string, string[]> {
  const header = String(res.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

describe('the web app’s pages', () => {
  it.each(['/', '/index.html', '/orders/3f2b9c1e-0000-4000-8000-000000000001'])(
    '%s carries the policy, no framing, no sniffing, no referrer to other sites, and is revalidated',
    async (url) => {
      const res = await served.web.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      const policy = policyOf(res);
      expect(policy.get('default-src')).toEqual(["'self'"]);
      // Scripts come from the site's own files only: no inline script, no eval.
      expect(policy.get('script-src')).toEqual(["'self'"]);
      expect(policy.get('script-src-attr')).toEqual(["'none'"]);
      // Plugins only for the app's own PDFs (blob: tabs), sockets and fetches only to the site.
      expect(policy.get('object-src')).toEqual(["'self'", 'blob:']);
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
      // The external BI's dashboards are framed from its https site only.
      expect(policy.get('frame-src')).toEqual(["'self'", 'https:']);
      expect(policy.get('connect-src')).toEqual(["'self'", 'blob:']);
      // Plain-http deployments keep working: nothing is upgraded to https.
      expect(policy.has('upgrade-insecure-requests')).toBe(false);
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('same-origin');
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  it('keeps the bundle’s hashed files cached for a year, not sniffed', async () => {
    const res = await served.web.inject({ method: 'GET', url: '/assets/index-abc.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('API answers', () => {
  const noStore = (res: LightMyRequestResponse) => {
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  };

  it('are never stored: data, refusals and errors alike', async () => {
    const list = await call(t.app, admin, { method: 'GET', url: '/api/orders' });
    expect(list.statusCode).toBe(200);
    noStore(list);
    const me = await call(t.app, admin, { method: 'GET', url: '/api/auth/profile' });
    noStore(me);
    noStore(await t.app.inject({ method: 'GET', url: '/api/orders', headers: { 'x-tenant': 'main' } }));
    noStore(await t.app.inject({ method: 'GET', url: '/api/no-such-route' }));
    noStore(await t.app.inject({ method: 'GET', url: '/api/health' }));
  });

  it('keep a route’s own caching: the tenant’s public logo is cached a day with its own policy', async () => {
    const body = multipart([{ name: 'file', filename: 'logo.png', type: 'image/png', content: samplePng() }]);
    const uploaded = await call(t.app, admin, {
      method: 'POST',
      url: '/api/tenants/assets/logo',
      payload: body.payload,
      headers: body.headers,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const res = await t.app.inject({ method: 'GET', url: uploaded.json<{ logo: string }>().logo });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('leave the API documentation readable', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    const document = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(document.statusCode).toBe(200);
    expect(document.json().openapi).toMatch(/^3\./);
  });
});
