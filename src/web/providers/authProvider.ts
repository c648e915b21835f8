/**
 * react-admin's authProvider over the API: sign-in, sign-out, session checks, identity and
 * permissions read from the access token, `canAccess` over the domain's access map, and view-as.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { AuthProvider, UserIdentity } from 'react-admin';
import { allows, ruleOf } from '../../domain/access';
import { isAdminRole } from '../../domain/roles';
import type { Profile } from '../../domain/users';
import { LOGOUT_RESET_MS } from '../config';
import { keepsSession, statusOf } from './apiErrors';
import type { HttpClient } from './httpClient';
import { errorMessageOf } from './httpClient';
import { session, type Tokens } from './session';

/** A refused sign-in: the server's message (in the user's language) with its status and error code. */
export class LoginError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'LoginError';
  }
}

export interface AppPermissions {
  role: string;
  permissions: string[];
  isAdmin: boolean;
  /** The admin's own role while viewing as another one. */
  actorRole?: string;
}

export interface AppAuthProvider extends AuthProvider {
  getPermissions: NonNullable<AuthProvider['getPermissions']>;
  getIdentity: NonNullable<AuthProvider['getIdentity']>;
  canAccess: NonNullable<AuthProvider['canAccess']>;
  isLoggingOut(): boolean;
  viewAs(role: string): Promise<void>;
  stopViewAs(): Promise<void>;
  getProfile(): Promise<Profile>;
}

export function createAuthProvider(http: HttpClient, queryClient?: QueryClient): AppAuthProvider {
  let loggingOut = false;
  let loadingProfile: { token: string | undefined; answer: Promise<Profile> } | null = null;

  /**
   * The frame and a screen asking at once share one request; a call made with other tokens (a
   * sign-in, view-as) asks anew.
   */
  function loadProfile(): Promise<Profile> {
    const token = session.accessToken();
    if (loadingProfile && loadingProfile.token === token) return loadingProfile.answer;
    const answer = http.api.get<Profile>('/auth/profile').then(({ data }) => {
      session.storeUser(data);
      return data;
    });
    const loading = { token, answer };
    loadingProfile = loading;
    const done = () => {
      if (loadingProfile === loading) loadingProfile = null;
    };
    answer.then(done, done);
    return answer;
  }

  function permissionsFromToken(): AppPermissions {
    const claims = session.claims();
    return {
      role: claims?.role ?? '',
      permissions: claims?.permissions ?? [],
      // Admin is judged by the token's role: while viewing as a seller, the admin is a seller.
      isAdmin: isAdminRole(claims?.role),
      ...(claims?.actor ? { actorRole: claims.actor.role } : {}),
    };
  }

  return {
    async login({ email, password }: { email: string; password: string }) {
      try {
        const { data } = await http.api.post<Tokens>('/auth/login', { email, password });
        session.clear();
        session.store(data);
        await loadProfile();
      } catch (error) {
        const response = (error as { response?: { status?: number; data?: { code?: unknown } } }).response;
        const code = typeof response?.data?.code === 'string' ? response.data.code : undefined;
        throw new LoginError(errorMessageOf(error), response?.status, code);
      }
    },

    async logout() {
      loggingOut = true;
      const refreshToken = session.refreshToken();
      // This device stops receiving the user's pushes: the server forgets it, the browser ends it.
      // Downloaded here, not with the sign-in page; without it the sign-out goes on all the same.
      const device = await import('./devicePush')
        .then((m) => m.releaseDevice())
        .catch(() => ({ endpoint: undefined, unsubscribe: () => undefined }));
      if (refreshToken) {
        const pushEndpoint = device.endpoint ? { pushEndpoint: device.endpoint } : {};
        await http.api.post('/auth/logout', { refreshToken, ...pushEndpoint }).catch(() => undefined);
      }
      device.unsubscribe();
      session.clear();
      queryClient?.clear();
      setTimeout(() => {
        loggingOut = false;
      }, LOGOUT_RESET_MS);
      return '/login';
    },

    isLoggingOut: () => loggingOut,

    async checkAuth() {
      if (session.accessToken()) return;
      if (session.refreshToken() && (await http.refreshSession())) return;
      throw { redirectTo: '/login', message: false };
    },

    async checkError(error: unknown) {
      const status = statusOf(error);
      if (status !== 401 && status !== 403) return;
      if (keepsSession(error)) return;
      // The API client already refreshed or ended the session; only a session that is gone logs out.
      if (!session.hasTokens()) throw { redirectTo: '/login', logoutUser: true };
    },

    async getIdentity(): Promise<UserIdentity> {
      const user = session.storedUser<Profile>() ?? (await loadProfile());
      return {
        id: user.id,
        fullName: user.fullName,
        avatar: user.image ?? undefined,
        email: user.email,
        profile: user,
      };
    },

    async getPermissions() {
      return permissionsFromToken();
    },

    /** The access map's answer for the token's permissions; an action the map lacks is refused. */
    async canAccess({ resource, action }) {
      const rule = ruleOf(resource, action);
      if (!rule) return false;
      const claims = session.claims();
      const permissions = claims?.permissions ?? [];
      // Only the credit terms also ask for a company e-mail, which the profile knows.
      const isCompanyEmail = rule.companyEmail
        ? (session.storedUser<Profile>() ?? (await loadProfile().catch(() => null)))?.isCompanyEmail
        : undefined;
      return allows({ permissions, isCompanyEmail, role: claims?.role }, rule);
    },

    getProfile: loadProfile,

    async viewAs(role: string) {
      const { data } = await http.api.post<{ accessToken: string }>('/auth/view-as', {
        role,
        duration: '24',
      });
      session.startViewAs(data.accessToken);
      queryClient?.clear();
      await loadProfile();
    },

    async stopViewAs() {
      session.stopViewAs();
      queryClient?.clear();
      await loadProfile().catch(() => undefined);
    },
  };
}
