/**
 * Whose data the signed-in role sees (its own, the sellers it supervises, the tenant, its
 * company): not a permission but what the server's queries apply, which decides whether a screen
 * offers to pick a seller. 'none' until the session is read.
 */
import { usePermissions } from 'react-admin';
import { type DataScope, dataScopeOf, seesOtherSellers } from '../../domain/roles';
import type { AppPermissions } from '../providers/authProvider';

export function useDataScope(): { scope: DataScope; seesOtherSellers: boolean; isPending: boolean } {
  const { permissions, isPending } = usePermissions<AppPermissions>();
  const scope = permissions ? dataScopeOf(permissions.role) : 'none';
  return { scope, seesOtherSellers: seesOtherSellers(scope), isPending };
}
