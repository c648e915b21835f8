/**
 * What the web app says in English first: react-admin's English package, then our core texts (the
 * orders and administration groups come with their screens: ./texts). Loaded on its own (see
 * ./i18n.ts) so Spanish stays out of it.
 */
import raEnglish from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';
import { enCore } from '../../../i18n/en/app/core';
import { enServer } from '../../../i18n/en/server';
import { type MessageTree, mergeMessages } from './mergeMessages';

export const messages = mergeMessages(
  raEnglish as unknown as MessageTree,
  { ...enServer, app: enCore } as unknown as MessageTree,
) as unknown as TranslationMessages;
