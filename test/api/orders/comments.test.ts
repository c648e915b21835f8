import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderComment, OrderHistoryEntry } from '../../../src/domain/orders/views';
import { drainJobs } from '../../helpers/jobs';
import { createOrder } from '../../helpers/orders';
import { call, createTestApp, login, type Session, type TestContext } from '../../helpers/testApp';

let t: TestContext;
let seller: Session;
let seller2: Session;
let financeCredit: Session;
let customerService: Session;
let norteAdmin: Session;
let orderId: string;

beforeAll(async () => {
  t = await createTestApp();
  [seller, seller2, financeCredit, customerService, norteAdmin] = await Promise.all([
    login(t.app, 'seller@demo.local'),
    login(t.app, 'seller2@demo.local'),
    login(t.app, 'finance.credit@demo.local'),
    login(t.app, 'customer.service@demo.local'),
    login(t.app, 'admin@norte.demo.local', 'norte'),
  ]);
  [orderId] = (await createOrder(t.app, seller)) as [string];
  await drainJobs(t.app);
});

afterAll(async () => t?.close());

const post = (session: Session, comment: unknown, id = orderId) =>
  call(t.app, session, { method: 'POST', url: `/api/orders/${id}/comments`, payload: { comment } });
const list = (session: Session, id = orderId) =>
  call(t.app, session, { method: 'GET', url: `/api/orders/${id}/comments` });
const history = (session: Session, id = orderId) =>
  call(t.app, session, { method: 'GET', url: `/api/orders/${id}/history` });

describe('order comments', () => {
  it('adds a trimmed comment with its author and lists comments oldest first', async () => {
    const first = await post(seller, '  El cliente pide factura con uso CFDI G03.  ');
    expect(first.statusCode).toBe(201);
    expect(first.json<OrderComment>()).toMatchObject({
      comment: 'El cliente pide factura con uso CFDI G03.',
      user: { firstName: expect.any(String), lastName: expect.any(String) },
    });
    const second = await post(financeCredit, 'Línea 1\nLínea 2');
    expect(second.statusCode).toBe(201);
    const res = await list(seller);
    expect(res.statusCode).toBe(200);
    expect(res.json<OrderComment[]>().map((c) => c.comment)).toEqual([
      'El cliente pide factura con uso CFDI G03.',
      'Línea 1\nLínea 2',
    ]);
  });

  it('refuses a blank comment with the message', async () => {
    for (const blank of ['', '   \n  ']) {
      const res = await post(seller, blank);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Revisa los datos enviados');
      expect(res.json().details[0]).toMatchObject({
        path: 'body.comment',
        message: 'El comentario no puede estar vacío',
      });
    }
    const missing = await call(t.app, seller, {
      method: 'POST',
      url: `/api/orders/${orderId}/comments`,
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
  });

  it('supervisors comment too; out-of-scope users get 403, other tenants 404', async () => {
    expect((await post(customerService, 'Revisado por servicio al cliente')).statusCode).toBe(201);
    expect((await post(seller2, 'hola')).statusCode).toBe(403);
    expect((await list(seller2)).statusCode).toBe(403);
    expect((await list(norteAdmin)).statusCode).toBe(404);
    expect((await post(norteAdmin, 'hola')).statusCode).toBe(404);
  });
});

describe('order timeline', () => {
  it('lists history newest first with user names, including the comments and the creation', async () => {
    const res = await history(seller);
    expect(res.statusCode).toBe(200);
    const entries = res.json<OrderHistoryEntry[]>();
    const times = entries.map((e) => Date.parse(e.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(entries.at(-1)?.event).toBe('created');
    const commented = entries.filter((e) => e.event === 'commented');
    expect(commented).toHaveLength(3);
    expect(commented[0]?.user?.name).toMatch(/\S+ \S+/);
    expect(commented.at(-1)?.data).toMatchObject({ excerpt: 'El cliente pide factura con uso CFDI G03.' });
    const generated = entries.find((e) => e.event === 'proformaGenerated');
    expect(generated?.user).toBeNull();
  });

  it('is scoped like the order', async () => {
    expect((await history(seller2)).statusCode).toBe(403);
    expect((await history(norteAdmin)).statusCode).toBe(404);
    expect((await history(financeCredit)).statusCode).toBe(200);
  });
});
