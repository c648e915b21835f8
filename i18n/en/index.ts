import type { CatalogueShape } from '../shape';
import { enApp } from './app';
import { enServer } from './server';
import { notificationsServer } from './serverNotifications';

/** The English catalogue: exactly the Spanish keys (the types and a test keep them in step). */
export const en: CatalogueShape = { ...enServer, notifications: notificationsServer, app: enApp };
