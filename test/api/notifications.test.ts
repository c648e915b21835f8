import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification } from '../../src/domain/notifications';
import { rowsOf } from '../../src/server/db/client';
import { inTenant } from '../../src/server/db/tenantTx';
import { createNotification } from '../../src/server/modules/notifications';
import { call, createTestApp, login, type Session, type TestContext } from '../helpers/testApp';

let t: TestContext;
let mainId: string;
beforeAll(async () => {
  t = await createTestApp();
  const [main] = rowsOf<{ id: string }>(
    await t.database.db.execute(sql`select id from tenants where slug = 'main'`),
  );
  mainId = main!.id;
});
afterAll(() => t.close());

interface NotificationRow {
  id: string;
  title: string;
  read_at: string | null;
  created_at: string;
}

/** Rows of one user, read as the owner (below the API and its filters), newest first. */
async function rowsOfUser(email: string): Promise<NotificationRow[]> {
  return rowsOf<NotificationRow>(
    await t.database.db.execute(sql`
      select n.id, n.title, n.read_at, n.created_at from user_notifications n
      join users u on u.id = n.user_id where u.email = ${email}
      order by n.created_at desc, n.id desc`),
  );
}

async function rowById(id: string): Promise<NotificationRow | undefined> {
  const [row] = rowsOf<NotificationRow>(
    await t.database.db.execute(
      sql`select id, title, read_at, created_at from user_notifications where id = ${id}`,
    ),
  );
  return row;
}

async function userId(email: string): Promise<string> {
  const [row] = rowsOf<{ id: string }>(
    await t.database.db.execute(sql`select id from users where email = ${email}`),
  );
  return row!.id;
}

const list = (session: Session, query = '') =>
  call(t.app, session, { method: 'GET', url: `/api/user-notifications${query}` });

describe('demo notifications', () => {
  interface SeededRow {
    email: string;
    role: string;
    title: string;
    message: string;
    order_id: string | null;
    order_tenant: string | null;
    user_tenant: string;
    order_number: number | null;
    order_external_id: string | null;
    order_seller: string | null;
    order_customer: string | null;
    user_id: string;
    user_customer: string | null;
  }
  const seeded = async () =>
    rowsOf<SeededRow>(
      await t.database.db.execute(sql`
        select u.email, r.name as role, n.title, n.message, n.order_id, o.tenant_id as order_tenant,
               u.tenant_id as user_tenant, o.number as order_number, o.external_id as order_external_id,
               o.seller_id as order_seller, o.customer_id as order_customer, u.id as user_id,
               u.customer_id as user_customer
        from user_notifications n join users u on u.id = n.user_id join roles r on r.id = u.role_id
        left join orders o on o.id = n.order_id`),
    );

  it('are each about a real order of the user’s tenant that the user sees, named in the message', async () => {
    const rows = await seeded();
    expect(rows.length).toBeGreaterThan(100);
    for (const n of rows) {
      const where = `${n.email}: ${n.title}`;
      expect(n.order_id, where).not.toBeNull();
      expect(n.order_tenant, where).toBe(n.user_tenant);
      const shown = n.order_external_id?.trim() || String(n.order_number).padStart(6, '0');
      expect(n.message, where).toContain(shown);
      if (n.role === 'seller') expect(n.order_seller, where).toBe(n.user_id);
      if (n.role === 'customer') expect(n.order_customer, where).toBe(n.user_customer);
    }
  });

  it('give the staff several, some read, and admin more than 9 unread', async () => {
    const perUser = rowsOf<{ email: string; role: string; total: number; unread: number }>(
      await t.database.db.execute(sql`
        select u.email, r.name as role, count(n.id)::int as total,
               count(n.id) filter (where n.read_at is null)::int as unread
        from users u join roles r on r.id = u.role_id
        left join user_notifications n on n.user_id = u.id group by u.email, r.name`),
    );
    const staff = perUser.filter((u) => !['customer', 'degraded'].includes(u.role));
    expect(staff.length).toBeGreaterThan(15);
    for (const u of staff.filter((s) => s.email.endsWith('@demo.local'))) {
      expect(u.total, u.email).toBeGreaterThanOrEqual(5);
      expect(u.unread, u.email).toBeLessThan(u.total);
    }
    expect(perUser.find((u) => u.email === 'admin@demo.local')?.unread).toBeGreaterThan(9);
    // The degraded user sees no order, so nothing is about anything it could open.
    expect(perUser.find((u) => u.email === 'degraded@demo.local')?.total).toBe(0);

    const admin = await login(t.app, 'admin@demo.local');
    const res = await list(admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().unreadCount).toBeGreaterThan(9);
    const first: Notification = res.json().data[0];
    expect(first).toMatchObject({ read: false, metadata: { order: { id: expect.any(String) } } });
    expect(Date.now() - Date.parse(first.createdAt)).toBeLessThan(24 * 3600_000);
    const order = await call(t.app, admin, { method: 'GET', url: `/api/orders/${first.metadata.order!.id}` });
    expect(order.statusCode).toBe(200);
  });

  it('tell the customer user only about their own orders, without finance or internal steps', async () => {
    const mine = (await seeded()).filter((n) => n.email === 'customer@demo.local');
    expect(mine.length).toBeGreaterThanOrEqual(3);
    for (const n of mine) {
      expect(n.message).toMatch(/tu orden/i);
      expect(n.message).not.toMatch(/finanzas|liberar|retenida|crédito|lotes|vendedor|Operaciones/i);
      expect(n.title).not.toMatch(/liberación|liberada|retenida|Material asignado|Pago registrado/);
    }
    const customer = await login(t.app, 'customer@demo.local');
    const res = await list(customer);
    for (const n of res.json().data as Notification[]) {
      const order = await call(t.app, customer, {
        method: 'GET',
        url: `/api/orders/${n.metadata.order!.id}`,
      });
      expect(order.statusCode, n.title).toBe(200);
    }
  });
});

