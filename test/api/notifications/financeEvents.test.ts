/**
 * Finance's events notify exactly the people who must act or hear: a release request the credit
 * area, a payment validation request treasury, a release or retention the order's seller and their
 * supervisors — each in their own language, never the one who acted, never another tenant's user.
 * Each notification is queued live to its recipient with their unread total, and pushed.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification } from '../../../src/domain/notifications';
import type { RealtimeEvent } from '../../../src/domain/realtime';
import type { RealtimeTarget } from '../../../src/server/realtime/publisher';
import { drainJobs } from '../../helpers/jobs';
import { createOrder, orderFixture } from '../../helpers/orders';
import { createTestApp, login, type Session, type TestContext } from '../../helpers/testApp';
import { financeApi } from '../finance/financeHelpers';
import { notificationReader } from './notificationHelpers';

let t: TestContext;
let seller: Session;
let credit: Session;
let api: ReturnType<typeof financeApi>;
let read: ReturnType<typeof notificationReader>;
let customerId: string;
const CUSTOMER = 'Cerámica Industrial de Querétaro S.A. de C.V.';
const pushed: { userId: string; notification: Notification }[] = [];
const published: { target: RealtimeTarget; event: RealtimeEvent }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  [seller, credit] = await Promise.all([
    login(t.app, 'seller@demo.local'),
    login(t.app, 'finance.credit@demo.local'),
  ]);
  const tenantId = (await t.app.ctx.tokens.verifyAccess(seller.accessToken)).tenantId;
  api = financeApi(t, tenantId);
  read = notificationReader(t);
  customerId = (await orderFixture(t.app, seller)).customerId;
  await api.clearInvoices(customerId);
  // Far below any order: every check is an overdraft and waits for credit.
  await api.setCreditLimit(customerId, '1.00');
  // One recipient of each event reads English; the others keep Spanish (the default).
  await read.setLanguage('finance.credit@demo.local', 'en');
  await read.setLanguage('manager.seller@demo.local', 'en');
  // What the jobs hand to the push sender and the socket server, recorded.
  t.app.ctx.push = {
    send: async (_tenant, userId, notification) => void pushed.push({ userId, notification }),
  };
  t.app.ctx.realtime = { publish: async (_tenant, target, event) => void published.push({ target, event }) };
});
afterAll(() => t?.close());

const newOrder = async (paymentTerm: 'CREDIT' | 'ADVANCE_PAYMENT' = 'CREDIT') =>
  (await createOrder(t.app, seller, { paymentTerm }))[0]!;
const labelOf = async (orderId: string) => String((await api.orderRow(orderId)).number).padStart(6, '0');

describe('a release request', () => {
  it('tells the credit area, in each one’s language, and nobody else', async () => {
    const orderId = await newOrder();
    const label = await labelOf(orderId);
    const mark = await read.since();
    expect(api.ok(await api.requestRelease(seller, orderId))).toMatchObject({});

    const rows = await read.written(mark);
    expect(rows.map((r) => `${r.email} ${r.kind}`)).toEqual([
      'finance.credit@demo.local releaseRequested',
      'manager.finance@demo.local releaseRequested',
    ]);
    expect(rows.every((r) => r.tenant === 'main' && r.order_id === orderId && r.toast_type === 'info')).toBe(
      true,
    );
    expect(rows[0]).toMatchObject({
      title: 'Release requested',
      message: `Carlos Méndez Ruiz asked to release order ${label} for ${CUSTOMER}; it awaits credit’s decision.`,
    });
    expect(rows[1]).toMatchObject({
      title: 'Solicitud de liberación',
      message: `Carlos Méndez Ruiz solicitó liberar la orden ${label} de ${CUSTOMER}; espera la decisión de crédito.`,
    });
  });

  it('queues each recipient’s live notification with their unread total, the order’s and the queues’ events, and a push', async () => {
    const orderId = await newOrder();
    await drainJobs(t.app); // what earlier tests queued
    pushed.length = 0;
    published.length = 0;
    const mark = await read.since();
    api.ok(await api.requestRelease(seller, orderId));
    const creditId = await read.userId('finance.credit@demo.local');
    const managerId = await read.userId('manager.finance@demo.local');

    const live = await read.jobs(mark, 'realtime.publish');
    // Jobs of one transaction share their time: compared by recipient.
    const created = live
      .filter((j) => j.payload.event?.name === 'notification:created')
      .sort((a, b) =>
        a.payload.target?.userId === creditId ? -1 : b.payload.target?.userId === creditId ? 1 : 0,
      );
    expect(created.map((j) => j.payload.target)).toEqual([{ userId: creditId }, { userId: managerId }]);
    const unread = await read.q<{ id: string; n: number }>(
      sql`select user_id as id, count(*)::int as n from user_notifications
        where read_at is null and user_id in (${creditId}, ${managerId}) group by user_id`,
    );
    const unreadOf = (id: string) => unread.find((u) => u.id === id)!.n;
    expect(created.map((j) => j.payload.event?.payload.unreadCount)).toEqual([
      unreadOf(creditId),
      unreadOf(managerId),
    ]);
    expect(created[0]!.payload.event?.payload.notification).toMatchObject({
      title: 'Release requested',
      toastType: 'info',
      read: false,
      metadata: { order: { id: orderId } },
    });
    const others = live.filter((j) => j.payload.event?.name !== 'notification:created');
    expect(others).toContainEqual(
      expect.objectContaining({
        payload: {
          target: { orderId },
          event: { name: 'order:changed', payload: { orderId, sections: ['finance', 'history'] } },
        },
      }),
    );
    expect(others).toContainEqual(
      expect.objectContaining({
        payload: {
          target: { tenant: true },
          event: { name: 'queues:changed', payload: { orderIds: [orderId] } },
        },
      }),
    );
    const pushes = await read.jobs(mark, 'notifications.push');
    expect(pushes.map((j) => j.payload.userId).sort()).toEqual([creditId, managerId].sort());

    // After the commit the jobs hand each notification to the push sender and the socket server.
    await drainJobs(t.app);
    expect(pushed.map((p) => p.userId).sort()).toEqual([creditId, managerId].sort());
    expect(pushed.every((p) => p.notification.metadata.order?.id === orderId)).toBe(true);
    expect(published.map((p) => p.target)).toContainEqual({ userId: creditId });
    expect(published.map((p) => p.target)).toContainEqual({ orderId });
  });
});

describe('a payment validation request', () => {
  it('tells treasury (and the finance manager), not credit', async () => {
    const orderId = await newOrder('ADVANCE_PAYMENT');
    await api.uploadConfirmation(seller, orderId);
    const mark = await read.since();
    api.ok(await api.requestPayment(seller, orderId));
    const rows = await read.written(mark);
    expect(rows.map((r) => `${r.email} ${r.kind}`)).toEqual([
      'finance.treasury@demo.local paymentValidationRequested',
      'manager.finance@demo.local paymentValidationRequested',
    ]);
    expect(rows[0]!.title).toBe('Validación de pago solicitada');
  });
});

describe('finance’s decisions', () => {
  const requested = async () => {
    const orderId = await newOrder();
    api.ok(await api.requestRelease(seller, orderId));
    return { orderId, label: await labelOf(orderId) };
  };

  it('a release tells the seller and everyone above them, not the credit user who released', async () => {
    const { orderId, label } = await requested();
    const mark = await read.since();
    api.ok(await api.release(credit, orderId, { comment: 'Pago de marzo aplicado' }));
    const rows = await read.written(mark);
    expect(rows.map((r) => `${r.email} ${r.kind}`)).toEqual([
      'customer.service@demo.local orderReleased',
      'manager.seller@demo.local orderReleased',
      'seller@demo.local orderReleased',
    ]);
    const seller = rows.find((r) => r.email === 'seller@demo.local')!;
    expect(seller).toMatchObject({
      title: 'Orden liberada por finanzas',
      toast_type: 'success',
      message: `Patricia Luna Herrera liberó la orden ${label} de ${CUSTOMER}; ya puede asignarse material. Comentario: «Pago de marzo aplicado»`,
    });
    expect(rows.find((r) => r.email === 'manager.seller@demo.local')).toMatchObject({
      title: 'Order released by finance',
      message: `Patricia Luna Herrera released order ${label} for ${CUSTOMER}; material can now be assigned. Comment: “Pago de marzo aplicado”`,
    });
  });

  it('a retention says why, with finance’s comment, to the seller and their supervisors', async () => {
    const { orderId, label } = await requested();
    const mark = await read.since();
    api.ok(await api.retain(credit, orderId, { reason: 'overdraft', comment: 'Saldo de marzo sin pagar' }));
    const rows = await read.written(mark);
    expect(rows.map((r) => r.email)).toEqual([
      'customer.service@demo.local',
      'manager.seller@demo.local',
      'seller@demo.local',
    ]);
    expect(rows.every((r) => r.kind === 'orderRetained' && r.toast_type === 'warning')).toBe(true);
    expect(rows.find((r) => r.email === 'seller@demo.local')!.message).toBe(
      `Patricia Luna Herrera retuvo la orden ${label} de ${CUSTOMER} por sobregiro. Comentario: «Saldo de marzo sin pagar»`,
    );
    expect(rows.find((r) => r.email === 'manager.seller@demo.local')!.message).toBe(
      `Patricia Luna Herrera retained order ${label} for ${CUSTOMER} because of an overdraft. Comment: “Saldo de marzo sin pagar”`,
    );
  });

  it('an automatic release tells the supervisors; the seller who asked sees it on screen', async () => {
    await api.setCreditLimit(customerId, '100000000');
    try {
      const orderId = await newOrder();
      const label = await labelOf(orderId);
      const mark = await read.since();
      expect(api.ok(await api.requestRelease(seller, orderId))).toMatchObject({});
      expect((await api.orderRow(orderId)).opsStatus).toBe('APROBADO_POR_FINANZAS');
      const rows = await read.written(mark);
      expect(rows.map((r) => `${r.email} ${r.kind}`)).toEqual([
        'customer.service@demo.local orderReleased',
        'manager.seller@demo.local orderReleased',
      ]);
      expect(rows[0]!.message).toBe(
        `La orden ${label} de ${CUSTOMER} se liberó automáticamente: el crédito del cliente la cubre.`,
      );
    } finally {
      await api.setCreditLimit(customerId, '1.00');
    }
  });
});
