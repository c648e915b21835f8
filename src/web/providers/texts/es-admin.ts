/** The catalogue and settings texts in Spanish, downloaded with the first screen that shows them. */
import type { TranslationMessages } from 'react-admin';
import { esAdminArea } from '../../../../i18n/es/app/adminArea';

export const messages = { app: esAdminArea } as unknown as TranslationMessages;
