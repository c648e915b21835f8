/**
 * User management beyond react-admin's standard list and detail (resources.ts): invite (a create
 * that mails a link), edit with the fields that changed (what is sent is not a user record),
 * block, unblock, resend the invitation, and the roles an admin may view the product as.
 */
import type { AxiosInstance } from 'axios';
import type { Role, User, UserCreateInput, UserUpdateInput } from '../../../domain/users';

const userPath = (id: string) => `/users/${encodeURIComponent(id)}`;

export function userMethods(api: AxiosInstance) {
  return {
    /** Creates the user without a password; the server mails them the link to set one. */
    async inviteUser(body: UserCreateInput): Promise<User> {
      return (await api.post<User>('/users', body)).data;
    },
    /** Only the fields sent change; `version` is the one the form read (a stale one answers 409). */
    async updateUser(id: string, body: UserUpdateInput): Promise<User> {
      return (await api.put<User>(userPath(id), body)).data;
    },
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
