/**
 * One credit order walked through the whole finance workflow — request, automatic check, retain
 * with each reason, request again, resend after 3 days, release, payments up to PAGADO — asserting
 * at every step the one queue it is in (and no other), the counts, the buttons and the history.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FinanceCounts, PaymentsPanel } from '../../../src/domain/finance/views';
import { orderHistory, orders } from '../../../src/server/db/schema';
import { createOrder, orderFixture } from '../../helpers/orders';
import { call, createTestApp, login, type Session, type TestContext } from '../../helpers/testApp';
import { financeApi } from './financeHelpers';

let t: TestContext;
let seller: Session;
let credit: Session;
let treasury: Session;
let api: ReturnType<typeof financeApi>;
let customerId: string;
let orderId: string;
let start: FinanceCounts;

beforeAll(async () => {
  t = await createTestApp();
  [seller, credit, treasury] = await Promise.all([
    login(t.app, 'seller@demo.local'),
    login(t.app, 'finance.credit@demo.local'),
    login(t.app, 'finance.treasury@demo.local'),
  ]);
  const tenantId = (await t.app.ctx.tokens.verifyAccess(seller.accessToken)).tenantId;
  api = financeApi(t, tenantId);
  customerId = (await orderFixture(t.app, seller)).customerId;
  await api.clearInvoices(customerId);
  // Far below any order: every check of this customer is an overdraft.
  await api.setCreditLimit(customerId, '1.00');
  start = await api.counts(credit);
  orderId = (await createOrder(t.app, seller, { paymentTerm: 'CREDIT' }))[0]!;
});

afterAll(async () => t?.close());

/** The order is in exactly this queue for the caller, and the counts moved by exactly `delta`. */
async function expectQueue(queue: string | null, delta: Partial<FinanceCounts>) {
  expect(await api.queuesOf(credit, orderId!)).toEqual(queue ? [queue] : []);
  const now = await api.counts(credit);
  const expected = { ...start };
  for (const [k, v] of Object.entries(delta)) {
    expected[k as keyof FinanceCounts] += v;
    expected.total += v;
  }
  expect(now).toEqual(expected);
  expect((await api.view(credit, orderId!)).queue).toBe(queue);
}

const history = async () =>
  api.db((tx) => tx.select().from(orderHistory).where(eq(orderHistory.orderId, orderId!)));

