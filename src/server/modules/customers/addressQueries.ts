/** SQL of a customer's addresses: the rows, their principal flags and the zip code they point at. */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { addresses, customers, zipCodes } from '../../db/schema';

type AddressInsert = typeof addresses.$inferInsert;

export async function zipCodeExists(db: Executor, zipCodeId: number): Promise<boolean> {
  const [zip] = await db
    .select({ id: zipCodes.id })
    .from(zipCodes)
    .where(eq(zipCodes.id, zipCodeId))
    .limit(1);
  return Boolean(zip);
}

export async function addressRow(db: Executor, id: string) {
  const [row] = await db.select().from(addresses).where(eq(addresses.id, id)).limit(1);
  return row;
}

/**
 * Locks the customer's row until the transaction ends: saves of one customer's addresses run one
 * after the other, so each reads the principal flags the previous one left.
 */
export async function lockCustomer(db: Executor, customerId: string): Promise<void> {
  await db.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');
}

/** What the principal-address rule reads of each address of a customer, oldest first. */
export function principalState(db: Executor, customerId: string) {
  return db
    .select({
      id: addresses.id,
      addressType: addresses.addressType,
      active: addresses.active,
      principalAddress: addresses.principalAddress,
    })
    .from(addresses)
    .where(eq(addresses.customerId, customerId))
    .orderBy(asc(addresses.createdAt), asc(addresses.id));
}

export async function setPrincipal(db: Executor, id: string, principal: boolean): Promise<void> {
  await db.update(addresses).set({ principalAddress: principal }).where(eq(addresses.id, id));
}

export async function insertAddress(db: Executor, values: AddressInsert): Promise<string> {
  const [row] = await db.insert(addresses).values(values).returning({ id: addresses.id });
  return row!.id;
}

/** Applies the changes while `version` is still the current one, bumping it; false when stale. */
export async function updateAddressRow(
  db: Executor,
  id: string,
  version: number,
  changes: Partial<AddressInsert>,
): Promise<boolean> {
  const updated = await db
    .update(addresses)
    .set({ ...changes, version: sql`${addresses.version} + 1`, updatedAt: new Date() })
    .where(and(eq(addresses.id, id), eq(addresses.version, version)))
    .returning({ id: addresses.id });
  return updated.length > 0;
}

export async function deleteAddressRow(db: Executor, id: string): Promise<void> {
  await db.delete(addresses).where(eq(addresses.id, id));
}
