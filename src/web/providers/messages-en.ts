/**
 * What the web app says in English first: react-admin's English package, then our core texts (the
 * orders and administration groups come with their screens: ./texts). Loaded on its own (see
 * ./i18n.ts) so Spanish stays out of it.
 */
import raEnglish from 'ra-language-english';
import { mergeTranslations, type TranslationMessages } from 'react-admin';
import { enCore } from '../../../i18n/en/app/core';
import { enServer } from '../../../i18n/en/server';

export const messages = mergeTranslations(raEnglish, { ...enServer, app: enCore }) as TranslationMessages;
