/** The catalogue and settings texts in English, downloaded with the first screen that shows them. */
import type { TranslationMessages } from 'react-admin';
import { enAdminArea } from '../../../../i18n/en/app/adminArea';

export const messages = { app: enAdminArea } as unknown as TranslationMessages;
