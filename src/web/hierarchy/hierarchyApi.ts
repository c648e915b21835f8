/**
 * The customer-service hierarchy's calls (CONFIGURATION_CLIENT_SERVICE): the users of a role with
 * whom they supervise and who supervises them, replacing the whole set a user supervises, and the
 * management chain above a user. Everything is kept under the ['hierarchy'] key so one change reads
 * it all again.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { HierarchyItem, ManagementChain } from '../../domain/users';
import { api } from '../providers/api';

/** Roles whose users look after sellers; the screen switches between them. */
export const REPRESENTATIVE_ROLES = ['customer.service', 'manager.seller'] as const;
export type RepresentativeRole = (typeof REPRESENTATIVE_ROLES)[number];

/** The role of the people a representative is assigned. */
export const SELLER_ROLE = 'seller';

const HIERARCHY_KEY = 'hierarchy';

export async function fetchHierarchy(role: string): Promise<HierarchyItem[]> {
  return (await api.get<HierarchyItem[]>('/users/hierarchy-by-role', { params: { role } })).data;
}

/** Replaces everyone `userId` supervises with `subordinateIds` (the screen saves whole sets). */
export async function replaceSubordinates(userId: string, subordinateIds: string[]): Promise<HierarchyItem> {
  const path = `/users/${encodeURIComponent(userId)}/subordinates`;
  return (await api.put<HierarchyItem>(path, { subordinateIds })).data;
}

export async function fetchManagementChain(userId: string): Promise<ManagementChain> {
  return (await api.get<ManagementChain>(`/users/${encodeURIComponent(userId)}/management-chain`)).data;
}

export function useHierarchy(role: string, enabled = true) {
  return useQuery({ queryKey: [HIERARCHY_KEY, 'role', role], queryFn: () => fetchHierarchy(role), enabled });
}

export function useManagementChain(userId: string | null) {
  return useQuery({
    queryKey: [HIERARCHY_KEY, 'chain', userId],
    queryFn: () => fetchManagementChain(userId ?? ''),
    enabled: Boolean(userId),
  });
}

/** Reads the hierarchy again (every role, every chain) after a change. */
export function useRefreshHierarchy(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: [HIERARCHY_KEY] }), [queryClient]);
}
