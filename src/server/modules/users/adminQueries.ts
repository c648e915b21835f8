/** SQL of user management: the paged list, the record the screens show, invitations, edits and blocks. */
import { type AnyColumn, and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { pageOf } from '../../../domain/lists';
import { fullName, type User, type UserListQuery, type UserOrderField } from '../../../domain/users';
import type { Executor } from '../../db/client';
import { customers, roles, tenants, users } from '../../db/schema';
import { likePattern, type UserWithRole, userWithRoleColumns } from './queries';

type UserInsert = typeof users.$inferInsert;

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

/** The tenant's settings a new user takes when the form leaves them out. */
export async function tenantUserDefaults(db: Executor, tenantId: string) {
  const [tenant] = await db
    .select({ externalErp: tenants.externalErp, orderFlow: tenants.orderFlow, unit: tenants.conversionUnit })
    .from(tenants)
    .where(eq(tenants.id, tenantId))
    .limit(1);
  return tenant;
}

export async function insertUser(db: Executor, values: UserInsert): Promise<string> {
  const [row] = await db.insert(users).values(values).returning({ id: users.id });
  return row!.id;
}

/** Applies the changes while `version` is still the current one, bumping it; false when stale. */
export async function updateUserRow(
  db: Executor,
  id: string,
  version: number,
  changes: Partial<UserInsert>,
): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ ...changes, version: sql`${users.version} + 1`, updatedAt: new Date() })
    .where(and(eq(users.id, id), eq(users.version, version)))
    .returning({ id: users.id });
  return updated.length > 0;
}

export async function setUserBlocked(db: Executor, id: string, blocked: boolean): Promise<void> {
  await db
    .update(users)
    .set({
      isBlocked: blocked,
      // Unblocking also restarts the record of failed sign-ins.
      ...(blocked ? {} : { failedLogins: 0, lastFailedLoginAt: null }),
      // Blocking ends the user's access tokens at their next request.
      ...(blocked ? { tokenVersion: sql`${users.tokenVersion} + 1` } : {}),
      version: sql`${users.version} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(users.id, id));
}
