/** The signed-in viewer as the menu and the guard need it: permissions and company-e-mail flag. */
import { useGetIdentity, usePermissions } from 'react-admin';
import type { Profile } from '../../domain/users';
import type { Viewer } from '../navigation/sections';
import type { AppPermissions } from '../providers/authProvider';

export function useViewer(): {
  viewer: Viewer | null;
  isLoading: boolean;
  profile?: Profile;
  permissions?: AppPermissions;
} {
  const { permissions, isPending: permissionsPending } = usePermissions<AppPermissions>();
  const { identity, isPending: identityPending } = useGetIdentity();
  const profile = identity?.profile as Profile | undefined;
  if (permissionsPending || identityPending || !permissions) return { viewer: null, isLoading: true };
  return {
    viewer: { permissions: permissions.permissions, isCompanyEmail: profile?.isCompanyEmail ?? false },
    isLoading: false,
    profile,
    permissions,
  };
}
