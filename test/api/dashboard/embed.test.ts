/**
 * The external BI's embed URL: signed (HS256) with the tenant's own secret, else the server's, for
 * ten minutes, naming the dashboard by its embed id and, for a seller, locked to that seller; not
 * available (404) without a BI. The secret is write-only: no answer and no log line carries it.
 */
import { Writable } from 'node:stream';
import { decodeProtectedHeader, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DASHBOARDS } from '../../../src/domain/dashboards';
import { buildApp } from '../../../src/server/app';
import {
  call,
  createSiblingApp,
  createTestApp,
  login,
  TEST_JWT_SECRET,
  type TestContext,
} from '../../helpers/testApp';
import { userId } from './session';

let t: TestContext;
const SITE = 'https://bi.granelbajio.mx';
const SECRET = 'f3a9c1d2e4b5a6978877665544332211f3a9c1d2e4b5a6978877665544332211';
const SERVER_SITE = 'https://metabase.example.com/';
const SERVER_SECRET = 'server-secret-0123456789abcdef0123456789abcdef';

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

interface Embed {
  url: string;
  expiresAt: string;
}

async function embed(app = t.app, email = 'admin@demo.local', id = 4, tenant = 'main', locale?: 'en') {
  const session = await login(app, email, tenant);
  const res = await call(app, session, {
    method: 'GET',
    url: `/api/dashboards/${id}/url?embed_domain=x&is_for_sales=false&salesperson_filter=someone`,
    headers: locale ? { 'accept-language': locale } : {},
  });
  return {
    status: res.statusCode,
    body: res.json<Embed & { code: string; message: string }>(),
    raw: res.body,
  };
}

/** The token of an embed URL, verified with `secret`: its claims. */
async function claimsOf(url: string, site: string, secret: string) {
  const match = new RegExp(
    `^${site.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}/embed/dashboard/([^#]+)#bordered=false&titled=true$`,
  ).exec(url);
  expect(match, url).not.toBeNull();
  const token = match![1]!;
  expect(decodeProtectedHeader(token).alg).toBe('HS256');
  const { payload } = await jwtVerify(token, new TextEncoder().encode(secret));
  return payload as { resource: { dashboard: number }; params: Record<string, unknown>; exp: number };
}

async function configure(body: Record<string, unknown>) {
  const admin = await login(t.app, 'admin@demo.local');
  return call(t.app, admin, { method: 'PUT', url: '/api/tenants/config?name=main', payload: body });
}

describe('without an external BI', () => {
  it('is not available, in Spanish and in English', async () => {
    await configure({ biSiteUrl: null, biSecretKey: null });
    const es = await embed();
    expect(es.status).toBe(404);
    expect(es.body).toMatchObject({ code: 'DASHBOARD_NOT_AVAILABLE', message: 'Tablero no disponible' });
    const en = await embed(t.app, 'admin@demo.local', 4, 'main', 'en');
    expect(en.body.message).toBe('Dashboard not available');
    const theme = await t.app.inject({
      method: 'GET',
      url: '/api/tenants/theme',
      headers: { 'x-tenant': 'main' },
    });
    expect(theme.json()).toMatchObject({ externalBi: false });
  });

  it('goes back to not available when the tenant removes its secret', async () => {
    expect((await configure({ biSiteUrl: SITE, biSecretKey: SECRET })).statusCode).toBe(200);
    expect((await embed()).status).toBe(200);
    const cleared = await configure({ biSecretKey: null });
    expect(cleared.json()).toMatchObject({ biSiteUrl: SITE, biSecretKeySet: false, externalBi: false });
    expect((await embed()).status).toBe(404);
  });
});

