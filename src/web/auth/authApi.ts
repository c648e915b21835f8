/** The sign-in calls the login and recovery screens make besides react-admin's own. */
import type { PasswordResetInput } from '../../domain/auth';
import { api } from '../providers/api';
import { currentTenant } from '../tenant';

export const RECOVERY_PAGE_PATH = '/password-recovery';

export type OAuthProviderName = 'google' | 'microsoft';

/** Asks for a recovery mail; the link comes back to this app's recovery page. */
export async function requestRecovery(email: string): Promise<string> {
  const { data } = await api.get<{ message: string }>(`/auth/recovery/${encodeURIComponent(email)}`, {
    params: { redirectUrl: `${window.location.origin}${RECOVERY_PAGE_PATH}` },
  });
  return data.message;
}

export async function resetPassword(input: PasswordResetInput): Promise<string> {
  const { data } = await api.put<{ message: string }>('/auth/recovery', input);
  return data.message;
}

/** The browser leaves for the provider through the API, which knows the tenant from the path. */
export function oauthStartUrl(provider: OAuthProviderName, tenant: string = currentTenant()): string {
  return `/api/auth/${provider}/login/${encodeURIComponent(tenant)}`;
}