describe('the finance walk of a credit order', () => {
  it('starts in "release not requested", with the seller’s request-release button', async () => {
    await expectQueue('PENDINGRELEASEREQUEST', { PENDINGRELEASEREQUEST: 1 });
    const view = await api.view(seller, orderId);
    expect(view.sellerButtons).toEqual({
      show: true,
      noWritePermission: false,
      buttons: [{ kind: 'requestRelease', resend: false, disabled: false, labelKey: 'requestRelease' }],
    });
    expect(view.creditCheck).toBeNull();
  });

  it('a release request runs the credit check (overdraft) and waits in "release missing" for Crédito', async () => {
    const res = api.ok(await api.requestRelease(seller, orderId));
    expect(res.outcome).toBe('requested');
    expect(res.message).toBe('Solicitud de liberación enviada exitosamente');
    expect(res.finance.creditCheck).toMatchObject({ result: 'rejectedOverdraft', creditLimit: '1.00' });
    expect(res.finance.area).toBe('CREDIT');
    await expectQueue('NOT_ANSWERED', { NOT_ANSWERED: 1 });
    const row = (await api.queue(credit, 'NOT_ANSWERED')).data.find((r) => r.id === orderId)!;
    expect(row).toMatchObject({ area: 'CREDIT', daysSinceRequest: 0, currency: 'USD' });
    // The seller's answer offers no release or retain; finance's view does.
    expect(res.finance.financeActions).toEqual([]);
    expect((await api.view(credit, orderId)).financeActions).toEqual(['release', 'retain']);
  });

  it('sending it again before 3 days is refused with the reason; the button shows "requested", disabled', async () => {
    const again = await api.requestRelease(seller, orderId);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'La liberación ya fue solicitada; podrás reenviarla a partir de 3 días',
    );
    const view = await api.view(seller, orderId);
    expect(view.sellerButtons).toMatchObject({
      show: true,
      buttons: [{ kind: 'requestRelease', disabled: true, labelKey: 'releaseRequested' }],
    });
  });

  it('finance retains it for overdraft: "Orden retenida por sobregiro", in "retained" with its badge', async () => {
    const before = await api.orderRow(orderId);
    const res = api.ok(await api.retain(credit, orderId, { reason: 'overdraft', version: before.version }));
    expect(res.outcome).toBe('retained');
    expect(res.finance.retention).toEqual({ message: 'Orden retenida por sobregiro' });
    expect(res.finance.version).toBe(before.version + 1);
    expect((await api.orderRow(orderId)).opsStatus).toBe('ORDEN_RETENIDA');
    await expectQueue('HELD', { HELD: 1 });
    const row = (await api.queue(seller, 'HELD')).data.find((r) => r.id === orderId)!;
    expect(row.rejectReasons.map((r) => r.actionType)).toEqual(['REJECTED_OVERDRAFT']);
    expect(row.canWrite).toBe(true);
    expect(res.finance.financeActions).toEqual(['requestRelease']);
    const sellerView = await api.view(seller, orderId);
    expect(sellerView.sellerButtons).toMatchObject({ show: true, buttons: [{ labelKey: 'requestRelease' }] });
  });

  it('the seller requests again (the retention is cleared), finance retains for overdue invoices with a comment', async () => {
    api.ok(await api.requestRelease(seller, orderId));
    expect((await api.orderRow(orderId)).opsStatus).toBe('ORDEN_CREADA');
    await expectQueue('NOT_ANSWERED', { NOT_ANSWERED: 1 });
    const res = api.ok(
      await api.retain(credit, orderId, {
        reason: 'overdueInvoices',
        comment: 'Cliente con factura de agosto sin pagar',
      }),
    );
    expect(res.finance.retention).toEqual({ message: 'Cliente con factura de agosto sin pagar' });
    expect(res.finance.rejectReasons.map((r) => r.actionType)).toEqual([
      'REJECTED_OVERDRAFT',
      'REJECTED_OVERDUE_INVOICES',
    ]);
    await expectQueue('HELD', { HELD: 1 });
  });

  it('retained for both reasons: the last code speaks (overdraft), in English too', async () => {
    api.ok(await api.requestRelease(seller, orderId));
    const res = api.ok(await api.retain(credit, orderId, { reason: 'both' }));
    expect(res.finance.retention).toEqual({ message: 'Orden retenida por sobregiro' });
    expect(res.finance.rejectReasons.slice(-2).map((r) => r.actionType)).toEqual([
      'REJECTED_OVERDUE_INVOICES',
      'REJECTED_OVERDRAFT',
    ]);
    const en = await call(t.app, seller, {
      method: 'GET',
      url: `/api/orders/${orderId}/finance`,
      headers: { 'accept-language': 'en' },
    });
    expect(en.json().retention).toEqual({ message: 'Order retained for overdraft' });
  });

  it('requested again, then resent once 3 days passed without an answer', async () => {
    api.ok(await api.requestRelease(seller, orderId));
    await api.ageRequests(orderId, 3);
    const view = await api.view(seller, orderId);
    expect(view.sellerButtons).toMatchObject({
      show: true,
      buttons: [{ kind: 'requestRelease', resend: true, disabled: false, labelKey: 'resendRelease' }],
    });
    const row = (await api.queue(seller, 'NOT_ANSWERED')).data.find((r) => r.id === orderId)!;
    expect(row.daysSinceRequest).toBe(3);
    expect(row.button).toMatchObject({ labelKey: 'resendRelease' });
    api.ok(await api.requestRelease(seller, orderId));
    expect((await api.view(seller, orderId)).state.daysSinceReleaseRequest).toBe(0);
    await expectQueue('NOT_ANSWERED', { NOT_ANSWERED: 1 });
  });

  it('a stale version is refused; finance releases it: APROBADO_POR_FINANZAS, "authorized by finance"', async () => {
    const { version } = await api.orderRow(orderId);
    const stale = await api.release(credit, orderId, { version: version - 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('STALE_VERSION');
    const res = api.ok(await api.release(credit, orderId, { version, comment: 'Autorizado por dirección' }));
    expect(res.message).toBe('Orden liberada');
    const row = await api.orderRow(orderId);
    expect(row).toMatchObject({ opsStatus: 'APROBADO_POR_FINANZAS', financeStatus: 'FINANCE_RELEASED' });
    await expectQueue('APPROVED', { APPROVED: 1 });
    expect(res.finance.financeActions).toEqual(['retain']);
    // Finance holds no ORDER_CREDIT_REQUESTS; the seller has nothing left to request.
    expect(res.finance.sellerButtons).toEqual({ show: false, reason: 'noPermission' });
    expect((await api.view(seller, orderId)).sellerButtons).toEqual({ show: false, reason: 'notApplicable' });
    const again = await api.release(credit, orderId);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('La orden no puede liberarse en su estado actual');
  });

  it('payments: partial, then covered after delivery → PAGADO, out of every queue', async () => {
    const receipt = await api.uploadConfirmation(seller, orderId);
    const total = (await api.orderRow(orderId)).totalWithTaxes;
    const first = await api.post(treasury, `/api/orders/${orderId}/payments`, {
      paymentDate: '2026-11-20',
      amount: '100.00',
      paymentReceipt: receipt,
    });
    expect(first.statusCode, first.body).toBe(201);
    const panel = (
      await call(t.app, treasury, { method: 'GET', url: `/api/orders/${orderId}/payments` })
    ).json<PaymentsPanel>();
    expect(panel).toMatchObject({ paymentStatus: 'PARTIAL', paid: '100.00', paymentTerm: 'CREDIT' });
    expect(panel.transactions).toEqual([
      expect.objectContaining({
        amount: '100.00',
        paymentDate: '2026-11-20',
        receipt: expect.objectContaining({ documentId: receipt }),
      }),
    ]);
    // Paid in full before delivery: PAID, the status stays.
    await api.db((tx) =>
      tx
        .update(orders)
        .set({ opsStatus: 'ORDEN_ENTREGADA', isDelivered: true })
        .where(eq(orders.id, orderId)),
    );
    const rest = (Number(total) - 100).toFixed(2);
    const tooMuch = await api.post(treasury, `/api/orders/${orderId}/payments`, {
      paymentDate: '2026-11-21',
      amount: (Number(rest) + 1).toFixed(2),
      paymentReceipt: receipt,
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().details[0]).toMatchObject({ path: 'body.amount' });
    const last = await api.post(treasury, `/api/orders/${orderId}/payments`, {
      paymentDate: '2026-11-21',
      amount: rest,
      paymentReceipt: receipt,
    });
    expect(last.statusCode, last.body).toBe(201);
    expect(await api.orderRow(orderId)).toMatchObject({ opsStatus: 'PAGADO', paymentStatus: 'PAID' });
    await expectQueue(null, {});
    const events = (await history()).map((h) => h.event);
    for (const e of ['releaseRequested', 'creditChecked', 'retained', 'released', 'paymentRegistered']) {
      expect(events).toContain(e);
    }
    // Delivered and covered → PAGADO is the logistics status rule's move, written as statusChanged.
    expect(await history()).toContainEqual(
      expect.objectContaining({ event: 'statusChanged', fromStatus: 'ORDEN_ENTREGADA', toStatus: 'PAGADO' }),
    );
    const retained = (await history()).filter((h) => h.event === 'retained');
    expect(retained.map((h) => h.data.reason)).toEqual(['overdraft', 'overdueInvoices', 'both']);
  });
});
