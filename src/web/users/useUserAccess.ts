/**
 * What the signed-in user may do on the users screen: change users (USER_MANAGEMENT write, as the
 * API requires) and who they are, since nobody blocks themself or changes their own role.
 */
import { useGetIdentity, usePermissions } from 'react-admin';
import { hasPermission } from '../../domain/permissions';
import type { AppPermissions } from '../providers/authProvider';

export interface UserAccess {
  canWrite: boolean;
  selfId: string | undefined;
}

export function useUserAccess(): UserAccess {
  const { permissions } = usePermissions<AppPermissions>();
  const { identity } = useGetIdentity();
  return {
    canWrite: hasPermission(permissions?.permissions ?? [], 'USER_MANAGEMENT', 'WRITE'),
    selfId: identity?.id === undefined ? undefined : String(identity.id),
  };
}
