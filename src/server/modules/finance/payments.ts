/**
 * Payments treasury registers against an order (ORDER_DETAIL_CREDIT write), each with its receipt:
 * a payment_confirmation document of the same order. The payment status follows the sum of the
 * transactions against the total with taxes: PENDING, PARTIAL, PAID. Once paid, a delivered order
 * becomes PAGADO (the lifecycle's last step comes after delivery); an order paid before delivery
 * keeps its status with payment status PAID, and the delivery step moves it on. Payments covering an
 * advance-payment order also validate its payment (treasury has the money and the receipt).
 */
import { Decimal } from 'decimal.js';
import { and, asc, eq } from 'drizzle-orm';
import type { PaymentTerm } from '../../../domain/creditTerms';
import { ERROR_CODES } from '../../../domain/errors';
import type {
  PaymentBody,
  PaymentStatus,
  PaymentsPanel,
  PaymentTransaction,
} from '../../../domain/finance/views';
import type { Currency } from '../../../domain/orders/enums';
import type { Executor } from '../../db/client';
import { orderDocuments, orderPayments, users } from '../../db/schema';
import { AppError, conflict } from '../../errors';
import { type OrderRow, visibleOrder } from '../orders/access';
import { documentFileUrl } from '../orders/documents/service';
import { recordHistory } from '../orders/history';
import { type FinanceCaller, financePermissions } from './caller';
import { touchOrder } from './orderStatus';
import { financeRowOf, saveFinance } from './state';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function paymentStatusOf(paid: Decimal, total: Decimal): PaymentStatus {
  if (paid.gte(total) && total.gt(0)) return 'PAID';
  return paid.gt(0) ? 'PARTIAL' : 'PENDING';
}

export async function transactionsOf(db: Executor, orderId: string): Promise<PaymentTransaction[]> {
  const rows = await db
    .select({
      payment: orderPayments,
      docName: orderDocuments.name,
      docStored: orderDocuments.storedName,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(orderPayments)
    .leftJoin(orderDocuments, eq(orderDocuments.id, orderPayments.receiptDocumentId))
    .leftJoin(users, eq(users.id, orderPayments.createdById))
    .where(eq(orderPayments.orderId, orderId))
    .orderBy(asc(orderPayments.paymentDate), asc(orderPayments.createdAt));
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
  const paid = sumOf(transactions);
  const balance = Decimal.max(total.minus(paid), 0);
  return {
    paymentTerm: order.paymentTerm as PaymentTerm,
    creditDays: order.creditDays,
    paymentStatus: paymentStatusOf(paid, total),
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
export async function listPayments(db: Executor, caller: FinanceCaller, orderId: string) {
  const order = await visibleOrder(db, caller.claims, orderId);
  return paymentsPanel(db, order, financePermissions(caller.claims).creditWrite);
}

function invalidField(caller: FinanceCaller, path: string, key: string, vars?: Record<string, string>) {
  return new AppError(400, ERROR_CODES.validation, 'errors.validation', {}, [
    { path, key, message: caller.t(key, vars) },
  ]);
}

/** `POST /api/orders/{id}/payments`. */
export async function registerPayment(
  db: Executor,
  caller: FinanceCaller,
  orderId: string,
  body: PaymentBody,
  now: Date,
): Promise<void> {
  const order = await visibleOrder(db, caller.claims, orderId, { forUpdate: true });
  if (order.opsStatus === 'ORDEN_CANCELADA') throw conflict('finance.payments.orderCancelled');
  const receiptId = body.paymentReceipt;
  const [receipt] = UUID.test(receiptId)
    ? await db
        .select({ id: orderDocuments.id })
        .from(orderDocuments)
        .where(
          and(
            eq(orderDocuments.id, receiptId),
            eq(orderDocuments.orderId, orderId),
            eq(orderDocuments.type, 'payment_confirmation'),
          ),
        )
        .limit(1)
    : [];
  if (!receipt) throw invalidField(caller, 'body.paymentReceipt', 'finance.payments.receiptNotFound');

  const total = new Decimal(order.totalWithTaxes);
  const paidBefore = sumOf(await transactionsOf(db, orderId));
  const balance = total.minus(paidBefore);
  if (balance.lte(0)) throw conflict('finance.payments.alreadyPaid');
  const amount = new Decimal(body.amount);
  if (amount.gt(balance)) {
    throw invalidField(caller, 'body.amount', 'finance.payments.exceedsBalance', {
      balance: balance.toFixed(2),
      currency: order.currency,
    });
  }

  const userId = caller.claims.sub;
  await db.insert(orderPayments).values({
    orderId,
    amount: amount.toFixed(2),
    paymentDate: body.paymentDate,
    receiptDocumentId: receipt.id,
    createdById: userId,
  });
  const paid = paidBefore.plus(amount);
  const status = paymentStatusOf(paid, total);
  const becomesPaid = status === 'PAID' && order.opsStatus === 'ORDEN_ENTREGADA';
  await touchOrder(db, order, { paymentStatus: status, ...(becomesPaid ? { opsStatus: 'PAGADO' } : {}) });
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
    ...(becomesPaid
      ? [{ orderId, userId, event: 'paid' as const, fromStatus: 'ORDEN_ENTREGADA', toStatus: 'PAGADO' }]
      : []),
  ]);
}
