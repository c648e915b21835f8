/** Server texts: a message key of the catalogues in one language, Spanish when a text is missing. */
import { catalogues } from '../../i18n';
import { interpolate, type Locale, lookup, type MessageVars } from '../domain/i18n';

export function translate(locale: Locale, key: string, vars?: MessageVars): string {
  const text = lookup(catalogues[locale], key) ?? lookup(catalogues.es, key) ?? key;
  return interpolate(text, vars);
}
