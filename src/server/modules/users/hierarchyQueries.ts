/** SQL of the supervision hierarchy: people by name, links, the per-tenant lock, whole-set writes. */
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { SELLING_ROLES } from '../../../domain/roles';
import type { HierarchyPerson } from '../../../domain/users';
import type { Executor } from '../../db/client';
import { roles, userSupervisors, users } from '../../db/schema';

const personColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
};

const byName = [asc(users.firstName), asc(users.lastName), asc(users.id)];

/** The people of `ids`, sorted by name (the order every list of the screens uses). */
export async function peopleByName(db: Executor, ids: readonly string[]): Promise<HierarchyPerson[]> {
  if (ids.length === 0) return [];
  return db
    .select(personColumns)
    .from(users)
    .where(inArray(users.id, [...ids]))
    .orderBy(...byName);
}

export async function hierarchyPerson(db: Executor, userId: string) {
  const [row] = await db
    .select({ ...personColumns, isBlocked: users.isBlocked })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/** The people of a role (by name), sorted by name. */
export function peopleOfRole(db: Executor, roleName: string) {
  return db
    .select({ ...personColumns, isBlocked: users.isBlocked })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(roles.name, roleName))
    .orderBy(...byName);
}

/** The direct supervisors of any of `subordinateIds`. */
export async function supervisorsOf(db: Executor, subordinateIds: readonly string[]): Promise<string[]> {
  const rows = await db
    .select({ id: userSupervisors.supervisorId })
    .from(userSupervisors)
    .where(inArray(userSupervisors.subordinateId, [...subordinateIds]));
  return rows.map((r) => r.id);
}

/** Every link above or below any of `ids`. */
export function linksAround(db: Executor, ids: readonly string[]) {
  return db
    .select({ subordinateId: userSupervisors.subordinateId, supervisorId: userSupervisors.supervisorId })
    .from(userSupervisors)
    .where(
      or(inArray(userSupervisors.subordinateId, [...ids]), inArray(userSupervisors.supervisorId, [...ids])),
    );
}

/** Hierarchy changes of one tenant run one at a time (held until the transaction ends). */
export async function lockHierarchy(db: Executor): Promise<void> {
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtext('user_supervisors'), hashtext(current_setting('app.tenant_id', true)))`,
  );
}

/** Replaces the links on one side of a person: their supervisors, or the people they supervise. */
export async function replaceLinks(
  db: Executor,
  side: 'supervisors' | 'subordinates',
  userId: string,
  others: readonly string[],
): Promise<void> {
  const own = side === 'supervisors' ? userSupervisors.subordinateId : userSupervisors.supervisorId;
  await db.delete(userSupervisors).where(eq(own, userId));
  if (others.length === 0) return;
  await db
    .insert(userSupervisors)
    .values(
      others.map((other) =>
        side === 'supervisors'
          ? { subordinateId: userId, supervisorId: other }
          : { subordinateId: other, supervisorId: userId },
      ),
    );
}

/** The sellers and sales managers among `ids`, sorted by name, with their role. */
export function sellersAmong(db: Executor, ids: readonly string[]) {
  return db
    .select({
      ...personColumns,
      isBlocked: users.isBlocked,
      role: { id: roles.id, name: roles.name, displayName: roles.displayName },
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(inArray(users.id, [...ids]), inArray(roles.name, [...SELLING_ROLES])))
    .orderBy(...byName);
}
