/**
 * Starts, before the app's code has arrived, the requests its first screen makes: the tenant's theme
 * (every page), and for a signed-in visitor the profile (when this browser does not keep it) and,
 * on the order list, the list's first page as the list will ask for it. Built into the route-preload
 * script (vite.routePreload.ts), which the page runs as soon as it is downloaded: without it these
 * requests waited for the entry to download and run (theme), then for React to render the frame
 * (profile), then the list (orders), one after another. The app takes the answers through its API
 * client (providers/earlyAnswers.ts); a request it never makes only costs the server one read.
 *
 * The theme is asked at once (the entry's first await); the profile and the list once the files the
 * page preloads have arrived: with the embedded database the server answers a list in the same
 * thread that sends the files, and the screen cannot use the list before its code is here anyway.
 *
 * Same headers as the API client: tenant, language and the bearer token of the session cookie (the
 * same token the app would send, read from the same cookie). No token, or an expired one: only the
 * theme is asked; the app refreshes the session as usual.
 */
import { canAccessAction } from '../../domain/access';
import { API_BASE } from '../config';
import { DEFAULT_ORDER_FILTERS, DEFAULT_ORDER_SORT } from '../orders/list/orderListQuery';
import { EARLY_GLOBAL, type EarlyAnswer, type EarlyRequests, requestKey } from '../providers/earlyAnswers';
import { toListQuery } from '../providers/listQuery';
import { savedLocale } from '../providers/locale';
import { session } from '../providers/session';
import { currentTenant } from '../tenant';
import { LIST_PAGE_SIZE, listStoreKey } from '../ui/lists/listConfig';

/** The order list's URL (the list screen, not an order or the creation form). */
const ORDER_LIST_PATH = /^\/orders\/?$/;
/**
 * The order list's view (ORDER_LIST_VIEW, whose module would bring its schemas' library into this
 * small script; a test holds them equal).
 */
export const EARLY_ORDER_LIST_VIEW = 'orders';

/** react-admin's store key of a list's state (localStorageStore '1', app key `bo-<tenant>`, as App.tsx). */
export function storedListKey(tenant: string, view: string): string {
  return `RaStorebo-${tenant}.${listStoreKey(view)}`;
}

/**
 * The order list's first query on a first visit of this browser (no list state kept): the defaults
 * the list starts from. A kept state (another tab, page or search) is left to the list itself.
 */
export function firstOrderListQuery(): Record<string, string | number | boolean> | null {
  const query = toListQuery({
    pagination: { page: 1, perPage: LIST_PAGE_SIZE },
    sort: DEFAULT_ORDER_SORT,
    filter: { ...DEFAULT_ORDER_FILTERS },
  });
  const plain: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) return null;
    plain[key] = value;
  }
  return plain;
}

/** Set by the route-preload script: resolves once every file it preloads has arrived (or failed). */
const PRELOADED_GLOBAL = '__boPreloaded';

function filesPreloaded(): Promise<unknown> {
  return (
    (window as unknown as Record<string, Promise<unknown> | undefined>)[PRELOADED_GLOBAL] ?? Promise.resolve()
  );
}

function ask(
  requests: EarlyRequests,
  path: string,
  params: Record<string, string | number | boolean>,
  token: string | undefined,
  after: Promise<unknown> = Promise.resolve(),
): void {
  const headers: Record<string, string> = {
    'x-tenant': currentTenant(),
    'accept-language': savedLocale(),
    accept: 'application/json',
  };
  if (token) headers.authorization = `Bearer ${token}`;
  const key = requestKey(path, params);
  requests[key] = after
    .then(() => fetch(`${API_BASE}${key}`, { headers, credentials: 'same-origin' }))
    .then((res): Promise<EarlyAnswer | null> | null =>
      res.ok ? res.json().then((body: unknown) => ({ status: res.status, body, token })) : null,
    )
    .catch(() => null);
}

export function startEarlyRequests(): void {
  const requests: EarlyRequests = {};
  ask(requests, '/tenants/theme', {}, undefined);
  const token = session.accessToken();
  const left = session.msToExpiry();
  if (token && left !== null && left > 0) {
    const preloaded = filesPreloaded();
    if (!session.storedUser()) ask(requests, '/auth/profile', {}, token, preloaded);
    const tenant = currentTenant();
    const claims = session.claims();
    // The list's own gate (screen.tsx): a role that may not see it is not asked for it.
    const mayList = canAccessAction(
      { permissions: claims?.permissions ?? [], role: claims?.role },
      'orders',
      'list',
    );
    if (
      mayList &&
      ORDER_LIST_PATH.test(location.pathname) &&
      !localStorage.getItem(storedListKey(tenant, EARLY_ORDER_LIST_VIEW))
    ) {
      const query = firstOrderListQuery();
      if (query) ask(requests, '/orders', query, token, preloaded);
    }
  }
  (window as unknown as Record<string, EarlyRequests>)[EARLY_GLOBAL] = requests;
}
