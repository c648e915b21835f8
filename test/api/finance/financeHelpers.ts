/**
 * Finance test helpers: the finance view and queues through the API, and the few direct writes a
 * test needs to stage a situation (a customer's credit limit, open invoices, time passing).
 */
import { and, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { FinanceQueue } from '../../../src/domain/finance';
import type {
  FinanceActionResult,
  FinanceCounts,
  FinanceQueueResponse,
  FinanceView,
} from '../../../src/domain/finance/views';
import { customerCreditTerms, customerInvoices, orderFinance, orders } from '../../../src/server/db/schema';
import { inTenant } from '../../../src/server/db/tenantTx';
import { multipart, samplePdf } from '../../helpers/multipart';
import { call, type Session, type TestContext } from '../../helpers/testApp';

export const QUEUE_PATHS: Record<FinanceQueue, string> = {
  PENDINGRELEASEREQUEST: '/api/orders/pending-liberation?status=PENDINGRELEASEREQUEST',
  PENDINGVALIDATEPAYMENTREQUEST: '/api/orders/pending-liberation?status=PENDINGVALIDATEPAYMENTREQUEST',
  NOT_ANSWERED: '/api/orders/not-answered-finance',
  HELD: '/api/orders/held',
  APPROVED: '/api/orders/approved-finance',
};

export function financeApi(t: TestContext, tenantId: string) {
  const db = <T>(work: Parameters<typeof inTenant<T>>[2]) => inTenant(t.database.db, tenantId, work);

  const view = async (session: Session, id: string) => {
    const res = await call(t.app, session, { method: 'GET', url: `/api/orders/${id}/finance` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<FinanceView>();
  };

  const queue = async (session: Session, q: FinanceQueue, extra = '') => {
    const sep = QUEUE_PATHS[q].includes('?') ? '&' : '?';
    const res = await call(t.app, session, {
      method: 'GET',
      url: `${QUEUE_PATHS[q]}${sep}limit=100${extra}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<FinanceQueueResponse>();
  };

  /** Every queue whose table lists the order (for one that must be in exactly one). */
  const queuesOf = async (session: Session, id: string) => {
    const found: FinanceQueue[] = [];
    for (const q of Object.keys(QUEUE_PATHS) as FinanceQueue[]) {
      if ((await queue(session, q)).data.some((r) => r.id === id)) found.push(q);
    }
    return found;
  };

  const counts = async (session: Session, query = '') => {
    const res = await call(t.app, session, { method: 'GET', url: `/api/orders/count-finances${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<FinanceCounts>();
  };

  const post = (session: Session, url: string, payload?: Record<string, unknown>) =>
    call(t.app, session, { method: 'POST', url, ...(payload ? { payload } : {}) });
  const put = (session: Session, url: string, payload: Record<string, unknown> = {}) =>
    call(t.app, session, { method: 'PUT', url, payload });

  const requestRelease = (session: Session, id: string) => post(session, `/api/orders/request-release/${id}`);
  const requestPayment = (session: Session, id: string) => post(session, `/api/orders/request-payment/${id}`);
  const release = (session: Session, id: string, payload: Record<string, unknown> = {}) =>
    put(session, `/api/orders/${id}/finance/release`, payload);
  const retain = (session: Session, id: string, payload: Record<string, unknown>) =>
    put(session, `/api/orders/${id}/finance/retain`, payload);
  const validate = (session: Session, id: string, payload: Record<string, unknown> = {}) =>
    put(session, `/api/orders/${id}/finance/validate-payment`, payload);

  const uploadConfirmation = async (session: Session, id: string) => {
    const body = multipart([
      { name: 'file', filename: 'comprobante.pdf', type: 'application/pdf', content: samplePdf() },
      { name: 'type', content: 'payment_confirmation' },
      { name: 'name', content: 'Comprobante de pago' },
    ]);
    const res = await call(t.app, session, { method: 'POST', url: `/api/orders/${id}/documents`, ...body });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: string }>().id;
  };

  const orderRow = async (id: string) =>
    db(async (tx) => (await tx.select().from(orders).where(eq(orders.id, id)))[0]!);

  /** The customer's term in force: its limit (and currency) set for the test. */
  const setCreditLimit = (customerId: string, limit: string, currency = 'USD', days?: number) =>
    db((tx) =>
      tx
        .update(customerCreditTerms)
        .set({ creditLimit: limit, currency, ...(days === undefined ? {} : { creditDays: days }) })
        .where(eq(customerCreditTerms.customerId, customerId)),
    );

  const addInvoice = (
    customerId: string,
    invoice: { number: string; invoiceDate: string; total: string; paid?: string; currency?: string },
  ) =>
    db((tx) =>
      tx.insert(customerInvoices).values({
        customerId,
        number: invoice.number,
        invoiceDate: invoice.invoiceDate,
        currency: invoice.currency ?? 'USD',
        totalWithIva: invoice.total,
        netWithIva: invoice.total,
        paidAmount: invoice.paid ?? '0',
      }),
    );

  const clearInvoices = (customerId: string) =>
    db((tx) => tx.delete(customerInvoices).where(eq(customerInvoices.customerId, customerId)));

  /** Moves the pending requests of an order `days` back in time (a resend needs 3 days). */
  const ageRequests = (id: string, days: number) =>
    db((tx) =>
      tx
        .update(orderFinance)
        .set({
          releaseRequestedAt: sql`${orderFinance.releaseRequestedAt} - make_interval(days => ${days})`,
          paymentRequestedAt: sql`${orderFinance.paymentRequestedAt} - make_interval(days => ${days})`,
        })
        .where(and(eq(orderFinance.orderId, id))),
    );

  const ok = (res: { statusCode: number; body: string }) => {
    expect(res.statusCode, res.body).toBeLessThan(300);
    return JSON.parse(res.body) as FinanceActionResult;
  };

  return {
    db,
    view,
    queue,
    queuesOf,
    counts,
    post,
    put,
    requestRelease,
    requestPayment,
    release,
    retain,
    validate,
    uploadConfirmation,
    orderRow,
    setCreditLimit,
    addInvoice,
    clearInvoices,
    ageRequests,
    ok,
  };
}
