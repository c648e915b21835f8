/** Browser push subscriptions: the user's devices, and what the sender and sign-out need of them. */
import { routeGroup } from '../../plugins/routeConventions';
import { pushRoutes } from './routes';

export { deleteSubscriptions, markDelivered, type PushSubscriptionRow, subscriptionsOfUser } from './queries';
export { forgetDeviceAtSignOut } from './service';

export const pushModule = routeGroup(['push'], [[pushRoutes, '/push']]);
