import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/server/db/client';
import { call, createTestApp, login, type Session, type TestContext } from '../helpers/testApp';

let t: TestContext;
let admin: Session;
let seller: Session;
let norteAdmin: Session;
let zip76248: { id: number; settlement: string }[];

const q = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await t.database.db.execute(query));

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, 'admin@demo.local');
  seller = await login(t.app, 'seller@demo.local');
  norteAdmin = await login(t.app, 'admin@norte.demo.local', 'norte');
  zip76248 = (await call(t.app, admin, { method: 'GET', url: '/api/zip-codes/search/76248' })).json();
});
afterAll(() => t.close());

const newCustomer = (over: Record<string, unknown> = {}) => ({
  companyName: 'Cementos del Altiplano S.A. de C.V.',
  fullName: 'Luis Ángel Herrera',
  rfc: 'cal050505ab1',
  email: 'compras@altiplano.mx',
  ...over,
});

describe('customers', () => {
  it('lists the tenant’s customers for admin, sorted and searchable', async () => {
    const res = await call(t.app, admin, {
      method: 'GET',
      url: '/api/customers?orderField=companyName&orderDirection=DESC&limit=3',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.totalRows).toBe(8);
    expect(body.data).toHaveLength(3);
    expect(body.data[0].companyName).toBe('Vidriera del Norte de Saltillo S.A. de C.V.');
    const search = await call(t.app, admin, {
      method: 'GET',
      url: '/api/customers?searchParam=%20vidrier%20',
    });
    expect(search.json().data.map((c: { rfc: string }) => c.rfc)).toEqual(['VNS9906301B4']);
  });

  it('gives a seller only their own customers, and hides others’ details (404)', async () => {
    const res = await call(t.app, seller, { method: 'GET', url: '/api/customers?limit=50' });
    const sellers = new Set(res.json().data.map((c: { seller: { fullName: string } }) => c.seller.fullName));
    expect([...sellers]).toEqual(['Carlos Méndez Ruiz']);
    const [other] = await q<{ id: string }>(sql`select id from customers where rfc = 'VNS9906301B4'`);
    expect(
      (await call(t.app, seller, { method: 'GET', url: `/api/customers/${other!.id}` })).statusCode,
    ).toBe(404);
  });

  it('answers the customer-role user its own company on /self, and refuses the list', async () => {
    const customer = await login(t.app, 'customer@demo.local');
    const self = await call(t.app, customer, { method: 'GET', url: '/api/customers/self' });
    expect(self.statusCode).toBe(200);
    expect(self.json()).toMatchObject({ companyName: 'Cerámica Industrial de Querétaro S.A. de C.V.' });
    expect(self.json().billingAddress.zipCode.zipCode).toBe('76248');
    expect((await call(t.app, customer, { method: 'GET', url: '/api/customers' })).statusCode).toBe(403);
    expect((await call(t.app, admin, { method: 'GET', url: '/api/customers/self' })).statusCode).toBe(404);
  });

  it('creates a customer (RFC upper-cased), refuses a taken RFC (409) and bad input field by field', async () => {
    const res = await call(t.app, admin, {
      method: 'POST',
      url: '/api/customers/create_by_admin',
      payload: newCustomer(),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ rfc: 'CAL050505AB1', version: 1, seller: null, addresses: [] });
    const again = await call(t.app, admin, {
      method: 'POST',
      url: '/api/customers/create_by_admin',
      payload: newCustomer(),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Ya existe un cliente con el RFC CAL050505AB1');
    const bad = await call(t.app, admin, {
      method: 'POST',
      url: '/api/customers/create_by_admin',
      payload: { companyName: 'x', rfc: '123', email: 'nope', regionId: 'abc', extra: 1 },
    });
    expect(bad.statusCode).toBe(400);
    const paths = bad.json().details.map((d: { path: string }) => d.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'body.companyName',
        'body.fullName',
        'body.rfc',
        'body.email',
        'body.regionId',
      ]),
    );
  });

  it('makes a seller’s new customer their own and refuses assigning another seller', async () => {
    const own = await call(t.app, seller, {
      method: 'POST',
      url: '/api/customers/create_by_admin',
      payload: newCustomer({ rfc: 'SEL990101AA1' }),
    });
    expect(own.statusCode).toBe(201);
    expect(own.json().seller.fullName).toBe('Carlos Méndez Ruiz');
    const [laura] = await q<{ id: string }>(sql`select id from users where email = 'seller2@demo.local'`);
    const other = await call(t.app, seller, {
      method: 'POST',
      url: '/api/customers/create_by_admin',
      payload: newCustomer({ rfc: 'SEL990101AA2', sellerId: laura!.id }),
    });
    expect(other.statusCode).toBe(400);
  });

  it('edits with a version check: stale version 409, nothing changed', async () => {
    const [row] = await q<{ id: string; version: number }>(
      sql`select id, version from customers where rfc = 'CIQ0807145G3'`,
    );
    const ok = await call(t.app, admin, {
      method: 'PUT',
      url: `/api/customers/${row!.id}`,
      payload: { fullName: 'Héctor R. Olvera', version: row!.version },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ fullName: 'Héctor R. Olvera', version: row!.version + 1 });
    const stale = await call(t.app, admin, {
      method: 'PUT',
      url: `/api/customers/${row!.id}`,
      payload: { fullName: 'Otro', version: row!.version },
    });
    expect(stale.statusCode).toBe(409);
    const [after] = await q<{ full_name: string }>(
      sql`select full_name from customers where id = ${row!.id}`,
    );
    expect(after?.full_name).toBe('Héctor R. Olvera');
  });

  it('refuses without the permission and answers another tenant’s ids with 404', async () => {
    const finance = await login(t.app, 'finance.credit@demo.local');
    expect(
      (
        await call(t.app, finance, {
          method: 'POST',
          url: '/api/customers/create_by_admin',
          payload: newCustomer({ rfc: 'FIN990101AA1' }),
        })
      ).statusCode,
    ).toBe(403);
    const [main] = await q<{ id: string }>(sql`select id from customers where rfc = 'CIQ0807145G3'`);
    expect(
      (await call(t.app, norteAdmin, { method: 'GET', url: `/api/customers/${main!.id}` })).statusCode,
    ).toBe(404);
    expect(
      (
        await call(t.app, norteAdmin, {
          method: 'PUT',
          url: `/api/customers/${main!.id}`,
          payload: { fullName: 'Xavier', version: 1 },
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('zip codes, countries, regions', () => {
  it('finds every settlement of a code, and codes by a 4-digit prefix', async () => {
    expect(zip76248.map((z) => z.settlement)).toEqual([
      'Ampliación del Paraíso',
      'El Paraíso',
      'Parque Industrial FINSA Querétaro II',
      'Parque Industrial TLC',
    ]);
    const prefix = await call(t.app, admin, { method: 'GET', url: '/api/zip-codes/search/7624' });
    expect(prefix.json().length).toBeGreaterThanOrEqual(3);
    expect((await call(t.app, admin, { method: 'GET', url: '/api/zip-codes/search/76a' })).statusCode).toBe(
      400,
    );
    expect((await call(t.app, admin, { method: 'GET', url: '/api/zip-codes/search/00000' })).json()).toEqual(
      [],
    );
  });

  it('lists countries in the request language and the tenant’s regions', async () => {
    const es = await call(t.app, admin, { method: 'GET', url: '/api/countries' });
    expect(es.json()[0]).toEqual({ code: 'MX', name: 'México', areaCode: '+52', emoji: '🇲🇽' });
    const en = await call(t.app, admin, {
      method: 'GET',
      url: '/api/countries',
      headers: { 'accept-language': 'en' },
    });
    expect(en.json()[0].name).toBe('Mexico');
    const regions = await call(t.app, norteAdmin, { method: 'GET', url: '/api/regions' });
    expect(regions.json().map((r: { name: string }) => r.name)).toEqual([
      'Baja California',
      'Chihuahua',
      'Coahuila',
    ]);
  });
});

describe('addresses', () => {
  let customerId: string;
  beforeAll(async () => {
    const res = await call(t.app, admin, {
      method: 'POST',
      url: '/api/customers/create_by_admin',
      payload: newCustomer({ rfc: 'ADR010101AA1' }),
    });
    customerId = res.json().id;
  });

  const address = (over: Record<string, unknown> = {}) => ({
    customerId,
    street: 'Avenida de la Noria',
    extNumber: '118',
    zipCodeId: zip76248[2]!.id,
    ...over,
  });

  it('adds addresses with the original client’s defaults and keeps one principal per type', async () => {
    const first = await call(t.app, admin, { method: 'POST', url: '/api/addresses', payload: address() });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      areaCode: '+52',
      addressType: 'billing',
      active: true,
      principalAddress: true,
    });
    expect(first.json().fullAddress).toBe(
      'Avenida de la Noria 118, Parque Industrial FINSA Querétaro II, 76248 El Marqués, Querétaro',
    );
    const second = await call(t.app, admin, {
      method: 'POST',
      url: '/api/addresses',
      payload: address({ street: 'Calle 2', zipCodeId: zip76248[0]!.id }),
    });
    expect(second.json().principalAddress).toBe(true);
    const list = (
      await call(t.app, admin, { method: 'GET', url: `/api/addresses/customer?customer=${customerId}` })
    ).json();
    expect(list.filter((a: { principalAddress: boolean }) => a.principalAddress)).toHaveLength(1);
    expect(list[0].id).toBe(second.json().id);
  });

  it('a principal for shipping does not take the billing principal; deleting a principal promotes another', async () => {
    const shipping = await call(t.app, admin, {
      method: 'POST',
      url: '/api/addresses',
      payload: address({ street: 'Nave 7', addressType: 'shipping', principalAddress: false }),
    });
    expect(shipping.json().principalAddress).toBe(true);
    const list = (
      await call(t.app, admin, { method: 'GET', url: `/api/addresses/customer?customer=${customerId}` })
    ).json();
    const principals = list
      .filter((a: { principalAddress: boolean }) => a.principalAddress)
      .map((a: { addressType: string }) => a.addressType)
      .sort();
    expect(principals).toEqual(['billing', 'shipping']);
    const billingPrincipal = list.find(
      (a: { principalAddress: boolean; addressType: string }) =>
        a.principalAddress && a.addressType === 'billing',
    );
    const del = await call(t.app, admin, { method: 'DELETE', url: `/api/addresses/${billingPrincipal.id}` });
    expect(del.statusCode).toBe(204);
    const after = (
      await call(t.app, admin, { method: 'GET', url: `/api/addresses/customer?customer=${customerId}` })
    ).json();
    expect(
      after.filter(
        (a: { principalAddress: boolean; addressType: string }) =>
          a.principalAddress && a.addressType === 'billing',
      ),
    ).toHaveLength(1);
  });

  it('edits with a version and refuses stale versions, unknown zip codes and bad fields', async () => {
    const [row] = await q<{ id: string; version: number }>(
      sql`select id, version from addresses where customer_id = ${customerId} limit 1`,
    );
    const ok = await call(t.app, admin, {
      method: 'PUT',
      url: `/api/addresses/${row!.id}`,
      payload: { intNumber: '4', version: row!.version },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().intNumber).toBe('4');
    expect(
      (
        await call(t.app, admin, {
          method: 'PUT',
          url: `/api/addresses/${row!.id}`,
          payload: { intNumber: '5', version: row!.version },
        })
      ).statusCode,
    ).toBe(409);
    const badZip = await call(t.app, admin, {
      method: 'POST',
      url: '/api/addresses',
      payload: address({ zipCodeId: 99999999 }),
    });
    expect(badZip.statusCode).toBe(400);
    expect(badZip.json().details[0]).toMatchObject({
      path: 'body.zipCodeId',
      message: 'Selecciona un código postal y su colonia',
    });
    const bad = await call(t.app, admin, {
      method: 'POST',
      url: '/api/addresses',
      payload: { customerId, addressType: 'home', areaCode: '52' },
    });
    expect(bad.json().details.map((d: { path: string }) => d.path)).toEqual(
      expect.arrayContaining([
        'body.street',
        'body.extNumber',
        'body.zipCodeId',
        'body.addressType',
        'body.areaCode',
      ]),
    );
  });

  it('a partial edit changes only the fields sent: type, principal, active and area code stay', async () => {
    const created = await call(t.app, admin, {
      method: 'POST',
      url: '/api/addresses',
      payload: address({
        street: 'Bodega 9',
        addressType: 'shipping',
        areaCode: '+1',
        principalAddress: true,
      }),
    });
    expect(created.statusCode).toBe(201);
    const before = created.json();
    const res = await call(t.app, admin, {
      method: 'PUT',
      url: `/api/addresses/${before.id}`,
      payload: { description: 'Entrada por la calle lateral', version: before.version },
    });
    expect(res.statusCode).toBe(200);
    const [row] = await q<Record<string, unknown>>(
      sql`select address_type, principal_address, active, area_code, street, description from addresses where id = ${before.id}`,
    );
    expect(row).toEqual({
      address_type: 'shipping',
      principal_address: true,
      active: true,
      area_code: '+1',
      street: 'Bodega 9',
      description: 'Entrada por la calle lateral',
    });
    const inactive = await call(t.app, admin, {
      method: 'PUT',
      url: `/api/addresses/${before.id}`,
      payload: { active: false, version: res.json().version },
    });
    expect(inactive.json()).toMatchObject({ active: false, addressType: 'shipping', areaCode: '+1' });
  });

  it('refuses addresses of customers the caller cannot see, and another tenant’s', async () => {
    expect(
      (await call(t.app, seller, { method: 'POST', url: '/api/addresses', payload: address() })).statusCode,
    ).toBe(404);
    const [a] = await q<{ id: string }>(
      sql`select id from addresses where customer_id = ${customerId} limit 1`,
    );
    expect(
      (await call(t.app, norteAdmin, { method: 'DELETE', url: `/api/addresses/${a!.id}` })).statusCode,
    ).toBe(404);
    const [still] = await q<{ n: number }>(sql`select count(*)::int as n from addresses where id = ${a!.id}`);
    expect(still?.n).toBe(1);
  });
});
