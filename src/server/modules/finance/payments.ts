/**
 * Payments treasury registers against an order (ORDER_DETAIL_CREDIT write), each with its receipt:
 * a payment_confirmation document of the same order. The payment status follows the sum of the
 * transactions against what is due (`amountDue`: the invoices' net once invoiced, else the total
 * with taxes): PENDING, PARTIAL, PAID. After each payment logistics spreads the payments over the
 * order's invoices and recomputes the order's status: one rule moves a delivered order whose
 * payments cover what is due to PAGADO, whichever came last, the payment or the delivery. Payments
 * covering an advance-payment order also validate its payment (treasury has the money and the
 * receipt).
 */
import { Decimal } from 'decimal.js';
import type { PaymentTerm } from '../../../domain/creditTerms';
import type {
  PaymentBody,
  PaymentStatus,
  PaymentsPanel,
  PaymentTransaction,
} from '../../../domain/finance/views';
import { paymentStatusOf as duePaymentStatus } from '../../../domain/logistics/invoices';
import type { Currency } from '../../../domain/orders/enums';
import type { Actor } from '../../actor';
import type { Executor, Tx } from '../../db/client';
import { conflict, invalidFields } from '../../errors';
import { afterBillingWrite, orderAmountDue } from '../logistics';
import { documentFileUrl, type OrderRow, recordHistory, visibleOrder } from '../orders';
import { financePermissions } from './caller';
import { touchOrder } from './orderStatus';
import { insertPayment, paymentRows, receiptOf } from './paymentQueries';
import { financeRowOf, saveFinance } from './queries';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function paymentStatusOf(paid: Decimal, due: Decimal): PaymentStatus {
  return duePaymentStatus(paid, due);
}

export async function transactionsOf(db: Executor, orderId: string): Promise<PaymentTransaction[]> {
  const rows = await paymentRows(db, orderId);
  return rows.map(({ payment: p, ...r }) => ({
    id: p.id,
    amount: new Decimal(p.amount).toFixed(2),
    paymentDate: p.paymentDate,
    receipt:
      p.receiptDocumentId && r.docName !== null
        ? {
            documentId: p.receiptDocumentId,
            name: r.docName,
            url: r.docStored ? documentFileUrl(orderId, p.receiptDocumentId) : null,
          }
        : null,
    createdBy:
      p.createdById && r.firstName !== null
        ? { id: p.createdById, name: `${r.firstName} ${r.lastName ?? ''}`.trim() }
        : null,
    createdAt: p.createdAt.toISOString(),
  }));
}

const sumOf = (txs: readonly PaymentTransaction[]) => txs.reduce((s, t) => s.plus(t.amount), new Decimal(0));

/** The payments panel of an order the caller already reached. */
export async function paymentsPanel(
  db: Executor,
  order: OrderRow,
  canWrite: boolean,
): Promise<PaymentsPanel> {
  const transactions = await transactionsOf(db, order.id);
  const total = new Decimal(order.totalWithTaxes);
  const due = await orderAmountDue(db, order);
  const paid = sumOf(transactions);
  const balance = Decimal.max(due.minus(paid), 0);
  return {
    paymentTerm: order.paymentTerm as PaymentTerm,
    creditDays: order.creditDays,
    paymentStatus: paymentStatusOf(paid, due),
    paymentMethod: order.paymentMethod,
    currency: order.currency as Currency,
    totalWithTaxes: total.toFixed(2),
    paid: paid.toFixed(2),
    balance: balance.toFixed(2),
    transactions,
    canRegister: canWrite && balance.gt(0) && order.opsStatus !== 'ORDEN_CANCELADA',
  };
}

/** `GET /api/orders/{id}/payments`. */
export async function listPayments(db: Executor, actor: Actor, orderId: string) {
  const order = await visibleOrder(db, actor, orderId);
  return paymentsPanel(db, order, financePermissions(actor.claims).creditWrite);
}

function invalidField(actor: Actor, path: string, key: string, vars?: Record<string, string>) {
  return invalidFields(actor.t, [{ path, key, ...(vars ? { vars } : {}) }]);
}

/** `POST /api/orders/{id}/payments`. */
export async function registerPayment(
  db: Tx,
  actor: Actor,
  orderId: string,
  body: PaymentBody,
): Promise<void> {
  const now = actor.now;
  const order = await visibleOrder(db, actor, orderId, { forUpdate: true });
  if (order.opsStatus === 'ORDEN_CANCELADA') throw conflict('finance.payments.orderCancelled');
  const receiptId = body.paymentReceipt;
  const receipt = UUID.test(receiptId) ? await receiptOf(db, orderId, receiptId) : undefined;
  if (!receipt) throw invalidField(actor, 'body.paymentReceipt', 'finance.payments.receiptNotFound');

  const due = await orderAmountDue(db, order);
  const paidBefore = sumOf(await transactionsOf(db, orderId));
  const balance = due.minus(paidBefore);
  if (balance.lte(0)) throw conflict('finance.payments.alreadyPaid');
  const amount = new Decimal(body.amount);
  if (amount.gt(balance)) {
    throw invalidField(actor, 'body.amount', 'finance.payments.exceedsBalance', {
      balance: balance.toFixed(2),
      currency: order.currency,
    });
  }

  const userId = actor.claims.sub;
  await insertPayment(db, {
    orderId,
    amount: amount.toFixed(2),
    paymentDate: body.paymentDate,
    receiptDocumentId: receipt.id,
    createdById: userId,
  });
  const paid = paidBefore.plus(amount);
  const status = paymentStatusOf(paid, due);
  await touchOrder(db, order, { paymentStatus: status });
  const finance = await financeRowOf(db, orderId, { forUpdate: true });
  const validates =
    status === 'PAID' && order.paymentTerm === 'ADVANCE_PAYMENT' && !finance?.isPaymentValidated;
  await saveFinance(db, orderId, {
    paidAmount: paid.toFixed(2),
    ...(validates ? { isPaymentValidated: true, paymentValidatedAt: now, paymentValidatedById: userId } : {}),
  });
  await recordHistory(db, [
    {
      orderId,
      userId,
      event: 'paymentRegistered',
      data: {
        amount: amount.toFixed(2),
        paymentDate: body.paymentDate,
        receiptDocumentId: receipt.id,
        paymentStatus: status,
      },
    },
    ...(validates
      ? [{ orderId, userId, event: 'paymentValidated' as const, data: { automatic: true } }]
      : []),
  ]);
  // The payments over the invoices again, and the status from the facts (a delivered order → PAGADO).
  await afterBillingWrite(db, orderId, userId);
}
