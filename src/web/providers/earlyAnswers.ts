/**
 * The answers of the requests the page started before the app's code arrived (earlyRequests.ts,
 * run by the route-preload script): each is handed, once, to the API client's first GET of the same
 * path and query, instead of asking the server again. A request that failed (or an expired token's
 * 401) answers nothing here and the client asks as usual, with its refresh and retry rules.
 */
import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { AxiosHeaders } from 'axios';

/** What an early request kept: the status and the parsed body of a successful answer. */
export interface EarlyAnswer {
  status: number;
  body: unknown;
  /**
   * The access token it was asked with (none for a public read such as the theme): only a request
   * made with the same token takes it, so a session changed meanwhile never reads another's answer.
   */
  token?: string;
}

export type EarlyRequests = Record<string, Promise<EarlyAnswer | null>>;

/** Where the early script leaves its requests for the app. */
export const EARLY_GLOBAL = '__boEarly';

/** Past this age of the page the answers are not used: they are the first screen's, not later ones'. */
export const EARLY_ANSWER_MAX_AGE_MS = 15_000;

type Params = Record<string, unknown>;

/** A request's identity: its path (without the API prefix) and its query, keys sorted. */
export function requestKey(path: string, params: Params = {}): string {
  const query = Object.keys(params)
    .filter((key) => params[key] !== undefined && params[key] !== null)
    .sort()
    .map((key) => `${encodeURIComponent(key)}=${encodeURIComponent(String(params[key]))}`)
    .join('&');
  return query ? `${path}?${query}` : path;
}

function earlyRequests(): EarlyRequests | undefined {
  return (window as unknown as Record<string, EarlyRequests | undefined>)[EARLY_GLOBAL];
}

/** The early answer for a request (once), or undefined when none was started for it. */
export function takeEarlyAnswer(path: string, params?: Params): Promise<EarlyAnswer | null> | undefined {
  const requests = earlyRequests();
  if (!requests || performance.now() > EARLY_ANSWER_MAX_AGE_MS) return undefined;
  const key = requestKey(path, params);
  const answer = requests[key];
  delete requests[key];
  return answer;
}

/** The request's path relative to the client's base URL ('/api/orders' and '/orders' alike). */
function pathOf(config: InternalAxiosRequestConfig): string {
  const url = config.url ?? '';
  const base = config.baseURL ?? '';
  return base && url.startsWith(base) ? url.slice(base.length) : url;
}

/**
 * The API client's adapter: a GET that an early request already made, with the same session, gets
 * that answer; every other call, and a GET whose early request failed, goes to the network through
 * `next`.
 */
export function withEarlyAnswers(next: AxiosAdapter): AxiosAdapter {
  return async (config) => {
    const params = config.params as Params | undefined;
    const early =
      config.method?.toLowerCase() === 'get' && !config.url?.includes('?')
        ? takeEarlyAnswer(pathOf(config), params)
        : undefined;
    const answer = early ? await early : null;
    if (!answer || (answer.token && config.headers.get('authorization') !== `Bearer ${answer.token}`)) {
      return next(config);
    }
    const response: AxiosResponse = {
      data: answer.body,
      status: answer.status,
      statusText: 'OK',
      headers: new AxiosHeaders({ 'content-type': 'application/json' }),
      config,
      request: null,
    };
    return response;
  };
}
