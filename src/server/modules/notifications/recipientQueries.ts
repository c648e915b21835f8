/**
 * SQL of who hears about an event: the people a rule names (by id, by a permission their role
 * holds, by customer) with what deciding needs to know of each, the supervision chain above a
 * seller, and the subjects notifications are about. Row-level security keeps every statement inside
 * the transaction's tenant.
 */
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { NotificationKind } from '../../../domain/notificationKinds';
import type { AccessLevel, PermissionKey } from '../../../domain/permissions';
import { type Executor, rowsOf } from '../../db/client';
import {
  customers,
  notificationPreferences,
  orders,
  priceRequests,
  products,
  rolePermissions,
  roles,
  users,
} from '../../db/schema';

/** A possible recipient, with what the rules and the texts need of them. */
export interface Person {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  role: string;
  customerId: string | null;
  isBlocked: boolean;
  /** The language they chose in their profile, if any. */
  language: string | null;
  muted: NotificationKind[];
  /** Permission strings as tokens carry them (`ORDER_LISTING_READ`, `…_WRITE`). */
  permissions: string[];
}

/** Users whose role grants `key` at `access` or above (WRITE implies READ). */
export function holding(key: PermissionKey, access: AccessLevel): SQL {
  const levels = access === 'READ' ? ['READ', 'WRITE'] : ['WRITE'];
  return sql`exists (select 1 from ${rolePermissions} rp where rp.role_id = ${users.roleId}
    and rp.permission_key = ${key} and rp.access in (${sql.join(
      levels.map((l) => sql`${l}`),
      sql`, `,
    )}))`;
}

export const withIds = (ids: readonly string[]): SQL =>
  ids.length ? inArray(users.id, [...ids]) : sql`false`;

export const everyone: SQL = sql`true`;

export const ofCustomer = (customerId: string): SQL => eq(users.customerId, customerId);

export async function people(db: Executor, where: SQL): Promise<Person[]> {
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      role: roles.name,
      customerId: users.customerId,
      isBlocked: users.isBlocked,
      language: sql<string | null>`${users.preferences}->>'language'`,
      muted: sql<NotificationKind[] | null>`${notificationPreferences.mutedKinds}`,
      permissions: sql<string[]>`coalesce((
        select array_agg(rp.permission_key || '_' || a.level)
        from ${rolePermissions} rp
        cross join lateral (values ('READ'), ('WRITE')) a(level)
        where rp.role_id = ${users.roleId} and (a.level = 'READ' or rp.access = 'WRITE')
      ), '{}'::text[])`,
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
    .where(and(where))
    .orderBy(users.email);
  return rows.map((r) => ({ ...r, muted: r.muted ?? [], permissions: r.permissions ?? [] }));
}

/** Everyone above the user in the supervision hierarchy, directly or through others. */
export async function supervisorsAbove(db: Executor, userId: string): Promise<string[]> {
  const result = await db.execute(sql`
    with recursive above(id) as (
      select supervisor_id from user_supervisors where subordinate_id = ${userId}::uuid
      union
      select s.supervisor_id from user_supervisors s join above a on s.subordinate_id = a.id
    )
    select id from above`);
  return rowsOf<{ id: string }>(result).map((r) => r.id);
}

export async function orderFacts(db: Executor, orderId: string) {
  const [row] = await db
    .select({
      id: orders.id,
      number: orders.number,
      externalId: orders.externalId,
      sellerId: orders.sellerId,
      customerId: orders.customerId,
      customerName: customers.companyName,
    })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(eq(orders.id, orderId))
    .limit(1);
  return row;
}

export async function priceRequestFacts(db: Executor, id: string) {
  const [row] = await db
    .select({
      id: priceRequests.id,
      number: priceRequests.number,
      requestedById: priceRequests.requestedById,
      customerName: customers.companyName,
      productName: products.name,
    })
    .from(priceRequests)
    .innerJoin(customers, eq(customers.id, priceRequests.customerId))
    .innerJoin(products, eq(products.id, priceRequests.productId))
    .where(eq(priceRequests.id, id))
    .limit(1);
  return row;
}

export async function personName(db: Executor, userId: string) {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}
