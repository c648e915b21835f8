import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/server/db/client';
import { call, createTestApp, login, type Session, type TestContext } from '../helpers/testApp';

let t: TestContext;
let credit: Session;
let customerId: string;

const q = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await t.database.db.execute(query));

beforeAll(async () => {
  t = await createTestApp();
  credit = await login(t.app, 'finance.credit@demo.local');
  [{ id: customerId }] = (await q<{ id: string }>(
    sql`select id from customers where rfc = 'PRL1203228H1'`,
  )) as [{ id: string }];
});
afterAll(() => t.close());

const term = (over: Record<string, unknown> = {}) => ({
  customerId,
  paymentTerm: 'CREDIT',
  creditLimit: '95,000.50',
  currency: 'USD',
  creditDays: 45,
  validFrom: '2027-01-01',
  validTo: '2027-12-31',
  ...over,
});

describe('customer credit terms', () => {
  it('lists 10 per page by default with the customer and who approved', async () => {
    const res = await call(t.app, credit, { method: 'GET', url: '/api/customer-credit-terms' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ totalRows: 8, page: 1, totalPages: 1 });
    expect(res.json().data[0]).toMatchObject({
      approvedBy: { fullName: 'Lucía Navarro Ibarra' },
      customer: { companyName: expect.any(String) },
    });
  });

  it('creates a term approved by the caller, with an exact decimal limit', async () => {
    const res = await call(t.app, credit, {
      method: 'POST',
      url: '/api/customer-credit-terms',
      payload: term(),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      creditLimit: '95000.50',
      creditDays: 45,
      approvedBy: { fullName: 'Patricia Luna Herrera' },
      isCurrent: false,
      version: 1,
    });
    const [row] = await q<{ credit_limit: string }>(
      sql`select credit_limit from customer_credit_terms where id = ${res.json().id}`,
    );
    expect(row?.credit_limit).toBe('95000.50');
  });

  it('refuses overlapping periods for the same customer (409)', async () => {
    const res = await call(t.app, credit, {
      method: 'POST',
      url: '/api/customer-credit-terms',
      payload: term({ validFrom: '2027-06-01', validTo: null }),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('2027-01-01');
  });

  it('checks each rule field by field', async () => {
    const res = await call(t.app, credit, {
      method: 'POST',
      url: '/api/customer-credit-terms',
      payload: {
        customerId: 'x',
        paymentTerm: 'LATER',
        creditLimit: '-5',
        currency: 'EUR',
        creditDays: 400,
        validFrom: '2027-13-01',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.map((d: { path: string }) => d.path)).toEqual(
      expect.arrayContaining([
        'body.customerId',
        'body.paymentTerm',
        'body.creditLimit',
        'body.currency',
        'body.creditDays',
        'body.validFrom',
      ]),
    );
    const advance = await call(t.app, credit, {
      method: 'POST',
      url: '/api/customer-credit-terms',
      payload: term({ paymentTerm: 'ADVANCE_PAYMENT', validFrom: '2028-01-01', validTo: '2027-01-01' }),
    });
    expect(advance.json().details.map((d: { message: string }) => d.message)).toEqual(
      expect.arrayContaining([
        'El pago anticipado no lleva límite ni días de crédito',
        'La vigencia no puede terminar antes de empezar',
      ]),
    );
  });

  it('edits with a version check and deletes', async () => {
    const [row] = await q<{ id: string; version: number }>(
      sql`select id, version from customer_credit_terms where valid_from = '2027-01-01'`,
    );
    const ok = await call(t.app, credit, {
      method: 'PUT',
      url: `/api/customer-credit-terms/${row!.id}`,
      payload: { creditDays: 60, version: row!.version },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ creditDays: 60, version: 2 });
    expect(
      (
        await call(t.app, credit, {
          method: 'PUT',
          url: `/api/customer-credit-terms/${row!.id}`,
          payload: { creditDays: 10, version: 1 },
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (await call(t.app, credit, { method: 'DELETE', url: `/api/customer-credit-terms/${row!.id}` }))
        .statusCode,
    ).toBe(204);
    expect(
      (await call(t.app, credit, { method: 'GET', url: `/api/customer-credit-terms/${row!.id}` })).statusCode,
    ).toBe(404);
  });

  it('needs the permission, and a company e-mail even with the permission', async () => {
    const seller = await login(t.app, 'seller@demo.local');
    expect((await call(t.app, seller, { method: 'GET', url: '/api/customer-credit-terms' })).statusCode).toBe(
      403,
    );
    await t.database.db.execute(
      sql`update tenants set company_email_domains = '["granelbajio.mx"]'::jsonb where slug = 'main'`,
    );
    const res = await call(t.app, credit, { method: 'GET', url: '/api/customer-credit-terms' });
    expect(res.statusCode).toBe(403);
    await t.database.db.execute(
      sql`update tenants set company_email_domains = '["demo.local","granelbajio.mx"]'::jsonb where slug = 'main'`,
    );
  });

  it('answers another tenant’s term with 404', async () => {
    const norte = await login(t.app, 'finance.credit@norte.demo.local', 'norte');
    const [row] = await q<{ id: string }>(
      sql`select id from customer_credit_terms where customer_id = ${customerId} limit 1`,
    );
    expect(
      (await call(t.app, norte, { method: 'GET', url: `/api/customer-credit-terms/${row!.id}` })).statusCode,
    ).toBe(404);
    expect(
      (
        await call(t.app, norte, {
          method: 'POST',
          url: '/api/customer-credit-terms',
          payload: term({ validFrom: '2030-01-01', validTo: null }),
        })
      ).statusCode,
    ).toBe(404);
  });
});
