/**
 * The user screens' reads through the dataProvider: the roles of the tenant (a standard list, kept
 * 5 minutes and 10 in cache: they change rarely) and reading the users again after an action.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useGetList } from 'react-admin';
import type { Role } from '../../domain/users';

const REFERENCE_STALE_MS = 5 * 60_000;
const REFERENCE_CACHE_MS = 10 * 60_000;
const EVERY_ROLE = { page: 1, perPage: 100 };

export function useRoles() {
  return useGetList<Role>(
    'roles',
    { pagination: EVERY_ROLE },
    { staleTime: REFERENCE_STALE_MS, gcTime: REFERENCE_CACHE_MS },
  );
}

/** Reads the users again (list pages and open details) after an action changed one. */
export function useRefreshUsers(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: ['users'] }), [queryClient]);
}
