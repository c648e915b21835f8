/**
 * Whose data the caller may see, by role (domain `dataScopeOf`): the whole tenant, a set of seller
 * ids (own, or own plus everyone below in the supervision hierarchy), one customer, or nothing.
 * Every list and detail query of sellers' data filters by this; the UI never decides it.
 */
import { eq, sql } from 'drizzle-orm';
import type { AccessClaims } from '../../../domain/auth';
import { dataScopeOf } from '../../../domain/roles';
import { type Executor, rowsOf } from '../../db/client';
import { customers, users } from '../../db/schema';

export type Visibility =
  | { kind: 'tenant' }
  | { kind: 'sellers'; sellerIds: string[] }
  | { kind: 'customer'; customerId: string | null; sellerIds: string[] }
  | { kind: 'none' };

/** The user and everyone they supervise directly or through others (cycles are cut by UNION). */
export async function supervisedUserIds(db: Executor, userId: string): Promise<string[]> {
  const result = await db.execute(sql`
    with recursive below(id) as (
      select ${userId}::uuid
      union
      select s.subordinate_id from user_supervisors s join below b on s.supervisor_id = b.id
    )
    select id from below`);
  return rowsOf<{ id: string }>(result).map((r) => r.id);
}

export async function visibilityOf(db: Executor, claims: AccessClaims): Promise<Visibility> {
  switch (dataScopeOf(claims.role)) {
    case 'tenant':
      return { kind: 'tenant' };
    case 'own':
      return { kind: 'sellers', sellerIds: [claims.sub] };
    case 'supervised':
      return { kind: 'sellers', sellerIds: await supervisedUserIds(db, claims.sub) };
    case 'customer': {
      const [row] = await db
        .select({ customerId: users.customerId, sellerId: customers.sellerId })
        .from(users)
        .leftJoin(customers, eq(customers.id, users.customerId))
        .where(eq(users.id, claims.sub))
        .limit(1);
      return {
        kind: 'customer',
        customerId: row?.customerId ?? null,
        sellerIds: row?.sellerId ? [row.sellerId] : [],
      };
    }
    default:
      return { kind: 'none' };
  }
}