describe('with the tenant’s own BI', () => {
  beforeAll(async () => {
    expect((await configure({ biSiteUrl: SITE, biSecretKey: SECRET })).statusCode).toBe(200);
  });

  it('keeps the secret write-only: configured, never answered', async () => {
    const saved = await configure({ biSiteUrl: SITE, biSecretKey: SECRET });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ biSiteUrl: SITE, biSecretKeySet: true, externalBi: true });
    expect(saved.body).not.toContain(SECRET);
    expect(saved.json()).not.toHaveProperty('biSecretKey');
    const seller = await login(t.app, 'seller@demo.local');
    const read = await call(t.app, seller, { method: 'GET', url: '/api/tenants/config?name=main' });
    expect(read.json()).toMatchObject({ biSiteUrl: SITE, biSecretKeySet: true });
    expect(read.body).not.toContain(SECRET);
    const theme = await t.app.inject({
      method: 'GET',
      url: '/api/tenants/theme',
      headers: { 'x-tenant': 'main' },
    });
    expect(theme.json()).toMatchObject({ externalBi: true });
    expect(theme.body).not.toContain(SECRET);
  });

  it('signs each dashboard’s embed id for ten minutes, with the tenant’s secret', async () => {
    for (const dashboard of Object.values(DASHBOARDS)) {
      const before = Math.floor(Date.now() / 1000);
      const { status, body } = await embed(t.app, 'admin@demo.local', dashboard.embedId);
      expect(status, dashboard.key).toBe(200);
      const claims = await claimsOf(body.url, SITE, SECRET);
      expect(claims.resource).toEqual({ dashboard: dashboard.embedId });
      expect(claims.params).toEqual({});
      expect(claims.exp).toBeGreaterThanOrEqual(before + 600);
      expect(claims.exp).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000) + 600);
      expect(body.expiresAt).toBe(new Date(claims.exp * 1000).toISOString());
    }
    await expect(
      jwtVerify(
        (await embed()).body.url.split('/embed/dashboard/')[1]!.split('#')[0]!,
        new TextEncoder().encode(SERVER_SECRET),
      ),
    ).rejects.toThrow();
  });

  it('locks a seller’s embed to the seller, whatever the query asks, and follows the dashboard’s permission', async () => {
    const sellerId = await userId(t, 'seller@demo.local');
    const { status, body } = await embed(t.app, 'seller@demo.local', 4);
    expect(status).toBe(200);
    expect((await claimsOf(body.url, SITE, SECRET)).params).toEqual({
      salesperson_filter: sellerId,
      is_for_sales: true,
    });
    // A supervisor sees several sellers: its embed is not locked to one.
    const manager = await embed(t.app, 'manager.seller@demo.local', 14);
    expect((await claimsOf(manager.body.url, SITE, SECRET)).params).toEqual({});
    // Sellers hold no inventory dashboard (16).
    expect((await embed(t.app, 'seller@demo.local', 16)).status).toBe(403);
  });

  it('uses the server’s BI for a tenant without its own, and never another tenant’s', async () => {
    expect((await embed(t.app, 'admin@norte.demo.local', 4, 'norte')).status).toBe(404);
    const withServerBi = await createSiblingApp(t, {
      env: { METABASE_SITE_URL: SERVER_SITE, METABASE_SECRET_KEY: SERVER_SECRET },
    });
    try {
      const norte = await embed(withServerBi, 'admin@norte.demo.local', 21, 'norte');
      expect(norte.status).toBe(200);
      expect(
        (await claimsOf(norte.body.url, 'https://metabase.example.com', SERVER_SECRET)).resource,
      ).toEqual({ dashboard: 21 });
      // main keeps its own BI even when the server has one.
      const main = await embed(withServerBi, 'admin@demo.local', 21);
      expect((await claimsOf(main.body.url, SITE, SECRET)).resource).toEqual({ dashboard: 21 });
    } finally {
      await withServerBi.close();
    }
  });

  it('writes the secret in no log line', async () => {
    let logged = '';
    const stream = new Writable({
      write(chunk, _encoding, done) {
        logged += String(chunk);
        done();
      },
    });
    const app = await buildApp({
      env: t.env,
      database: t.database,
      jwtSecret: TEST_JWT_SECRET,
      logger: { level: 'trace', stream },
      jobs: { worker: false },
    });
    try {
      const admin = await login(app, 'admin@demo.local');
      const put = await call(app, admin, {
        method: 'PUT',
        url: '/api/tenants/config?name=main',
        payload: { biSecretKey: SECRET },
      });
      expect(put.statusCode).toBe(200);
      const bad = await call(app, admin, {
        method: 'PUT',
        url: '/api/tenants/config?name=main',
        payload: { biSecretKey: `${SECRET} x` },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.body).not.toContain(SECRET);
      expect((await embed(app)).status).toBe(200);
      expect(logged.length).toBeGreaterThan(0);
      expect(logged).not.toContain(SECRET);
    } finally {
      await app.close();
    }
  });
});

describe('the BI settings form’s rules', () => {
  it('refuses an address that is not https and a short secret, per field, in both languages', async () => {
    const admin = await login(t.app, 'admin@demo.local');
    for (const [locale, url, secret] of [
      [
        undefined,
        'Ingresa una dirección https válida, por ejemplo https://bi.empresa.com',
        'La clave secreta debe tener de 32 a 256 caracteres, sin espacios',
      ],
      [
        'en',
        'Enter a valid https address, for example https://bi.company.com',
        'The secret key must have 32 to 256 characters, without spaces',
      ],
    ] as const) {
      const res = await call(t.app, admin, {
        method: 'PUT',
        url: '/api/tenants/config?name=main',
        payload: { biSiteUrl: 'http://bi.granelbajio.mx', biSecretKey: 'short' },
        headers: locale ? { 'accept-language': locale } : {},
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ path: 'body.biSiteUrl', message: url }),
          expect.objectContaining({ path: 'body.biSecretKey', message: secret }),
        ]),
      );
    }
  });
});
