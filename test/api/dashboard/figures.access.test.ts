/**
 * Who may read which dashboard, and what a request that cannot be answered gets: the dashboard's own
 * permission (403 without it, the customer portal never), a seller outside the caller's (403), a
 * key that is no dashboard (404), and bad filters refused per field in the caller's language.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DASHBOARD_KEYS } from '../../../src/domain/dashboards';
import { call, createTestApp, login, type TestContext } from '../../helpers/testApp';
import { figures, userId } from './session';

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

interface Refusal {
  code: string;
  message: string;
  details?: { path: string; key: string; message: string }[];
}

describe('dashboard filters', () => {
  const cases: [string, Record<string, string>, string, string, string][] = [
    [
      'a start after the end',
      { from: '2026-03-10', to: '2026-03-01' },
      'querystring.to',
      'La fecha inicial no puede ser posterior a la final',
      'The start date cannot be after the end date',
    ],
    [
      'more than three years',
      { from: '2022-01-01', to: '2026-03-01' },
      'querystring.from',
      'El periodo puede ser de hasta 1096 días',
      'The period can be at most 1096 days',
    ],
    [
      'a seller that is no id',
      { sellerId: 'vendedor-1' },
      'querystring.sellerId',
      'El identificador no es válido',
      'The identifier is not valid',
    ],
    [
      'another currency',
      { currency: 'EUR' },
      'querystring.currency',
      'Elige una de las opciones: USD, MXN',
      'Choose one of: USD, MXN',
    ],
    [
      'a date that is no date',
      { from: '2026-02-30' },
      'querystring.from',
      'Usa una fecha válida',
      'Use a valid date',
    ],
  ];

  it.each(cases)(
    'refuses %s with a text on the field, in Spanish and in English',
    async (_, query, path, es, en) => {
      const admin = await login(t.app, 'admin@demo.local');
      for (const [locale, text] of [
        [undefined, es],
        ['en', en],
      ] as const) {
        const { status, body } = await figures<Refusal>(t, admin, 'sales', query, locale);
        expect(status).toBe(400);
        expect(body.code).toBe('VALIDATION_ERROR');
        expect(body.details).toEqual([expect.objectContaining({ path, message: text })]);
      }
    },
  );
});

describe('dashboard access', () => {
  it('refuses the customer portal every dashboard, its file and its embed, even with the permission granted', async () => {
    await t.database.db.execute(sql`
      insert into role_permissions (tenant_id, role_id, permission_key, access)
      select r.tenant_id, r.id, 'DASHBOARD_SALES', 'READ' from roles r join tenants t on t.id = r.tenant_id
      where t.slug = 'main' and r.name = 'customer'`);
    const customer = await login(t.app, 'customer@demo.local');
    for (const key of DASHBOARD_KEYS) {
      for (const url of [`/api/dashboard-figures/${key}`, `/api/dashboard-figures/${key}/export`]) {
        const res = await call(t.app, customer, { method: 'GET', url });
        expect(res.statusCode, url).toBe(403);
      }
    }
    expect((await call(t.app, customer, { method: 'GET', url: '/api/dashboards/4/url' })).statusCode).toBe(
      403,
    );
  });

  it('refuses a role the dashboard it holds no permission for', async () => {
    const seller = await login(t.app, 'seller@demo.local');
    for (const key of ['inventory', 'onboarding', 'purchaseOrders']) {
      const { status, body } = await figures<Refusal>(t, seller, key);
      expect(status, key).toBe(403);
      expect(body.code).toBe('FORBIDDEN');
    }
    expect((await figures(t, seller, 'sales')).status).toBe(200);
  });

  it('refuses a seller another seller’s figures, and a supervisor a seller it does not supervise', async () => {
    const seller = await login(t.app, 'seller@demo.local');
    const other = await userId(t, 'seller2@demo.local');
    const own = await figures<Refusal>(t, seller, 'sales', {
      sellerId: await userId(t, 'seller@demo.local'),
    });
    expect(own.status).toBe(200);
    const refused = await figures<Refusal>(t, seller, 'sales', { sellerId: other });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      code: 'ORDER_FORBIDDEN',
      message: 'No puedes ver las cifras de ese vendedor',
    });
    const english = await figures<Refusal>(t, seller, 'kpis', { sellerId: other }, 'en');
    expect(english.body.message).toBe("You cannot see that seller's figures");

    const manager = await login(t.app, 'manager.seller@demo.local');
    const norteSeller = await userId(t, 'seller@norte.demo.local');
    expect((await figures(t, manager, 'sales', { sellerId: norteSeller })).status).toBe(403);
    // A tenant-wide role may name any seller; one of another tenant has no orders here.
    const admin = await login(t.app, 'admin@demo.local');
    const { status, body } = await figures<{ totals: { orders: number } }>(t, admin, 'sales', {
      sellerId: norteSeller,
    });
    expect(status).toBe(200);
    expect(body.totals.orders).toBe(0);
  });

  it('answers 404 for a key that is no dashboard and an embed id that is none', async () => {
    const admin = await login(t.app, 'admin@demo.local');
    for (const url of [
      '/api/dashboard-figures/profits',
      '/api/dashboard-figures/sales/pdf',
      '/api/dashboards/5/url',
    ]) {
      const res = await call(t.app, admin, { method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
  });
});
