/**
 * A notification reads in the language its reader reads in now: written in the recipient's
 * language (what the push and the live event carry), rendered again on each read from what it is
 * made of. A notification written as free text keeps its words in every language.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationList } from '../../../src/domain/notifications';
import type { CancellationReason } from '../../../src/domain/orders/views';
import { createNotification } from '../../../src/server/modules/notifications';
import { createOrder } from '../../helpers/orders';
import { call, createTestApp, login, type Session, type TestContext } from '../../helpers/testApp';
import { notificationReader } from './notificationHelpers';

let t: TestContext;
let seller: Session;
let customerService: Session;
let read: ReturnType<typeof notificationReader>;
const CUSTOMER = 'Cerámica Industrial de Querétaro S.A. de C.V.';

beforeAll(async () => {
  t = await createTestApp();
  [seller, customerService] = await Promise.all([
    login(t.app, 'seller@demo.local'),
    login(t.app, 'customer.service@demo.local'),
  ]);
  read = notificationReader(t);
});
afterAll(() => t?.close());

const reasons = async (language: 'es' | 'en') =>
  (
    await call(t.app, seller, {
      method: 'GET',
      url: '/api/orders-incidents/reasons/cancel',
      headers: { 'accept-language': language },
    })
  ).json<CancellationReason[]>();

const bell = async (language: 'es' | 'en') => {
  const res = await call(t.app, seller, {
    method: 'GET',
    url: '/api/user-notifications?limit=50',
    headers: { 'accept-language': language },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<NotificationList>();
};

describe('a notification’s language', () => {
  it('follows the reader: the seller wrote to in Spanish reads it in English, and back', async () => {
    const [es, en] = await Promise.all([reasons('es'), reasons('en')]);
    const reason = es.find((r) => !r.isOther)!;
    const [orderId] = await createOrder(t.app, seller, { paymentTerm: 'CREDIT' });
    const [order] = await read.q<{ number: number }>(sql`select number from orders where id = ${orderId}`);
    const label = String(order!.number).padStart(6, '0');
    const mark = await read.since();
    const res = await call(t.app, customerService, {
      method: 'PUT',
      url: `/api/orders/cancel/${orderId}`,
      payload: { reasonId: reason.id },
    });
    expect(res.statusCode, res.body).toBe(200);

    const spanish = `Mariana Ortiz Salas canceló la orden ${label} de ${CUSTOMER}. Motivo: ${reason.description}.`;
    const english = `Mariana Ortiz Salas cancelled order ${label} for ${CUSTOMER}. Reason: ${en.find((r) => r.id === reason.id)!.description}.`;
    // Written in the seller's language (Spanish): the stored row, the live event and the push.
    const row = await read.oneFor(mark, 'seller@demo.local', 'orderCancelled');
    expect(row).toMatchObject({ title: 'Orden cancelada', message: spanish });
    const id = await sellerId();
    const live = (await read.jobs(mark, 'realtime.publish')).find(
      (j) => j.payload.event?.name === 'notification:created' && j.payload.target?.userId === id,
    );
    expect(live?.payload.event?.payload).toMatchObject({ notification: { message: spanish } });

    const inEnglish = (await bell('en')).data.find((n) => n.metadata.order?.id === orderId);
    expect(inEnglish).toMatchObject({ title: 'Order cancelled', message: english });
    const inSpanish = (await bell('es')).data.find((n) => n.metadata.order?.id === orderId);
    expect(inSpanish).toMatchObject({ title: 'Orden cancelada', message: spanish });

    // Marking it read answers it in the reader's language too.
    const marked = await call(t.app, seller, {
      method: 'PATCH',
      url: `/api/user-notifications/${inEnglish!.id}/read`,
      headers: { 'accept-language': 'en' },
    });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json()).toMatchObject({ title: 'Order cancelled', message: english, read: true });
  });

  it('keeps a free-text notification’s own words in every language', async () => {
    const id = await sellerId();
    const tenantId = (await t.app.ctx.tokens.verifyAccess(seller.accessToken)).tenantId;
    const written = await t.app.ctx.inTenant(tenantId, (tx) =>
      createNotification(tx, {
        userId: id,
        title: 'Aviso de almacén',
        message: 'El andén 3 cierra a las 18:00.',
      }),
    );
    for (const language of ['es', 'en'] as const) {
      expect((await bell(language)).data.find((n) => n.id === written.id)).toMatchObject({
        title: 'Aviso de almacén',
        message: 'El andén 3 cierra a las 18:00.',
      });
    }
  });
});

const sellerId = () => read.userId('seller@demo.local');
