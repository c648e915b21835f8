/**
 * Everything the web app says in Spanish: react-admin's Spanish package, completed and corrected by
 * i18n/es/ra.ts, then our catalogue. Loaded on its own (see ./i18n.ts) so English stays out of it.
 */
import raSpanish from 'ra-language-spanish';
import type { TranslationMessages } from 'react-admin';
import { es } from '../../../i18n/es';
import { raSpanishCompletion } from '../../../i18n/es/ra';
import { type MessageTree, mergeMessages } from './mergeMessages';

export const messages = mergeMessages(
  raSpanish as MessageTree,
  raSpanishCompletion as MessageTree,
  es as unknown as MessageTree,
) as unknown as TranslationMessages;
