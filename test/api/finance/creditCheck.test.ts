/**
 * The automatic credit check on hand-made examples (credit limit and invoices written by the test),
 * its four outcomes, the figures it stores, invoice currency conversion, committed orders, and the
 * advance-payment path (confirmation upload, treasury validation, then release; never before).
 */
import { Decimal } from 'decimal.js';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessDay } from '../../../src/domain/dates';
import { customerCreditTerms, orderHistory } from '../../../src/server/db/schema';
import { addDays } from '../../../src/server/db/seed/orderRows';
import { createOrder, orderFixture } from '../../helpers/orders';
import { createTestApp, login, type Session, type TestContext } from '../../helpers/testApp';
import { financeApi } from './financeHelpers';

let t: TestContext;
let seller: Session;
let credit: Session;
let treasury: Session;
let api: ReturnType<typeof financeApi>;
let customerId: string;
const today = businessDay();
const HUGE = '99999999.00';

beforeAll(async () => {
  t = await createTestApp();
  [seller, credit, treasury] = await Promise.all([
    login(t.app, 'seller@demo.local'),
    login(t.app, 'finance.credit@demo.local'),
    login(t.app, 'finance.treasury@demo.local'),
  ]);
  api = financeApi(t, (await t.app.ctx.tokens.verifyAccess(seller.accessToken)).tenantId);
  customerId = (await orderFixture(t.app, seller)).customerId;
  await api.clearInvoices(customerId);
});

afterAll(async () => t?.close());

let invoiceNo = 0;
const invoice = (daysAgo: number, total: string, extra: { paid?: string; currency?: string } = {}) =>
  api.addInvoice(customerId, {
    number: `T-${++invoiceNo}`,
    invoiceDate: addDays(today, -daysAgo),
    total,
    ...extra,
  });

async function checkOf(limit: string) {
  await api.setCreditLimit(customerId, limit, 'USD', 30);
  const [id] = await createOrder(t.app, seller, { paymentTerm: 'CREDIT' });
  const res = api.ok(await api.requestRelease(seller, id!));
  return { id: id!, res, check: res.finance.creditCheck! };
}

describe('the four outcomes', () => {
  it('approvedForRelease: within the limit, nothing overdue → released at once by the check', async () => {
    await invoice(10, '500.00'); // 10 days old, 30 credit days: not overdue
    const { id, res, check } = await checkOf(HUGE);
    expect(check).toMatchObject({
      result: 'approvedForRelease',
      termFound: true,
      currency: 'USD',
      creditDays: 30,
      openInvoices: '500.00',
      overdueInvoices: 0,
    });
    expect(res.outcome).toBe('released');
    expect(res.message).toBe(
      'Solicitud de liberación enviada exitosamente; la orden fue liberada por la revisión de crédito',
    );
    expect(await api.orderRow(id)).toMatchObject({
      opsStatus: 'APROBADO_POR_FINANZAS',
      financeStatus: 'FINANCE_RELEASED',
    });
    expect(await api.queuesOf(credit, id)).toEqual(['APPROVED']);
    expect(res.finance.state.isApprovedForRelease).toBe(true);
    const released = await api.db((tx) => tx.select().from(orderHistory).where(eq(orderHistory.orderId, id)));
    expect(released.find((h) => h.event === 'released')).toMatchObject({
      userId: null,
      toStatus: 'APROBADO_POR_FINANZAS',
      data: { automatic: true },
    });
  });

  it('rejectedOverdraft: open balance + this order above the limit', async () => {
    const { id, res, check } = await checkOf('600.00');
    expect(check.result).toBe('rejectedOverdraft');
    // 600 limit − (500 open invoice + committed orders) is what was left before this order.
    expect(new Decimal(check.available).eq(new Decimal('600').minus(check.openBalance))).toBe(true);
    expect(
      new Decimal(check.openBalance).eq(new Decimal(check.openInvoices).plus(check.committedOrders)),
    ).toBe(true);
    expect(res.outcome).toBe('requested');
    expect(await api.queuesOf(credit, id)).toEqual(['NOT_ANSWERED']);
  });

  it('rejectedOverdueInvoices: an invoice unpaid past its credit days', async () => {
    await invoice(45, '300.00', { paid: '100.00' }); // 45 days > 30, 200 still open
    const { check } = await checkOf(HUGE);
    expect(check).toMatchObject({
      result: 'rejectedOverdueInvoices',
      overdueInvoices: 1,
      openInvoices: '700.00',
    });
  });

  it('rejectedOverdraftAndOverdueInvoices: both at once', async () => {
    const { check } = await checkOf('1.00');
    expect(check.result).toBe('rejectedOverdraftAndOverdueInvoices');
  });

  it('a fully paid or cancelled invoice is not open; an MXN invoice counts at the order’s exchange rate', async () => {
    await api.clearInvoices(customerId);
    await invoice(90, '1000.00', { paid: '1000.00' });
    await invoice(5, '18500.00', { currency: 'MXN' });
    const { id, check } = await checkOf(HUGE);
    const rate = (await api.orderRow(id)).exchangeRate;
    expect(check.openInvoices).toBe(new Decimal('18500').div(rate).toFixed(2));
    expect(check.overdueInvoices).toBe(0);
  });

  it('released orders not invoiced yet are committed against the limit', async () => {
    const first = await checkOf(HUGE);
    const second = await checkOf(HUGE);
    const firstTotal = (await api.orderRow(first.id)).totalWithTaxesUsd;
    expect(new Decimal(second.check.committedOrders).minus(first.check.committedOrders).toFixed(2)).toBe(
      new Decimal(firstTotal).toFixed(2),
    );
  });

  it('a customer without credit terms in force has limit 0 and 0 days: any order is an overdraft', async () => {
    await api.clearInvoices(customerId);
    const [id] = await createOrder(t.app, seller, { paymentTerm: 'CREDIT' });
    await api.db((tx) =>
      tx
        .update(customerCreditTerms)
        .set({ validFrom: '2020-01-01', validTo: '2020-12-31' })
        .where(eq(customerCreditTerms.customerId, customerId)),
    );
    const check = api.ok(await api.requestRelease(seller, id!)).finance.creditCheck;
    expect(check).toMatchObject({
      termFound: false,
      creditLimit: '0.00',
      creditDays: 0,
      result: 'rejectedOverdraft',
    });
    await api.db((tx) =>
      tx
        .update(customerCreditTerms)
        .set({ validFrom: '2026-01-01', validTo: '2026-12-31' })
        .where(eq(customerCreditTerms.customerId, customerId)),
    );
  });
});

