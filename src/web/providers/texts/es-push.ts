/** The push prompt's texts in Spanish, downloaded with the prompt. */
import type { TranslationMessages } from 'react-admin';
import { esPushArea } from '../../../../i18n/es/app/push';

export const messages = { app: esPushArea } as unknown as TranslationMessages;
