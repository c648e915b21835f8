/**
 * Both catalogues at once, whole, merged the way the app merges them (react-admin's package, our
 * completion, our core texts and every group), for tests and tools. The app itself loads one
 * language and one group at a time through ./i18n.ts and reads the saved language from
 * ./locale.ts, so it never imports this module.
 */
import { mergeTranslations, type TranslationMessages } from 'react-admin';
import type { Locale } from '../../domain/i18n';
import { messages as enCore } from './messages-en';
import { messages as esCore } from './messages-es';
import { messages as enAdmin } from './texts/en-admin';
import { messages as enDashboards } from './texts/en-dashboards';
import { messages as enOrders } from './texts/en-orders';
import { messages as enPriceRequests } from './texts/en-priceRequests';
import { messages as enPush } from './texts/en-push';
import { messages as esAdmin } from './texts/es-admin';
import { messages as esDashboards } from './texts/es-dashboards';
import { messages as esOrders } from './texts/es-orders';
import { messages as esPriceRequests } from './texts/es-priceRequests';
import { messages as esPush } from './texts/es-push';

export { createI18nProvider, loadMessages } from './i18n';
export { savedLocale, saveLocale } from './locale';

const all = (...parts: TranslationMessages[]) => mergeTranslations(...parts) as TranslationMessages;

/** Every text of each language: the core and every group. */
export const messages: Record<Locale, TranslationMessages> = {
  es: all(esCore, esOrders, esAdmin, esDashboards, esPriceRequests, esPush),
  en: all(enCore, enOrders, enAdmin, enDashboards, enPriceRequests, enPush),
};
