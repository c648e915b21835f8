/** Liveness: `GET /api/health`, public. */
import { routeGroup } from '../../plugins/routeConventions';
import { healthRoutes } from './routes';

export const healthModule = routeGroup(['health'], [[healthRoutes, '/health']]);
