/**
 * Polyglot i18n: Spanish (react-admin's Spanish package completed by i18n/es/ra.ts) by default,
 * English on request; the choice lives in a cookie for 365 days.
 */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import raEnglish from 'ra-language-english';
import raSpanish from 'ra-language-spanish';
import type { TranslationMessages } from 'react-admin';
import { en, es } from '../../../i18n';
import { raSpanishCompletion } from '../../../i18n/es/ra';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../domain/i18n';
import { LANGUAGE_COOKIE_DAYS } from '../config';
import { getCookie, setCookie } from './cookies';

const LANGUAGE_COOKIE = 'bo_lang';

type Tree = { [key: string]: string | Tree };

/** Deep merge of message trees: later trees win key by key. */
export function mergeMessages(...trees: Tree[]): Tree {
  const out: Tree = {};
  for (const tree of trees) {
    for (const [key, value] of Object.entries(tree)) {
      const existing = out[key];
      out[key] =
        typeof value === 'object' && typeof existing === 'object' ? mergeMessages(existing, value) : value;
    }
  }
  return out;
}

export const messages: Record<Locale, TranslationMessages> = {
  es: mergeMessages(
    raSpanish as Tree,
    raSpanishCompletion as Tree,
    es as unknown as Tree,
  ) as unknown as TranslationMessages,
  en: mergeMessages(raEnglish as unknown as Tree, en as unknown as Tree) as unknown as TranslationMessages,
};

export function savedLocale(): Locale {
  const saved = getCookie(LANGUAGE_COOKIE);
  return (LOCALES as readonly string[]).includes(saved ?? '') ? (saved as Locale) : DEFAULT_LOCALE;
}

export function saveLocale(locale: Locale): void {
  setCookie(LANGUAGE_COOKIE, locale, LANGUAGE_COOKIE_DAYS);
  document.documentElement.lang = locale;
}

export const i18nProvider = polyglotI18nProvider(
  (locale) => messages[locale as Locale] ?? messages.es,
  savedLocale(),
  [
    { locale: 'es', name: 'Español' },
    { locale: 'en', name: 'English' },
  ],
  { allowMissing: false },
);
