/**
 * SQL of an order's finance side: its `order_finance` row, the order-row status moves, whether a
 * payment confirmation is attached, the tenant's ERP rule, and the names behind finance events.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orderDocuments, orderFinance, orders, tenants, users } from '../../db/schema';
import type { OrderRow } from '../orders';

export type OrderFinanceRow = typeof orderFinance.$inferSelect;

export async function financeRowOf(
  db: Executor,
  orderId: string,
  options: { forUpdate?: boolean } = {},
): Promise<OrderFinanceRow | null> {
  const query = db.select().from(orderFinance).where(eq(orderFinance.orderId, orderId)).limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/** Creates the order's finance row on its first event, then applies the change. */
export async function saveFinance(
  db: Executor,
  orderId: string,
  change: Partial<Omit<OrderFinanceRow, 'orderId' | 'tenantId'>>,
): Promise<void> {
  const values = { ...change, updatedAt: new Date() };
  await db
    .insert(orderFinance)
    .values({ orderId, ...values })
    .onConflictDoUpdate({ target: orderFinance.orderId, set: values });
}

export async function hasPaymentConfirmation(db: Executor, orderId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(orderDocuments)
    .where(and(eq(orderDocuments.orderId, orderId), eq(orderDocuments.type, 'payment_confirmation')))
    .limit(1);
  return row !== undefined;
}

/** Moves the order row (status, finance status, payment status), bumping its `version`. */
export async function setOrderStatus(
  db: Executor,
  order: OrderRow,
  change: Partial<Pick<OrderRow, 'opsStatus' | 'financeStatus' | 'paymentStatus'>>,
): Promise<OrderRow> {
  const [row] = await db
    .update(orders)
    .set({ ...change, version: sql`${orders.version} + 1`, updatedAt: new Date() })
    .where(eq(orders.id, order.id))
    .returning();
  return row ?? order;
}

/** An ERP tenant needs the order's external id before any release or payment request. */
export async function tenantHasExternalErp(db: Executor, tenantId: string): Promise<boolean> {
  const [row] = await db
    .select({ externalErp: tenants.externalErp })
    .from(tenants)
    .where(eq(tenants.id, tenantId))
    .limit(1);
  return row?.externalErp ?? false;
}

export function namesOf(db: Executor, ids: readonly string[]) {
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, [...ids]));
}

/** The orders of this tenant among `ids` (row-level security keeps others out), with their numbers. */
export function ordersAmong(db: Executor, ids: readonly string[]) {
  return db
    .select({ id: orders.id, number: orders.number, externalId: orders.externalId })
    .from(orders)
    .where(inArray(orders.id, [...new Set(ids)]));
}
