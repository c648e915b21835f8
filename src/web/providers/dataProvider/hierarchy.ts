/**
 * The customer-service hierarchy: the users of a role with whom they supervise and who supervises
 * them, replacing the whole set a user supervises, and the management chain above a user.
 */
import type { AxiosInstance } from 'axios';
import type { HierarchyItem, ManagementChain } from '../../../domain/users';

const userPath = (id: string) => `/users/${encodeURIComponent(id)}`;

export function hierarchyMethods(api: AxiosInstance) {
  return {
    async getHierarchy(role: string, options: { signal?: AbortSignal } = {}): Promise<HierarchyItem[]> {
      const { data } = await api.get<HierarchyItem[]>('/users/hierarchy-by-role', {
        params: { role },
        signal: options.signal,
      });
      return data;
    },
    /** Replaces everyone `userId` supervises with `subordinateIds` (the screen saves whole sets). */
    async replaceSubordinates(userId: string, subordinateIds: string[]): Promise<HierarchyItem> {
      return (await api.put<HierarchyItem>(`${userPath(userId)}/subordinates`, { subordinateIds })).data;
    },
    async getManagementChain(
      userId: string,
      options: { signal?: AbortSignal } = {},
    ): Promise<ManagementChain> {
      const path = `${userPath(userId)}/management-chain`;
      return (await api.get<ManagementChain>(path, { signal: options.signal })).data;
    },
  };
}
