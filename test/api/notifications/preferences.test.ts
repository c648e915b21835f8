/**
 * `GET/PUT /api/user-notifications/preferences`: each signed-in user reads and replaces the kinds
 * they mute — their own only, their tenant's only; unknown kinds are refused with a clear text in
 * the caller's language; a repeated save changes nothing; a save over a stale version is refused.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_KINDS } from '../../../src/domain/notificationKinds';
import {
  CUSTOMER_NOTIFICATION_KINDS,
  type NotificationPreferences,
} from '../../../src/domain/notificationPreferences';
import { call, createTestApp, login, type Session, type TestContext } from '../../helpers/testApp';
import { notificationReader } from './notificationHelpers';

let t: TestContext;
let seller: Session;
let customer: Session;
let norteAdmin: Session;
let read: ReturnType<typeof notificationReader>;
const URL = '/api/user-notifications/preferences';

beforeAll(async () => {
  t = await createTestApp();
  [seller, customer, norteAdmin] = await Promise.all([
    login(t.app, 'seller@demo.local'),
    login(t.app, 'customer@demo.local'),
    login(t.app, 'admin@norte.demo.local', 'norte'),
  ]);
  read = notificationReader(t);
});
afterAll(() => t?.close());

const get = (session: Session | null, headers: Record<string, string> = {}) =>
  call(t.app, session, { method: 'GET', url: URL, headers });
const put = (session: Session | null, payload: unknown, headers: Record<string, string> = {}) =>
  call(t.app, session, { method: 'PUT', url: URL, payload: payload as object, headers });

const storedRows = () =>
  read.q<{ email: string; tenant: string; muted_kinds: string[]; version: number }>(sql`
    select u.email, t.slug as tenant, p.muted_kinds, p.version from notification_preferences p
    join users u on u.id = p.user_id join tenants t on t.id = p.tenant_id order by u.email`);

describe('reading', () => {
  it('offers each person the kinds that can reach them, nothing muted before the first save', async () => {
    const except = (...kinds: string[]) => NOTIFICATION_KINDS.filter((k) => !kinds.includes(k));
    const staff = await get(seller);
    expect(staff.statusCode).toBe(200);
    // A seller never answers finance's requests.
    expect(staff.json()).toEqual({
      kinds: except('releaseRequested', 'paymentValidationRequested'),
      muted: [],
      version: 0,
    });
    // Credit never asks for prices.
    const credit = await login(t.app, 'finance.credit@demo.local');
    expect((await get(credit)).json<NotificationPreferences>().kinds).toEqual(
      except('priceRequestApproved', 'priceRequestRejected'),
    );
    expect((await get(customer)).json<NotificationPreferences>().kinds).toEqual([
      ...CUSTOMER_NOTIFICATION_KINDS,
    ]);
  });
});

describe('saving', () => {
  it('replaces the muted set, in the kinds’ order; the same save again changes nothing', async () => {
    const first = await put(seller, { muted: ['orderPaid', 'materialAssigned'], version: 0 });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ muted: ['materialAssigned', 'orderPaid'], version: 1 });
    const again = await put(seller, { muted: ['materialAssigned', 'orderPaid'], version: 1 });
    expect(again.json()).toMatchObject({ muted: ['materialAssigned', 'orderPaid'], version: 1 });
    expect((await get(seller)).json()).toMatchObject({
      muted: ['materialAssigned', 'orderPaid'],
      version: 1,
    });
    const fewer = await put(seller, { muted: ['orderPaid'] });
    expect(fewer.json()).toMatchObject({ muted: ['orderPaid'], version: 2 });
    expect(await storedRows()).toEqual([
      { email: 'seller@demo.local', tenant: 'main', muted_kinds: ['orderPaid'], version: 2 },
    ]);
  });

  it('refuses a save over a version someone else already replaced (409)', async () => {
    const res = await put(seller, { muted: [], version: 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('STALE_VERSION');
    expect((await get(seller)).json()).toMatchObject({ muted: ['orderPaid'], version: 2 });
  });
});

describe('bad input', () => {
  it('an unknown kind is a 400 that names the kinds, in Spanish or English', async () => {
    const es = await put(seller, { muted: ['orderPaid', 'newsletter'] });
    expect(es.statusCode).toBe(400);
    expect(es.json().details).toEqual([
      {
        path: 'body.muted.1',
        key: 'validation.notifications.unknownKind',
        message: `Tipo de notificación desconocido. Usa uno de estos: ${NOTIFICATION_KINDS.join(', ')}`,
      },
    ]);
    const en = await put(seller, { muted: ['newsletter'] }, { 'accept-language': 'en' });
    expect(en.json().details[0].message).toBe(
      `Unknown notification kind. Use one of: ${NOTIFICATION_KINDS.join(', ')}`,
    );
  });

  it('refuses a kind twice, a missing list, unknown fields and a bad version, changing nothing', async () => {
    const twice = await put(seller, { muted: ['orderPaid', 'orderPaid'] });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().details[0]).toMatchObject({
      path: 'body.muted',
      message: 'Cada tipo de notificación puede ir una sola vez',
    });
    expect((await put(seller, {})).json().details[0]).toMatchObject({
      path: 'body.muted',
      key: 'validation.required',
    });
    expect((await put(seller, { muted: [], mutedKinds: [] })).statusCode).toBe(400);
    expect((await put(seller, { muted: [], version: 'dos' })).statusCode).toBe(400);
    expect((await get(seller)).json()).toMatchObject({ muted: ['orderPaid'], version: 2 });
  });
});

describe('access', () => {
  it('needs a signed-in user (401) of the tenant asked (403)', async () => {
    expect((await get(null)).statusCode).toBe(401);
    expect((await put(null, { muted: [] })).statusCode).toBe(401);
    const crossed = await call(t.app, seller, { method: 'GET', url: URL, tenant: 'norte' });
    expect(crossed.statusCode).toBe(403);
    const crossedPut = await call(t.app, seller, {
      method: 'PUT',
      url: URL,
      tenant: 'norte',
      payload: { muted: [] },
    });
    expect(crossedPut.statusCode).toBe(403);
  });

  it('another tenant’s user saves their own preferences, apart from this tenant’s', async () => {
    const res = await put(norteAdmin, { muted: ['releaseRequested'] });
    expect(res.statusCode, res.body).toBe(200);
    expect((await get(norteAdmin)).json()).toMatchObject({ muted: ['releaseRequested'], version: 1 });
    const rows = await storedRows();
    expect(rows.map((r) => `${r.tenant} ${r.email} ${r.muted_kinds.join()}`)).toEqual([
      'norte admin@norte.demo.local releaseRequested',
      'main seller@demo.local orderPaid',
    ]);
    // The main tenant's admin has saved nothing.
    const mainAdmin = await login(t.app, 'admin@demo.local');
    expect((await get(mainAdmin)).json()).toMatchObject({ muted: [], version: 0 });
  });
});
