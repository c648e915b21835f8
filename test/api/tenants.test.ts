import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/server/db/client';
import { call, createTestApp, login, type Session, type TestContext } from '../helpers/testApp';

let t: TestContext;
let admin: Session;
let seller: Session;
beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, 'admin@demo.local');
  seller = await login(t.app, 'seller@demo.local');
});
afterAll(() => t.close());

describe('tenant theme and configuration', () => {
  it('serves the public theme for the login page without a token', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/tenants/theme',
      headers: { 'x-tenant': 'norte' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ slug: 'norte', name: 'Minerales del Norte', color: '#8a1538' });
    expect(res.json()).not.toHaveProperty('companyEmailDomains');
  });

  it('gives every signed-in member the configuration of their own tenant', async () => {
    const res = await call(t.app, seller, { method: 'GET', url: '/api/tenants/config?name=main' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      slug: 'main',
      color: '#003366',
      conversionFactor: { unit: 'KG' },
      orderFlow: 'MANUAL',
      externalErp: false,
      companyEmailDomains: ['demo.local', 'granelbajio.mx'],
    });
  });

  it('never answers another tenant’s configuration by name', async () => {
    const res = await call(t.app, admin, { method: 'GET', url: '/api/tenants/config?name=norte' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Tenant not available');
  });

  it('lets TENANT_CONFIGURATION write change the configuration and keeps what was not sent', async () => {
    const res = await call(t.app, admin, {
      method: 'PUT',
      url: '/api/tenants/config?name=main',
      payload: { color: '#0A5C36', shortName: 'GB', seoTitle: '', conversionFactor: { unit: 'TON' } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      color: '#0A5C36',
      shortName: 'GB',
      seoTitle: null,
      name: 'Granel del Bajío',
      conversionFactor: { unit: 'TON' },
    });
    const [row] = rowsOf<{ color: string; conversion_unit: string }>(
      await t.database.db.execute(sql`select color, conversion_unit from tenants where slug = 'main'`),
    );
    expect(row).toEqual({ color: '#0A5C36', conversion_unit: 'TON' });
  });

  it('refuses the change without the permission and leaves the row as it was', async () => {
    const res = await call(t.app, seller, {
      method: 'PUT',
      url: '/api/tenants/config?name=main',
      payload: { color: '#000000' },
    });
    expect(res.statusCode).toBe(403);
    const [row] = rowsOf<{ color: string }>(
      await t.database.db.execute(sql`select color from tenants where slug = 'main'`),
    );
    expect(row?.color).not.toBe('#000000');
  });

  it('refuses invalid values field by field, changing nothing', async () => {
    const res = await call(t.app, admin, {
      method: 'PUT',
      url: '/api/tenants/config?name=main',
      payload: {
        color: 'blue',
        website: 'not a url',
        emailContact: 'nope',
        orderFlow: 'SOMETIMES',
        unknownField: 1,
        name: 'x'.repeat(500),
      },
    });
    expect(res.statusCode).toBe(400);
    const paths = res.json().details.map((d: { path: string }) => d.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'body.color',
        'body.website',
        'body.emailContact',
        'body.orderFlow',
        'body.name',
      ]),
    );
    expect((await call(t.app, admin, { method: 'GET', url: '/api/tenants/config' })).statusCode).toBe(400);
  });
});
