/** SQL of what a request names: its customer (and whether the caller reaches it), products, address. */
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { addresses, customers, products } from '../../db/schema';

export async function customerRef(db: Executor, customerId: string) {
  const [customer] = await db
    .select({ id: customers.id, sellerId: customers.sellerId })
    .from(customers)
    .where(eq(customers.id, customerId))
    .limit(1);
  return customer;
}

/** Whether the customer is within `scope` (the customers the caller may reach). */
export async function customerWithin(db: Executor, scope: SQL | undefined, customerId: string) {
  const [visible] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.id, customerId), scope))
    .limit(1);
  return Boolean(visible);
}

export function productsByIds(db: Executor, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: products.id,
      reference: products.reference,
      name: products.name,
      active: products.active,
      packagingTypes: products.packagingTypes,
    })
    .from(products)
    .where(inArray(products.id, [...ids]));
}

export async function isActiveAddressOf(db: Executor, addressId: string, customerId: string) {
  const [address] = await db
    .select({ id: addresses.id })
    .from(addresses)
    .where(and(eq(addresses.id, addressId), eq(addresses.customerId, customerId), eq(addresses.active, true)))
    .limit(1);
  return Boolean(address);
}
