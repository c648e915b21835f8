/** SQL of order creation: what the body names, the numbers, and the rows written. */
import { and, desc, eq, gte, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { Executor, Tx } from '../../../db/client';
import {
  addresses,
  customerCreditTerms,
  customers,
  orderCounters,
  orderDocuments,
  orderItems,
  orders,
  products,
  users,
  warehouses,
} from '../../../db/schema';

export async function customerRef(db: Executor, customerId: string) {
  const [customer] = await db
    .select({ id: customers.id, externalId: customers.externalId, sellerId: customers.sellerId })
    .from(customers)
    .where(eq(customers.id, customerId))
    .limit(1);
  return customer;
}

/** The customer when it is within `scope` (the customers the creator may reach). */
export async function reachableCustomerId(db: Executor, scope: SQL | undefined, customerId: string) {
  const [visible] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.id, customerId), scope))
    .limit(1);
  return visible?.id;
}

export function productsByIds(db: Executor, ids: readonly string[]) {
  return db
    .select()
    .from(products)
    .where(inArray(products.id, [...ids]));
}

export async function isActiveAddressOf(
  db: Executor,
  addressId: string,
  customerId: string,
): Promise<boolean> {
  const [address] = await db
    .select({ id: addresses.id })
    .from(addresses)
    .where(and(eq(addresses.id, addressId), eq(addresses.customerId, customerId), eq(addresses.active, true)))
    .limit(1);
  return Boolean(address);
}

export async function isActiveWarehouse(db: Executor, warehouseId: string): Promise<boolean> {
  const [warehouse] = await db
    .select({ id: warehouses.id })
    .from(warehouses)
    .where(and(eq(warehouses.id, warehouseId), eq(warehouses.active, true)))
    .limit(1);
  return Boolean(warehouse);
}

/** The customer's credit term in force on `day`: the latest one whose period covers it. */
export async function creditTermOn(db: Executor, customerId: string, day: string) {
  const [term] = await db
    .select({ paymentTerm: customerCreditTerms.paymentTerm, creditDays: customerCreditTerms.creditDays })
    .from(customerCreditTerms)
    .where(
      and(
        eq(customerCreditTerms.customerId, customerId),
        lte(customerCreditTerms.validFrom, day),
        or(isNull(customerCreditTerms.validTo), gte(customerCreditTerms.validTo, day)),
      ),
    )
    .orderBy(desc(customerCreditTerms.validFrom))
    .limit(1);
  return term;
}

/** The unit a user types quantities in (KG unless they chose TON). */
export async function unitOfUser(db: Executor, userId: string): Promise<string | undefined> {
  const [user] = await db
    .select({ unit: users.unitMeasure })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return user?.unit;
}

/**
 * The next `count` order numbers of the transaction's tenant, in order. One upsert on
 * `order_counters` takes them at once; the row stays locked until the creating transaction ends,
 * so concurrent creations wait for each other and a rolled-back creation gives its numbers back
 * (no gaps, no duplicates). RLS limits `max(number)` to the transaction's tenant.
 */
export async function takeOrderNumbers(tx: Tx, count: number): Promise<number[]> {
  const [row] = await tx
    .insert(orderCounters)
    // A tenant's first order starts after any order already there (imported or seeded).
    .values({ lastNumber: sql`(select coalesce(max(${orders.number}), 0) from ${orders}) + ${count}` })
    .onConflictDoUpdate({
      target: orderCounters.tenantId,
      set: { lastNumber: sql`${orderCounters.lastNumber} + ${count}` },
    })
    .returning({ lastNumber: orderCounters.lastNumber });
  const last = row!.lastNumber;
  return Array.from({ length: count }, (_, i) => last - count + 1 + i);
}

/**
 * Writes one order of a creation; `position` is its place in a multi-order. now() is the same for
 * the whole transaction: a millisecond per order keeps a multi-order's creation time in number
 * order, so the list (newest first) never shuffles its orders.
 */
export async function insertOrder(
  tx: Tx,
  values: Omit<PgInsertValue<typeof orders>, 'createdAt'>,
  position: number,
) {
  const [row] = await tx
    .insert(orders)
    .values({ ...values, createdAt: sql`now() + ${sql.raw(String(position))} * interval '1 millisecond'` })
    .returning({ id: orders.id, number: orders.number, externalId: orders.externalId });
  return row!;
}

export async function insertOrderItems(tx: Tx, rows: (typeof orderItems.$inferInsert)[]): Promise<void> {
  await tx.insert(orderItems).values(rows);
}

export async function insertOrderDocuments(
  tx: Tx,
  rows: (typeof orderDocuments.$inferInsert)[],
): Promise<void> {
  if (rows.length) await tx.insert(orderDocuments).values(rows);
}

/**
 * Each product and presentation the customer ordered, with the prices of its latest order that was
 * not cancelled (newest first per pair): the prices agreed with its seller. Orders created in one
 * go share their creation instant: the higher number, then the later row, is the newer.
 */
export function latestPricesOfCustomer(db: Executor, customerId: string) {
  return db
    .selectDistinctOn([orderItems.productId, orderItems.packagingType], {
      productId: orderItems.productId,
      productName: products.name,
      reference: products.reference,
      presentation: orderItems.packagingType,
      priceUsd: orderItems.priceUsd,
      priceMxn: orderItems.priceMxn,
      number: orders.number,
      externalId: orders.externalId,
      createdAt: orders.createdAt,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(and(eq(orders.customerId, customerId), sql`${orders.opsStatus} <> 'ORDEN_CANCELADA'`))
    .orderBy(
      orderItems.productId,
      orderItems.packagingType,
      desc(orders.createdAt),
      desc(orders.number),
      desc(orderItems.position),
    );
}
