/**
 * Payments against what is due: the invoices' net (credit notes included) once invoiced, spread
 * over the invoices oldest first, and PAGADO by one rule whichever comes last — the payment after
 * the delivery, or the delivery after an advance payment.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerInvoices } from '../../../src/server/db/schema';
import { openInvoicesOf } from '../../../src/server/modules/finance/creditCheckQueries';
import { call, createTestApp, type TestContext } from '../../helpers/testApp';
import { type BillingApi, billingApi } from './billingHelpers';

let t: TestContext;
let b: BillingApi;

beforeAll(async () => {
  t = await createTestApp();
  b = await billingApi(t);
});

afterAll(async () => t?.close());

const statusMoves = async (orderId: string) =>
  (await b.events(orderId))
    .filter((e) => e.event === 'statusChanged')
    .map((e) => `${e.fromStatus}→${e.toStatus}`);

describe('payments and invoices', () => {
  it('owes the invoice net of its credit note: balance, the limit of a payment, and the open balance', async () => {
    const o = await b.shippedOrder('800');
    await b.putInvoice(o.orderId, o.shipmentId, {
      number: 'FP-1',
      totalWithoutIva: '1000',
      totalWithIva: '1160',
    });
    await b.addCreditNote(o.orderId, o.shipmentId, { number: 'NCP-1', totalValue: '100' });
    expect(await b.paymentsPanel(o.orderId)).toMatchObject({
      paymentStatus: 'PENDING',
      balance: '1044.00',
      canRegister: true,
    });
    const tooMuch = await b.pay(o.orderId, '1044.01');
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().details[0]).toMatchObject({
      path: 'body.amount',
      key: 'finance.payments.exceedsBalance',
    });
    expect((await b.pay(o.orderId, '1000')).statusCode).toBe(201);
    expect(await b.paymentsPanel(o.orderId)).toMatchObject({
      paymentStatus: 'PARTIAL',
      paid: '1000.00',
      balance: '44.00',
    });
    expect(await b.invoiceRow(o.shipmentId)).toMatchObject({ netWithIva: '1044.00', paidAmount: '1000.00' });
    const { customerId } = await b.orderRow(o.orderId);
    expect(await b.db((tx) => openInvoicesOf(tx, customerId))).toContainEqual(
      expect.objectContaining({ total: '1044.00', paid: '1000.00' }),
    );
    // A second credit note lowers what is due below what was paid: the order is paid.
    expect(
      (await b.addCreditNote(o.orderId, o.shipmentId, { number: 'NCP-2', totalValue: '50' })).statusCode,
    ).toBe(201);
    expect(await b.invoiceRow(o.shipmentId)).toMatchObject({ netWithIva: '986.00', paidAmount: '986.00' });
    expect(await b.paymentsPanel(o.orderId)).toMatchObject({
      paymentStatus: 'PAID',
      balance: '0.00',
      canRegister: false,
    });
    expect((await b.orderRow(o.orderId)).paymentStatus).toBe('PAID');
  });

  it('spreads the payments over the invoices oldest first', async () => {
    const o = await b.allocatedOrder('1000');
    const first = await b.ship(o.orderId, o.allocationId, '600');
    const second = await b.ship(o.orderId, o.allocationId, '400');
    await b.putInvoice(o.orderId, first, { number: 'FP-21', totalWithoutIva: '500', totalWithIva: '580' });
    await b.putInvoice(o.orderId, second, { number: 'FP-22', totalWithoutIva: '300', totalWithIva: '348' });
    expect((await b.pay(o.orderId, '700')).statusCode).toBe(201);
    expect(await b.invoiceRow(first)).toMatchObject({ paidAmount: '580.00' });
    expect(await b.invoiceRow(second)).toMatchObject({ paidAmount: '120.00' });
    // Deleting the older invoice moves the payments to the one left.
    const res = await call(t.app, b.people.operation, {
      method: 'DELETE',
      url: `${b.base(o.orderId, first)}/invoice`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await b.invoiceRow(second)).toMatchObject({ paidAmount: '348.00' });
    const rows = await b.db((tx) =>
      tx.select().from(customerInvoices).where(eq(customerInvoices.orderId, o.orderId)),
    );
    expect(rows).toHaveLength(1);
  });

  it('a delivered order becomes PAGADO when the payment covering its invoice comes', async () => {
    const o = await b.shippedOrder('500');
    await b.putInvoice(o.orderId, o.shipmentId, {
      number: 'FP-3',
      totalWithoutIva: '1000',
      totalWithIva: '1160',
    });
    const delivered = await b.confirmDelivery(o.shipmentId);
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect((await b.orderRow(o.orderId)).opsStatus).toBe('ORDEN_ENTREGADA');
    expect((await b.pay(o.orderId, '160')).statusCode).toBe(201);
    expect((await b.orderRow(o.orderId)).opsStatus).toBe('ORDEN_ENTREGADA');
    expect((await b.pay(o.orderId, '1000')).statusCode).toBe(201);
    expect(await b.orderRow(o.orderId)).toMatchObject({ opsStatus: 'PAGADO', paymentStatus: 'PAID' });
    expect(await b.invoiceRow(o.shipmentId)).toMatchObject({ paidAmount: '1160.00' });
    expect(await statusMoves(o.orderId)).toContain('ORDEN_ENTREGADA→PAGADO');
  });

  it('an advance-payment order paid before delivery becomes PAGADO when its delivery is confirmed', async () => {
    const lot = await b.lotIn('700');
    const orderId = await b.advanceOrder('700');
    const { totalWithTaxes } = await b.orderRow(orderId);
    // Paid in full first: validated with the payment, then released by finance.
    expect((await b.pay(orderId, totalWithTaxes)).statusCode).toBe(201);
    expect(await b.orderRow(orderId)).toMatchObject({ paymentStatus: 'PAID', opsStatus: 'ORDEN_CREADA' });
    await b.release(orderId);
    const [allocation] = await b.allocate(orderId, [{ lotId: lot.lotId, kg: '700' }]);
    const shipmentId = await b.ship(orderId, allocation!.id, '700');
    expect((await b.orderRow(orderId)).opsStatus).toBe('EMBARCADO/PROGRAMADO');
    expect((await b.confirmDelivery(shipmentId)).statusCode).toBe(200);
    expect(await b.orderRow(orderId)).toMatchObject({ opsStatus: 'PAGADO', paymentStatus: 'PAID' });
    expect(await statusMoves(orderId)).toContain('EMBARCADO/PROGRAMADO→PAGADO');
  });
});
