/**
 * The customer-service hierarchy (who supervises whom). Writes replace a whole set of links in one
 * transaction, under a per-tenant lock so two concurrent changes cannot build a cycle between them;
 * a change that would put someone above themself (directly or through others) is refused with 409.
 */
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Locale } from '../../../domain/i18n';
import { SELLING_ROLES } from '../../../domain/roles';
import {
  fullName,
  type HierarchyItem,
  type HierarchyPerson,
  type ManagementChain,
  type SupervisedSeller,
} from '../../../domain/users';
import type { Executor } from '../../db/client';
import { roles, userSupervisors, users } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { fieldError } from './admin';
import { existingUserIds } from './adminQueries';
import { findRoleByName } from './queries';
import { supervisedUserIds } from './scope';

const personColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
};

const byName = [asc(users.firstName), asc(users.lastName), asc(users.id)];

/** The people of `ids`, sorted by name (the order every list of the screens uses). */
async function peopleByName(db: Executor, ids: readonly string[]): Promise<HierarchyPerson[]> {
  if (ids.length === 0) return [];
  return db
    .select(personColumns)
    .from(users)
    .where(inArray(users.id, [...ids]))
    .orderBy(...byName);
}

async function assertUser(db: Executor, id: string): Promise<void> {
  if (!(await existingUserIds(db, [id])).has(id)) throw notFound('users.notFound');
}

/** Every id must be a user of the tenant; each unknown one is named by its position in the list. */
async function assertUsers(db: Executor, locale: Locale, field: string, ids: string[]): Promise<void> {
  const known = await existingUserIds(db, ids);
  const index = ids.findIndex((id) => !known.has(id));
  if (index >= 0) throw fieldError(locale, `body.${field}.${index}`, 'users.unknownUser');
}

