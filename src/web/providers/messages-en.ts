/**
 * Everything the web app says in English: react-admin's English package, then our catalogue.
 * Loaded on its own (see ./i18n.ts) so Spanish stays out of it.
 */
import raEnglish from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';
import { en } from '../../../i18n/en';
import { type MessageTree, mergeMessages } from './mergeMessages';

export const messages = mergeMessages(
  raEnglish as unknown as MessageTree,
  en as unknown as MessageTree,
) as unknown as TranslationMessages;
