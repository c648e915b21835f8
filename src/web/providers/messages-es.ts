/**
 * What the web app says in Spanish first: react-admin's Spanish package, completed and corrected by
 * i18n/es/ra.ts, then our core texts (the orders and administration groups come with their screens:
 * ./texts). Loaded on its own (see ./i18n.ts) so English stays out of it.
 */
import raSpanish from 'ra-language-spanish';
import { mergeTranslations, type TranslationMessages } from 'react-admin';
import { esCore } from '../../../i18n/es/app/core';
import { raSpanishCompletion } from '../../../i18n/es/ra';
import { esServer } from '../../../i18n/es/server';

export const messages = mergeTranslations(raSpanish, raSpanishCompletion, {
  ...esServer,
  app: esCore,
}) as TranslationMessages;
