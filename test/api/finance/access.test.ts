/**
 * Who may do what in finance, and on whose orders: every route refused without its key (seller,
 * finance.credit, finance.treasury, operations, customer per DEFAULT_ROLE_MATRIX), sellers see only
 * their orders in the queues, customer service its supervised sellers', and another tenant nothing.
 * Also the bulk actions with a mix of outcomes, each order in its own savepoint.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BulkResult } from '../../../src/domain/finance/views';
import { addresses, customers, orders, tenants } from '../../../src/server/db/schema';
import { createOrder } from '../../helpers/orders';
import { call, createTestApp, login, type Session, type TestContext } from '../../helpers/testApp';
import { financeApi } from './financeHelpers';

let t: TestContext;
let s: Record<
  'seller' | 'seller2' | 'seller3' | 'credit' | 'treasury' | 'operations' | 'customer' | 'service' | 'norte',
  Session
>;
let api: ReturnType<typeof financeApi>;
let mine: string;
let others: string;

beforeAll(async () => {
  t = await createTestApp();
  const [seller, seller2, seller3, credit, treasury, operations, customer, service, norte] =
    await Promise.all([
      login(t.app, 'seller@demo.local'),
      login(t.app, 'seller2@demo.local'),
      login(t.app, 'seller3@demo.local'),
      login(t.app, 'finance.credit@demo.local'),
      login(t.app, 'finance.treasury@demo.local'),
      login(t.app, 'operation@demo.local'),
      login(t.app, 'customer@demo.local'),
      login(t.app, 'customer.service@demo.local'),
      login(t.app, 'admin@norte.demo.local', 'norte'),
    ]);
  s = {
    seller: seller!,
    seller2: seller2!,
    seller3: seller3!,
    credit: credit!,
    treasury: treasury!,
    operations: operations!,
    customer: customer!,
    service: service!,
    norte: norte!,
  };
  api = financeApi(t, (await t.app.ctx.tokens.verifyAccess(seller!.accessToken)).tenantId);
  mine = (await createOrder(t.app, s.seller, { paymentTerm: 'CREDIT' }))[0]!;
  others = (await createOrder(t.app, s.seller3, { paymentTerm: 'CREDIT' }))[0]!;
});

afterAll(async () => t?.close());

const status = async (session: Session, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  (await call(t.app, session, { method, url, ...(payload ? { payload } : {}) })).statusCode;

describe('permissions: refused without the key', () => {
  it('seller (ORDER_CREDIT_REQUESTS, ORDER_DETAIL_CREDIT read only) cannot decide, validate or register payments', async () => {
    expect(await status(s.seller, 'PUT', `/api/orders/${mine}/finance/release`, {})).toBe(403);
    expect(await status(s.seller, 'PUT', `/api/orders/${mine}/finance/retain`, { reason: 'overdraft' })).toBe(
      403,
    );
    expect(await status(s.seller, 'PUT', `/api/orders/${mine}/finance/validate-payment`, {})).toBe(403);
    expect(
      await status(s.seller, 'POST', `/api/orders/${mine}/payments`, {
        paymentDate: '2026-11-20',
        amount: '1',
        paymentReceipt: randomUUID(),
      }),
    ).toBe(403);
    expect(await status(s.seller, 'POST', '/api/orders/bulk-validate-payment', { orderIds: [mine] })).toBe(
      403,
    );
    expect(await status(s.seller, 'GET', `/api/orders/${mine}/payments`)).toBe(200);
  });

  it('finance.credit and finance.treasury (no ORDER_CREDIT_REQUESTS) cannot request for the seller', async () => {
    for (const session of [s.credit, s.treasury]) {
      expect(await status(session, 'POST', `/api/orders/request-release/${mine}`)).toBe(403);
      expect(await status(session, 'POST', `/api/orders/request-payment/${mine}`)).toBe(403);
      expect(await status(session, 'POST', '/api/orders/bulk-credit-release', { orderIds: [mine] })).toBe(
        403,
      );
      expect(await status(session, 'POST', '/api/orders/bulk-request-payment', { orderIds: [mine] })).toBe(
        403,
      );
    }
  });

  it('operations (credit read only, no requests, no pending-release listing) reads but acts on nothing', async () => {
    expect(await status(s.operations, 'GET', `/api/orders/${mine}/finance`)).toBe(200);
    expect(await status(s.operations, 'GET', '/api/orders/count-finances')).toBe(200);
    expect(
      await status(s.operations, 'GET', '/api/orders/pending-liberation?status=PENDINGRELEASEREQUEST'),
    ).toBe(403);
    expect(await status(s.operations, 'GET', '/api/orders/pending-released')).toBe(403);
    expect(await status(s.operations, 'POST', `/api/orders/request-release/${mine}`)).toBe(403);
    expect(await status(s.operations, 'PUT', `/api/orders/${mine}/finance/release`, {})).toBe(403);
    expect(await status(s.operations, 'PUT', `/api/orders/${mine}/finance/retain`, { reason: 'both' })).toBe(
      403,
    );
  });

  it('the finance queues and their counts are internal: the customer reads none of them', async () => {
    for (const path of ['count-finances', 'not-answered-finance', 'held', 'approved-finance']) {
      expect(await status(s.customer, 'GET', `/api/orders/${path}`), path).toBe(403);
      expect(await status(s.seller, 'GET', `/api/orders/${path}`), path).toBe(200);
    }
  });

  it('the customer role holds no finance key', async () => {
    expect(await status(s.customer, 'GET', `/api/orders/${mine}/finance`)).toBe(403);
    expect(await status(s.customer, 'GET', `/api/orders/${mine}/payments`)).toBe(403);
    expect(await status(s.customer, 'GET', '/api/orders/pending-liberation')).toBe(403);
  });

  it('the finance view shows each role only its part', async () => {
    const seller = await api.view(s.seller, mine);
    expect(seller).toMatchObject({ canDecide: false, sellerButtons: { show: true } });
    // Release and retain are never the seller's: not offered at all, not even disabled.
    expect(seller.financeActions).toEqual([]);
    expect(seller.payments).not.toBeNull(); // the seller holds ORDER_DETAIL_CREDIT read
    const credit = await api.view(s.credit, mine);
    expect(credit).toMatchObject({ canDecide: true, financeActions: ['release', 'retain'] });
    expect(credit.sellerButtons).toEqual({ show: false, reason: 'noPermission' });
    const operations = await api.view(s.operations, mine);
    expect(operations).toMatchObject({ canDecide: false, canValidatePayment: false, financeActions: [] });
    expect(operations.sellerButtons).toEqual({ show: false, reason: 'noPermission' });
    expect(operations.payments?.canRegister).toBe(false);
  });

  it('a bad retain reason is a 400 naming the field', async () => {
    const res = await call(t.app, s.credit, {
      method: 'PUT',
      url: `/api/orders/${mine}/finance/retain`,
      payload: { reason: 'mood' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].path).toBe('body.reason');
  });
});

describe('external ERP tenant', () => {
  it('needs the order’s external id before any request; with it, the request goes through', async () => {
    const [order] = await createOrder(t.app, s.seller, { paymentTerm: 'CREDIT' });
    await t.database.db.update(tenants).set({ externalErp: true }).where(eq(tenants.slug, 'main'));
    try {
      const refused = await call(t.app, s.seller, {
        method: 'POST',
        url: `/api/orders/request-release/${order}`,
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe('No se puede realizar esta acción sin número de orden externo');
      expect((await api.view(s.seller, order!)).sellerButtons).toEqual({
        show: false,
        reason: 'externalIdRequired',
      });
      const row = (await api.queue(s.seller, 'PENDINGRELEASEREQUEST')).data.find((r) => r.id === order);
      expect(row?.button).toBeNull();
      await api.db((tx) => tx.update(orders).set({ externalId: 'NX-9001' }).where(eq(orders.id, order!)));
      api.ok(await api.requestRelease(s.seller, order!));
    } finally {
      await t.database.db.update(tenants).set({ externalErp: false }).where(eq(tenants.slug, 'main'));
    }
  });
});

describe('scope: whose orders', () => {
  it('a seller reaches only its own orders; queues list only them', async () => {
    expect(await status(s.seller, 'GET', `/api/orders/${others}/finance`)).toBe(403);
    expect(await status(s.seller, 'POST', `/api/orders/request-release/${others}`)).toBe(403);
    const queue = await api.queue(s.seller, 'PENDINGRELEASEREQUEST');
    expect(queue.data.some((r) => r.id === mine)).toBe(true);
    expect(queue.data.some((r) => r.id === others)).toBe(false);
    const theirs = await api.queue(s.seller3, 'PENDINGRELEASEREQUEST');
    expect(theirs.data.map((r) => r.id)).toContain(others);
    expect(theirs.data.map((r) => r.id)).not.toContain(mine);
    const all = await api.counts(s.credit);
    const own = await api.counts(s.seller);
    expect(own.total).toBeLessThan(all.total);
  });

  it('customer service sees its supervised sellers’ orders (seller, seller2), not seller3’s', async () => {
    const ids = (await api.queue(s.service, 'PENDINGRELEASEREQUEST')).data.map((r) => r.id);
    expect(ids).toContain(mine);
    expect(ids).not.toContain(others);
  });

  it('the sellerId filter narrows the counts to that seller', async () => {
    const sellerId = (await t.app.ctx.tokens.verifyAccess(s.seller.accessToken)).sub;
    const filtered = await api.counts(s.credit, `?sellerId=${sellerId}`);
    expect(filtered).toEqual(await api.counts(s.seller));
  });
});

describe('another tenant', () => {
  it('reaches none of main’s orders and counts none of them', async () => {
    expect(await status(s.norte, 'GET', `/api/orders/${mine}/finance`)).toBe(404);
    expect(await status(s.norte, 'POST', `/api/orders/request-release/${mine}`)).toBe(404);
    expect(await status(s.norte, 'PUT', `/api/orders/${mine}/finance/release`, {})).toBe(404);
    const bulk = await call(t.app, s.norte, {
      method: 'POST',
      url: '/api/orders/bulk-credit-release',
      payload: { orderIds: [mine] },
    });
    expect(bulk.json<BulkResult>().results).toEqual([
      { index: 0, id: null, displayNumber: null, outcome: 'notFound', message: 'No se encontró la orden' },
    ]);
    expect(bulk.body).not.toContain(mine);
    const held = await call(t.app, s.norte, { method: 'GET', url: '/api/orders/held?limit=100' });
    expect(held.body).not.toContain(mine);
  });
});

describe('bulk actions: one result per order, each in its own savepoint', () => {
  it('bulk release requests: requested, released, already requested, other seller’s, unknown, advance payment', async () => {
    const customerOf = async (name: string) =>
      api.db(async (tx) => {
        const [row] = await tx
          .select({ id: customers.id, addressId: addresses.id })
          .from(customers)
          .innerJoin(addresses, and(eq(addresses.customerId, customers.id), eq(addresses.active, true)))
          .where(eq(customers.companyName, name))
          .orderBy(asc(addresses.createdAt))
          .limit(1);
        return row!;
      });
    const pinturas = await customerOf('Pinturas y Recubrimientos de León S.A. de C.V.');
    const quimica = await customerOf('Química Vallejo S.A. de C.V.');
    const ceramica = (await api.orderRow(mine)).customerId;
    await api.clearInvoices(ceramica);
    await api.clearInvoices(pinturas.id);
    await api.setCreditLimit(ceramica, '1.00');
    await api.setCreditLimit(pinturas.id, '99999999.00');
    const [rejected] = await createOrder(t.app, s.seller, { paymentTerm: 'CREDIT' });
    const [approved] = await createOrder(t.app, s.seller, {
      customer: { id: pinturas.id },
      addressId: pinturas.addressId,
      paymentTerm: 'CREDIT',
    });
    const [advance] = await createOrder(t.app, s.seller, {
      customer: { id: quimica.id },
      addressId: quimica.addressId,
    });
    const [already] = await createOrder(t.app, s.seller, { paymentTerm: 'CREDIT' });
    api.ok(await api.requestRelease(s.seller, already!));
    const unknown = randomUUID();

    const res = await call(t.app, s.seller, {
      method: 'POST',
      url: '/api/orders/bulk-credit-release',
      payload: { orderIds: [rejected, approved, already, others, unknown, advance] },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<BulkResult>();
    expect(body.results.map((r) => [r.index, r.outcome])).toEqual([
      [0, 'requested'],
      [1, 'released'],
      [2, 'notAllowed'],
      [3, 'forbidden'],
      [4, 'notFound'],
      [5, 'notAllowed'],
    ]);
    expect(body.results[2]!.message).toBe(
      'La liberación ya fue solicitada; podrás reenviarla a partir de 3 días',
    );
    expect(body.results[5]!.message).toBe(
      'Esta orden es de pago anticipado: primero solicita la validación de su pago',
    );
    expect(body.results[4]!.id).toBeNull();
    expect(body).toMatchObject({ succeeded: 2, failed: 4 });
    expect(body.message).toBe(
      '2 solicitudes de liberación enviadas exitosamente. 4 órdenes no se pudieron procesar',
    );
    // The refusals undid nothing of the successes.
    expect((await api.orderRow(approved!)).opsStatus).toBe('APROBADO_POR_FINANZAS');
    expect((await api.view(s.credit, rejected!)).queue).toBe('NOT_ANSWERED');

    const en = await call(t.app, s.seller, {
      method: 'POST',
      url: '/api/orders/bulk-credit-release',
      payload: { orderIds: [unknown] },
      headers: { 'accept-language': 'en' },
    });
    expect(en.json<BulkResult>().message).toBe('1 order could not be processed');
  });

  it('bulk payment requests and treasury’s bulk validation', async () => {
    const quimica = (
      await api.db(async (tx) =>
        tx
          .select({ id: customers.id, addressId: addresses.id })
          .from(customers)
          .innerJoin(addresses, eq(addresses.customerId, customers.id))
          .where(eq(customers.companyName, 'Química Vallejo S.A. de C.V.'))
          .limit(1),
      )
    )[0]!;
    const make = async () =>
      (
        await createOrder(t.app, s.seller, { customer: { id: quimica.id }, addressId: quimica.addressId })
      )[0]!;
    const [a, b, c] = [await make(), await make(), await make()];
    await api.uploadConfirmation(s.seller, a);
    await api.uploadConfirmation(s.seller, b);
    const asked = (
      await call(t.app, s.seller, {
        method: 'POST',
        url: '/api/orders/bulk-request-payment',
        payload: { orderIds: [a, b, c] },
      })
    ).json<BulkResult>();
    expect(asked.results.map((r) => r.outcome)).toEqual([
      'paymentRequested',
      'paymentRequested',
      'notAllowed',
    ]);
    expect(asked.message).toBe(
      '2 solicitudes de validación de pago enviadas exitosamente. 1 orden no se pudo procesar',
    );
    const validated = (
      await call(t.app, s.treasury, {
        method: 'POST',
        url: '/api/orders/bulk-validate-payment',
        payload: { orderIds: [a, c, mine] },
      })
    ).json<BulkResult>();
    expect(validated.results.map((r) => r.outcome)).toEqual(['validated', 'notAllowed', 'notAllowed']);
    expect(validated.results[2]!.message).toBe(
      'Solo las órdenes de pago anticipado requieren validación de pago',
    );
    expect(validated.message).toBe('1 pago validado. 2 órdenes no se pudieron procesar');
    expect((await api.view(s.treasury, a)).state.isPaymentValidated).toBe(true);
  });

  it('an empty selection is a 400', async () => {
    expect(await status(s.seller, 'POST', '/api/orders/bulk-credit-release', { orderIds: [] })).toBe(400);
  });
});
