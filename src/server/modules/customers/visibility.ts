/**
 * The customers a caller may reach, as a SQL condition: all of the tenant, those of the sellers the
 * caller sees (own or supervised), or the one customer of a customer-role user.
 */
import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AccessClaims } from '../../../domain/auth';
import type { Executor } from '../../db/client';
import { customers } from '../../db/schema';
import { visibilityOf } from '../users/scope';

export async function customerCondition(db: Executor, claims: AccessClaims): Promise<SQL | undefined> {
  const visibility = await visibilityOf(db, claims);
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
