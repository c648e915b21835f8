/**
 * SQL of the finance queues, written to say exactly what `financeQueueOf` says (a test walks many
 * states and compares), so an order is in one queue or none:
 * - HELD: retained; APPROVED: released by finance and still at APROBADO_POR_FINANZAS;
 * - the rest only while finance must still answer (created or e-signed, not released):
 *   NOT_ANSWERED when a release is requested or a payment validation is requested and not done;
 *   else PENDINGVALIDATEPAYMENTREQUEST for an advance payment not validated;
 *   else PENDINGRELEASEREQUEST.
 * Every expression is NOT NULL (left join: no finance row reads as "nothing asked yet").
 *
 * Plans (EXPLAIN at 100 000 orders, docs/performance.md "Finance queues"): each queue reads only its
 * own orders. The three queues awaiting finance walk the partial index `orders_finance_awaiting`
 * (delivery date order, the page's sort) and look up their finance row by key; the authorized
 * queue walks `orders_finance_approved`; retained orders the status index. Only the awaiting
 * queues join `order_finance`: the retained and authorized conditions read the order alone.
 */
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FinanceQueue } from '../../../domain/finance';
import { type Executor, rowsOf } from '../../db/client';
import { customers, orderDocuments, orderFinance, orders, users } from '../../db/schema';

const f = orderFinance;
const seller = alias(users, 'queue_seller');

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

type AwaitingQueue = 'PENDINGRELEASEREQUEST' | 'PENDINGVALIDATEPAYMENTREQUEST' | 'NOT_ANSWERED';

/**
 * The three awaiting queues' counts in one pass over the awaiting orders (index-only: the rules
 * read only the payment term of the order). Each order looks up its own finance row (a lateral
 * key lookup; `offset 0` keeps PostgreSQL from turning it back into a join): a plain join hashes
 * every finance row of the tenant, and those of released orders are most of them and keep growing.
 */
async function awaitingCounts(db: Executor, where: SQL | undefined): Promise<Record<AwaitingQueue, number>> {
  const count = (condition: SQL) => sql`count(*) filter (where ${condition})::int`;
  const result = await db.execute(sql`
    select ${count(sql`not ${requested} and not ${advanceNotValidated}`)} as "PENDINGRELEASEREQUEST",
           ${count(sql`not ${requested} and ${advanceNotValidated}`)} as "PENDINGVALIDATEPAYMENTREQUEST",
           ${count(requested)} as "NOT_ANSWERED"
    from ${orders}
    left join lateral (
      select ${f.paymentRequestedAt}, ${f.isPaymentValidated}, ${f.releaseRequestedAt}
      from ${f} where ${f.orderId} = ${orders.id} offset 0
    ) as ${f} on true
    where ${and(awaitsFinance, where)}`);
  const [row] = rowsOf<Record<AwaitingQueue, number>>(result);
  return {
    PENDINGRELEASEREQUEST: Number(row?.PENDINGRELEASEREQUEST ?? 0),
    PENDINGVALIDATEPAYMENTREQUEST: Number(row?.PENDINGVALIDATEPAYMENTREQUEST ?? 0),
    NOT_ANSWERED: Number(row?.NOT_ANSWERED ?? 0),
  };
}

/** Orders per queue for these conditions: the awaiting ones, then retained and authorized. */
export async function countQueues(
  db: Executor,
  where: SQL | undefined,
): Promise<Record<FinanceQueue, number>> {
  return {
    ...(await awaitingCounts(db, where)),
    HELD: await countQueue(db, 'HELD', where),
    APPROVED: await countQueue(db, 'APPROVED', where),
  };
}

/** Orders in one queue for these conditions (a queue's page needs only its own total). */
export async function countQueue(db: Executor, queue: FinanceQueue, where: SQL | undefined): Promise<number> {
  if (queue !== 'HELD' && queue !== 'APPROVED') return (await awaitingCounts(db, where))[queue];
  // Read from the order alone: index-only on the status index and on `orders_finance_approved`.
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(QUEUE_CONDITIONS[queue], where));
  return Number(row?.n ?? 0);
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
    currency: orders.currency,
    totalWithTaxes: orders.totalWithTaxes,
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
    .where(and(QUEUE_CONDITIONS[queue], where))
    .orderBy(asc(orders.deliveryDate), asc(orders.number), asc(orders.id))
    .limit(limit)
    .offset(offset);
}
