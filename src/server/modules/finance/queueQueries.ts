/**
 * SQL of the finance queues. The queue an order is in (`financeQueueOf`) is kept on the order by the
 * database (`orders.finance_queue`, migration 0028: from the order and its `order_finance` row,
 * whoever writes them; a test walks many states and compares with the domain rule), so an order is
 * in one queue or none and a queue is one equality:
 * - a page walks the partial index `orders_finance_queue` (the queue's orders in delivery date,
 *   number and id order, the page's sort; the seller in the index for a seller's scope);
 * - the counts, when nothing but the caller's scope narrows them, are the kept counts per seller and
 *   queue (`order_finance_cells`, every row of each key: folded or not), a few hundred rows however
 *   many orders wait; a search or filter counts the queue's orders it matches from the same index.
 * Figures: docs/performance.md, "A million orders".
 */
import { and, asc, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { FINANCE_QUEUES, type FinanceQueue } from '../../../domain/finance';
import type { Executor } from '../../db/client';
import { customers, orderDocuments, orderFinance, orderFinanceCells, orders, users } from '../../db/schema';

const f = orderFinance;
const seller = alias(users, 'queue_seller');

/**
 * Which counts answer: the kept ones of the whole tenant (null) or of these sellers, or undefined
 * when the orders must be counted (a search or filter, a customer's scope).
 */
export type KeptScope = readonly string[] | null | undefined;

const inQueue = (queue: FinanceQueue) => eq(orders.financeQueue, queue);

function countsOf(rows: { queue: string; n: number | string }[]): Record<FinanceQueue, number> {
  const byQueue = new Map(rows.map((r) => [r.queue, Number(r.n)]));
  return Object.fromEntries(FINANCE_QUEUES.map((q) => [q, byQueue.get(q) ?? 0])) as Record<
    FinanceQueue,
    number
  >;
}

/** Orders per queue for these conditions (`where`), or from the kept counts of `kept`. */
export async function countQueues(
  db: Executor,
  where: SQL | undefined,
  kept: KeptScope,
): Promise<Record<FinanceQueue, number>> {
  if (kept !== undefined) {
    const rows = await db
      .select({ queue: orderFinanceCells.financeQueue, n: sql<string>`sum(${orderFinanceCells.orders})` })
      .from(orderFinanceCells)
      .where(kept ? inArray(orderFinanceCells.sellerId, [...kept]) : undefined)
      .groupBy(orderFinanceCells.financeQueue);
    return countsOf(rows);
  }
  const rows = await db
    .select({ queue: sql<string>`${orders.financeQueue}`, n: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(isNotNull(orders.financeQueue), where))
    .groupBy(orders.financeQueue);
  return countsOf(rows);
}

/** Orders in one queue for these conditions (a queue's page needs only its own total). */
export async function countQueue(
  db: Executor,
  queue: FinanceQueue,
  where: SQL | undefined,
  kept: KeptScope,
): Promise<number> {
  if (kept !== undefined) {
    const [row] = await db
      .select({ n: sql<string | null>`sum(${orderFinanceCells.orders})` })
      .from(orderFinanceCells)
      .where(
        and(
          eq(orderFinanceCells.financeQueue, queue),
          kept ? inArray(orderFinanceCells.sellerId, [...kept]) : undefined,
        ),
      );
    return Number(row?.n ?? 0);
  }
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(inQueue(queue), where));
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
    .where(and(inQueue(queue), where))
    .orderBy(asc(orders.deliveryDate), asc(orders.number), asc(orders.id))
    .limit(limit)
    .offset(offset);
}
