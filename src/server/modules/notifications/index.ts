/** Notifications: the signed-in user's list and, for other features, `createNotification`. */
import { routeGroup } from '../../plugins/routeConventions';
import { notificationRoutes } from './routes';

export { createNotification, type NewNotification } from './service';

export const notificationsModule = routeGroup(
  ['notifications'],
  [[notificationRoutes, '/user-notifications']],
);
