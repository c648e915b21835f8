/** SQL of the user-management screens: the paged list and the record the screens show. */
import { type AnyColumn, and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { pageOf } from '../../../domain/lists';
import { fullName, type User, type UserListQuery, type UserOrderField } from '../../../domain/users';
import type { Executor } from '../../db/client';
import { customers, roles, users } from '../../db/schema';
import { type UserWithRole, userWithRoleColumns } from './queries';

/** The record of the user screens; `invitationPending` = never set a password. */
export function toUser({ user, role, customer }: UserWithRole): User {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    fullName: fullName(user.firstName, user.lastName),
    role,
    phone: user.phone,
    areaCode: user.areaCode,
    isBlocked: user.isBlocked,
    isUserVerified: user.isUserVerified,
    invitationPending: user.passwordHash === null,
    orderFlow: user.orderFlow as User['orderFlow'],
    unitMeasure: user.unitMeasure as User['unitMeasure'],
    externalErp: user.externalErp,
    requiresExternalId: user.requiresExternalId,
    customer: customer?.id ? { id: customer.id, companyName: customer.companyName } : null,
    lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
    createdAt: user.createdAt.toISOString(),
    version: user.version,
  };
}

/** `%`, `_` and `\` typed by the user are searched literally. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const ORDER_COLUMNS: Record<UserOrderField, AnyColumn> = {
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  role: roles.displayName,
  createdAt: users.createdAt,
  lastLoginAt: users.lastLoginAt,
};

export async function listUsers(db: Executor, query: UserListQuery) {
  const conditions: SQL[] = [];
  if (query.searchParam) {
    const like = likePattern(query.searchParam);
    const match = or(
      ilike(users.firstName, like),
      ilike(users.lastName, like),
      ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, like),
      ilike(users.email, like),
    );
    if (match) conditions.push(match);
  }
  if (query.role) conditions.push(eq(roles.name, query.role));
  if (query.blocked !== undefined) conditions.push(eq(users.isBlocked, query.blocked));
  const where = conditions.length ? and(...conditions) : undefined;

  const column = ORDER_COLUMNS[query.orderField];
  const direction = query.orderDirection === 'DESC' ? desc : asc;
  // Never-signed-in users go last whichever the direction; the id keeps pages stable.
  const ordering =
    query.orderField === 'lastLoginAt'
      ? [sql`${users.lastLoginAt} ${sql.raw(query.orderDirection)} nulls last`]
      : [direction(column)];
  const [rows, [total]] = await Promise.all([
    db
      .select(userWithRoleColumns)
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .leftJoin(customers, eq(customers.id, users.customerId))
      .where(where)
      .orderBy(...ordering, asc(users.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(users).innerJoin(roles, eq(roles.id, users.roleId)).where(where),
  ]);
  return { data: rows.map(toUser), ...pageOf(total?.n ?? 0, query.limit, query.offset) };
}

/** Users of the tenant among `ids` (row-level security keeps other tenants' ids out). */
export async function existingUserIds(db: Executor, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.id, [...ids]));
  return new Set(rows.map((r) => r.id));
}

export async function customerExists(db: Executor, id: string): Promise<boolean> {
  const [row] = await db.select({ id: customers.id }).from(customers).where(eq(customers.id, id)).limit(1);
  return Boolean(row);
}