/** Hierarchy changes of one tenant run one at a time (held until the transaction ends). */
async function lockHierarchy(db: Executor): Promise<void> {
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtext('user_supervisors'), hashtext(current_setting('app.tenant_id', true)))`,
  );
}

/**
 * The supervisors above a user, level by level (1 = direct). Breadth-first, each person kept at the
 * nearest level and visited once, so a cycle in old data cannot loop.
 */
export async function managementChain(db: Executor, userId: string): Promise<ManagementChain> {
  await assertUser(db, userId);
  const levels = await ancestorLevels(db, userId);
  const people = await peopleByName(db, levels.flat());
  return levels.map((ids, i) => ({ level: i + 1, users: people.filter((p) => ids.includes(p.id)) }));
}

async function ancestorLevels(db: Executor, userId: string): Promise<string[][]> {
  const seen = new Set([userId]);
  const levels: string[][] = [];
  let frontier = [userId];
  while (frontier.length > 0) {
    const rows = await db
      .select({ id: userSupervisors.supervisorId })
      .from(userSupervisors)
      .where(inArray(userSupervisors.subordinateId, frontier));
    const next = [...new Set(rows.map((r) => r.id))].filter((id) => !seen.has(id));
    for (const id of next) seen.add(id);
    if (next.length) levels.push(next);
    frontier = next;
  }
  return levels;
}

/** One user with the people right above and right below. */
export async function hierarchyItem(db: Executor, userId: string): Promise<HierarchyItem> {
  const [row] = await db
    .select({ ...personColumns, isBlocked: users.isBlocked })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw notFound('users.notFound');
  const [item] = await withLinks(db, [row]);
  return item!;
}

async function withLinks(
  db: Executor,
  people: (HierarchyPerson & { isBlocked: boolean })[],
): Promise<HierarchyItem[]> {
  if (people.length === 0) return [];
  const ids = people.map((p) => p.id);
  const links = await db
    .select({ subordinateId: userSupervisors.subordinateId, supervisorId: userSupervisors.supervisorId })
    .from(userSupervisors)
    .where(or(inArray(userSupervisors.subordinateId, ids), inArray(userSupervisors.supervisorId, ids)));
  const linked = await peopleByName(db, [
    ...new Set(links.flatMap((l) => [l.subordinateId, l.supervisorId])),
  ]);
  // `linked` is in name order: filtering it keeps each list sorted.
  const pick = (ids: string[]) => linked.filter((p) => ids.includes(p.id));
  return people.map((p) => ({
    ...p,
    supervisors: pick(links.filter((l) => l.subordinateId === p.id).map((l) => l.supervisorId)),
    subordinates: pick(links.filter((l) => l.supervisorId === p.id).map((l) => l.subordinateId)),
  }));
}

/** Every user of a role (by name), each with supervisors and subordinates. */
export async function hierarchyByRole(
  db: Executor,
  locale: Locale,
  roleName: string,
): Promise<HierarchyItem[]> {
  if (!(await findRoleByName(db, roleName))) {
    throw fieldError(locale, 'querystring.role', 'users.roleUnknown', { role: roleName });
  }
  const people = await db
    .select({ ...personColumns, isBlocked: users.isBlocked })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(roles.name, roleName))
    .orderBy(...byName);
  return withLinks(db, people);
}

/** Replaces the whole set of supervisors of `subordinateId`. */
export async function replaceSupervisors(
  db: Executor,
  locale: Locale,
  subordinateId: string,
  supervisorIds: string[],
): Promise<HierarchyItem> {
  const wanted = [...new Set(supervisorIds)];
  await assertUser(db, subordinateId);
  await assertUsers(db, locale, 'supervisorIds', supervisorIds);
  if (wanted.includes(subordinateId)) throw fieldError(locale, 'body.supervisorIds', 'users.selfSupervision');
  await lockHierarchy(db);
  // A supervisor already below the user would close a loop.
  const below = new Set(await supervisedUserIds(db, subordinateId));
  const looping = wanted.find((id) => below.has(id));
  if (looping) await refuseCycle(db, looping, subordinateId);
  await db.delete(userSupervisors).where(eq(userSupervisors.subordinateId, subordinateId));
  if (wanted.length) {
    await db.insert(userSupervisors).values(wanted.map((supervisorId) => ({ subordinateId, supervisorId })));
  }
  return hierarchyItem(db, subordinateId);
}

/** Replaces the whole set of people `supervisorId` supervises. */
export async function replaceSubordinates(
  db: Executor,
  locale: Locale,
  supervisorId: string,
  subordinateIds: string[],
): Promise<HierarchyItem> {
  const wanted = [...new Set(subordinateIds)];
  await assertUser(db, supervisorId);
  await assertUsers(db, locale, 'subordinateIds', subordinateIds);
  if (wanted.includes(supervisorId)) throw fieldError(locale, 'body.subordinateIds', 'users.selfSupervision');
  await lockHierarchy(db);
  // A subordinate already above the user would close a loop.
  const above = new Set((await ancestorLevels(db, supervisorId)).flat());
  const looping = wanted.find((id) => above.has(id));
  if (looping) await refuseCycle(db, supervisorId, looping);
  await db.delete(userSupervisors).where(eq(userSupervisors.supervisorId, supervisorId));
  if (wanted.length) {
    await db.insert(userSupervisors).values(wanted.map((subordinateId) => ({ subordinateId, supervisorId })));
  }
  return hierarchyItem(db, supervisorId);
}

/** 409 naming who is already below whom. */
async function refuseCycle(db: Executor, belowId: string, aboveId: string): Promise<never> {
  const people = await peopleByName(db, [belowId, aboveId]);
  const nameOf = (id: string) => {
    const p = people.find((x) => x.id === id);
    return p ? fullName(p.firstName, p.lastName) : '';
  };
  throw conflict('users.hierarchyCycle', { below: nameOf(belowId), above: nameOf(aboveId) });
}

/** Sellers (seller or manager.seller) below a user, directly or through others; not the user. */
export async function supervisedSellers(db: Executor, userId: string): Promise<SupervisedSeller[]> {
  await assertUser(db, userId);
  const ids = (await supervisedUserIds(db, userId)).filter((id) => id !== userId);
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      ...personColumns,
      isBlocked: users.isBlocked,
      role: { id: roles.id, name: roles.name, displayName: roles.displayName },
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(inArray(users.id, ids), inArray(roles.name, [...SELLING_ROLES])))
    .orderBy(...byName);
  return rows.map((r) => ({ ...r, fullName: fullName(r.firstName, r.lastName) }));
}
