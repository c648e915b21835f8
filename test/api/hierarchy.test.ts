/**
 * The customer-service hierarchy. Demo data of `main`: Jorge (manager.seller) supervises Carlos,
 * Laura and Andrés (sellers); Mariana (customer.service) supervises Carlos and Laura.
 */
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/server/db/client';
import { call, createTestApp, login, type Session, type TestContext } from '../helpers/testApp';

let t: TestContext;
let admin: Session;
const id: Record<string, string> = {};
const SEED_LINKS = [
  ['seller', 'manager.seller'],
  ['seller2', 'manager.seller'],
  ['seller3', 'manager.seller'],
  ['seller', 'customer.service'],
  ['seller2', 'customer.service'],
];

async function rows<T>(query: SQL): Promise<T[]> {
  return rowsOf<T>(await t.database.db.execute(query));
}

/** Every supervision link of main as 'subordinate>supervisor' (names before the @), sorted. */
async function links(): Promise<string[]> {
  const found = await rows<{ link: string }>(sql`
    select split_part(sub.email, '@', 1) || '>' || split_part(sup.email, '@', 1) as link
    from user_supervisors s
    join users sub on sub.id = s.subordinate_id join users sup on sup.id = s.supervisor_id
    join tenants t on t.id = s.tenant_id where t.slug = 'main' order by 1`);
  return found.map((r) => r.link);
}

const seedLinks = () => SEED_LINKS.map(([a, b]) => `${a}>${b}`).sort();

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, 'admin@demo.local');
  for (const r of await rows<{ id: string; email: string }>(sql`
    select u.id, u.email from users u join tenants t on t.id = u.tenant_id where t.slug = 'main'`)) {
    id[r.email.split('@')[0]!] = r.id;
  }
});
afterAll(() => t.close());

/** Each test starts from the demo hierarchy. */
beforeEach(async () => {
  await t.database.db.execute(sql`
    delete from user_supervisors where tenant_id = (select id from tenants where slug = 'main')`);
  for (const [sub, sup] of SEED_LINKS) {
    await t.database.db.execute(sql`
      insert into user_supervisors (tenant_id, subordinate_id, supervisor_id)
      values ((select id from tenants where slug = 'main'), ${id[sub!]}, ${id[sup!]})`);
  }
});

const person = (key: string, firstName: string, lastName: string) => ({
  id: id[key],
  firstName,
  lastName,
  email: `${key}@demo.local`,
});
const carlos = () => person('seller', 'Carlos', 'Méndez Ruiz');
const laura = () => person('seller2', 'Laura', 'Vega Montes');
const andres = () => person('seller3', 'Andrés', 'Padilla Lozano');
const jorge = () => person('manager.seller', 'Jorge', 'Villarreal Garza');
const mariana = () => person('customer.service', 'Mariana', 'Ortiz Salas');
const ana = () => person('admin', 'Ana', 'Robles Treviño');

const setSupervisors = (userKey: string, supervisorIds: unknown, session: Session = admin) =>
  call(t.app, session, {
    method: 'PATCH',
    url: `/api/users/${id[userKey] ?? userKey}/supervisors`,
    payload: { supervisorIds },
  });
const setSubordinates = (userKey: string, subordinateIds: unknown, session: Session = admin) =>
  call(t.app, session, {
    method: 'PUT',
    url: `/api/users/${id[userKey] ?? userKey}/subordinates`,
    payload: { subordinateIds },
  });

type Detail = { path: string; key: string };
const detailsOf = (body: { details?: Detail[] }) => (body.details ?? []).map((d) => `${d.path} ${d.key}`);

