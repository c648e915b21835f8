/**
 * The page to come back to after signing in. When a session ends, the API client reloads the app at
 * '/' (the sign-in page follows) and react-admin's own memory of the page is lost with the reload,
 * so the page is kept for the tab in sessionStorage; a redirect inside the app carries it in the
 * router's state instead. Only the app's own signed-in pages qualify (no other site, no sign-in page).
 */
const KEY = 'bo_return_to';
const PUBLIC = ['/', '/login', '/admin/login', '/password-recovery', '/oauth/callback'];

export function returnPathOf(path: unknown): string | null {
  if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//') || path.includes('\\'))
    return null;
  const pathname = path.split(/[?#]/)[0] ?? '';
  return PUBLIC.includes(pathname) ? null : path;
}

/** Kept when the session ends on a page, for the next sign-in in this tab. */
export function rememberReturnPage(path: string): void {
  const page = returnPathOf(path);
  if (page) sessionStorage.setItem(KEY, page);
}

/**
 * The page asked for: the router's state first, then the one kept at the session's end (kept until
 * a sign-in succeeds: the reload that ends a session may mount the sign-in page twice).
 */
export function returnPageOf(state: unknown): string | null {
  const asked = state as { nextPathname?: unknown; nextSearch?: unknown } | null | undefined;
  const fromState =
    typeof asked?.nextPathname === 'string'
      ? returnPathOf(`${asked.nextPathname}${typeof asked.nextSearch === 'string' ? asked.nextSearch : ''}`)
      : null;
  return fromState ?? returnPathOf(sessionStorage.getItem(KEY));
}

/** Once signed in, the kept page has served. */
export function forgetReturnPage(): void {
  sessionStorage.removeItem(KEY);
}
