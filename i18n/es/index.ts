import { esApp } from './app';
import { esServer } from './server';
import { notificationsServer } from './serverNotifications';

/** The Spanish catalogue (default language). */
/**
 * The notifications' texts are written by the server only (in each recipient's language): outside
 * the server catalogue the web app bundles, so the sign-in page does not download them.
 */
export const es = { ...esServer, notifications: notificationsServer, app: esApp } as const;
