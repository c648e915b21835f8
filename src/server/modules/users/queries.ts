/** User look-ups shared by auth, profile and the user screens. All run inside a tenant transaction. */
import { and, eq, sql } from 'drizzle-orm';
import { type Grant, permissionStrings } from '../../../domain/permissions';
import type { Executor } from '../../db/client';
import { customers, rolePermissions, roles, users } from '../../db/schema';

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
