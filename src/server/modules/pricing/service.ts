/**
 * Pricing parameter sets and their versions. A change never rewrites a version: it adds the next
 * one with what changed, who and when. The set row is locked while a change is saved, so two
 * editors saving at once get version n+1 and a 409, never two rows with the same number.
 */
import { and, asc, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import { ERROR_CODES, type ErrorDetail } from '../../../domain/errors';
import type { MessageVars } from '../../../domain/i18n';
import { pageOf } from '../../../domain/lists';
import {
  mergePricingValues,
  type PricingPatch,
  type PricingSetSummary,
  type PricingVersion,
  pricingChanges,
  pricingValuesSchema,
} from '../../../domain/pricing';
import { fullName } from '../../../domain/users';
import type { Executor, Tx } from '../../db/client';
import { pricingParameterSets, pricingParameterVersions, users } from '../../db/schema';
import { AppError, badRequest, notFound, staleVersion } from '../../errors';

type Translate = (key: string, vars?: MessageVars) => string;
const sets = pricingParameterSets;
const versions = pricingParameterVersions;

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

type VersionRow = Awaited<ReturnType<ReturnType<typeof selectVersions>['execute']>>[number];

function toVersion(row: VersionRow): PricingVersion {
  const { version: v, user } = row;
  return {
    id: v.setId,
    name: row.setName,
    version: v.version,
    values: v.values,
    changes: v.changes,
    comment: v.comment,
    createdAt: v.createdAt.toISOString(),
    createdBy: user ? { id: user.id, fullName: fullName(user.firstName, user.lastName) } : null,
  };
}

async function requireSet(db: Executor, setId: string) {
  const [set] = await db.select().from(sets).where(eq(sets.id, setId)).limit(1);
  if (!set) throw notFound('pricing.setNotFound');
  return set;
}

async function latestRow(db: Executor, setId: string): Promise<VersionRow | undefined> {
  const [row] = await selectVersions(db)
    .where(eq(versions.setId, setId))
    .orderBy(desc(versions.version))
    .limit(1);
  return row;
}

/** The tenant's sets by name, each with its latest version number and when it was saved. */
export async function listPricingSets(
  db: Executor,
  query: { limit: number; offset: number; searchParam?: string },
) {
  const where: SQL | undefined = query.searchParam
    ? ilike(sets.name, `%${query.searchParam.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)
    : undefined;
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(sets)
      .where(where)
      .orderBy(asc(sets.name), asc(sets.id))
      .limit(query.limit)
      .offset(query.offset),
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
  const bySet = new Map(latest.map((l) => [l.setId, l]));
  const data: PricingSetSummary[] = rows.map((set) => {
    const last = bySet.get(set.id);
    return {
      id: set.id,
      name: set.name,
      version: last?.version ?? 0,
      updatedAt: (last?.createdAt ?? set.createdAt).toISOString(),
    };
  });
  return { data, ...pageOf(total, query.limit, query.offset) };
}

export async function getLatestVersion(db: Executor, setId: string): Promise<PricingVersion> {
  const row = await latestRow(db, setId);
  if (!row) throw notFound('pricing.setNotFound');
  return toVersion(row);
}

export async function getVersion(db: Executor, setId: string, version: number): Promise<PricingVersion> {
  await requireSet(db, setId);
  const [row] = await selectVersions(db)
    .where(and(eq(versions.setId, setId), eq(versions.version, version)))
    .limit(1);
  if (!row) throw notFound('pricing.versionNotFound');
  return toVersion(row);
}

/** Every version of a set, newest first. */
export async function listVersions(db: Executor, setId: string, query: { limit: number; offset: number }) {
  await requireSet(db, setId);
  const [rows, total] = await Promise.all([
    selectVersions(db)
      .where(eq(versions.setId, setId))
      .orderBy(desc(versions.version))
      .limit(query.limit)
      .offset(query.offset),
    db.$count(versions, eq(versions.setId, setId)),
  ]);
  return { data: rows.map(toVersion), ...pageOf(total, query.limit, query.offset) };
}

export interface PricingPatchInput {
  setId: string;
  /** Who saves: the signed-in person (the admin, also while viewing as another role). */
  userId: string;
  patch: PricingPatch;
  t: Translate;
}

/**
 * Saves version n+1: the patch merged onto the latest version, validated whole. Refuses a stale
 * `version` (409) and a patch that changes no value (400).
 */
export async function patchPricingSet(tx: Tx, input: PricingPatchInput): Promise<PricingVersion> {
  const { setId, patch } = input;
  // The lock makes concurrent saves of one set wait for each other; the next one then sees the
  // version just saved and is refused as stale.
  const [set] = await tx.select({ id: sets.id }).from(sets).where(eq(sets.id, setId)).for('update');
  if (!set) throw notFound('pricing.setNotFound');
  const latest = await latestRow(tx, setId);
  if (!latest) throw notFound('pricing.setNotFound');
  if (latest.version.version !== patch.version) throw staleVersion();

  const merged = mergePricingValues(latest.version.values, patch.values);
  const parsed = pricingValuesSchema.safeParse(merged);
  if (!parsed.success) {
    const details: ErrorDetail[] = parsed.error.issues.map((issue) => {
      const key = issue.message.startsWith('validation.') ? issue.message : 'validation.invalid';
      const limits = issue as { minimum?: unknown; maximum?: unknown };
      const vars = { min: String(limits.minimum ?? ''), max: String(limits.maximum ?? '') };
      return { path: ['body', 'values', ...issue.path].join('.'), key, message: input.t(key, vars) };
    });
    throw new AppError(400, ERROR_CODES.validation, 'errors.validation', {}, details);
  }
  const changes = pricingChanges(latest.version.values, parsed.data);
  if (changes.length === 0) throw badRequest('pricing.noChanges');

  await tx.insert(versions).values({
    setId,
    version: latest.version.version + 1,
    values: parsed.data,
    changes,
    comment: patch.comment ? patch.comment : null,
    createdById: input.userId,
  });
  return getLatestVersion(tx, setId);
}
