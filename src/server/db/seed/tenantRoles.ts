/** Gives a new tenant every role with the default permission matrix (it may change it afterwards). */
import { DEFAULT_ROLE_DISPLAY_NAMES, defaultGrants, ROLE_NAMES, type RoleName } from '../../../domain/roles';
import type { Executor } from '../client';
import { rolePermissions, roles } from '../schema';

/** Runs inside the tenant's transaction (tenant_id comes from the session setting). */
export async function createTenantRoles(db: Executor, productName: string): Promise<Map<RoleName, string>> {
  const inserted = await db
    .insert(roles)
    .values(
      ROLE_NAMES.map((name) => ({
        name,
        displayName: DEFAULT_ROLE_DISPLAY_NAMES[name].es.replace('{product}', productName),
      })),
    )
    .returning({ id: roles.id, name: roles.name });
  const ids = new Map(inserted.map((r) => [r.name as RoleName, r.id]));
  const grants = ROLE_NAMES.flatMap((name) =>
    defaultGrants(name).map((g) => ({ roleId: ids.get(name)!, permissionKey: g.key, access: g.access })),
  );
  if (grants.length) await db.insert(rolePermissions).values(grants);
  return ids;
}
