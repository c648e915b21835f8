/**
 * Pricing parameter sets and their versions. A change never rewrites a version: it adds the next
 * one with what changed, who and when. The set row is locked while a change is saved, so two
 * editors saving at once get version n+1 and a 409, never two rows with the same number.
 */
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
import type { Actor } from '../../actor';
import type { Executor, Tx } from '../../db/client';
import { badRequest, invalidFields, notFound, staleVersion } from '../../errors';
import {
  insertVersion,
  latestVersionRow,
  lockSet,
  setPage,
  setRow,
  type VersionRow,
  versionPage,
  versionRow,
} from './queries';

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
  const set = await setRow(db, setId);
  if (!set) throw notFound('pricing.setNotFound');
  return set;
}

/** The tenant's sets by name, each with its latest version number and when it was saved. */
export async function listPricingSets(
  db: Executor,
  query: { limit: number; offset: number; searchParam?: string },
) {
  const { rows, total, latest } = await setPage(db, query);
  const data: PricingSetSummary[] = rows.map((set) => {
    const last = latest.get(set.id);
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
  const row = await latestVersionRow(db, setId);
  if (!row) throw notFound('pricing.setNotFound');
  return toVersion(row);
}

export async function getVersion(db: Executor, setId: string, version: number): Promise<PricingVersion> {
  await requireSet(db, setId);
  const row = await versionRow(db, setId, version);
  if (!row) throw notFound('pricing.versionNotFound');
  return toVersion(row);
}

/** Every version of a set, newest first. */
export async function listVersions(db: Executor, setId: string, query: { limit: number; offset: number }) {
  await requireSet(db, setId);
  const { rows, total } = await versionPage(db, setId, query);
  return { data: rows.map(toVersion), ...pageOf(total, query.limit, query.offset) };
}

/**
 * Saves version n+1: the patch merged onto the latest version, validated whole. Refuses a stale
 * `version` (409) and a patch that changes no value (400). The author is the token's `sub`: the
 * signed-in person, the admin also while viewing as another role.
 */
export async function patchPricingSet(
  tx: Tx,
  actor: Actor,
  setId: string,
  patch: PricingPatch,
): Promise<PricingVersion> {
  // The lock makes concurrent saves of one set wait for each other; the next one then sees the
  // version just saved and is refused as stale.
  if (!(await lockSet(tx, setId))) throw notFound('pricing.setNotFound');
  const latest = await latestVersionRow(tx, setId);
  if (!latest) throw notFound('pricing.setNotFound');
  if (latest.version.version !== patch.version) throw staleVersion();

  const merged = mergePricingValues(latest.version.values, patch.values);
  const parsed = pricingValuesSchema.safeParse(merged);
  if (!parsed.success) {
    throw invalidFields(
      actor.t,
      parsed.error.issues.map((issue) => {
        const limits = issue as { minimum?: unknown; maximum?: unknown };
        return {
          path: ['body', 'values', ...issue.path].join('.'),
          key: issue.message.startsWith('validation.') ? issue.message : 'validation.invalid',
          vars: { min: String(limits.minimum ?? ''), max: String(limits.maximum ?? '') },
        };
      }),
    );
  }
  const changes = pricingChanges(latest.version.values, parsed.data);
  if (changes.length === 0) throw badRequest('pricing.noChanges');

  await insertVersion(tx, {
    setId,
    version: latest.version.version + 1,
    values: parsed.data,
    changes,
    comment: patch.comment ? patch.comment : null,
    createdById: actor.claims.sub,
  });
  return getLatestVersion(tx, setId);
}
