/**
 * User management beyond react-admin's standard methods (the list, invite = create and edit =
 * update go through resources.ts): block, unblock, resend the invitation, and the roles an admin
 * may view the product as.
 */
import type { AxiosInstance } from 'axios';
import type { Role, User } from '../../../domain/users';

const userPath = (id: string) => `/users/${encodeURIComponent(id)}`;

export function userMethods(api: AxiosInstance) {
  return {
    /** Blocking ends the person's sessions and refuses their sign-in until they are unblocked. */
    async blockUser(id: string): Promise<User> {
      return (await api.post<User>(`${userPath(id)}/block`)).data;
    },
    async unblockUser(id: string): Promise<User> {
      return (await api.post<User>(`${userPath(id)}/unblock`)).data;
    },
    /** A new invitation link (earlier ones stop working); answers the server's confirmation text. */
    async resendInvitation(id: string): Promise<string> {
      return (await api.post<{ message: string }>(`${userPath(id)}/resend-invitation`)).data.message;
    },
    async getViewAsRoles(options: { signal?: AbortSignal } = {}): Promise<Role[]> {
      return (await api.get<Role[]>('/auth/view-as/roles', { signal: options.signal })).data;
    },
  };
}
