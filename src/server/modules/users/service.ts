/** Profile, preferences, sellers and roles as the signed-in user sees them. */
import { and, asc, count, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { AccessClaims } from '../../../domain/auth';
import { pageOf } from '../../../domain/lists';
import { SELLING_ROLES } from '../../../domain/roles';
import { isCompanyEmail } from '../../../domain/tenants';
import { fullName, type Preferences, type PreferencesPatch, type Profile } from '../../../domain/users';
import type { Executor } from '../../db/client';
import { roles, tenants, users } from '../../db/schema';
import { notFound } from '../../errors';
import { findRoleByName, findUserById } from './queries';
import { visibilityOf } from './scope';

export async function getProfile(db: Executor, claims: AccessClaims): Promise<Profile> {
  const found = await findUserById(db, claims.sub);
  if (!found) throw notFound();
  const [tenant] = await db
    .select({ slug: tenants.slug, name: tenants.name, domains: tenants.companyEmailDomains })
    .from(tenants)
    .where(eq(tenants.id, claims.tenantId))
    .limit(1);
  const { user } = found;
  // While viewing as another role, the profile shows that role; the actor is the real admin.
  const role = claims.actor ? ((await findRoleByName(db, claims.role)) ?? found.role) : found.role;
  return {
    id: user.id,
    nanoId: user.nanoId,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    fullName: fullName(user.firstName, user.lastName),
    phone: user.phone,
    areaCode: user.areaCode,
    image: user.image,
    preferredCurrency: user.preferredCurrency as Profile['preferredCurrency'],
    isUserVerified: user.isUserVerified,
    isBlocked: user.isBlocked,
    orderFlow: user.orderFlow as Profile['orderFlow'],
    externalErp: user.externalErp,
    requiresExternalId: user.requiresExternalId,
    unitMeasure: user.unitMeasure as Profile['unitMeasure'],
    preferences: user.preferences,
    role,
    permissions: claims.permissions,
    tenant: { slug: tenant?.slug ?? claims.tenant, name: tenant?.name ?? '' },
    customer: found.customer?.id ? { id: found.customer.id, companyName: found.customer.companyName } : null,
    isCompanyEmail: isCompanyEmail(user.email, tenant?.domains ?? []),
    viewAs: claims.actor ? { role: claims.role, actorId: claims.actor.sub } : null,
  };
}

/** Merges a patch: top-level fields replace; each view given replaces that view only. */
export function mergePreferences(current: Preferences, patch: PreferencesPatch): Preferences {
  const next: Preferences = { ...current };
  if (patch.language !== undefined) next.language = patch.language;
  if (patch.favourites !== undefined) next.favourites = patch.favourites;
  if (patch.views !== undefined) next.views = { ...(current.views ?? {}), ...patch.views };
  return next;
}

export async function updatePreferences(
  db: Executor,
  userId: string,
  patch: PreferencesPatch,
): Promise<Preferences> {
  const found = await findUserById(db, userId);
  if (!found) throw notFound();
  const preferences = mergePreferences(found.user.preferences, patch);
  await db.update(users).set({ preferences, updatedAt: new Date() }).where(eq(users.id, userId));
  return preferences;
}

export async function listRoles(db: Executor) {
  return db
    .select({ id: roles.id, name: roles.name, displayName: roles.displayName })
    .from(roles)
    .orderBy(asc(roles.displayName));
}

export async function listSellers(
  db: Executor,
  claims: AccessClaims,
  query: { limit: number; offset: number; searchParam?: string },
) {
  const visibility = await visibilityOf(db, claims);
  const conditions: SQL[] = [inArray(roles.name, [...SELLING_ROLES]), eq(users.isBlocked, false)];
  if (visibility.kind === 'none') return { data: [], ...pageOf(0, query.limit, query.offset) };
  if (visibility.kind !== 'tenant') {
    if (visibility.sellerIds.length === 0) return { data: [], ...pageOf(0, query.limit, query.offset) };
    conditions.push(inArray(users.id, visibility.sellerIds));
  }
  if (query.searchParam) {
    const like = `%${query.searchParam.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
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
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(users).innerJoin(roles, eq(roles.id, users.roleId)).where(where),
  ]);
  return {
    data: rows.map((r) => ({ ...r, fullName: fullName(r.firstName, r.lastName) })),
    ...pageOf(total?.n ?? 0, query.limit, query.offset),
  };
}
