/**
 * Message lookup shared by the server and the web app. Catalogues live in `i18n/`; a message is
 * addressed by a dotted key and may interpolate `%{name}` like polyglot does.
 */
export const LOCALES = ['es', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'es';

export type Catalogue = { readonly [key: string]: string | Catalogue };
export type MessageVars = Readonly<Record<string, string | number>>;
/** A message key (and its values) to text in one language: the request's, on the server. */
export type Translate = (key: string, vars?: MessageVars) => string;

export function lookup(catalogue: Catalogue, key: string): string | undefined {
  let node: string | Catalogue | undefined = catalogue;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

export function interpolate(text: string, vars: MessageVars = {}): string {
  return text.replace(/%\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

/** Picks the first supported language of an Accept-Language header; Spanish when none matches. */
export function localeFromAcceptLanguage(header: string | undefined | null): Locale {
  if (!header) return DEFAULT_LOCALE;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { lang: tag.trim().slice(0, 2).toLowerCase(), q: q ? Number(q.trim().slice(2)) || 0 : 1 };
    })
    .sort((a, b) => b.q - a.q);
  for (const { lang } of ranked) {
    if ((LOCALES as readonly string[]).includes(lang)) return lang as Locale;
  }
  return DEFAULT_LOCALE;
}

/** Flattens a catalogue to its dotted keys (used by the test that keeps es and en in step). */
export function catalogueKeys(catalogue: Catalogue, prefix = ''): string[] {
  return Object.entries(catalogue).flatMap(([k, v]) =>
    typeof v === 'string' ? [`${prefix}${k}`] : catalogueKeys(v, `${prefix}${k}.`),
  );
}