describe('advance payment: confirmation, treasury validation, then release', () => {
  let id: string;

  beforeAll(async () => {
    await api.clearInvoices(customerId);
    await api.setCreditLimit(customerId, '1.00', 'USD', 30);
    [id] = (await createOrder(t.app, seller, { paymentTerm: 'ADVANCE_PAYMENT' })) as [string];
  });

  it('waits in "payment validation not requested"; finance sees no buttons and cannot release it', async () => {
    expect(await api.queuesOf(credit, id)).toEqual(['PENDINGVALIDATEPAYMENTREQUEST']);
    const view = await api.view(credit, id);
    expect(view.financeActions).toEqual([]);
    expect(view.canValidatePayment).toBe(false);
    const release = await api.release(credit, id);
    expect(release.statusCode).toBe(409);
    expect(release.json().message).toBe('Una orden de pago anticipado no se libera antes de validar su pago');
  });

  it('the payment request needs the payment confirmation first; release is not offered yet', async () => {
    const sellerView = await api.view(seller, id);
    expect(sellerView.sellerButtons).toMatchObject({
      show: true,
      buttons: [{ kind: 'requestPayment', labelKey: 'requestPayment', needsPaymentConfirmation: true }],
    });
    const noReceipt = await api.requestPayment(seller, id);
    expect(noReceipt.statusCode).toBe(409);
    expect(noReceipt.json().message).toBe(
      'Sube primero el comprobante de pago (documento de tipo confirmación de pago) para solicitar la validación',
    );
    const release = await api.requestRelease(seller, id);
    expect(release.statusCode).toBe(409);
    expect(release.json().message).toBe(
      'Esta orden es de pago anticipado: primero solicita la validación de su pago',
    );
  });

  it('with the receipt uploaded the request goes to Tesorería; treasury validates it', async () => {
    await api.uploadConfirmation(seller, id);
    const res = api.ok(await api.requestPayment(seller, id));
    expect(res.message).toBe('Solicitud de validación de pago enviada exitosamente');
    expect(res.finance.area).toBe('TREASURY');
    expect(await api.queuesOf(credit, id)).toEqual(['NOT_ANSWERED']);
    const row = (await api.queue(seller, 'NOT_ANSWERED')).data.find((r) => r.id === id)!;
    expect(row.area).toBe('TREASURY');
    expect(row.button).toMatchObject({ kind: 'requestPayment', disabled: true, labelKey: 'paymentSent' });

    const validated = api.ok(await api.validate(treasury, id));
    expect(validated.message).toBe('Pago validado');
    expect(validated.finance.state.isPaymentValidated).toBe(true);
    expect(await api.queuesOf(credit, id)).toEqual(['PENDINGRELEASEREQUEST']);
    const twice = await api.validate(treasury, id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('El pago de esta orden ya fue validado');
  });

  it('then the seller requests release: prepaid, it uses no credit and is no overdraft even over the limit', async () => {
    const view = await api.view(seller, id);
    expect(view.sellerButtons).toMatchObject({ show: true, buttons: [{ kind: 'requestRelease' }] });
    const res = api.ok(await api.requestRelease(seller, id));
    // The limit is 1.00 and earlier orders of this customer are committed: still approved.
    expect(new Decimal(res.finance.creditCheck!.openBalance).gt(1)).toBe(true);
    expect(res.finance.creditCheck).toMatchObject({ orderTotal: '0.00', result: 'approvedForRelease' });
    expect(res.outcome).toBe('released');
    expect(await api.queuesOf(credit, id)).toEqual(['APPROVED']);
  });

  it('validation applies to advance payments only', async () => {
    const [creditOrder] = await createOrder(t.app, seller, { paymentTerm: 'CREDIT' });
    const res = await api.validate(treasury, creditOrder!);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Solo las órdenes de pago anticipado requieren validación de pago');
  });
});
