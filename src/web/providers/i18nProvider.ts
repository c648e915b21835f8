/**
 * Both catalogues at once, merged the way the app merges them (react-admin's package, our completion,
 * our catalogue), for tests and tools. The app itself loads one language at a time through
 * ./i18n.ts and reads the saved language from ./locale.ts, so it never imports this module.
 */
import type { TranslationMessages } from 'react-admin';
import type { Locale } from '../../domain/i18n';
import { messages as en } from './messages-en';
import { messages as es } from './messages-es';

export { createI18nProvider, loadMessages } from './i18n';
export { savedLocale, saveLocale } from './locale';
export { mergeMessages } from './mergeMessages';

export const messages: Record<Locale, TranslationMessages> = { es, en };