describe('GET /api/users/hierarchy-by-role', () => {
  it('lists the users of a role with supervisors and subordinates, sorted by name', async () => {
    const res = await call(t.app, admin, { method: 'GET', url: '/api/users/hierarchy-by-role?role=seller' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { ...andres(), isBlocked: false, supervisors: [jorge()], subordinates: [] },
      { ...carlos(), isBlocked: false, supervisors: [jorge(), mariana()], subordinates: [] },
      { ...laura(), isBlocked: false, supervisors: [jorge(), mariana()], subordinates: [] },
    ]);
    const cs = await call(t.app, admin, {
      method: 'GET',
      url: '/api/users/hierarchy-by-role?role=customer.service',
    });
    expect(cs.json()).toEqual([
      { ...mariana(), isBlocked: false, supervisors: [], subordinates: [carlos(), laura()] },
    ]);
  });

  it('is open to CONFIGURATION_CLIENT_SERVICE readers only; an unknown or missing role is 400', async () => {
    const rep = await login(t.app, 'customer.service@demo.local');
    expect(
      (await call(t.app, rep, { method: 'GET', url: '/api/users/hierarchy-by-role?role=seller' })).statusCode,
    ).toBe(200);
    for (const email of ['seller@demo.local', 'finance.credit@demo.local']) {
      const session = await login(t.app, email);
      const res = await call(t.app, session, {
        method: 'GET',
        url: '/api/users/hierarchy-by-role?role=seller',
      });
      expect(res.statusCode).toBe(403);
    }
    const ghost = await call(t.app, admin, { method: 'GET', url: '/api/users/hierarchy-by-role?role=ghost' });
    expect(ghost.statusCode).toBe(400);
    expect(ghost.json().details).toEqual([
      { path: 'querystring.role', key: 'users.roleUnknown', message: 'El rol ghost no existe' },
    ]);
    const missing = await call(t.app, admin, { method: 'GET', url: '/api/users/hierarchy-by-role' });
    expect(detailsOf(missing.json())).toEqual(['querystring.role validation.required']);
  });

  it('shows another tenant only its own people', async () => {
    const norte = await login(t.app, 'admin@norte.demo.local', 'norte');
    const res = await call(t.app, norte, { method: 'GET', url: '/api/users/hierarchy-by-role?role=seller' });
    expect(res.json()).toHaveLength(1);
    expect(res.body).not.toContain('@demo.local');
  });
});

