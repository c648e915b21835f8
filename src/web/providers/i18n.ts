/**
 * The app's polyglot i18nProvider, one language at a time: main.tsx loads the saved language's
 * messages before the first render, and a switch of language loads the other one on demand
 * (ra-i18n-polyglot accepts a Promise on locale change). Spanish is the default.
 */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../domain/i18n';

const loaded = new Map<Locale, TranslationMessages>();

const isLocale = (value: string): value is Locale => (LOCALES as readonly string[]).includes(value);

/** The messages of one language, downloaded once. */
export async function loadMessages(locale: Locale): Promise<TranslationMessages> {
  const ready = loaded.get(locale);
  if (ready) return ready;
  const { messages } = await (locale === 'en' ? import('./messages-en') : import('./messages-es'));
  loaded.set(locale, messages);
  return messages;
}

/** Call after `loadMessages(locale)`: the first language must be at hand synchronously. */
export function createI18nProvider(locale: Locale): I18nProvider {
  return polyglotI18nProvider(
    (requested) => {
      const wanted = isLocale(requested) ? requested : DEFAULT_LOCALE;
      return loaded.get(wanted) ?? loadMessages(wanted);
    },
    locale,
    [
      { locale: 'es', name: 'Español' },
      { locale: 'en', name: 'English' },
    ],
    { allowMissing: false },
  );
}
