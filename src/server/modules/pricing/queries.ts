/** SQL of pricing parameter sets and their versions (with who saved each). */
import { and, asc, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { pricingParameterSets, pricingParameterVersions, users } from '../../db/schema';

const sets = pricingParameterSets;
const versions = pricingParameterVersions;
type VersionInsert = typeof versions.$inferInsert;

const versionColumns = {
  version: versions,
  setName: sets.name,
  user: { id: users.id, firstName: users.firstName, lastName: users.lastName },
};

function selectVersions(db: Executor) {
  return db
    .select(versionColumns)
    .from(versions)
    .innerJoin(sets, eq(sets.id, versions.setId))
    .leftJoin(users, eq(users.id, versions.createdById));
}

export type VersionRow = Awaited<ReturnType<ReturnType<typeof selectVersions>['execute']>>[number];

export async function setRow(db: Executor, setId: string) {
  const [set] = await db.select().from(sets).where(eq(sets.id, setId)).limit(1);
  return set;
}

/** The set row locked until the transaction ends: concurrent saves of one set queue behind it. */
export async function lockSet(db: Executor, setId: string) {
  const [set] = await db.select({ id: sets.id }).from(sets).where(eq(sets.id, setId)).for('update');
  return set;
}

export async function latestVersionRow(db: Executor, setId: string): Promise<VersionRow | undefined> {
  const [row] = await selectVersions(db)
    .where(eq(versions.setId, setId))
    .orderBy(desc(versions.version))
    .limit(1);
  return row;
}

export async function versionRow(db: Executor, setId: string, version: number) {
  const [row] = await selectVersions(db)
    .where(and(eq(versions.setId, setId), eq(versions.version, version)))
    .limit(1);
  return row;
}

/** One page of a set's versions, newest first, and how many there are. */
export async function versionPage(db: Executor, setId: string, page: { limit: number; offset: number }) {
  const [rows, total] = await Promise.all([
    selectVersions(db)
      .where(eq(versions.setId, setId))
      .orderBy(desc(versions.version))
      .limit(page.limit)
      .offset(page.offset),
    db.$count(versions, eq(versions.setId, setId)),
  ]);
  return { rows, total };
}

/** One page of the tenant's sets by name, each with its latest version number and date. */
export async function setPage(db: Executor, page: { limit: number; offset: number; searchParam?: string }) {
  const where: SQL | undefined = page.searchParam
    ? ilike(sets.name, `%${page.searchParam.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)
    : undefined;
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(sets)
      .where(where)
      .orderBy(asc(sets.name), asc(sets.id))
      .limit(page.limit)
      .offset(page.offset),
    db.$count(sets, where),
  ]);
  const latest = rows.length
    ? await db
        .selectDistinctOn([versions.setId], {
          setId: versions.setId,
          version: versions.version,
          createdAt: versions.createdAt,
        })
        .from(versions)
        .where(
          inArray(
            versions.setId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(versions.setId, desc(versions.version))
    : [];
  return { rows, total, latest: new Map(latest.map((l) => [l.setId, l])) };
}

export async function insertVersion(db: Executor, values: VersionInsert): Promise<void> {
  await db.insert(versions).values(values);
}