describe('PATCH /api/users/:id/supervisors and PUT /api/users/hierarchy', () => {
  it('replaces the whole set of supervisors (duplicates once, [] removes all)', async () => {
    const res = await setSupervisors('seller', [id['customer.service'], id.admin, id.admin]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ...carlos(),
      isBlocked: false,
      supervisors: [ana(), mariana()],
      subordinates: [],
    });
    expect(await links()).toEqual(
      [
        'seller>admin',
        'seller>customer.service',
        'seller2>manager.seller',
        'seller3>manager.seller',
        'seller2>customer.service',
      ].sort(),
    );
    const none = await setSupervisors('seller', []);
    expect(none.json().supervisors).toEqual([]);
    expect((await links()).filter((l) => l.startsWith('seller>'))).toEqual([]);
  });

  it('the upsert (whole set of supervisors) has the same effect', async () => {
    const res = await call(t.app, admin, {
      method: 'PUT',
      url: '/api/users/hierarchy',
      payload: { subordinateId: id.seller3, supervisorIds: [id['customer.service']] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: id.seller3, supervisors: [mariana()] });
    expect((await links()).filter((l) => l.startsWith('seller3>'))).toEqual(['seller3>customer.service']);
    const unknown = await call(t.app, admin, {
      method: 'PUT',
      url: '/api/users/hierarchy',
      payload: { subordinateId: '0e9f5a0c-7b1e-4d7a-9c55-2f4b1e0b8a11', supervisorIds: [] },
    });
    expect(unknown.statusCode).toBe(404);
    const invalid = await call(t.app, admin, { method: 'PUT', url: '/api/users/hierarchy', payload: {} });
    expect(detailsOf(invalid.json()).sort()).toEqual([
      'body.subordinateId validation.required',
      'body.supervisorIds validation.required',
    ]);
  });

  it('refuses self-supervision, unknown ids, bad ids and wrong shapes, changing nothing', async () => {
    const self = await setSupervisors('seller', [id['manager.seller'], id.seller]);
    expect(self.statusCode).toBe(400);
    expect(self.json().details).toEqual([
      {
        path: 'body.supervisorIds',
        key: 'users.selfSupervision',
        message: 'Un usuario no puede supervisarse a sí mismo',
      },
    ]);
    const unknown = await setSupervisors('seller', [id.admin, '0e9f5a0c-7b1e-4d7a-9c55-2f4b1e0b8a11']);
    expect(unknown.statusCode).toBe(400);
    expect(detailsOf(unknown.json())).toEqual(['body.supervisorIds.1 users.unknownUser']);
    expect((await setSupervisors('seller', ['nope'])).json().details[0].key).toBe('validation.uuid');
    expect(detailsOf((await setSupervisors('seller', 'all')).json())).toEqual([
      'body.supervisorIds validation.invalidType',
    ]);
    const tooMany = Array.from({ length: 201 }, () => id.admin);
    expect(detailsOf((await setSupervisors('seller', tooMany)).json())).toEqual([
      'body.supervisorIds validation.tooMany',
    ]);
    const ghost = await setSupervisors('0e9f5a0c-7b1e-4d7a-9c55-2f4b1e0b8a11', []);
    expect(ghost.statusCode).toBe(404);
    expect(await links()).toEqual(seedLinks());
  });

  it('refuses a cycle with 409 naming who is already below whom, and changes nothing', async () => {
    const direct = await setSupervisors('manager.seller', [id.seller]);
    expect(direct.statusCode).toBe(409);
    expect(direct.json()).toEqual({
      statusCode: 409,
      code: 'CONFLICT',
      message:
        'La asignación crearía un ciclo en la jerarquía: Carlos Méndez Ruiz ya está bajo la supervisión de Jorge Villarreal Garza',
    });
    // Jorge above Mariana above Carlos: Carlos cannot supervise Jorge, nor Mariana.
    expect((await setSupervisors('customer.service', [id['manager.seller']])).statusCode).toBe(200);
    const before = await links();
    const transitive = await setSubordinates('seller', [id['manager.seller']]);
    expect(transitive.statusCode).toBe(409);
    expect(transitive.json().message).toContain('ciclo en la jerarquía');
    const english = await call(t.app, admin, {
      method: 'PATCH',
      url: `/api/users/${id['manager.seller']}/supervisors`,
      payload: { supervisorIds: [id.admin, id.seller2] },
      headers: { 'accept-language': 'en' },
    });
    expect(english.statusCode).toBe(409);
    expect(english.json().message).toBe(
      'The assignment would create a cycle in the hierarchy: Laura Vega Montes is already supervised by Jorge Villarreal Garza',
    );
    expect(await links()).toEqual(before);
  });

  it('lets two concurrent changes that together would close a loop through one at a time', async () => {
    const [a, b] = await Promise.all([
      setSupervisors('admin', [id.operation]),
      setSupervisors('operation', [id.admin]),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const loop = (await links()).filter((l) => l === 'admin>operation' || l === 'operation>admin');
    expect(loop).toHaveLength(1);
  });

  it('refuses readers, other roles and other tenants', async () => {
    const rep = await login(t.app, 'customer.service@demo.local');
    expect((await setSupervisors('seller3', [id.admin], rep)).statusCode).toBe(403);
    const credit = await login(t.app, 'finance.credit@demo.local');
    expect((await setSupervisors('seller3', [id.admin], credit)).statusCode).toBe(403);
    expect((await setSubordinates('admin', [id.seller3], credit)).statusCode).toBe(403);
    const norte = await login(t.app, 'admin@norte.demo.local', 'norte');
    const [norteSeller] = await rows<{ id: string }>(
      sql`select id from users where email = 'seller@norte.demo.local'`,
    );
    expect((await setSupervisors('seller3', [], norte)).statusCode).toBe(404);
    expect((await setSubordinates('customer.service', [], norte)).statusCode).toBe(404);
    // A norte admin naming main people from its own user: they do not exist for it.
    const mixed = await setSupervisors(norteSeller!.id, [id.admin], norte);
    expect(mixed.statusCode).toBe(400);
    expect(detailsOf(mixed.json())).toEqual(['body.supervisorIds.0 users.unknownUser']);
    // And main's admin cannot link a norte user.
    const foreign = await setSupervisors('seller3', [norteSeller!.id]);
    expect(detailsOf(foreign.json())).toEqual(['body.supervisorIds.0 users.unknownUser']);
    expect(await links()).toEqual(seedLinks());
  });
});

describe('PUT /api/users/:id/subordinates', () => {
  it('replaces the whole set of people a representative supervises, and the representative’s scope follows', async () => {
    const res = await setSubordinates('customer.service', [id.seller3, id.seller2]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ...mariana(),
      isBlocked: false,
      supervisors: [],
      subordinates: [andres(), laura()],
    });
    expect((await links()).filter((l) => l.endsWith('>customer.service'))).toEqual([
      'seller2>customer.service',
      'seller3>customer.service',
    ]);
    // Other supervisors of those sellers stay.
    expect((await links()).filter((l) => l.endsWith('>manager.seller'))).toHaveLength(3);
    const rep = await login(t.app, 'customer.service@demo.local');
    const sellers = await call(t.app, rep, { method: 'GET', url: '/api/sellers' });
    expect(
      sellers
        .json()
        .data.map((s: { fullName: string }) => s.fullName)
        .sort(),
    ).toEqual(['Andrés Padilla Lozano', 'Laura Vega Montes']);
    const none = await setSubordinates('customer.service', []);
    expect(none.json().subordinates).toEqual([]);
    expect((await links()).filter((l) => l.endsWith('>customer.service'))).toEqual([]);
  });

  it('refuses self-supervision, unknown ids and a cycle', async () => {
    const self = await setSubordinates('customer.service', [id['customer.service']]);
    expect(detailsOf(self.json())).toEqual(['body.subordinateIds users.selfSupervision']);
    const unknown = await setSubordinates('customer.service', ['0e9f5a0c-7b1e-4d7a-9c55-2f4b1e0b8a11']);
    expect(detailsOf(unknown.json())).toEqual(['body.subordinateIds.0 users.unknownUser']);
    const cycle = await setSubordinates('seller', [id['customer.service']]);
    expect(cycle.statusCode).toBe(409);
    expect(cycle.json().message).toBe(
      'La asignación crearía un ciclo en la jerarquía: Carlos Méndez Ruiz ya está bajo la supervisión de Mariana Ortiz Salas',
    );
    const missing = await call(t.app, admin, {
      method: 'PUT',
      url: `/api/users/${id['customer.service']}/subordinates`,
      payload: { supervisorIds: [] },
    });
    expect(detailsOf(missing.json()).sort()).toEqual([
      'body validation.unknownField',
      'body.subordinateIds validation.required',
    ]);
    expect(await links()).toEqual(seedLinks());
  });
});

describe('GET /api/users/:id/management-chain', () => {
  it('answers the supervisors level by level, each at its nearest level, and survives a loop in the data', async () => {
    expect((await setSupervisors('manager.seller', [id.admin])).statusCode).toBe(200);
    const res = await call(t.app, admin, { method: 'GET', url: `/api/users/${id.seller3}/management-chain` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { level: 1, users: [jorge()] },
      { level: 2, users: [ana()] },
    ]);
    const carlosChain = await call(t.app, admin, {
      method: 'GET',
      url: `/api/users/${id.seller}/management-chain`,
    });
    expect(carlosChain.json()).toEqual([
      { level: 1, users: [jorge(), mariana()] },
      { level: 2, users: [ana()] },
    ]);
    // A loop written behind the API's back (admin under seller3) must not hang the chain.
    await t.database.db.execute(sql`
      insert into user_supervisors (tenant_id, subordinate_id, supervisor_id)
      values ((select id from tenants where slug = 'main'), ${id.admin}, ${id.seller3})`);
    const looped = await call(t.app, admin, {
      method: 'GET',
      url: `/api/users/${id.seller3}/management-chain`,
    });
    expect(looped.json()).toEqual([
      { level: 1, users: [jorge()] },
      { level: 2, users: [ana()] },
    ]);
    const top = await call(t.app, admin, {
      method: 'GET',
      url: `/api/users/${id.operation}/management-chain`,
    });
    expect(top.json()).toEqual([]);
  });

  it('is readable with CONFIGURATION_CLIENT_SERVICE read; unknown and foreign ids are 404', async () => {
    const manager = await login(t.app, 'manager.seller@demo.local');
    const res = await call(t.app, manager, {
      method: 'GET',
      url: `/api/users/${id.seller}/management-chain`,
    });
    expect(res.json()).toEqual([{ level: 1, users: [jorge(), mariana()] }]);
    const seller = await login(t.app, 'seller@demo.local');
    expect(
      (await call(t.app, seller, { method: 'GET', url: `/api/users/${id.seller}/management-chain` }))
        .statusCode,
    ).toBe(403);
    const ghost = await call(t.app, admin, {
      method: 'GET',
      url: '/api/users/0e9f5a0c-7b1e-4d7a-9c55-2f4b1e0b8a11/management-chain',
    });
    expect(ghost.statusCode).toBe(404);
    const norte = await login(t.app, 'admin@norte.demo.local', 'norte');
    expect(
      (await call(t.app, norte, { method: 'GET', url: `/api/users/${id.seller}/management-chain` }))
        .statusCode,
    ).toBe(404);
  });
});

describe('GET /api/users/:id/supervised-sellers', () => {
  it('lists the sellers below a user, directly or through others', async () => {
    const get = (key: string) =>
      call(t.app, admin, { method: 'GET', url: `/api/users/${id[key]}/supervised-sellers` });
    const rep = await get('customer.service');
    expect(rep.statusCode).toBe(200);
    expect(rep.json()).toEqual([
      {
        ...carlos(),
        fullName: 'Carlos Méndez Ruiz',
        role: { id: expect.any(String), name: 'seller', displayName: 'Vendedor' },
        isBlocked: false,
      },
      {
        ...laura(),
        fullName: 'Laura Vega Montes',
        role: { id: expect.any(String), name: 'seller', displayName: 'Vendedor' },
        isBlocked: false,
      },
    ]);
    // Ana above Jorge (a manager.seller, who counts as a seller) above three sellers; plus an
    // operations user below Jorge, who is not a seller.
    await setSupervisors('manager.seller', [id.admin]);
    await setSubordinates('manager.seller', [id.seller, id.seller2, id.seller3, id.operation]);
    const top = await get('admin');
    expect(top.json().map((s: { fullName: string }) => s.fullName)).toEqual([
      'Andrés Padilla Lozano',
      'Carlos Méndez Ruiz',
      'Jorge Villarreal Garza',
      'Laura Vega Montes',
    ]);
    expect((await get('seller')).json()).toEqual([]);
  });

  it('is refused without read, and 404 for unknown or foreign ids', async () => {
    const credit = await login(t.app, 'finance.credit@demo.local');
    expect(
      (await call(t.app, credit, { method: 'GET', url: `/api/users/${id.admin}/supervised-sellers` }))
        .statusCode,
    ).toBe(403);
    const norte = await login(t.app, 'admin@norte.demo.local', 'norte');
    const foreign = await call(t.app, norte, {
      method: 'GET',
      url: `/api/users/${id['manager.seller']}/supervised-sellers`,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('Carlos');
  });
});

describe('OpenAPI', () => {
  it('documents every hierarchy route', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/users/hierarchy-by-role',
        '/api/users/hierarchy',
        '/api/users/{id}/supervisors',
        '/api/users/{id}/subordinates',
        '/api/users/{id}/management-chain',
        '/api/users/{id}/supervised-sellers',
      ]),
    );
  });
});
