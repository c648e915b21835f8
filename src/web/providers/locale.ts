/**
 * The user's language: a cookie kept 365 days (Spanish when absent). Free of the catalogues, so the
 * API client and the language switches can read and save it without pulling any messages.
 */
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../domain/i18n';
import { LANGUAGE_COOKIE_DAYS } from '../config';
import { getCookie, setCookie } from './cookies';

const LANGUAGE_COOKIE = 'bo_lang';

export function savedLocale(): Locale {
  const saved = getCookie(LANGUAGE_COOKIE);
  return (LOCALES as readonly string[]).includes(saved ?? '') ? (saved as Locale) : DEFAULT_LOCALE;
}

export function saveLocale(locale: Locale): void {
  setCookie(LANGUAGE_COOKIE, locale, LANGUAGE_COOKIE_DAYS);
  document.documentElement.lang = locale;
}
