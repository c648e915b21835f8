/** User management: list, detail, invite (mail + first password), edit with version, block, resend. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/server/db/client';
import { drainJobs } from '../helpers/jobs';
import { call, createTestApp, login, type Session, type TestContext } from '../helpers/testApp';

let t: TestContext;
let admin: Session;
beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, 'admin@demo.local');
});
afterAll(() => t.close());

async function rows<T>(query: SQL): Promise<T[]> {
  return rowsOf<T>(await t.database.db.execute(query));
}

interface UserRow {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  password_hash: string | null;
  is_user_verified: boolean;
  is_blocked: boolean;
  invited_by_id: string | null;
  customer_id: string | null;
  order_flow: string;
  unit_measure: string;
  external_erp: boolean;
  requires_external_id: boolean;
  version: number;
  role: string;
}

async function userRow(email: string, tenant = 'main'): Promise<UserRow | undefined> {
  const [row] = await rows<UserRow>(sql`
    select u.*, r.name as role from users u
    join roles r on r.id = u.role_id join tenants t on t.id = u.tenant_id
    where t.slug = ${tenant} and lower(u.email) = ${email.toLowerCase()}`);
  return row;
}

async function idOf(email: string, tenant = 'main'): Promise<string> {
  const row = await userRow(email, tenant);
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

async function customerIdOf(companyName: string): Promise<string> {
  const [row] = await rows<{ id: string }>(sql`select id from customers where company_name = ${companyName}`);
  return row!.id;
}

async function countUsers(): Promise<number> {
  const [row] = await rows<{ n: number }>(sql`select count(*)::int as n from users`);
  return row!.n;
}

const mailDir = () => join(t.dataDir, 'mail');
/** The mails sent to `email`, oldest first, once the queued jobs have run. */
async function mailsTo(email: string): Promise<string[]> {
  await drainJobs(t.app);
  try {
    return readdirSync(mailDir())
      .filter((f) => f.endsWith(`-${email}.eml`))
      .sort()
      .map((f) => readFileSync(join(mailDir(), f), 'utf8'));
  } catch {
    return [];
  }
}

/** The .eml is quoted-printable: undo soft line breaks and =XX escapes. */
function decodeQp(eml: string): string {
  const joined = eml.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

function tokenFrom(eml: string): string {
  const match = decodeQp(eml).match(/password-recovery\?recoveryToken=([A-Za-z0-9_-]+)&invitation=1/);
  if (!match?.[1]) throw new Error('no invitation link in mail');
  return match[1];
}

const setPassword = (token: string, password = 'Bienvenida2026') =>
  t.app.inject({
    method: 'PUT',
    url: '/api/auth/recovery',
    headers: { 'x-tenant': 'main' },
    payload: { password, confirmPassword: password, recoveryToken: token },
  });

const signIn = (email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'x-tenant': 'main' },
    payload: { email, password },
  });

const invite = (payload: object, headers: Record<string, string> = {}, session: Session = admin) =>
  call(t.app, session, { method: 'POST', url: '/api/users', payload, headers });

const newUser = (email: string, extra: object = {}) => ({
  email,
  firstName: 'Elena',
  lastName: 'Garza Treviño',
  role: 'seller',
  ...extra,
});

type Detail = { path: string; key: string; message: string };
const detailsOf = (body: { details?: Detail[] }) => (body.details ?? []).map((d) => `${d.path} ${d.key}`);

