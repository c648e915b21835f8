/** The orders and finance texts in Spanish, downloaded with the first screen that shows them. */
import type { TranslationMessages } from 'react-admin';
import { esOrdersArea } from '../../../../i18n/es/app/ordersArea';

export const messages = { app: esOrdersArea } as unknown as TranslationMessages;
