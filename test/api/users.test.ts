import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/server/db/client';
import { call, createTestApp, login, type TestContext } from '../helpers/testApp';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const sellerNames = (body: { data: { fullName: string }[] }) => body.data.map((s) => s.fullName).sort();

describe('GET /api/sellers', () => {
  it('gives admin every seller of the tenant, paged with the list conventions', async () => {
    const admin = await login(t.app, 'admin@demo.local');
    const res = await call(t.app, admin, { method: 'GET', url: '/api/sellers?limit=2&offset=2' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ totalRows: 4, page: 2, totalPages: 2 });
    expect(res.json().data).toHaveLength(2);
    const all = await call(t.app, admin, { method: 'GET', url: '/api/sellers' });
    expect(sellerNames(all.json())).toEqual([
      'Andrés Padilla Lozano',
      'Carlos Méndez Ruiz',
      'Jorge Villarreal Garza',
      'Laura Vega Montes',
    ]);
  });

  it('searches by name, trimmed, and ignores a blank search', async () => {
    const admin = await login(t.app, 'admin@demo.local');
    const res = await call(t.app, admin, { method: 'GET', url: '/api/sellers?searchParam=%20laura%20' });
    expect(sellerNames(res.json())).toEqual(['Laura Vega Montes']);
    const blank = await call(t.app, admin, { method: 'GET', url: '/api/sellers?searchParam=%20%20' });
    expect(blank.json().totalRows).toBe(4);
    const wild = await call(t.app, admin, { method: 'GET', url: '/api/sellers?searchParam=%25' });
    expect(wild.json().totalRows).toBe(0);
  });

  it('gives a seller only themself, and customer service only the sellers it supervises', async () => {
    const seller = await login(t.app, 'seller@demo.local');
    expect(sellerNames((await call(t.app, seller, { method: 'GET', url: '/api/sellers' })).json())).toEqual([
      'Carlos Méndez Ruiz',
    ]);
    const cs = await login(t.app, 'customer.service@demo.local');
    expect(sellerNames((await call(t.app, cs, { method: 'GET', url: '/api/sellers' })).json())).toEqual([
      'Carlos Méndez Ruiz',
      'Laura Vega Montes',
    ]);
    const manager = await login(t.app, 'manager.seller@demo.local');
    expect((await call(t.app, manager, { method: 'GET', url: '/api/sellers' })).json().totalRows).toBe(4);
  });

  it('gives a customer-role user only the seller of its own customer', async () => {
    const customer = await login(t.app, 'customer@demo.local');
    const res = await call(t.app, customer, { method: 'GET', url: '/api/sellers' });
    expect(sellerNames(res.json())).toEqual(['Carlos Méndez Ruiz']);
  });

  it('gives one seller by id when the caller may filter by it, and nothing otherwise', async () => {
    const admin = await login(t.app, 'admin@demo.local');
    const all = (await call(t.app, admin, { method: 'GET', url: '/api/sellers' })).json<{
      data: { id: string; fullName: string }[];
    }>();
    const idOf = (name: string) => all.data.find((s) => s.fullName === name)!.id;
    const byId = async (session: typeof admin, id: string) =>
      (await call(t.app, session, { method: 'GET', url: `/api/sellers?id=${id}` })).json();
    const andres = await byId(admin, idOf('Andrés Padilla Lozano'));
    expect(sellerNames(andres)).toEqual(['Andrés Padilla Lozano']);
    expect(andres.totalRows).toBe(1);
    // Customer service supervises Carlos and Laura: Andrés is not one it may filter by.
    const cs = await login(t.app, 'customer.service@demo.local');
    expect(sellerNames(await byId(cs, idOf('Laura Vega Montes')))).toEqual(['Laura Vega Montes']);
    expect(await byId(cs, idOf('Andrés Padilla Lozano'))).toMatchObject({ data: [], totalRows: 0 });
    // A user who is no seller (the admin itself) is not one either.
    const { sub } = await t.app.ctx.tokens.verifyAccess(admin.accessToken);
    expect((await byId(admin, sub)).totalRows).toBe(0);
    const bad = await call(t.app, admin, { method: 'GET', url: '/api/sellers?id=nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].path).toBe('querystring.id');
  });

  it('refuses bad paging values', async () => {
    const admin = await login(t.app, 'admin@demo.local');
    for (const q of ['limit=0', 'limit=1000', 'offset=-1', 'limit=abc']) {
      expect((await call(t.app, admin, { method: 'GET', url: `/api/sellers?${q}` })).statusCode).toBe(400);
    }
  });
});

describe('GET /api/roles', () => {
  it('lists every role for USER_MANAGEMENT and refuses others', async () => {
    const admin = await login(t.app, 'admin@demo.local');
    const res = await call(t.app, admin, { method: 'GET', url: '/api/roles' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(12);
    const seller = await login(t.app, 'seller@demo.local');
    expect((await call(t.app, seller, { method: 'GET', url: '/api/roles' })).statusCode).toBe(403);
  });
});

describe('PATCH /api/users/preferences', () => {
  it('saves per-view preferences and merges views', async () => {
    const seller = await login(t.app, 'seller@demo.local');
    const columns = [
      { dataIndex: 'number', checked: true },
      { dataIndex: 'seller', checked: false },
    ];
    const first = await call(t.app, seller, {
      method: 'PATCH',
      url: '/api/users/preferences',
      payload: { views: { orders: { columns } } },
    });
    expect(first.statusCode).toBe(200);
    const second = await call(t.app, seller, {
      method: 'PATCH',
      url: '/api/users/preferences',
      payload: { language: 'en', views: { 'pending-released': { filters: { searchParam: 'cal' } } } },
    });
    expect(second.json()).toEqual({
      language: 'en',
      views: { orders: { columns }, 'pending-released': { filters: { searchParam: 'cal' } } },
    });
    const [row] = rowsOf<{ preferences: { language: string } }>(
      await t.database.db.execute(sql`select preferences from users where email = 'seller@demo.local'`),
    );
    expect(row?.preferences.language).toBe('en');
    const profile = await call(t.app, seller, { method: 'GET', url: '/api/auth/profile' });
    expect(profile.json().preferences.views.orders.columns).toEqual(columns);
  });

  it('refuses unknown keys and wrong shapes without saving', async () => {
    const seller = await login(t.app, 'seller2@demo.local');
    for (const payload of [
      { theme: 'dark' },
      { views: { orders: { columns: 'all' } } },
      { language: 'fr' },
      { views: { 'bad key!': {} } },
    ]) {
      const res = await call(t.app, seller, { method: 'PATCH', url: '/api/users/preferences', payload });
      expect(res.statusCode).toBe(400);
    }
    const [row] = rowsOf<{ preferences: object }>(
      await t.database.db.execute(sql`select preferences from users where email = 'seller2@demo.local'`),
    );
    expect(row?.preferences).toEqual({});
  });
});
