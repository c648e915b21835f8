/** The dashboards' texts in Spanish, downloaded with the first dashboard opened. */
import type { TranslationMessages } from 'react-admin';
import { esDashboardsArea } from '../../../../i18n/es/app/dashboards';

export const messages = { app: esDashboardsArea } as unknown as TranslationMessages;
