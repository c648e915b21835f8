/**
 * The user-management calls, typed by the domain's schemas (invite, edit, block, unblock, resend
 * the invitation) and the reference lists the forms need (roles, area codes).
 * Reference data changes rarely: roles are kept 5 minutes (10 in cache), as the seeds say.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { User, UserCreateInput, UserUpdateInput } from '../../domain/users';
import { api } from '../providers/api';

export type Role = User['role'];

export interface Country {
  code: string;
  name: string;
  areaCode: string;
  emoji: string;
}

const REFERENCE_STALE_MS = 5 * 60_000;
const REFERENCE_CACHE_MS = 10 * 60_000;

const userPath = (id: string) => `/users/${encodeURIComponent(id)}`;

export async function fetchRoles(): Promise<Role[]> {
  return (await api.get<Role[]>('/roles')).data;
}

export async function fetchCountries(): Promise<Country[]> {
  return (await api.get<Country[]>('/countries')).data;
}

/** Creates the user without a password; the server mails them the link to set one. */
export async function inviteUser(body: UserCreateInput): Promise<User> {
  return (await api.post<User>('/users', body)).data;
}

/** Only the fields sent change; `version` is the one the form read (a stale one answers 409). */
export async function updateUser(id: string, body: UserUpdateInput): Promise<User> {
  return (await api.put<User>(userPath(id), body)).data;
}

/** Blocking ends the person's sessions and refuses their sign-in until they are unblocked. */
export async function blockUser(id: string): Promise<User> {
  return (await api.post<User>(`${userPath(id)}/block`)).data;
}

export async function unblockUser(id: string): Promise<User> {
  return (await api.post<User>(`${userPath(id)}/unblock`)).data;
}

/** Sends a new invitation link (earlier ones stop working); answers the server's confirmation text. */
export async function resendInvitation(id: string): Promise<string> {
  return (await api.post<{ message: string }>(`${userPath(id)}/resend-invitation`)).data.message;
}

export function useRoles() {
  return useQuery({
    queryKey: ['roles'],
    queryFn: fetchRoles,
    staleTime: REFERENCE_STALE_MS,
    gcTime: REFERENCE_CACHE_MS,
  });
}

export function useCountries() {
  return useQuery({
    queryKey: ['countries'],
    queryFn: fetchCountries,
    staleTime: REFERENCE_STALE_MS,
    gcTime: REFERENCE_CACHE_MS,
  });
}

/** Reads the users again (list pages and open details) after an action changed one. */
export function useRefreshUsers(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: ['users'] }), [queryClient]);
}
