/**
 * The API client every call goes through (axios): bearer token and tenant header on each call,
 * token refresh (one at a time, the others queued and retried once after it), the session rules of
 * the original client for 401/403, and retries of failed GETs on 500/502/503/504 only.
 */
import axios, {
  type AxiosError,
  type AxiosInstance,
  type AxiosRequestConfig,
  type InternalAxiosRequestConfig,
} from 'axios';
import {
  API_BASE,
  GET_RETRIES,
  MAX_REFRESH_FAILURES,
  REFRESH_BACKOFF_MS,
  REFRESH_BEFORE_EXPIRY_MS,
  REQUEST_TIMEOUT_MS,
  RETRY_BASE_DELAY_MS,
  RETRY_MAX_DELAY_MS,
  RETRYABLE_STATUSES,
} from '../config';
import { keepsSession } from './apiErrors';
import { withEarlyAnswers } from './earlyAnswers';
import { session, type Tokens } from './session';

/** Calls made without an access token. */
const PUBLIC_PATHS = [
  /^\/auth\/login$/,
  /^\/auth\/login\/refresh$/,
  /^\/auth\/recovery/,
  /^\/auth\/logout$/,
  /^\/tenants\/theme$/,
];

export const NO_ACCESS_TOKEN = 'No access token available';

export function isPublicPath(url: string | undefined): boolean {
  const path = (url ?? '').replace(/^\/api/, '').split('?')[0] ?? '';
  return PUBLIC_PATHS.some((re) => re.test(path));
}

/** 1 s doubling, at most 30 s: attempt 0 → 1 s, 1 → 2 s, 2 → 4 s … */
export function retryDelay(attempt: number): number {
  return Math.min(RETRY_BASE_DELAY_MS * 2 ** attempt, RETRY_MAX_DELAY_MS);
}

export function errorMessageOf(error: unknown): string {
  const data = (error as AxiosError<{ message?: string }>)?.response?.data;
  if (data && typeof data.message === 'string') return data.message;
  return error instanceof Error ? error.message : String(error);
}

interface RetryState {
  _retryCount?: number;
  _refreshed?: boolean;
}
type RequestConfig = InternalAxiosRequestConfig & RetryState;

export interface HttpClientOptions {
  tenant: () => string;
  /** Language of the server's messages (Accept-Language). */
  locale?: () => string;
  /** Where an ended session goes ('/', the original's rule). */
  onSessionEnd: () => void;
  sleep?: (ms: number) => Promise<void>;
  baseURL?: string;
  /** Retries of a failed GET (3 in production, 1 in development). */
  getRetries?: number;
}

export interface HttpClient {
  api: AxiosInstance;
  /** Refreshes the tokens; concurrent callers share one refresh. Resolves false when the session ended. */
  refreshSession(): Promise<boolean>;
  /** Refreshes when the access token expires within 5 minutes (run every 60 s). */
  refreshIfNeeded(): Promise<void>;
  endSession(): void;
}

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const sleep = options.sleep ?? ((ms: number) => new Promise((r) => setTimeout(r, ms)));
  const api = axios.create({
    baseURL: options.baseURL ?? API_BASE,
    timeout: REQUEST_TIMEOUT_MS,
    // A GET the page already started before the app's code arrived takes that answer (earlyAnswers.ts).
    adapter: withEarlyAnswers(axios.getAdapter(axios.defaults.adapter)),
  });
  let refreshing: Promise<boolean> | null = null;

  function endSession() {
    session.clear();
    options.onSessionEnd();
  }

  async function requestNewTokens(refreshToken: string): Promise<Tokens> {
    const res = await axios.post<Tokens>(`${options.baseURL ?? API_BASE}/auth/login/refresh`, undefined, {
      headers: { authorization: `Bearer ${refreshToken}`, 'x-tenant': options.tenant() },
      timeout: REQUEST_TIMEOUT_MS,
    });
    return res.data;
  }

  /** Up to 3 consecutive failures, 1 s x attempt apart; 401/403 ends the session at once. */
  async function doRefresh(): Promise<boolean> {
    // A view-as token is not refreshed: the admin's own session comes back instead.
    if (session.isViewingAs()) session.stopViewAs();
    for (let attempt = 1; attempt <= MAX_REFRESH_FAILURES; attempt++) {
      const refreshToken = session.refreshToken();
      if (!refreshToken) {
        endSession();
        return false;
      }
      try {
        session.store(await requestNewTokens(refreshToken));
        return true;
      } catch (error) {
        const status = (error as AxiosError).response?.status;
        if (status === 401 || status === 403) {
          endSession();
          return false;
        }
        if (attempt < MAX_REFRESH_FAILURES) await sleep(REFRESH_BACKOFF_MS * attempt);
      }
    }
    if (!session.accessToken() || !session.refreshToken()) endSession();
    return false;
  }

  function refreshSession(): Promise<boolean> {
    refreshing ??= doRefresh().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  api.interceptors.request.use(async (config) => {
    config.headers.set('x-tenant', options.tenant());
    if (options.locale) config.headers.set('accept-language', options.locale());
    if (isPublicPath(config.url)) return config;
    // Calls made while a refresh runs wait for it, so they carry the new token.
    if (refreshing) await refreshing;
    const token = session.accessToken();
    if (!token) throw new axios.Cancel(NO_ACCESS_TOKEN);
    config.headers.set('authorization', `Bearer ${token}`);
    return config;
  });

  api.interceptors.response.use(undefined, async (error: AxiosError) => {
    const config = error.config as RequestConfig | undefined;
    if (!config) throw error;
    const status = error.response?.status;

    if (
      status &&
      (RETRYABLE_STATUSES as readonly number[]).includes(status) &&
      config.method?.toLowerCase() === 'get'
    ) {
      const attempt = config._retryCount ?? 0;
      if (attempt < (options.getRetries ?? GET_RETRIES)) {
        config._retryCount = attempt + 1;
        await sleep(retryDelay(attempt));
        return api.request(config);
      }
      throw error;
    }

    if ((status === 401 || status === 403) && !isPublicPath(config.url)) {
      // A missing permission or an order outside the user's data says so on the screen.
      if (keepsSession(error)) throw error;
      if (status === 401) {
        if (!session.hasTokens()) {
          endSession();
          throw error;
        }
        if (!config._refreshed) {
          config._refreshed = true;
          // A call refused with a token that a finished refresh has since replaced is only sent
          // again: a second refresh would spend the new refresh token for nothing.
          const current = session.accessToken();
          if (!refreshing && current && config.headers.get('authorization') !== `Bearer ${current}`) {
            return api.request(config);
          }
          // If the refresh fails once, it is tried once more before the session ends.
          let ok = await refreshSession();
          if (!ok && session.hasTokens()) ok = await refreshSession();
          if (ok) return api.request(config);
          // A refused refresh has already ended the session.
          if (!session.hasTokens()) throw error;
        }
      }
      endSession();
    }
    throw error;
  });

  return {
    api,
    refreshSession,
    endSession,
    async refreshIfNeeded() {
      const left = session.msToExpiry();
      if (left === null) return;
      if (left <= REFRESH_BEFORE_EXPIRY_MS) await refreshSession();
    },
  };
}

export type RequestOptions = AxiosRequestConfig;
