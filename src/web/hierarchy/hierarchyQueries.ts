/**
 * The customer-service hierarchy's reads through the dataProvider (CONFIGURATION_CLIENT_SERVICE):
 * the users of a role with whom they supervise and who supervises them, and the management chain
 * above a user. Everything is kept under the 'hierarchy' key so one change reads it all again.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider';

/** Roles whose users look after sellers; the screen switches between them. */
export const REPRESENTATIVE_ROLES = ['customer.service', 'manager.seller'] as const;
export type RepresentativeRole = (typeof REPRESENTATIVE_ROLES)[number];

/** The role of the people a representative is assigned. */
export const SELLER_ROLE = 'seller';

const HIERARCHY = 'hierarchy';

export function useHierarchy(role: string, enabled = true) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: [HIERARCHY, 'getHierarchy', { role }],
    queryFn: ({ signal }) => dataProvider.getHierarchy(role, { signal }),
    enabled,
  });
}

export function useManagementChain(userId: string | null) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: [HIERARCHY, 'getManagementChain', { userId }],
    queryFn: ({ signal }) => dataProvider.getManagementChain(userId ?? '', { signal }),
    enabled: Boolean(userId),
  });
}

/** Reads the hierarchy again (every role, every chain) after a change. */
export function useRefreshHierarchy(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: [HIERARCHY] }), [queryClient]);
}
