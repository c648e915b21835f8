/**
 * What the web app says in English first: react-admin's English package, then our core texts (the
 * orders and administration groups come with their screens: ./texts). Loaded on its own (see
 * ./i18n.ts) so Spanish stays out of it.
 */
import raEnglish from 'ra-language-english';
import { mergeTranslations, type TranslationMessages } from 'react-admin';
import { enCore } from '../../../i18n/en/app/core';
import { enServer } from '../../../i18n/en/server';

/** react-admin's 404 page adds its own final period to this text. */
const notFoundMessage = {
  ra: { message: { not_found: 'Either you typed a wrong URL, or you followed a bad link' } },
};

export const messages = mergeTranslations(raEnglish, notFoundMessage, {
  ...enServer,
  app: enCore,
}) as TranslationMessages;
