/**
 * The customers a caller may reach, as a SQL condition on `customers`: all of the tenant, those of
 * the sellers the caller sees (own or supervised), or the one customer of a customer-role user.
 */
import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../actor';
import type { Executor } from '../../db/client';
import { customers } from '../../db/schema';

export async function customerScope(db: Executor, actor: Actor): Promise<SQL | undefined> {
  const visibility = await actor.visibility(db);
  switch (visibility.kind) {
    case 'tenant':
      return undefined;
    case 'sellers':
      return visibility.sellerIds.length ? inArray(customers.sellerId, visibility.sellerIds) : sql`false`;
    case 'customer':
      return visibility.customerId ? eq(customers.id, visibility.customerId) : sql`false`;
    default:
      return sql`false`;
  }
}
