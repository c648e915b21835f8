/** The push prompt's texts in English, downloaded with the prompt. */
import type { TranslationMessages } from 'react-admin';
import { enPushArea } from '../../../../i18n/en/app/push';

export const messages = { app: enPushArea } as unknown as TranslationMessages;
