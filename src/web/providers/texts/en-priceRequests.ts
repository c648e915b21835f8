/** The price-request texts in English, downloaded with the first price-request screen. */
import type { TranslationMessages } from 'react-admin';
import { enPriceRequestsArea } from '../../../../i18n/en/app/priceRequestsArea';

export const messages = { app: enPriceRequestsArea } as unknown as TranslationMessages;
