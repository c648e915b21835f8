/**
 * The app's polyglot i18nProvider, one language at a time and one group of texts at a time:
 * main.tsx loads the saved language's core texts before the first render; each screen that needs
 * the orders, the administration, the dashboards or the price-request texts loads that group first (`withTexts`, used by the lazy
 * screens); a switch of language loads the other language's core and every group already loaded.
 * Spanish is the default.
 */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { type I18nProvider, mergeTranslations, type TranslationMessages } from 'react-admin';
import type { TextGroup } from '../../../i18n/areas';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../domain/i18n';

type MessagesModule = Promise<{ messages: TranslationMessages }>;

const coreLoaders: Record<Locale, () => MessagesModule> = {
  es: () => import('./messages-es'),
  en: () => import('./messages-en'),
};

const groupLoaders: Record<Locale, Record<TextGroup, () => MessagesModule>> = {
  es: {
    orders: () => import('./texts/es-orders'),
    admin: () => import('./texts/es-admin'),
    dashboards: () => import('./texts/es-dashboards'),
    priceRequests: () => import('./texts/es-priceRequests'),
    push: () => import('./texts/es-push'),
  },
  en: {
    orders: () => import('./texts/en-orders'),
    admin: () => import('./texts/en-admin'),
    dashboards: () => import('./texts/en-dashboards'),
    priceRequests: () => import('./texts/en-priceRequests'),
    push: () => import('./texts/en-push'),
  },
};

const LOCALE_NAMES = [
  { locale: 'es', name: 'Español' },
  { locale: 'en', name: 'English' },
];

/** Downloads, once each: a language's core, and a group in a language. */
const downloads = new Map<string, Promise<TranslationMessages>>();
/** The same, once they have arrived: the first render needs its language synchronously. */
const arrived = new Map<string, TranslationMessages>();
const download = (key: string, load: () => MessagesModule) => {
  let pending = downloads.get(key);
  if (!pending) {
    pending = load().then((m) => {
      arrived.set(key, m.messages);
      return m.messages;
    });
    // A failed download (network) may be tried again by the next screen.
    pending.catch(() => downloads.delete(key));
    downloads.set(key, pending);
  }
  return pending;
};

const isLocale = (value: string): value is Locale => (LOCALES as readonly string[]).includes(value);

/** The core messages of one language, downloaded once. */
export function loadMessages(locale: Locale): Promise<TranslationMessages> {
  return download(`core:${locale}`, coreLoaders[locale]);
}

/** The messages of one language: its core and the given groups, merged. */
async function catalogue(locale: Locale, groups: Iterable<TextGroup>): Promise<TranslationMessages> {
  const parts = await Promise.all([
    loadMessages(locale),
    ...[...groups].map((group) => download(`${group}:${locale}`, groupLoaders[locale][group])),
  ]);
  return mergeTranslations(...parts) as TranslationMessages;
}

const polyglotFor = (locale: Locale, messages: TranslationMessages) =>
  polyglotI18nProvider(() => messages, locale, LOCALE_NAMES, { allowMissing: false });

/** What the running app has: its language, the groups asked for, and the polyglot in force. */
interface ActiveTexts {
  locale: Locale;
  /** The language being switched to (the same as `locale` when no switch is under way). */
  target: Locale;
  groups: Set<TextGroup>;
  inner: I18nProvider;
  /** Rebuilds are numbered: only the latest one puts its catalogue in force. */
  sequence: number;
  latest: Promise<void>;
}
let active: ActiveTexts | null = null;

/** Builds the catalogue of the target language with every group asked for, and puts it in force. */
function rebuild(state: ActiveTexts): Promise<void> {
  const mine = ++state.sequence;
  const locale = state.target;
  const run = catalogue(locale, state.groups).then((messages) => {
    // A later language switch or group supersedes this catalogue: wait for that one instead.
    if (mine !== state.sequence) return state.latest;
    state.locale = locale;
    state.inner = polyglotFor(locale, messages);
  });
  state.latest = run;
  return run;
}

/** Call after `loadMessages(locale)`: the first language must be at hand synchronously. */
export function createI18nProvider(locale: Locale): I18nProvider {
  const core = arrived.get(`core:${locale}`);
  if (!core) throw new Error(`createI18nProvider: the ${locale} messages are not loaded yet`);
  const state: ActiveTexts = {
    locale,
    target: locale,
    groups: new Set(),
    inner: polyglotFor(locale, core),
    sequence: 0,
    latest: Promise.resolve(),
  };
  active = state;
  return {
    translate: (key, options) => state.inner.translate(key, options),
    changeLocale: (requested) => {
      state.target = isLocale(requested) ? requested : DEFAULT_LOCALE;
      return rebuild(state);
    },
    getLocale: () => state.locale,
    getLocales: () => LOCALE_NAMES,
  };
}

/**
 * Makes sure the groups' texts are in force before a screen renders (a screen's lazy import waits
 * on it). Without a running provider (tests build their own with every text) it only resolves.
 */
export async function loadTextGroups(groups: TextGroup[]): Promise<void> {
  const state = active;
  if (!state) return;
  // Already asked for: wait for it, or ask again if that download failed.
  if (groups.every((group) => state.groups.has(group))) return state.latest.catch(() => rebuild(state));
  for (const group of groups) state.groups.add(group);
  return rebuild(state);
}

/** A lazy screen's import that also brings the texts it speaks with. */
export function withTexts<M>(groups: TextGroup[], load: () => Promise<M>): Promise<M> {
  return Promise.all([load(), loadTextGroups(groups)]).then(([module]) => module);
}
