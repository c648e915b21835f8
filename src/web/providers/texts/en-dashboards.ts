/** The dashboards' texts in English, downloaded with the first dashboard opened. */
import type { TranslationMessages } from 'react-admin';
import { enDashboardsArea } from '../../../../i18n/en/app/dashboards';

export const messages = { app: enDashboardsArea } as unknown as TranslationMessages;