describe('GET /api/user-notifications', () => {
  const email = 'operation@demo.local';
  let session: Session;
  let created: Notification[];
  let seededCount: number;
  beforeAll(async () => {
    session = await login(t.app, email);
    seededCount = (await rowsOfUser(email)).length;
    const id = await userId(email);
    created = [];
    // One transaction each, so each gets its own created_at.
    for (let i = 1; i <= 15; i++) {
      created.push(
        await inTenant(t.database.db, mainId, (tx) =>
          createNotification(tx, {
            userId: id,
            title: `Aviso ${i}`,
            message: `La orden ${String(500 + i).padStart(6, '0')} cambió de estado.`,
            toastType: i % 2 ? 'warning' : 'success',
          }),
        ),
      );
    }
  });

  it('pages 20 at a time, newest first, with totalRows and the unread total', async () => {
    const rows = await rowsOfUser(email);
    const total = seededCount + 15;
    expect(rows).toHaveLength(total);
    expect(total).toBeGreaterThan(20);
    const unread = rows.filter((r) => r.read_at === null).length;

    const first = await list(session);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({
      totalRows: total,
      page: 1,
      totalPages: Math.ceil(total / 20),
      unreadCount: unread,
    });
    expect(body.data).toHaveLength(20);
    expect(body.data.map((n: Notification) => n.id)).toEqual(rows.slice(0, 20).map((r) => r.id));
    expect(body.data[0]).toEqual({ ...created[14], read: false });
    const times = body.data.map((n: Notification) => Date.parse(n.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const second = await list(session, '?offset=20');
    expect(second.json()).toMatchObject({
      totalRows: total,
      page: 2,
      totalPages: Math.ceil(total / 20),
      unreadCount: unread,
    });
    expect(second.json().data.map((n: Notification) => n.id)).toEqual(rows.slice(20).map((r) => r.id));

    const small = await list(session, '?limit=5&offset=10');
    expect(small.json()).toMatchObject({ totalRows: total, page: 3, totalPages: Math.ceil(total / 5) });
    expect(small.json().data.map((n: Notification) => n.id)).toEqual(rows.slice(10, 15).map((r) => r.id));
  });

  it('filters read or unread, and unreadCount stays the user’s whole unread total', async () => {
    const rows = await rowsOfUser(email);
    const unread = rows.filter((r) => r.read_at === null);
    const onlyUnread = await list(session, '?read=false&limit=100');
    expect(onlyUnread.json()).toMatchObject({ totalRows: unread.length, unreadCount: unread.length });
    expect(onlyUnread.json().data.every((n: Notification) => !n.read)).toBe(true);
    const onlyRead = await list(session, '?read=true&limit=100');
    expect(onlyRead.json()).toMatchObject({
      totalRows: rows.length - unread.length,
      unreadCount: unread.length,
    });
    expect(onlyRead.json().data.every((n: Notification) => n.read)).toBe(true);
  });

  it('refuses bad paging and filter values', async () => {
    for (const q of ['limit=0', 'limit=1000', 'limit=abc', 'offset=-1', 'read=yes']) {
      const res = await list(session, `?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
  });
});

describe('PATCH /api/user-notifications/{id}/read', () => {
  it('marks one notification read, and again is harmless', async () => {
    const session = await login(t.app, 'seller@demo.local');
    const before = await list(session);
    const target = before.json().data.find((n: Notification) => !n.read) as Notification;
    const res = await call(t.app, session, {
      method: 'PATCH',
      url: `/api/user-notifications/${target.id}/read`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...target, read: true });
    const row = await rowById(target.id);
    expect(row?.read_at).not.toBeNull();
    expect((await list(session)).json().unreadCount).toBe(before.json().unreadCount - 1);

    const again = await call(t.app, session, {
      method: 'PATCH',
      url: `/api/user-notifications/${target.id}/read`,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().read).toBe(true);
    expect((await rowById(target.id))?.read_at).toEqual(row?.read_at);
  });
});

describe('PATCH /api/user-notifications/bulk-read', () => {
  it('marks the given ids read and skips unknown, already read and other users’ ids', async () => {
    const session = await login(t.app, 'seller2@demo.local');
    const rows = await rowsOfUser('seller2@demo.local');
    const unread = rows.filter((r) => r.read_at === null);
    const alreadyRead = rows.find((r) => r.read_at !== null)!;
    const someoneElses = (await rowsOfUser('seller3@demo.local')).find((r) => r.read_at === null)!;
    const res = await call(t.app, session, {
      method: 'PATCH',
      url: '/api/user-notifications/bulk-read',
      payload: {
        ids: [unread[0]!.id, unread[1]!.id, unread[1]!.id, alreadyRead.id, someoneElses.id, randomUUID()],
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ updated: 2, unreadCount: unread.length - 2 });
    expect((await rowById(unread[0]!.id))?.read_at).not.toBeNull();
    expect((await rowById(unread[1]!.id))?.read_at).not.toBeNull();
    expect((await rowById(unread[2]!.id))?.read_at).toBeNull();
    expect(await rowById(alreadyRead.id)).toEqual(alreadyRead);
    expect(await rowById(someoneElses.id)).toEqual(someoneElses);

    const none = await call(t.app, session, {
      method: 'PATCH',
      url: '/api/user-notifications/bulk-read',
      payload: { ids: [] },
    });
    expect(none.json()).toEqual({ updated: 0, unreadCount: unread.length - 2 });
  });

  it('without ids marks all of the user’s notifications read, and only theirs', async () => {
    const session = await login(t.app, 'seller3@demo.local');
    const unread = (await rowsOfUser('seller3@demo.local')).filter((r) => r.read_at === null);
    const othersUnread = (await rowsOfUser('seller2@demo.local')).filter((r) => r.read_at === null);
    const res = await call(t.app, session, {
      method: 'PATCH',
      url: '/api/user-notifications/bulk-read',
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ updated: unread.length, unreadCount: 0 });
    expect((await rowsOfUser('seller3@demo.local')).every((r) => r.read_at !== null)).toBe(true);
    expect((await rowsOfUser('seller2@demo.local')).filter((r) => r.read_at === null)).toEqual(othersUnread);
    expect((await list(session)).json().unreadCount).toBe(0);
  });

  it('accepts a call without a body as “all”', async () => {
    const session = await login(t.app, 'finance.credit@demo.local');
    const unread = (await rowsOfUser('finance.credit@demo.local')).filter((r) => r.read_at === null);
    const res = await call(t.app, session, { method: 'PATCH', url: '/api/user-notifications/bulk-read' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ updated: unread.length, unreadCount: 0 });
  });

  it('refuses bad ids, too many ids and unknown keys without marking anything', async () => {
    const session = await login(t.app, 'finance.treasury@demo.local');
    const before = await rowsOfUser('finance.treasury@demo.local');
    const tooMany = Array.from({ length: 201 }, () => randomUUID());
    for (const payload of [
      { ids: ['not-a-uuid'] },
      { ids: tooMany },
      { ids: 'all' },
      { notificationIds: [before[0]!.id] },
    ]) {
      const res = await call(t.app, session, {
        method: 'PATCH',
        url: '/api/user-notifications/bulk-read',
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload).slice(0, 40)).toBe(400);
    }
    expect(await rowsOfUser('finance.treasury@demo.local')).toEqual(before);
  });
});

describe('DELETE /api/user-notifications/{id}', () => {
  it('deletes one of the user’s notifications; the next time it is 404', async () => {
    const session = await login(t.app, 'manager.finance@demo.local');
    const [target, ...rest] = await rowsOfUser('manager.finance@demo.local');
    const res = await call(t.app, session, {
      method: 'DELETE',
      url: `/api/user-notifications/${target!.id}`,
    });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await rowById(target!.id)).toBeUndefined();
    expect(await rowsOfUser('manager.finance@demo.local')).toEqual(rest);
    const again = await call(t.app, session, {
      method: 'DELETE',
      url: `/api/user-notifications/${target!.id}`,
    });
    expect(again.statusCode).toBe(404);
  });
});

describe('only the user’s own notifications', () => {
  it('answers 404 for another user’s or another tenant’s notification and leaves it as it was', async () => {
    const target = (await rowsOfUser('admin@demo.local')).find((r) => r.read_at === null)!;
    const sameTenant = await login(t.app, 'customer.service@demo.local');
    const otherTenant = await login(t.app, 'admin@norte.demo.local', 'norte');
    for (const session of [sameTenant, otherTenant]) {
      for (const [method, url] of [
        ['PATCH', `/api/user-notifications/${target.id}/read`],
        ['DELETE', `/api/user-notifications/${target.id}`],
        ['PATCH', `/api/user-notifications/${randomUUID()}/read`],
        ['DELETE', `/api/user-notifications/${randomUUID()}`],
      ] as const) {
        const res = await call(t.app, session, { method, url });
        expect(res.statusCode, `${session.tenant} ${method} ${url}`).toBe(404);
        expect(res.json().code).toBe('NOT_FOUND');
      }
      const bulk = await call(t.app, session, {
        method: 'PATCH',
        url: '/api/user-notifications/bulk-read',
        payload: { ids: [target.id] },
      });
      expect(bulk.json().updated).toBe(0);
      expect((await list(session, '?limit=100')).body).not.toContain(target.id);
    }
    expect(await rowById(target.id)).toEqual(target);
  });

  it('refuses ids that are not uuids with 400', async () => {
    const session = await login(t.app, 'customer.service@demo.local');
    for (const [method, url] of [
      ['PATCH', '/api/user-notifications/123/read'],
      ['DELETE', '/api/user-notifications/123'],
      ['DELETE', '/api/user-notifications/bulk-read'],
    ] as const) {
      const res = await call(t.app, session, { method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(400);
      expect(res.json().details[0]).toMatchObject({ path: 'params.id', key: 'validation.uuid' });
    }
  });

  it('needs a token on every route', async () => {
    const id = (await rowsOfUser('admin@demo.local'))[0]!.id;
    for (const [method, url] of [
      ['GET', '/api/user-notifications'],
      ['PATCH', `/api/user-notifications/${id}/read`],
      ['PATCH', '/api/user-notifications/bulk-read'],
      ['DELETE', `/api/user-notifications/${id}`],
    ] as const) {
      const res = await call(t.app, null, { method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
    expect(await rowById(id)).toBeDefined();
  });
});

describe('createNotification', () => {
  it('carries the order id in metadata and refuses a user of another tenant', async () => {
    const orderId = randomUUID();
    const seller = await userId('seller@demo.local');
    const norteBefore = (await rowsOfUser('seller@norte.demo.local')).length;
    const made = await inTenant(t.database.db, mainId, (tx) =>
      createNotification(tx, { userId: seller, title: 'Orden liberada por finanzas', message: 'x', orderId }),
    );
    expect(made).toMatchObject({ toastType: 'info', read: false, metadata: { order: { id: orderId } } });
    const session = await login(t.app, 'seller@demo.local');
    expect((await list(session)).json().data[0]).toEqual(made);

    const norteUser = await userId('seller@norte.demo.local');
    await expect(
      inTenant(t.database.db, mainId, (tx) =>
        createNotification(tx, { userId: norteUser, title: 'x', message: 'x' }),
      ),
    ).rejects.toThrow();
    expect(await rowsOfUser('seller@norte.demo.local')).toHaveLength(norteBefore);
  });
});
