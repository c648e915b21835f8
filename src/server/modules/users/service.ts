/** Profile, preferences, sellers and roles as the signed-in user sees them. */
import { pageOf } from '../../../domain/lists';
import { isCompanyEmail } from '../../../domain/tenants';
import {
  fullName,
  type Preferences,
  type PreferencesPatch,
  type Profile,
  type SellersQuery,
} from '../../../domain/users';
import type { Actor } from '../../actor';
import type { Executor } from '../../db/client';
import { notFound } from '../../errors';
import {
  findRoleByName,
  findUserById,
  roleList,
  savePreferences,
  sellerPage,
  tenantOfProfile,
} from './queries';
import { visibleSellerIds } from './scope';

export async function getProfile(db: Executor, actor: Actor): Promise<Profile> {
  const { claims } = actor;
  const found = await findUserById(db, claims.sub);
  if (!found) throw notFound();
  const tenant = await tenantOfProfile(db, claims.tenantId);
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
  actor: Actor,
  patch: PreferencesPatch,
): Promise<Preferences> {
  const found = await findUserById(db, actor.claims.sub);
  if (!found) throw notFound();
  const preferences = mergePreferences(found.user.preferences, patch);
  await savePreferences(db, found.user.id, preferences);
  return preferences;
}

export function listRoles(db: Executor) {
  return roleList(db);
}

/** Sellers the caller may filter by: all, supervised, own, or the customer's seller (or one of them by id). */
export async function listSellers(db: Executor, actor: Actor, query: SellersQuery) {
  const visible = visibleSellerIds(await actor.visibility(db));
  const ids = query.id ? (visible ?? [query.id]).filter((id) => id === query.id) : visible;
  if (ids?.length === 0) return { data: [], ...pageOf(0, query.limit, query.offset) };
  const { rows, total } = await sellerPage(db, ids, query);
  return {
    data: rows.map((r) => ({ ...r, fullName: fullName(r.firstName, r.lastName) })),
    ...pageOf(total, query.limit, query.offset),
  };
}