describe('GET /api/users', () => {
  it('pages the tenant’s users with the list conventions and the screen’s fields', async () => {
    const res = await call(t.app, admin, { method: 'GET', url: '/api/users?limit=5&offset=5' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ totalRows: 14, page: 2, totalPages: 3 });
    expect(res.json().data).toHaveLength(5);
    const all = await call(t.app, admin, { method: 'GET', url: '/api/users?limit=100' });
    const seller = all.json().data.find((u: { email: string }) => u.email === 'seller@demo.local');
    expect(seller).toEqual({
      id: await idOf('seller@demo.local'),
      email: 'seller@demo.local',
      firstName: 'Carlos',
      lastName: 'Méndez Ruiz',
      fullName: 'Carlos Méndez Ruiz',
      role: { id: expect.any(String), name: 'seller', displayName: 'Vendedor' },
      phone: null,
      areaCode: '+52',
      isBlocked: false,
      isUserVerified: true,
      invitationPending: false,
      orderFlow: 'MANUAL',
      unitMeasure: 'KG',
      externalErp: false,
      requiresExternalId: false,
      customer: null,
      lastLoginAt: null,
      createdAt: expect.any(String),
      version: 1,
    });
    const customer = all.json().data.find((u: { email: string }) => u.email === 'customer@demo.local');
    expect(customer.customer).toEqual({
      id: await customerIdOf('Cerámica Industrial de Querétaro S.A. de C.V.'),
      companyName: 'Cerámica Industrial de Querétaro S.A. de C.V.',
    });
    // The admin signed in: the list shows it.
    const me = all.json().data.find((u: { email: string }) => u.email === 'admin@demo.local');
    expect(me.lastLoginAt).toEqual(expect.any(String));
  });

  it('searches names and e-mails, filters by role and blocked, and orders by the given field', async () => {
    const get = async (q: string) =>
      (await call(t.app, admin, { method: 'GET', url: `/api/users?${q}` })).json();
    expect((await get('searchParam=%20laura%20')).data.map((u: { email: string }) => u.email)).toEqual([
      'seller2@demo.local',
    ]);
    expect((await get('searchParam=Vega%20Montes')).totalRows).toBe(1);
    expect((await get('searchParam=finance')).totalRows).toBe(3);
    expect((await get('searchParam=%25')).totalRows).toBe(0);
    const sellers = await get('role=seller&orderField=firstName');
    expect(sellers.data.map((u: { firstName: string }) => u.firstName)).toEqual([
      'Andrés',
      'Carlos',
      'Laura',
    ]);
    expect((await get('role=ghost')).totalRows).toBe(0);
    expect((await get('blocked=true')).totalRows).toBe(0);
    expect((await get('blocked=false')).totalRows).toBe(14);
    const byLastNameDesc = await get('orderField=lastName&orderDirection=desc&limit=2');
    expect(byLastNameDesc.data.map((u: { lastName: string }) => u.lastName)).toEqual([
      'Villarreal Garza',
      'Vega Montes',
    ]);
    const byEmail = await get('orderField=email&searchParam=finance');
    expect(byEmail.data.map((u: { email: string }) => u.email)).toEqual([
      'finance.credit@demo.local',
      'finance.treasury@demo.local',
      'manager.finance@demo.local',
    ]);
    const byRole = await get('orderField=role&limit=1');
    expect(byRole.data[0].role.displayName).toBe('Administrador');
    // Never-signed-in users last, whatever the direction.
    const byLogin = await get('orderField=lastLoginAt&orderDirection=DESC&limit=1');
    expect(byLogin.data[0].email).toBe('admin@demo.local');
  });

  it('refuses bad query values', async () => {
    for (const q of ['orderField=password', 'orderDirection=up', 'blocked=maybe', 'limit=0', 'offset=-1']) {
      const res = await call(t.app, admin, { method: 'GET', url: `/api/users?${q}` });
      expect(res.statusCode, q).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
  });

  it('is refused without USER_MANAGEMENT and shows another tenant only its own users', async () => {
    for (const email of ['seller@demo.local', 'customer.service@demo.local']) {
      const session = await login(t.app, email);
      const res = await call(t.app, session, { method: 'GET', url: '/api/users' });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('No tienes permisos para esta acción');
    }
    const norte = await login(t.app, 'admin@norte.demo.local', 'norte');
    const res = await call(t.app, norte, { method: 'GET', url: '/api/users?limit=100' });
    expect(res.json().totalRows).toBe(12);
    expect(res.json().data.every((u: { email: string }) => u.email.endsWith('@norte.demo.local'))).toBe(true);
  });
});

describe('GET /api/users/:id', () => {
  it('answers one user; unknown and other tenants’ ids are 404, a bad id 400', async () => {
    const id = await idOf('seller2@demo.local');
    const res = await call(t.app, admin, { method: 'GET', url: `/api/users/${id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, email: 'seller2@demo.local', fullName: 'Laura Vega Montes' });
    const unknown = await call(t.app, admin, {
      method: 'GET',
      url: '/api/users/0e9f5a0c-7b1e-4d7a-9c55-2f4b1e0b8a11',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND', message: 'No se encontró el usuario' });
    const norte = await login(t.app, 'admin@norte.demo.local', 'norte');
    const foreign = await call(t.app, norte, { method: 'GET', url: `/api/users/${id}` });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('seller2@demo.local');
    const bad = await call(t.app, admin, { method: 'GET', url: '/api/users/not-a-uuid' });
    expect(bad.statusCode).toBe(400);
    expect(detailsOf(bad.json())).toEqual(['params.id validation.uuid']);
  });
});

describe('POST /api/users (invite)', () => {
  it('creates the user without a password, mails the invitation, and the link sets the first password', async () => {
    const before = await countUsers();
    const res = await invite(newUser('Elena.Garza@Demo.Local', { phone: '442 123 4567' }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      email: 'elena.garza@demo.local',
      fullName: 'Elena Garza Treviño',
      role: { name: 'seller', displayName: 'Vendedor' },
      phone: '442 123 4567',
      isUserVerified: false,
      invitationPending: true,
      isBlocked: false,
      customer: null,
      orderFlow: 'MANUAL',
      unitMeasure: 'KG',
      externalErp: false,
      lastLoginAt: null,
      version: 1,
    });
    expect(await countUsers()).toBe(before + 1);
    const row = await userRow('elena.garza@demo.local');
    expect(row).toMatchObject({
      id: res.json().id,
      password_hash: null,
      is_user_verified: false,
      invited_by_id: await idOf('admin@demo.local'),
      role: 'seller',
    });
    const [token] = await rows<{ purpose: string; days: number; used_at: string | null }>(sql`
      select purpose, used_at, round(extract(epoch from expires_at - created_at) / 86400)::int as days
      from recovery_tokens where user_id = ${row!.id}`);
    expect(token).toEqual({ purpose: 'invitation', days: 7, used_at: null });

    const [eml] = await mailsTo('elena.garza@demo.local');
    expect(eml).toBeDefined();
    expect(eml).toMatch(/Subject: =\?UTF-8\?Q\?Te_damos_la_bienvenida_a_Granel_del_Baj/);
    const text = decodeQp(eml!);
    expect(text).toContain('Hola Elena Garza Treviño:');
    expect(text).toContain('Ana Robles Treviño te dio acceso');
    expect(text).toContain('http://localhost:5173/password-recovery?recoveryToken=');
    const recoveryToken = tokenFrom(eml!);

    expect((await signIn('elena.garza@demo.local', 'Bienvenida2026')).statusCode).toBe(401);
    const set = await setPassword(recoveryToken);
    expect(set.statusCode).toBe(200);
    expect((await userRow('elena.garza@demo.local'))?.is_user_verified).toBe(true);
    expect((await signIn('elena.garza@demo.local', 'Bienvenida2026')).statusCode).toBe(200);
    const again = await setPassword(recoveryToken, 'OtraClave2026');
    expect(again.json()).toMatchObject({ statusCode: 400, code: 'RECOVERY_TOKEN_INVALID' });
    const shown = await call(t.app, admin, { method: 'GET', url: `/api/users/${row!.id}` });
    expect(shown.json()).toMatchObject({ isUserVerified: true, invitationPending: false });
  });

  it('writes the invitation in English for an English admin and takes flags and a customer link', async () => {
    const customerId = await customerIdOf('Cerámica Industrial de Querétaro S.A. de C.V.');
    const res = await invite(
      newUser('buyer@ceramica.mx', {
        role: 'customer',
        customerId,
        orderFlow: 'AUTOMATIC',
        unitMeasure: 'TON',
        externalErp: true,
        requiresExternalId: true,
        areaCode: '+1',
      }),
      { 'accept-language': 'en' },
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      role: { name: 'customer' },
      customer: { id: customerId, companyName: 'Cerámica Industrial de Querétaro S.A. de C.V.' },
      orderFlow: 'AUTOMATIC',
      unitMeasure: 'TON',
      externalErp: true,
      requiresExternalId: true,
      areaCode: '+1',
    });
    expect(await userRow('buyer@ceramica.mx')).toMatchObject({
      customer_id: customerId,
      order_flow: 'AUTOMATIC',
      unit_measure: 'TON',
    });
    const [eml] = await mailsTo('buyer@ceramica.mx');
    expect(eml).toMatch(/Subject: =\?UTF-8\?Q\?Welcome_to_Granel_del_Baj/);
    expect(decodeQp(eml!)).toContain('Hello Elena Garza Treviño,');
    expect(decodeQp(eml!)).toContain('Create my password');
  });

  it('refuses an e-mail already used in the tenant (any case) with 409, but not one of another tenant', async () => {
    const before = await countUsers();
    const taken = await invite(newUser('SELLER@demo.local'));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      statusCode: 409,
      code: 'CONFLICT',
      message: 'Ya existe un usuario con el correo seller@demo.local',
    });
    const en = await invite(newUser('seller@demo.local'), { 'accept-language': 'en' });
    expect(en.json().message).toBe('A user with the e-mail seller@demo.local already exists');
    expect(await countUsers()).toBe(before);
    const otherTenants = await invite(newUser('seller@norte.demo.local'));
    expect(otherTenants.statusCode).toBe(201);
    expect((await userRow('seller@norte.demo.local', 'main'))?.role).toBe('seller');
    expect((await userRow('seller@norte.demo.local', 'norte'))?.first_name).toBe('Carlos N.');
  });

  it('checks every field and writes nothing when one is wrong', async () => {
    const before = await countUsers();
    const missing = await invite({});
    expect(missing.statusCode).toBe(400);
    expect(detailsOf(missing.json()).sort()).toEqual([
      'body.email validation.required',
      'body.firstName validation.required',
      'body.lastName validation.required',
      'body.role validation.required',
    ]);
    const cases: [object, string, string?][] = [
      [newUser('not-an-email'), 'body.email validation.email', 'Ingresa un correo electrónico válido'],
      [newUser('a@b.mx', { firstName: 5 }), 'body.firstName validation.invalidType'],
      [newUser('a@b.mx', { firstName: '   ' }), 'body.firstName validation.required'],
      [
        newUser('a@b.mx', { lastName: 'x'.repeat(81) }),
        'body.lastName validation.tooLong',
        'Máximo 80 caracteres',
      ],
      [newUser(`${'a'.repeat(250)}@b.mx`), 'body.email validation.tooLong'],
      [newUser('a@b.mx', { role: 'r'.repeat(65) }), 'body.role validation.tooLong'],
      [newUser('a@b.mx', { phone: 'call me' }), 'body.phone validation.phone'],
      [newUser('a@b.mx', { phone: '1'.repeat(31) }), 'body.phone validation.tooLong'],
      [newUser('a@b.mx', { areaCode: '52' }), 'body.areaCode validation.invalidFormat'],
      [newUser('a@b.mx', { externalErp: 'yes' }), 'body.externalErp validation.invalidType'],
      [newUser('a@b.mx', { requiresExternalId: 1 }), 'body.requiresExternalId validation.invalidType'],
      [newUser('a@b.mx', { orderFlow: 'SOMETIMES' }), 'body.orderFlow validation.invalidOption'],
      [newUser('a@b.mx', { unitMeasure: 'LB' }), 'body.unitMeasure validation.invalidOption'],
      [newUser('a@b.mx', { customerId: 'abc', role: 'customer' }), 'body.customerId validation.uuid'],
      [newUser('a@b.mx', { password: 'Secret123' }), 'body validation.unknownField'],
      [newUser('a@b.mx', { role: 'ghost' }), 'body.role users.roleUnknown', 'El rol ghost no existe'],
      [
        newUser('a@b.mx', { role: 'customer' }),
        'body.customerId users.customerRequired',
        'Un usuario con rol Cliente debe estar vinculado a un cliente',
      ],
      [
        newUser('a@b.mx', { role: 'customer', customerId: '0e9f5a0c-7b1e-4d7a-9c55-2f4b1e0b8a11' }),
        'body.customerId users.customerNotFound',
      ],
      [
        newUser('a@b.mx', {
          customerId: await customerIdOf('Cerámica Industrial de Querétaro S.A. de C.V.'),
        }),
        'body.customerId users.customerOnlyForCustomerRole',
      ],
    ];
    for (const [payload, detail, message] of cases) {
      const res = await invite(payload);
      expect(res.statusCode, detail).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
      expect(detailsOf(res.json()), detail).toContain(detail);
      if (message) expect(res.json().details.map((d: Detail) => d.message)).toContain(message);
    }
    const wrongBody = await call(t.app, admin, {
      method: 'POST',
      url: '/api/users',
      payload: '[1,2]',
      headers: { 'content-type': 'application/json' },
    });
    expect(wrongBody.statusCode).toBe(400);
    expect(await countUsers()).toBe(before);
    expect(await mailsTo('a@b.mx')).toEqual([]);
  });

  it('refuses a customer of another tenant, a caller without USER_MANAGEMENT write, and another tenant’s token', async () => {
    const [norteCustomer] = await rows<{ id: string }>(sql`
      select c.id from customers c join tenants t on t.id = c.tenant_id where t.slug = 'norte' limit 1`);
    const res = await invite(newUser('x@y.mx', { role: 'customer', customerId: norteCustomer!.id }));
    expect(detailsOf(res.json())).toEqual(['body.customerId users.customerNotFound']);
    const seller = await login(t.app, 'seller@demo.local');
    expect((await invite(newUser('x@y.mx'), {}, seller)).statusCode).toBe(403);
    const norte = await login(t.app, 'admin@norte.demo.local', 'norte');
    const mismatch = await call(t.app, norte, {
      method: 'POST',
      url: '/api/users',
      tenant: 'main',
      payload: newUser('x@y.mx'),
    });
    expect(mismatch.statusCode).toBe(403);
    expect(await userRow('x@y.mx')).toBeUndefined();
  });
});

describe('PUT /api/users/:id', () => {
  const put = (id: string, payload: object, session: Session = admin) =>
    call(t.app, session, { method: 'PUT', url: `/api/users/${id}`, payload });

  it('changes what is sent, keeps the rest and bumps the version; a stale version is 409 and changes nothing', async () => {
    const id = await idOf('operation@demo.local');
    const res = await put(id, {
      version: 1,
      firstName: ' Miguel Ángel ',
      phone: '(442) 555-0101',
      orderFlow: 'AUTOMATIC',
      unitMeasure: 'TON',
      externalErp: true,
      requiresExternalId: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      firstName: 'Miguel Ángel',
      lastName: 'Castañeda Ríos',
      phone: '(442) 555-0101',
      orderFlow: 'AUTOMATIC',
      unitMeasure: 'TON',
      externalErp: true,
      requiresExternalId: true,
      role: { name: 'operation' },
      version: 2,
    });
    expect(await userRow('operation@demo.local')).toMatchObject({
      first_name: 'Miguel Ángel',
      last_name: 'Castañeda Ríos',
      version: 2,
      order_flow: 'AUTOMATIC',
    });
    const stale = await put(id, { version: 1, lastName: 'Otro' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      statusCode: 409,
      code: 'STALE_VERSION',
      message: 'Otro usuario modificó este registro; recarga para ver los cambios',
    });
    expect(await userRow('operation@demo.local')).toMatchObject({ last_name: 'Castañeda Ríos', version: 2 });
    const cleared = await put(id, { version: 2, phone: '' });
    expect(cleared.json()).toMatchObject({ phone: null, version: 3 });
  });

  it('applies the customer-link rules when the role changes', async () => {
    const id = await idOf('degraded@demo.local');
    const customerId = await customerIdOf('Química Vallejo S.A. de C.V.');
    const noCustomer = await put(id, { version: 1, role: 'customer' });
    expect(detailsOf(noCustomer.json())).toEqual(['body.customerId users.customerRequired']);
    const withLink = await put(id, { version: 1, customerId });
    expect(detailsOf(withLink.json())).toEqual(['body.customerId users.customerOnlyForCustomerRole']);
    const unknownRole = await put(id, { version: 1, role: 'ghost' });
    expect(detailsOf(unknownRole.json())).toEqual(['body.role users.roleUnknown']);
    expect(await userRow('degraded@demo.local')).toMatchObject({ role: 'degraded', version: 1 });

    const toCustomer = await put(id, { version: 1, role: 'customer', customerId });
    expect(toCustomer.statusCode).toBe(200);
    expect(toCustomer.json()).toMatchObject({
      role: { name: 'customer', displayName: 'Cliente' },
      customer: { id: customerId, companyName: 'Química Vallejo S.A. de C.V.' },
      version: 2,
    });
    // Still a customer: the link stays unless a new one is sent; it cannot be removed.
    expect((await put(id, { version: 2, lastName: 'Esquivel' })).json().customer.id).toBe(customerId);
    expect(detailsOf((await put(id, { version: 3, customerId: null })).json())).toEqual([
      'body.customerId users.customerRequired',
    ]);
    const back = await put(id, { version: 3, role: 'seller' });
    expect(back.json()).toMatchObject({ role: { name: 'seller' }, customer: null, version: 4 });
    expect(await userRow('degraded@demo.local')).toMatchObject({ role: 'seller', customer_id: null });
  });

  it('validates the body, refuses the admin’s own role change, unknown and foreign ids, and callers without write', async () => {
    const id = await idOf('manager.operation@demo.local');
    const missing = await put(id, { firstName: 'Fer' });
    expect(detailsOf(missing.json())).toEqual(['body.version validation.required']);
    for (const [payload, detail] of [
      [{ version: '1' }, 'body.version validation.invalidType'],
      [{ version: 1, firstName: 'x'.repeat(81) }, 'body.firstName validation.tooLong'],
      [{ version: 1, email: 'new@demo.local' }, 'body validation.unknownField'],
      [{ version: 1, unitMeasure: 'g' }, 'body.unitMeasure validation.invalidOption'],
    ] as const) {
      expect(detailsOf((await put(id, payload)).json()), detail).toContain(detail);
    }
    const own = await put(await idOf('admin@demo.local'), { version: 1, role: 'seller' });
    expect(own.statusCode).toBe(400);
    expect(own.json().details[0]).toMatchObject({
      path: 'body.role',
      message: 'No puedes cambiar tu propio rol',
    });
    expect((await userRow('admin@demo.local'))?.role).toBe('admin');
    expect((await put(await idOf('admin@demo.local'), { version: 1, phone: '4421112233' })).statusCode).toBe(
      200,
    );

    const unknown = await put('0e9f5a0c-7b1e-4d7a-9c55-2f4b1e0b8a11', { version: 1 });
    expect(unknown.statusCode).toBe(404);
    const norte = await login(t.app, 'admin@norte.demo.local', 'norte');
    const foreign = await put(id, { version: 1, firstName: 'Hacked' }, norte);
    expect(foreign.statusCode).toBe(404);
    const seller = await login(t.app, 'seller@demo.local');
    expect((await put(id, { version: 1, firstName: 'Hacked' }, seller)).statusCode).toBe(403);
    expect(await userRow('manager.operation@demo.local')).toMatchObject({
      first_name: 'Fernanda',
      version: 1,
    });
  });
});

describe('block and unblock', () => {
  it('blocking ends every session at once and refuses sign-in; unblocking restores it', async () => {
    const email = 'finance.credit@demo.local';
    const id = await idOf(email);
    const first = await login(t.app, email);
    const second = await login(t.app, email);
    const blocked = await call(t.app, admin, { method: 'POST', url: `/api/users/${id}/block` });
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json()).toMatchObject({ id, isBlocked: true, version: 2 });
    expect(await userRow(email)).toMatchObject({ is_blocked: true });
    const open = await rows<{ n: number }>(
      sql`select count(*)::int as n from refresh_tokens where user_id = ${id} and revoked_at is null`,
    );
    expect(open[0]!.n).toBe(0);
    for (const session of [first, second]) {
      const refresh = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login/refresh',
        headers: { 'x-tenant': 'main', authorization: `Bearer ${session.refreshToken}` },
      });
      expect(refresh.statusCode).toBe(401);
    }
    const signInBlocked = await signIn(email, 'Demo1234');
    expect(signInBlocked.statusCode).toBe(403);
    expect(signInBlocked.json()).toMatchObject({
      code: 'USER_BLOCKED',
      message: 'Tu usuario está bloqueado. Contacta a tu administrador.',
    });
    const list = await call(t.app, admin, { method: 'GET', url: '/api/users?blocked=true' });
    expect(list.json().data.map((u: { email: string }) => u.email)).toEqual([email]);

    const unblocked = await call(t.app, admin, { method: 'POST', url: `/api/users/${id}/unblock` });
    expect(unblocked.json()).toMatchObject({ isBlocked: false, version: 3 });
    expect(await userRow(email)).toMatchObject({ is_blocked: false });
    expect((await signIn(email, 'Demo1234')).statusCode).toBe(200);
  });

  it('an admin cannot block themself; unknown, foreign ids and callers without write are refused', async () => {
    const me = await idOf('admin@demo.local');
    const self = await call(t.app, admin, { method: 'POST', url: `/api/users/${me}/block` });
    expect(self.statusCode).toBe(400);
    expect(self.json()).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'No puedes bloquear tu propio usuario',
    });
    expect((await userRow('admin@demo.local'))?.is_blocked).toBe(false);
    const ghost = await call(t.app, admin, {
      method: 'POST',
      url: '/api/users/0e9f5a0c-7b1e-4d7a-9c55-2f4b1e0b8a11/block',
    });
    expect(ghost.statusCode).toBe(404);
    const target = await idOf('product.admin@demo.local');
    const norte = await login(t.app, 'admin@norte.demo.local', 'norte');
    for (const action of ['block', 'unblock']) {
      const res = await call(t.app, norte, { method: 'POST', url: `/api/users/${target}/${action}` });
      expect(res.statusCode).toBe(404);
    }
    const seller = await login(t.app, 'seller@demo.local');
    expect(
      (await call(t.app, seller, { method: 'POST', url: `/api/users/${target}/block` })).statusCode,
    ).toBe(403);
    expect((await userRow('product.admin@demo.local'))?.is_blocked).toBe(false);
  });
});

describe('POST /api/users/:id/resend-invitation', () => {
  it('sends a new link that replaces the old one, only to users who never set a password', async () => {
    const created = await invite(newUser('pending@demo.local'));
    const id = created.json().id as string;
    const oldToken = tokenFrom((await mailsTo('pending@demo.local'))[0]!);
    const res = await call(t.app, admin, { method: 'POST', url: `/api/users/${id}/resend-invitation` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Invitación enviada a pending@demo.local' });
    const mails = await mailsTo('pending@demo.local');
    expect(mails).toHaveLength(2);
    const newToken = tokenFrom(mails[1]!);
    expect(newToken).not.toBe(oldToken);
    expect((await setPassword(oldToken)).json().code).toBe('RECOVERY_TOKEN_INVALID');
    expect((await setPassword(newToken)).statusCode).toBe(200);

    const done = await call(t.app, admin, { method: 'POST', url: `/api/users/${id}/resend-invitation` });
    expect(done.statusCode).toBe(409);
    expect(done.json().message).toBe('El usuario ya creó su contraseña; no necesita invitación');
    const demo = await idOf('seller3@demo.local');
    expect(
      (await call(t.app, admin, { method: 'POST', url: `/api/users/${demo}/resend-invitation` })).statusCode,
    ).toBe(409);
  });

  it('refuses a blocked user, says an expired invitation has expired, and hides other tenants’ users', async () => {
    const id = (await invite(newUser('late@demo.local'))).json().id as string;
    const token = tokenFrom((await mailsTo('late@demo.local'))[0]!);
    await t.database.db.execute(
      sql`update recovery_tokens set expires_at = now() - interval '1 second' where user_id = ${id}`,
    );
    const expired = await setPassword(token);
    expect(expired.json()).toMatchObject({
      statusCode: 400,
      code: 'RECOVERY_TOKEN_EXPIRED',
      message: 'La invitación ha expirado; pide a tu administrador que te la reenvíe',
    });
    await call(t.app, admin, { method: 'POST', url: `/api/users/${id}/block` });
    const blocked = await call(t.app, admin, { method: 'POST', url: `/api/users/${id}/resend-invitation` });
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().message).toContain('bloqueado');
    const norte = await login(t.app, 'admin@norte.demo.local', 'norte');
    const foreign = await call(t.app, norte, { method: 'POST', url: `/api/users/${id}/resend-invitation` });
    expect(foreign.statusCode).toBe(404);
    expect(await mailsTo('late@demo.local')).toHaveLength(1);
  });
});

describe('OpenAPI', () => {
  it('documents every user-management route', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/users',
        '/api/users/{id}',
        '/api/users/{id}/block',
        '/api/users/{id}/unblock',
        '/api/users/{id}/resend-invitation',
      ]),
    );
    expect(doc.paths['/api/users'].post.requestBody).toBeDefined();
    expect(doc.paths['/api/users/{id}'].put.responses['409']).toBeDefined();
  });
});
