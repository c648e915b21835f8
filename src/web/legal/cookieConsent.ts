/**
 * The visitor's cookie choice, kept one year in a cookie of its own, and the banner's states:
 * `initial` (first visit, shown after 100 ms), `accepted`, `rejected` (saving), `rejected_logged_out`,
 * `rejected_logged_in` (signing out), `collapsed` (hidden after a choice in this visit) and
 * `reopenable` (a later visit: only the small button that opens it again).
 */
import { getCookie, setCookie } from '../providers/cookies';

export const CONSENT_COOKIE = 'bo_cookie_consent';
export const CONSENT_COOKIE_DAYS = 365;

export type CookieChoice = 'accepted' | 'rejected';

export type BannerState =
  | 'pending'
  | 'initial'
  | 'accepted'
  | 'rejected'
  | 'rejected_logged_out'
  | 'rejected_logged_in'
  | 'collapsed'
  | 'reopenable';

export function savedChoice(): CookieChoice | null {
  const value = getCookie(CONSENT_COOKIE);
  return value === 'accepted' || value === 'rejected' ? value : null;
}

export function saveChoice(choice: CookieChoice): void {
  setCookie(CONSENT_COOKIE, choice, CONSENT_COOKIE_DAYS);
}

/** Where the banner starts once its delay has passed. */
export function firstState(choice: CookieChoice | null): BannerState {
  return choice ? 'reopenable' : 'initial';
}

/** States in which the full banner (not just the reopen button) is on screen. */
export function isOpen(state: BannerState, reopened: boolean): boolean {
  if (state === 'pending') return false;
  if (state === 'collapsed' || state === 'reopenable') return reopened;
  return true;
}

/**
 * The cookie choices are reopened from a control in the page's own flow (the sidebar, the sign-in
 * footer, the policy page), never from a floating button over the content: the control sends this
 * event and the banner, mounted once for the whole app, opens.
 */
const OPEN_PREFERENCES_EVENT = 'bo:cookie-preferences';

export function openCookiePreferences(): void {
  window.dispatchEvent(new Event(OPEN_PREFERENCES_EVENT));
}

/** Calls `open` whenever a cookie-preferences control is used; returns the unsubscribe. */
export function onCookiePreferencesRequest(open: () => void): () => void {
  window.addEventListener(OPEN_PREFERENCES_EVENT, open);
  return () => window.removeEventListener(OPEN_PREFERENCES_EVENT, open);
}
