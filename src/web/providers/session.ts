/**
 * The signed-in session, kept in cookies with the original client's lifetimes (access 7 days,
 * refresh 30 days). While an admin views as another role, the admin's own tokens are kept aside
 * so that "return to admin" (also after a reload) restores them.
 */
import { ACCESS_COOKIE_DAYS, REFRESH_COOKIE_DAYS } from '../config';
import { getCookie, removeCookie, setCookie } from './cookies';

const ACCESS = 'bo_access';
const REFRESH = 'bo_refresh';
const ADMIN_ACCESS = 'bo_admin_access';
const ADMIN_REFRESH = 'bo_admin_refresh';
const USER_KEY = 'bo_user';

export interface Tokens {
  accessToken: string;
  refreshToken: string;
}

export interface TokenClaims {
  sub: string;
  tenant: string;
  tenantId: string;
  role: string;
  permissions: string[];
  actor?: { sub: string; role: string };
  exp: number;
}

// The last token read and its claims: the access checks read them many times per render.
let lastToken: string | undefined;
let lastClaims: TokenClaims | null = null;

/** Reads a JWT's claims without verifying it (the server verifies; the client only reads). */
export function decodeClaims(token: string | undefined): TokenClaims | null {
  if (!token) return null;
  if (token !== lastToken) {
    lastClaims = readClaims(token);
    lastToken = token;
  }
  return lastClaims;
}

function readClaims(token: string): TokenClaims | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const json = atob(part.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(json, (c) => c.charCodeAt(0));
    return JSON.parse(new TextDecoder().decode(bytes)) as TokenClaims;
  } catch {
    return null;
  }
}

type Listener = () => void;
const listeners = new Set<Listener>();

/** Tells the app that the tokens changed (refresh, view-as, sign-out) so it re-reads permissions. */
function changed(): void {
  for (const listener of listeners) listener();
}

export const session = {
  onChange(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },

  accessToken: (): string | undefined => getCookie(ACCESS),
  refreshToken: (): string | undefined => getCookie(REFRESH),
  claims: (): TokenClaims | null => decodeClaims(getCookie(ACCESS)),
  hasTokens: (): boolean => Boolean(getCookie(ACCESS) || getCookie(REFRESH)),

  /** Milliseconds until the access token expires (negative when expired; null without one). */
  msToExpiry(): number | null {
    const claims = decodeClaims(getCookie(ACCESS));
    return claims ? claims.exp * 1000 - Date.now() : null;
  },

  store(tokens: Tokens): void {
    setCookie(ACCESS, tokens.accessToken, ACCESS_COOKIE_DAYS);
    setCookie(REFRESH, tokens.refreshToken, REFRESH_COOKIE_DAYS);
    changed();
  },

  isViewingAs: (): boolean => Boolean(getCookie(ADMIN_ACCESS)),

  /** Keeps the admin's tokens aside and switches the access token to the view-as one. */
  startViewAs(viewAsAccessToken: string): void {
    const access = getCookie(ACCESS);
    const refresh = getCookie(REFRESH);
    if (!access || !refresh) return;
    if (!getCookie(ADMIN_ACCESS)) {
      setCookie(ADMIN_ACCESS, access, ACCESS_COOKIE_DAYS);
      setCookie(ADMIN_REFRESH, refresh, REFRESH_COOKIE_DAYS);
    }
    setCookie(ACCESS, viewAsAccessToken, ACCESS_COOKIE_DAYS);
    changed();
  },

  /** Restores the admin's own tokens; true when there was something to restore. */
  stopViewAs(): boolean {
    const access = getCookie(ADMIN_ACCESS);
    const refresh = getCookie(ADMIN_REFRESH);
    removeCookie(ADMIN_ACCESS);
    removeCookie(ADMIN_REFRESH);
    if (!access || !refresh) return false;
    session.store({ accessToken: access, refreshToken: refresh });
    return true;
  },

  clear(): void {
    for (const name of [ACCESS, REFRESH, ADMIN_ACCESS, ADMIN_REFRESH]) removeCookie(name);
    localStorage.removeItem(USER_KEY);
    changed();
  },

  storedUser<T>(): T | null {
    const raw = localStorage.getItem(USER_KEY);
    if (!raw) return null;
    try {
      return JSON.parse(raw) as T;
    } catch {
      return null;
    }
  },

  storeUser(user: unknown): void {
    localStorage.setItem(USER_KEY, JSON.stringify(user));
  },
};
