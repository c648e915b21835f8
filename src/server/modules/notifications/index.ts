/**
 * Notifications: the signed-in user's list and preferences, `notify` for business events (the
 * recipients of each kind, their language, the live event and the push), and `createNotification`
 * for a message written by hand.
 */
import { routeGroup } from '../../plugins/routeConventions';
import { notificationPreferenceRoutes } from './preferenceRoutes';
import { notificationRoutes } from './routes';

export { type NotifyInput, notify } from './notify';
export type { LocalizedText, NotificationParams } from './params';
export { notificationPushJob } from './pushJob';
export { storedRendering } from './rendering';
export { createNotification, type NewNotification } from './service';
export { notifyStepReached } from './steps';
export { type Audience, renderNotification } from './texts';

export const notificationsModule = routeGroup(
  ['notifications'],
  [
    [notificationPreferenceRoutes, '/user-notifications'],
    [notificationRoutes, '/user-notifications'],
  ],
);
