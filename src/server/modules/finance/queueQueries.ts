/**
 * SQL of the finance queues, written to say exactly what `financeQueueOf` says (a test walks many
 * states and compares), so an order is in one queue or none:
 * - HELD: retained; APPROVED: released by finance and still at APROBADO_POR_FINANZAS;
 * - the rest only while finance must still answer (created or e-signed, not released):
 *   NOT_ANSWERED when a release is requested or a payment validation is requested and not done;
 *   else PENDINGVALIDATEPAYMENTREQUEST for an advance payment not validated;
 *   else PENDINGRELEASEREQUEST.
 * Every expression is NOT NULL (left join: no finance row reads as "nothing asked yet").
 * The counts are one pass over the orders in the four finance statuses (the status index).
 */
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FinanceQueue } from '../../../domain/finance';
import type { Executor } from '../../db/client';
import { customers, orderDocuments, orderFinance, orders, users } from '../../db/schema';

const f = orderFinance;
const seller = alias(users, 'queue_seller');

/** The statuses any finance queue can hold: the counts read only these. */
export const FINANCE_QUEUE_STATUSES = [
  'ORDEN_CREADA',
  'EFIRMA_CLIENTE',
  'ORDEN_RETENIDA',
  'APROBADO_POR_FINANZAS',
];

const awaitsFinance = sql`(${orders.opsStatus} in ('ORDEN_CREADA', 'EFIRMA_CLIENTE') and ${orders.financeStatus} is distinct from 'FINANCE_RELEASED')`;
const requested = sql`((${f.paymentRequestedAt} is not null and not coalesce(${f.isPaymentValidated}, false)) or ${f.releaseRequestedAt} is not null)`;
const advanceNotValidated = sql`(${orders.paymentTerm} = 'ADVANCE_PAYMENT' and not coalesce(${f.isPaymentValidated}, false))`;

export const QUEUE_CONDITIONS: Record<FinanceQueue, SQL> = {
  HELD: sql`${orders.opsStatus} = 'ORDEN_RETENIDA'`,
  APPROVED: sql`(${orders.opsStatus} = 'APROBADO_POR_FINANZAS' and ${orders.financeStatus} = 'FINANCE_RELEASED')`,
  NOT_ANSWERED: sql`(${awaitsFinance} and ${requested})`,
  PENDINGVALIDATEPAYMENTREQUEST: sql`(${awaitsFinance} and not ${requested} and ${advanceNotValidated})`,
  PENDINGRELEASEREQUEST: sql`(${awaitsFinance} and not ${requested} and not ${advanceNotValidated})`,
};

/** Orders per queue for these conditions, in one statement. */
export async function countQueues(
  db: Executor,
  where: SQL | undefined,
): Promise<Record<FinanceQueue, number>> {
  const counter = (queue: FinanceQueue) =>
    sql<number>`count(*) filter (where ${QUEUE_CONDITIONS[queue]})::int`;
  const [row] = await db
    .select({
      PENDINGRELEASEREQUEST: counter('PENDINGRELEASEREQUEST'),
      PENDINGVALIDATEPAYMENTREQUEST: counter('PENDINGVALIDATEPAYMENTREQUEST'),
      NOT_ANSWERED: counter('NOT_ANSWERED'),
      HELD: counter('HELD'),
      APPROVED: counter('APPROVED'),
    })
    .from(orders)
    .leftJoin(f, eq(f.orderId, orders.id))
    .where(and(inArray(orders.opsStatus, FINANCE_QUEUE_STATUSES), where));
  return {
    PENDINGRELEASEREQUEST: Number(row?.PENDINGRELEASEREQUEST ?? 0),
    PENDINGVALIDATEPAYMENTREQUEST: Number(row?.PENDINGVALIDATEPAYMENTREQUEST ?? 0),
    NOT_ANSWERED: Number(row?.NOT_ANSWERED ?? 0),
    HELD: Number(row?.HELD ?? 0),
    APPROVED: Number(row?.APPROVED ?? 0),
  };
}

const rowColumns = {
  order: {
    id: orders.id,
    tenantId: orders.tenantId,
    number: orders.number,
    externalId: orders.externalId,
    opsStatus: orders.opsStatus,
    financeStatus: orders.financeStatus,
    paymentTerm: orders.paymentTerm,
    deliveryModel: orders.deliveryModel,
    deliveryDate: orders.deliveryDate,
    productsTotalUsd: orders.productsTotalUsd,
    productsLabel: orders.productsLabel,
    totalKg: orders.totalKg,
  },
  customerName: customers.companyName,
  sellerFirstName: seller.firstName,
  sellerLastName: seller.lastName,
  finance: {
    orderId: f.orderId,
    releaseRequestedAt: f.releaseRequestedAt,
    paymentRequestedAt: f.paymentRequestedAt,
    isPaymentValidated: f.isPaymentValidated,
    isApprovedForRelease: f.isApprovedForRelease,
    rejectReasons: f.rejectReasons,
  },
  hasPaymentConfirmation: sql<boolean>`exists (select 1 from ${orderDocuments} d where d.order_id = ${orders.id} and d.type = 'payment_confirmation')`,
};

export type QueueDbRow = Awaited<ReturnType<typeof selectQueueRows>>[number];

/** One page of a queue: earliest requested delivery first (what is due soonest is worked first). */
export function selectQueueRows(
  db: Executor,
  queue: FinanceQueue,
  where: SQL | undefined,
  limit: number,
  offset: number,
) {
  return db
    .select(rowColumns)
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .leftJoin(seller, eq(seller.id, orders.sellerId))
    .leftJoin(f, eq(f.orderId, orders.id))
    .where(and(inArray(orders.opsStatus, FINANCE_QUEUE_STATUSES), QUEUE_CONDITIONS[queue], where))
    .orderBy(asc(orders.deliveryDate), asc(orders.number), asc(orders.id))
    .limit(limit)
    .offset(offset);
}
