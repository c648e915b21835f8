/**
 * The demo seed's finance data: open invoices (some overdue, one customer near its limit) and
 * finance states on demo orders, so each finance queue shows something real on a fresh start.
 */

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerInvoices, orders } from '../../../src/server/db/schema';
import { call, createTestApp, login, type Session, type TestContext } from '../../helpers/testApp';
import { financeApi } from './financeHelpers';

let t: TestContext;
let credit: Session;
let api: ReturnType<typeof financeApi>;
/** Orders the demo's finance data covers elsewhere (requests, retentions) or that never reach finance. */
const NOT_RELEASED = ['ORDEN_CREADA', 'EFIRMA_CLIENTE', 'ORDEN_RETENIDA', 'ORDEN_CANCELADA'];

beforeAll(async () => {
  t = await createTestApp();
  credit = await login(t.app, 'finance.credit@demo.local');
  api = financeApi(t, (await t.app.ctx.tokens.verifyAccess(credit.accessToken)).tenantId);
});

afterAll(async () => t?.close());

describe('demo finance data', () => {
  it('has open invoices for a few customers (opening balances from the ERP), one fully paid', async () => {
    const invoices = await api.db((tx) => tx.select().from(customerInvoices));
    const opening = invoices.filter((i) => i.orderId === null);
    expect(opening.length).toBe(6);
    expect(opening.filter((i) => Number(i.paidAmount) >= Number(i.totalWithIva))).toHaveLength(1);
    expect(opening.some((i) => i.currency === 'MXN')).toBe(true);
    // The rest are the demo orders' own, one per shipment, recorded by treasury.
    const ofOrders = invoices.filter((i) => i.orderId !== null);
    expect(ofOrders.length).toBeGreaterThan(10);
    expect(ofOrders.every((i) => i.shipmentId !== null && i.createdById !== null)).toBe(true);
  });

  it('paid orders show the payment that covered them in their payments panel', async () => {
    const treasury = await login(t.app, 'finance.treasury@demo.local');
    const paid = await api.db((tx) => tx.select().from(orders).where(eq(orders.opsStatus, 'PAGADO')));
    expect(paid.length).toBeGreaterThan(0);
    for (const order of paid) {
      const res = await call(t.app, treasury, { method: 'GET', url: `/api/orders/${order.id}/payments` });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body.paymentStatus).toBe('PAID');
      expect(body.transactions).toHaveLength(1);
      expect(body.transactions[0].amount).toBe(order.totalWithTaxes);
    }
  });

  it('released and later orders show how they were released; advance payments validated and paid', async () => {
    const all = await api.db((tx) => tx.select().from(orders));
    const later = all.filter((o) => !NOT_RELEASED.includes(o.opsStatus));
    expect(later.length).toBeGreaterThan(20);
    expect(later.some((o) => o.paymentTerm === 'ADVANCE_PAYMENT')).toBe(true);
    for (const order of later) {
      const view = await api.view(credit, order.id);
      expect(view.releaseRequest, order.opsStatus).not.toBeNull();
      expect(view.decision).not.toBeNull();
      expect(Date.parse(view.decision!.at)).toBeGreaterThanOrEqual(Date.parse(view.releaseRequest!.at));
      if (order.paymentTerm === 'ADVANCE_PAYMENT') {
        expect(view.state.isPaymentValidated).toBe(true);
        expect(view.paymentValidation).not.toBeNull();
        expect(view.payments?.paymentStatus).toBe('PAID');
      }
    }
  });

  it('retained orders show the overdraft badge; two requests wait for Crédito, one resendable', async () => {
    const held = await api.queue(credit, 'HELD');
    expect(held.totalRows).toBe(3);
    expect(held.data.every((r) => r.rejectReasons.at(-1)?.actionType === 'REJECTED_OVERDRAFT')).toBe(true);
    const waiting = await api.queue(credit, 'NOT_ANSWERED');
    expect(waiting.data.map((r) => r.area)).toEqual(['CREDIT', 'CREDIT']);
    // One asked two hours ago (0 or 1 business day, by the clock), one exactly 4 days ago.
    const days = waiting.data.map((r) => r.daysSinceRequest!).sort();
    expect(days[0]).toBeLessThan(3);
    expect(days[1]).toBe(4);
    for (const row of waiting.data) {
      const view = await api.view(credit, row.id);
      expect(view.creditCheck?.result).not.toBe('approvedForRelease');
      expect(view.financeActions).toEqual(['release', 'retain']);
    }
    const counts = await api.counts(credit);
    expect(counts).toMatchObject({ HELD: 3, NOT_ANSWERED: 2, APPROVED: 5 });
    expect(counts.PENDINGRELEASEREQUEST + counts.PENDINGVALIDATEPAYMENTREQUEST).toBe(5);
  });
});
