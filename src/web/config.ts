/** Constants of the original client (its business constants and limits), in one place. */
export const IS_DEV = import.meta.env.DEV;

export const API_BASE = '/api';
/** Request timeout: 5 s (10 s in development); table data and other GETs retry up to 3 (1 in dev). */
export const REQUEST_TIMEOUT_MS = IS_DEV ? 10_000 : 5_000;
export const LONG_REQUEST_TIMEOUT_MS = 60_000;
export const GET_RETRIES = IS_DEV ? 1 : 3;
export const RETRY_BASE_DELAY_MS = 1_000;
export const RETRY_MAX_DELAY_MS = 30_000;
export const RETRYABLE_STATUSES = [500, 502, 503, 504] as const;

export const TOKEN_CHECK_INTERVAL_MS = 60_000;
export const REFRESH_BEFORE_EXPIRY_MS = 5 * 60_000;
export const MAX_REFRESH_FAILURES = 3;
export const REFRESH_BACKOFF_MS = 1_000;

export const ACCESS_COOKIE_DAYS = 7;
export const REFRESH_COOKIE_DAYS = 30;
export const LANGUAGE_COOKIE_DAYS = 365;
export const SIDEBAR_COOKIE_DAYS = 7;

export const LOGOUT_RESET_MS = 300;
export const SIDEBAR_LOGOUT_DELAY_MS = 150;
export const PASSWORD_RESET_REDIRECT_MS = 2_000;
export const COOKIE_BANNER_DELAY_MS = 100;

export const DEFAULT_PAGE_SIZE = 10;
export const NOTIFICATIONS_PAGE_SIZE = 20;
export const SEARCH_DEBOUNCE_MS = 300;

export const TIMEZONE = 'America/Mexico_City';
export const LOCALE_TAG = { es: 'es-MX', en: 'en-US' } as const;
export const DEFAULT_COLOR = '#003366';

export const BREAKPOINTS = { sm: 640, md: 768, lg: 1024, xl: 1280, xxl: 1536, xxxl: 1920 } as const;
