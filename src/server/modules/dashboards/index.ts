/**
 * Dashboards: the seven built-in dashboards' figures and files (`/dashboard-figures/{key}`), and
 * the signed embed URL of the tenant's external BI (`/dashboards/{id}/url`). Other modules import
 * only what this file exports.
 */
import { routeGroup } from '../../plugins/routeConventions';

export { dashboardFoldJob } from './foldJob';
export { foldSummaries } from './foldQueries';

import { dashboardEmbedRoutes } from './embedRoutes';
import { dashboardFigureRoutes } from './routes';

export const dashboardsModule = routeGroup(
  ['dashboards'],
  [
    [dashboardFigureRoutes, '/dashboard-figures'],
    [dashboardEmbedRoutes, '/dashboards'],
  ],
);
