/**
 * A cancellation tells the seller and finance; a comment tells the people it mentions among those
 * who may open the order (`@Nombre Apellido` or `@correo`), whatever their tenant's neighbours are
 * called. A kind a user muted is not written for them. And everything is written with the event:
 * an event rolled back leaves no notification, no live event and no push.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CancellationReason } from '../../../src/domain/orders/views';
import { createActor } from '../../../src/server/actor';
import { addComment } from '../../../src/server/modules/orders/comments/service';
import { createOrder } from '../../helpers/orders';
import { call, createTestApp, login, type Session, type TestContext } from '../../helpers/testApp';
import { notificationReader } from './notificationHelpers';

let t: TestContext;
let seller: Session;
let operation: Session;
let customerService: Session;
let admin: Session;
let read: ReturnType<typeof notificationReader>;
const CUSTOMER = 'Cerámica Industrial de Querétaro S.A. de C.V.';

beforeAll(async () => {
  t = await createTestApp();
  [seller, operation, customerService, admin] = await Promise.all([
    login(t.app, 'seller@demo.local'),
    login(t.app, 'operation@demo.local'),
    login(t.app, 'customer.service@demo.local'),
    login(t.app, 'admin@demo.local'),
  ]);
  read = notificationReader(t);
  await read.setLanguage('finance.credit@demo.local', 'en');
  await read.setLanguage('customer@demo.local', 'en');
});
afterAll(() => t?.close());

const newOrder = async () => (await createOrder(t.app, seller, { paymentTerm: 'CREDIT' }))[0]!;
const labelOf = async (orderId: string) =>
  String(
    (await read.q<{ number: number }>(sql`select number from orders where id = ${orderId}`))[0]!.number,
  ).padStart(6, '0');
const comment = (session: Session, orderId: string, text: string) =>
  call(t.app, session, {
    method: 'POST',
    url: `/api/orders/${orderId}/comments`,
    payload: { comment: text },
  });

describe('a cancellation', () => {
  it('tells the seller and finance, with the reason in each one’s language', async () => {
    const reasons = (
      await call(t.app, seller, { method: 'GET', url: '/api/orders-incidents/reasons/cancel' })
    ).json<CancellationReason[]>();
    const reason = reasons.find((r) => !r.isOther)!;
    const en = (
      await call(t.app, seller, {
        method: 'GET',
        url: '/api/orders-incidents/reasons/cancel',
        headers: { 'accept-language': 'en' },
      })
    ).json<CancellationReason[]>();
    const orderId = await newOrder();
    const label = await labelOf(orderId);
    const mark = await read.since();
    const res = await call(t.app, customerService, {
      method: 'PUT',
      url: `/api/orders/cancel/${orderId}`,
      payload: { reasonId: reason.id },
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = await read.written(mark);
    expect(rows.map((r) => `${r.email} ${r.kind}`)).toEqual([
      'finance.credit@demo.local orderCancelled',
      'finance.treasury@demo.local orderCancelled',
      'manager.finance@demo.local orderCancelled',
      'seller@demo.local orderCancelled',
    ]);
    expect(rows.every((r) => r.toast_type === 'error' && r.order_id === orderId)).toBe(true);
    expect(rows.find((r) => r.email === 'seller@demo.local')!.message).toBe(
      `Mariana Ortiz Salas canceló la orden ${label} de ${CUSTOMER}. Motivo: ${reason.description}.`,
    );
    expect(rows.find((r) => r.email === 'finance.credit@demo.local')).toMatchObject({
      title: 'Order cancelled',
      message: `Mariana Ortiz Salas cancelled order ${label} for ${CUSTOMER}. Reason: ${en.find((r) => r.id === reason.id)!.description}.`,
    });
  });
});

describe('mentions in a comment', () => {
  it('tell exactly the people named who may open the order, once each, never the author', async () => {
    const orderId = await newOrder();
    const label = await labelOf(orderId);
    const text =
      '@carlos mendez, ¿confirmas la dirección? cc @admin@demo.local @Ana Robles Treviño ' +
      '@Laura Vega @Sofía Cárdenas Vela @Raúl Esquivel Soto @Miguel Castañeda Ríos';
    const mark = await read.since();
    const res = await comment(operation, orderId, text);
    expect(res.statusCode, res.body).toBe(201);
    const rows = await read.written(mark);
    // Laura Vega is another seller (not her order), Raúl sees no order, Miguel wrote it; the other
    // tenant's Ana Robles Treviño is another company's person.
    expect(rows.map((r) => `${r.tenant} ${r.email} ${r.kind}`)).toEqual([
      'main admin@demo.local mentioned',
      'main customer@demo.local mentioned',
      'main seller@demo.local mentioned',
    ]);
    // The message quotes the comment's first 140 characters.
    const quoted = `${text.slice(0, 139).trimEnd()}…`;
    expect(rows.find((r) => r.email === 'seller@demo.local')).toMatchObject({
      title: 'Te mencionaron en una orden',
      message: `Miguel Castañeda Ríos te mencionó en la orden ${label} de ${CUSTOMER}: «${quoted}»`,
      order_id: orderId,
    });
    expect(rows.find((r) => r.email === 'customer@demo.local')).toMatchObject({
      title: 'You were mentioned on an order',
      message: `Miguel Castañeda Ríos mentioned you on your order ${label}: “${quoted}”`,
    });
  });

  it('a comment naming nobody (or naming no one who may open the order) tells nobody', async () => {
    const orderId = await newOrder();
    const mark = await read.since();
    expect(
      (await comment(operation, orderId, 'Sin menciones; escribir a ventas@demo.local')).statusCode,
    ).toBe(201);
    expect((await comment(operation, orderId, '@Andrés Padilla, esta no es tuya')).statusCode).toBe(201);
    expect(await read.written(mark)).toEqual([]);
  });
});

describe('a muted kind', () => {
  it('is not written for whoever muted it; the others still get theirs', async () => {
    const put = await call(t.app, admin, {
      method: 'PUT',
      url: '/api/user-notifications/preferences',
      payload: { muted: ['mentioned'] },
    });
    expect(put.statusCode, put.body).toBe(200);
    try {
      const orderId = await newOrder();
      const mark = await read.since();
      expect(
        (await comment(operation, orderId, '@Ana Robles Treviño @Carlos Méndez Ruiz revisen')).statusCode,
      ).toBe(201);
      expect(await read.recipients(mark)).toEqual(['seller@demo.local']);
      const live = await read.jobs(mark, 'realtime.publish');
      const adminId = await read.userId('admin@demo.local');
      expect(live.some((j) => j.payload.target?.userId === adminId)).toBe(false);
    } finally {
      await call(t.app, admin, {
        method: 'PUT',
        url: '/api/user-notifications/preferences',
        payload: { muted: [] },
      });
    }
  });
});

describe('atomicity', () => {
  it('an event rolled back leaves no notification, no live event and no push', async () => {
    const orderId = await newOrder();
    const claims = await t.app.ctx.tokens.verifyAccess(operation.accessToken);
    const tenant = (await t.app.ctx.tenants.bySlug('main'))!;
    const actor = createActor({ claims, tenant, locale: 'es' });
    const mark = await read.since();
    await expect(
      t.app.ctx.inTenant(tenant.id, async (tx) => {
        await addComment(tx, actor, orderId, { comment: '@Carlos Méndez Ruiz, revisa la dirección' });
        // Written inside the transaction…
        const inside = await tx.execute(
          sql`select count(*)::int as n from user_notifications where order_id = ${orderId}`,
        );
        expect((inside as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
        throw new Error('the rest of the change failed');
      }),
    ).rejects.toThrow('the rest of the change failed');
    // …and gone with it.
    expect(await read.written(mark)).toEqual([]);
    expect(await read.jobs(mark, 'realtime.publish')).toEqual([]);
    expect(await read.jobs(mark, 'notifications.push')).toEqual([]);
    expect(await read.q(sql`select id from order_comments where order_id = ${orderId}`)).toEqual([]);

    // The same comment committed writes all three.
    expect((await comment(operation, orderId, '@Carlos Méndez Ruiz, revisa la dirección')).statusCode).toBe(
      201,
    );
    expect(await read.recipients(mark)).toEqual(['seller@demo.local']);
    expect((await read.jobs(mark, 'notifications.push')).length).toBe(1);
    expect((await read.jobs(mark, 'realtime.publish')).map((j) => j.payload.event?.name)).toContain(
      'notification:created',
    );
  });
});
