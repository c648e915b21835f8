/**
 * `GET /api/dashboards/{id}/url` for each dashboard's embed id (4, 14, 16, 19, 20, 21, 22), each
 * with that dashboard's permission; another id is no route (404). Query parameters the original
 * client sends (embed_domain, is_for_sales, salesperson_filter) are ignored: the server decides
 * the filters from who asks.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCESS } from '../../../domain/access';
import { DASHBOARDS, dashboardEmbedSchema } from '../../../domain/dashboards';
import { dashboardEmbedUrl } from './embed';

export const dashboardEmbedRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const dashboard of Object.values(DASHBOARDS)) {
    app.get(
      `/${dashboard.embedId}/url`,
      {
        config: { access: ACCESS.dashboard[dashboard.key] },
        schema: {
          summary: `The external BI's ${dashboard.key} dashboard (id ${dashboard.embedId}): a signed embed URL, valid 10 minutes; 404 when no BI is configured`,
          response: { 200: dashboardEmbedSchema },
        },
      },
      async (req) => req.tx((tx) => dashboardEmbedUrl(tx, req.actor, dashboard, app.ctx.env)),
    );
  }
};
