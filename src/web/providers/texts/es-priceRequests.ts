/** The price-request texts in Spanish, downloaded with the first price-request screen. */
import type { TranslationMessages } from 'react-admin';
import { esPriceRequestsArea } from '../../../../i18n/es/app/priceRequestsArea';

export const messages = { app: esPriceRequestsArea } as unknown as TranslationMessages;
