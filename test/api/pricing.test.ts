import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PRICING_VALUES } from '../../src/domain/pricing';
import { rowsOf } from '../../src/server/db/client';
import { call, createTestApp, login, type Session, type TestContext } from '../helpers/testApp';

let t: TestContext;
let admin: Session;
let seller: Session;
let opsManager: Session;
let norteAdmin: Session;
let setId: string;
let norteSetId: string;
let adminId: string;

const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());

async function setOf(tenant: string): Promise<string> {
  const [row] = rowsOf<{ id: string }>(
    await t.database.db.execute(
      sql`select s.id from pricing_parameter_sets s join tenants t on t.id = s.tenant_id where t.slug = ${tenant}`,
    ),
  );
  return row!.id;
}

async function versionRows(id: string) {
  return rowsOf<{
    version: number;
    values: typeof DEFAULT_PRICING_VALUES;
    changes: unknown[];
    comment: string | null;
    created_by_id: string | null;
  }>(
    await t.database.db.execute(
      sql`select version, values, changes, comment, created_by_id from pricing_parameter_versions where set_id = ${id} order by version`,
    ),
  );
}

const patch = (session: Session, id: string, payload: unknown, headers: Record<string, string> = {}) =>
  call(t.app, session, {
    method: 'PATCH',
    url: `/api/pricing-parameters/${id}`,
    payload: payload as object,
    headers,
  });

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, 'admin@demo.local');
  seller = await login(t.app, 'seller@demo.local');
  opsManager = await login(t.app, 'manager.operation@demo.local');
  norteAdmin = await login(t.app, 'admin@norte.demo.local', 'norte');
  setId = await setOf('main');
  norteSetId = await setOf('norte');
  adminId = claimsOf(admin.accessToken).sub;
});
afterAll(() => t.close());

