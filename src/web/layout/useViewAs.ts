/**
 * View-as: the roles an admin may view the product as, and switching to one and back. After each
 * switch the app goes to /dashboard and refetches, so menu, guard and data follow the new role.
 */
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  useAuthProvider,
  useDataProvider,
  useGetIdentity,
  useNotify,
  usePermissions,
  useRefresh,
} from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { Profile, Role } from '../../domain/users';
import type { AppAuthProvider, AppPermissions } from '../providers/authProvider';
import type { AppDataProvider } from '../providers/dataProvider';
import { useRoleLabel } from '../roleLabel';

export type ViewAsRole = Role;

const ROLES_STALE_MS = 5 * 60_000;
const ROLES_CACHE_MS = 10 * 60_000;

export function useViewAsRoles(enabled: boolean) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    // Under 'auth': read again whenever the session's tokens change.
    queryKey: ['auth', 'getViewAsRoles'],
    queryFn: ({ signal }) => dataProvider.getViewAsRoles({ signal }),
    enabled,
    staleTime: ROLES_STALE_MS,
    gcTime: ROLES_CACHE_MS,
  });
}

/** The role being viewed (display name when known), or null for the user's own view. */
export function useViewingAs(): string | null {
  const { permissions } = usePermissions<AppPermissions>();
  const { identity } = useGetIdentity();
  const profile = identity?.profile as Profile | undefined;
  const roleLabel = useRoleLabel();
  if (profile?.viewAs)
    return profile.role
      ? roleLabel(profile.role)
      : roleLabel({ name: profile.viewAs.role, displayName: profile.viewAs.role });
  if (permissions?.actorRole) return roleLabel({ name: permissions.role, displayName: permissions.role });
  return null;
}

export function useViewAsActions() {
  const authProvider = useAuthProvider() as AppAuthProvider | undefined;
  const navigate = useNavigate();
  const refresh = useRefresh();
  const notify = useNotify();

  const settle = useCallback(() => {
    navigate('/dashboard');
    refresh();
  }, [navigate, refresh]);

  const start = useCallback(
    async (role: string) => {
      try {
        await authProvider?.viewAs(role);
        settle();
      } catch {
        notify('app.layout.viewAs.error', { type: 'error' });
      }
    },
    [authProvider, settle, notify],
  );

  const stop = useCallback(async () => {
    try {
      await authProvider?.stopViewAs();
      settle();
    } catch {
      notify('app.layout.viewAs.backError', { type: 'error' });
    }
  }, [authProvider, settle, notify]);

  return { start, stop };
}
