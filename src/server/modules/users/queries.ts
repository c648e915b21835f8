/**
 * User look-ups shared by auth, profile, visibility and the user screens, and the SQL of the
 * profile, preferences, roles and sellers. All run inside a tenant transaction.
 */
import { and, asc, count, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { type Grant, permissionStrings } from '../../../domain/permissions';
import { SELLING_ROLES } from '../../../domain/roles';
import type { Preferences } from '../../../domain/users';
import { type Executor, rowsOf } from '../../db/client';
import { customers, rolePermissions, roles, tenants, users } from '../../db/schema';

export const userWithRoleColumns = {
  user: users,
  role: { id: roles.id, name: roles.name, displayName: roles.displayName },
  customer: { id: customers.id, companyName: customers.companyName },
};

function selectUserWithRole(db: Executor) {
  return db
    .select(userWithRoleColumns)
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(customers, eq(customers.id, users.customerId));
}

export type UserWithRole = NonNullable<Awaited<ReturnType<typeof findUserById>>>;

export async function findUserByEmail(db: Executor, email: string) {
  const [row] = await selectUserWithRole(db)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row;
}

export async function findUserById(db: Executor, id: string) {
  const [row] = await selectUserWithRole(db).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findRoleByName(db: Executor, name: string) {
  const [row] = await db
    .select({ id: roles.id, name: roles.name, displayName: roles.displayName })
    .from(roles)
    .where(eq(roles.name, name))
    .limit(1);
  return row;
}

/** The permission strings a role grants, as tokens carry them. */
export async function permissionsOfRole(db: Executor, roleId: string): Promise<string[]> {
  const rows = await db
    .select({ key: rolePermissions.permissionKey, access: rolePermissions.access })
    .from(rolePermissions)
    .where(and(eq(rolePermissions.roleId, roleId)));
  return permissionStrings(rows as Grant[]);
}

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

/** The customer a customer-role user is linked to, and that customer's seller. */
export async function customerLinkOf(db: Executor, userId: string) {
  const [row] = await db
    .select({ customerId: users.customerId, sellerId: customers.sellerId })
    .from(users)
    .leftJoin(customers, eq(customers.id, users.customerId))
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

export async function tenantOfProfile(db: Executor, tenantId: string) {
  const [tenant] = await db
    .select({ slug: tenants.slug, name: tenants.name, domains: tenants.companyEmailDomains })
    .from(tenants)
    .where(eq(tenants.id, tenantId))
    .limit(1);
  return tenant;
}

export async function savePreferences(db: Executor, userId: string, preferences: Preferences): Promise<void> {
  await db.update(users).set({ preferences, updatedAt: new Date() }).where(eq(users.id, userId));
}

export function roleList(db: Executor) {
  return db
    .select({ id: roles.id, name: roles.name, displayName: roles.displayName })
    .from(roles)
    .orderBy(asc(roles.displayName));
}

/** `%`, `_` and `\` typed by the user are searched literally. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Unblocked sellers and sales managers, among `ids` when given, searched by name or e-mail. */
export async function sellerPage(
  db: Executor,
  ids: readonly string[] | undefined,
  page: { limit: number; offset: number; searchParam?: string },
) {
  const conditions: SQL[] = [inArray(roles.name, [...SELLING_ROLES]), eq(users.isBlocked, false)];
  if (ids) conditions.push(inArray(users.id, [...ids]));
  if (page.searchParam) {
    const like = likePattern(page.searchParam);
    const byName = or(
      ilike(users.firstName, like),
      ilike(users.lastName, like),
      ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, like),
      ilike(users.email, like),
    );
    if (byName) conditions.push(byName);
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(where)
      .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(users).innerJoin(roles, eq(roles.id, users.roleId)).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Whether the user is a seller or sales manager of the tenant (one who can own a sale). */
export async function isSellingUser(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(users.id, userId), inArray(roles.name, [...SELLING_ROLES])))
    .limit(1);
  return Boolean(row);
}
