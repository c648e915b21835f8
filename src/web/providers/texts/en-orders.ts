/** The orders and finance texts in English, downloaded with the first screen that shows them. */
import type { TranslationMessages } from 'react-admin';
import { enOrdersArea } from '../../../../i18n/en/app/ordersArea';

export const messages = { app: enOrdersArea } as unknown as TranslationMessages;
