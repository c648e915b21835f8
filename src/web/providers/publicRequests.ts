/**
 * The calls made before anyone is signed in, outside react-admin's data layer: the tenant's public
 * theme the entry needs before the first render, and the password recovery of the sign-in screens.
 * Like the dataProvider's, their refusals come back as react-admin's `HttpError` (apiErrors.ts).
 */
import type { PasswordResetInput } from '../../domain/auth';
import type { TenantTheme } from '../theme';
import { api } from './api';
import { toHttpError } from './apiErrors';

/** Where a recovery mail's link comes back to (the app's recovery page). */
export const RECOVERY_PAGE_PATH = '/password-recovery';

async function withHttpError<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw toHttpError(error);
  }
}

/** The tenant's name, colour, logo and texts; an unknown tenant is refused (404). */
export function fetchTenantTheme(): Promise<TenantTheme> {
  return withHttpError(async () => (await api.get<TenantTheme>('/tenants/theme')).data);
}

/** Asks for a recovery mail; answers the server's words (the same whether the e-mail exists or not). */
export function requestRecovery(email: string): Promise<string> {
  return withHttpError(async () => {
    const { data } = await api.get<{ message: string }>(`/auth/recovery/${encodeURIComponent(email)}`, {
      params: { redirectUrl: `${window.location.origin}${RECOVERY_PAGE_PATH}` },
    });
    return data.message;
  });
}

/** Sets the new password with the link's token; answers the server's confirmation. */
export function resetPassword(input: PasswordResetInput): Promise<string> {
  return withHttpError(
    async () => (await api.put<{ message: string }>('/auth/recovery', input)).data.message,
  );
}
