/** Liveness `GET /api/health` and readiness `GET /api/ready`, both public. */
import { routeGroup } from '../../plugins/routeConventions';
import { liveRoutes, readyRoutes } from './routes';

export const healthModule = routeGroup(
  ['health'],
  [
    [liveRoutes, '/health'],
    [readyRoutes, '/ready'],
  ],
);