describe('reading pricing parameters', () => {
  it('lists the tenant’s sets with their latest version number and date', async () => {
    const res = await call(t.app, admin, { method: 'GET', url: '/api/pricing-parameters' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ totalRows: 1, page: 1, totalPages: 1 });
    expect(body.data).toEqual([
      { id: setId, name: 'default', version: 1, updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) },
    ]);
    expect(res.body).not.toContain(norteSetId);
    const none = await call(t.app, admin, { method: 'GET', url: '/api/pricing-parameters?searchParam=zzz' });
    expect(none.json()).toMatchObject({ data: [], totalRows: 0 });
  });

  it('answers the latest version with who saved it', async () => {
    const res = await call(t.app, admin, { method: 'GET', url: `/api/pricing-parameters/${setId}/latest` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: setId,
      name: 'default',
      version: 1,
      values: DEFAULT_PRICING_VALUES,
      comment: 'Parámetros iniciales',
      createdBy: { id: adminId, fullName: 'Ana Robles Treviño' },
    });
    expect(res.json().changes).toContainEqual({ field: 'vatRate', from: null, to: '0.16' });
  });

  it('lets PRICING_CONFIGURATION read (operations manager) read but not write', async () => {
    const read = await call(t.app, opsManager, {
      method: 'GET',
      url: `/api/pricing-parameters/${setId}/latest`,
    });
    expect(read.statusCode).toBe(200);
    const write = await patch(opsManager, setId, { version: 1, values: { vatRate: '0.15' } });
    expect(write.statusCode).toBe(403);
    expect(write.json()).toMatchObject({ code: 'FORBIDDEN', message: 'No tienes permisos para esta acción' });
  });

  it('refuses users without the permission on every pricing route', async () => {
    for (const url of [
      '/api/pricing-parameters',
      `/api/pricing-parameters/${setId}/latest`,
      `/api/pricing-parameters/${setId}/versions`,
      `/api/pricing-parameters/${setId}/versions/1`,
    ]) {
      expect((await call(t.app, seller, { method: 'GET', url })).statusCode, url).toBe(403);
    }
    const res = await patch(seller, setId, { version: 1, values: { vatRate: '0.15' } });
    expect(res.statusCode).toBe(403);
    expect(await versionRows(setId)).toHaveLength(1);
  });

  it('answers 404 for another tenant’s set and for unknown ids, 400 for a malformed one', async () => {
    for (const url of [
      `/api/pricing-parameters/${norteSetId}/latest`,
      `/api/pricing-parameters/${norteSetId}/versions`,
      `/api/pricing-parameters/${norteSetId}/versions/1`,
      '/api/pricing-parameters/00000000-0000-4000-8000-000000000000/latest',
    ]) {
      const res = await call(t.app, admin, { method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
    const bad = await call(t.app, admin, { method: 'GET', url: '/api/pricing-parameters/nope/latest' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0]).toMatchObject({ path: 'params.id', key: 'validation.uuid' });
    const foreign = await patch(admin, norteSetId, { version: 1, values: { vatRate: '0.15' } });
    expect(foreign.statusCode).toBe(404);
    expect(await versionRows(norteSetId)).toHaveLength(1);
  });

  it('shows a norte admin only norte’s set, and main’s set as unknown', async () => {
    const list = await call(t.app, norteAdmin, { method: 'GET', url: '/api/pricing-parameters' });
    expect(list.json().data.map((s: { id: string }) => s.id)).toEqual([norteSetId]);
    const aimed = await patch(norteAdmin, setId, { version: 1, values: { vatRate: '0.15' } });
    expect(aimed.statusCode).toBe(404);
    expect(aimed.json().message).toBe('No se encontró el conjunto de parámetros de precios');
    expect(await versionRows(setId)).toHaveLength(1);
  });
});

describe('PATCH /api/pricing-parameters/{id}', () => {
  it('saves version 2 with the merged values, the changes, the comment and the author', async () => {
    const res = await patch(admin, setId, {
      version: 1,
      values: { exchangeRateUsdMxn: '19.10', handlingPerTon: { BULK: '2.75', BAG: '8' } },
      comment: '  Ajuste de tipo de cambio  ',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id: setId,
      name: 'default',
      version: 2,
      comment: 'Ajuste de tipo de cambio',
      createdBy: { id: adminId, fullName: 'Ana Robles Treviño' },
      changes: [
        { field: 'exchangeRateUsdMxn', from: '18.50', to: '19.10' },
        { field: 'handlingPerTon.BULK', from: '2.50', to: '2.75' },
      ],
    });
    expect(body.values).toEqual({
      ...DEFAULT_PRICING_VALUES,
      exchangeRateUsdMxn: '19.10',
      handlingPerTon: { ...DEFAULT_PRICING_VALUES.handlingPerTon, BULK: '2.75' },
    });

    const rows = await versionRows(setId);
    expect(rows.map((r) => r.version)).toEqual([1, 2]);
    expect(rows[0]!.values).toEqual(DEFAULT_PRICING_VALUES);
    expect(rows[1]).toMatchObject({
      values: body.values,
      changes: body.changes,
      comment: 'Ajuste de tipo de cambio',
      created_by_id: adminId,
    });
  });

  it('keeps version 1 readable and lists versions newest first', async () => {
    const v1 = await call(t.app, admin, {
      method: 'GET',
      url: `/api/pricing-parameters/${setId}/versions/1`,
    });
    expect(v1.statusCode).toBe(200);
    expect(v1.json()).toMatchObject({
      version: 1,
      values: DEFAULT_PRICING_VALUES,
      comment: 'Parámetros iniciales',
    });

    const list = await call(t.app, admin, {
      method: 'GET',
      url: `/api/pricing-parameters/${setId}/versions`,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ totalRows: 2, page: 1, totalPages: 1 });
    expect(list.json().data.map((v: { version: number }) => v.version)).toEqual([2, 1]);

    const page2 = await call(t.app, admin, {
      method: 'GET',
      url: `/api/pricing-parameters/${setId}/versions?limit=1&offset=1`,
    });
    expect(page2.json()).toMatchObject({ totalRows: 2, page: 2, totalPages: 2, data: [{ version: 1 }] });

    const missing = await call(t.app, admin, {
      method: 'GET',
      url: `/api/pricing-parameters/${setId}/versions/9`,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('No existe esa versión de los parámetros de precios');

    const summary = await call(t.app, admin, { method: 'GET', url: '/api/pricing-parameters' });
    expect(summary.json().data[0]).toMatchObject({ id: setId, version: 2 });
  });

  it('refuses a stale version with 409 and saves nothing', async () => {
    const res = await patch(admin, setId, { version: 1, values: { vatRate: '0.08' } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'STALE_VERSION',
      message: 'Otro usuario modificó este registro; recarga para ver los cambios',
    });
    expect((await versionRows(setId)).map((r) => r.version)).toEqual([1, 2]);
  });

  it('refuses a change that changes nothing, in both languages', async () => {
    const same = { version: 2, values: { exchangeRateUsdMxn: '19.1', handlingPerTon: { BULK: '2.750' } } };
    const es = await patch(admin, setId, same);
    expect(es.statusCode).toBe(400);
    expect(es.json()).toMatchObject({ code: 'BAD_REQUEST', message: 'No hay cambios para guardar' });
    const en = await patch(
      admin,
      setId,
      { version: 2, values: {}, comment: 'only a comment' },
      {
        'accept-language': 'en',
      },
    );
    expect(en.statusCode).toBe(400);
    expect(en.json().message).toBe('There are no changes to save');
    expect(await versionRows(setId)).toHaveLength(2);
  });

  it('refuses invalid values field by field', async () => {
    const res = await patch(admin, setId, {
      version: 2,
      values: {
        vatRate: '16',
        exchangeRateUsdMxn: '-1',
        storageCostPerTon: 'abc',
        pickingCostPerTon: '1.1234567',
        handlingPerTon: { BAG: '1,000,000.5', PALLET: '1' },
        unknown: '1',
      },
    });
    expect(res.statusCode).toBe(400);
    const details = res.json().details as { path: string; key: string; message: string }[];
    const byPath = Object.fromEntries(details.map((d) => [d.path, d]));
    expect(byPath['body.values.vatRate']).toMatchObject({
      key: 'validation.tooBig',
      message: 'El valor debe ser como máximo 1',
    });
    expect(byPath['body.values.exchangeRateUsdMxn']?.key).toBe('validation.decimal');
    expect(byPath['body.values.storageCostPerTon']?.message).toBe(
      'Usa un número positivo con hasta 6 decimales',
    );
    expect(byPath['body.values.pickingCostPerTon']?.key).toBe('validation.decimal');
    expect(byPath['body.values.handlingPerTon.BAG']?.key).toBe('validation.tooBig');
    expect(details.map((d) => d.key)).toContain('validation.unknownField');
    expect(await versionRows(setId)).toHaveLength(2);
  });

  it('requires the version and a values object', async () => {
    const res = await patch(admin, setId, { comment: 'x' });
    expect(res.statusCode).toBe(400);
    const paths = res.json().details.map((d: { path: string }) => d.path);
    expect(paths).toEqual(expect.arrayContaining(['body.version', 'body.values']));
  });

  it('records the real admin as author while viewing as another role', async () => {
    const viewAs = await call(t.app, admin, {
      method: 'POST',
      url: '/api/auth/view-as',
      payload: { role: 'manager.finance' },
    });
    expect(viewAs.statusCode).toBe(200);
    const asFinance = { ...admin, accessToken: viewAs.json().accessToken };
    const res = await patch(asFinance, setId, { version: 2, values: { vatRate: '0.08' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ version: 3, createdBy: { id: adminId } });
    expect((await versionRows(setId))[2]).toMatchObject({
      version: 3,
      created_by_id: adminId,
      comment: null,
    });
  });

  it('never saves two versions with the same number when editors save at once', async () => {
    const financeManager = await login(t.app, 'manager.finance@demo.local');
    const results = await Promise.all([
      patch(admin, setId, { version: 3, values: { vatRate: '0.10' } }),
      patch(financeManager, setId, { version: 3, values: { vatRate: '0.12' } }),
      patch(admin, setId, { version: 3, values: { deliveryPremiumPerTon: '20' } }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const rows = await versionRows(setId);
    expect(rows.map((r) => r.version)).toEqual([1, 2, 3, 4]);
  });
});
