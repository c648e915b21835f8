/**
 * The customer-service hierarchy (who supervises whom). Writes replace a whole set of links in one
 * transaction, under a per-tenant lock so two concurrent changes cannot build a cycle between them;
 * a change that would put someone above themself (directly or through others) is refused with 409.
 */
import {
  fullName,
  type HierarchyItem,
  type HierarchyPerson,
  type ManagementChain,
  type SupervisedSeller,
} from '../../../domain/users';
import type { Actor } from '../../actor';
import type { Executor } from '../../db/client';
import { conflict, notFound } from '../../errors';
import { fieldError } from './admin';
import { existingUserIds } from './adminQueries';
import {
  hierarchyPerson,
  linksAround,
  lockHierarchy,
  peopleByName,
  peopleOfRole,
  replaceLinks,
  sellersAmong,
  supervisorsOf,
} from './hierarchyQueries';
import { findRoleByName, supervisedUserIds } from './queries';

async function assertUser(db: Executor, id: string): Promise<void> {
  if (!(await existingUserIds(db, [id])).has(id)) throw notFound('users.notFound');
}

/** Every id must be a user of the tenant; each unknown one is named by its position in the list. */
async function assertUsers(db: Executor, actor: Actor, field: string, ids: string[]): Promise<void> {
  const known = await existingUserIds(db, ids);
  const index = ids.findIndex((id) => !known.has(id));
  if (index >= 0) throw fieldError(actor, `body.${field}.${index}`, 'users.unknownUser');
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
    const next = [...new Set(await supervisorsOf(db, frontier))].filter((id) => !seen.has(id));
    for (const id of next) seen.add(id);
    if (next.length) levels.push(next);
    frontier = next;
  }
  return levels;
}

/** One user with the people right above and right below. */
export async function hierarchyItem(db: Executor, userId: string): Promise<HierarchyItem> {
  const row = await hierarchyPerson(db, userId);
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
  const links = await linksAround(db, ids);
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
  actor: Actor,
  roleName: string,
): Promise<HierarchyItem[]> {
  if (!(await findRoleByName(db, roleName))) {
    throw fieldError(actor, 'querystring.role', 'users.roleUnknown', { role: roleName });
  }
  return withLinks(db, await peopleOfRole(db, roleName));
}

/** Replaces the whole set of supervisors of `subordinateId`. */
export async function replaceSupervisors(
  db: Executor,
  actor: Actor,
  subordinateId: string,
  supervisorIds: string[],
): Promise<HierarchyItem> {
  const wanted = [...new Set(supervisorIds)];
  await assertUser(db, subordinateId);
  await assertUsers(db, actor, 'supervisorIds', supervisorIds);
  if (wanted.includes(subordinateId)) throw fieldError(actor, 'body.supervisorIds', 'users.selfSupervision');
  await lockHierarchy(db);
  // A supervisor already below the user would close a loop.
  const below = new Set(await supervisedUserIds(db, subordinateId));
  const looping = wanted.find((id) => below.has(id));
  if (looping) await refuseCycle(db, looping, subordinateId);
  await replaceLinks(db, 'supervisors', subordinateId, wanted);
  return hierarchyItem(db, subordinateId);
}

/** Replaces the whole set of people `supervisorId` supervises. */
export async function replaceSubordinates(
  db: Executor,
  actor: Actor,
  supervisorId: string,
  subordinateIds: string[],
): Promise<HierarchyItem> {
  const wanted = [...new Set(subordinateIds)];
  await assertUser(db, supervisorId);
  await assertUsers(db, actor, 'subordinateIds', subordinateIds);
  if (wanted.includes(supervisorId)) throw fieldError(actor, 'body.subordinateIds', 'users.selfSupervision');
  await lockHierarchy(db);
  // A subordinate already above the user would close a loop.
  const above = new Set((await ancestorLevels(db, supervisorId)).flat());
  const looping = wanted.find((id) => above.has(id));
  if (looping) await refuseCycle(db, supervisorId, looping);
  await replaceLinks(db, 'subordinates', supervisorId, wanted);
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
  const rows = await sellersAmong(db, ids);
  return rows.map((r) => ({ ...r, fullName: fullName(r.firstName, r.lastName) }));
}
