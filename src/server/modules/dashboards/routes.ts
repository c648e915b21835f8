/**
 * The built-in dashboards' figures and their files, one route each per dashboard so each carries
 * its own permission (`ACCESS.dashboard.<key>`) and its own answer schema; a key that is not a
 * dashboard is no route (404).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACCESS } from '../../../domain/access';
import {
  DASHBOARD_KEYS,
  type DashboardKey,
  dashboardFiguresSchemas,
  dashboardQuerySchema,
} from '../../../domain/dashboards';
import { dashboardExport, XLSX_CONTENT_TYPE } from './export/service';
import { dashboardFigures } from './service';

const fileResponse = {
  description: 'The xlsx file, as an attachment: a sheet with the filters, then one per table of the figures',
  content: { [XLSX_CONTENT_TYPE]: { schema: z.file() } },
};

const TITLES: Record<DashboardKey, string> = {
  sales: 'sales (orders not cancelled, by creation day)',
  inventory: 'inventory management (stock now, demand due in the range)',
  performance: 'performance (cycle times, on-time deliveries, release lead time)',
  mtd: 'month-to-date projection (the month of `to`)',
  onboarding: 'onboarding tracking (customers created in the range)',
  kpis: 'executive KPIs',
  purchaseOrders: 'purchase orders (lots received in the range)',
};

export const dashboardFigureRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const key of DASHBOARD_KEYS) {
    app.get(
      `/${key}`,
      {
        config: { access: ACCESS.dashboard[key] },
        schema: {
          summary: `Dashboard figures: ${TITLES[key]}, within the caller's data`,
          querystring: dashboardQuerySchema,
          response: { 200: dashboardFiguresSchemas[key] },
        },
      },
      // One snapshot: a dashboard's figures come from several statements and must agree.
      async (req) => req.tx((tx) => dashboardFigures(tx, req.actor, key, req.query), { snapshot: true }),
    );

    app.get(
      `/${key}/export`,
      {
        config: { access: ACCESS.dashboard[key] },
        schema: {
          summary: `The ${key} dashboard's figures as an xlsx file (same filters and scope)`,
          querystring: dashboardQuerySchema,
          response: { 200: fileResponse },
        },
      },
      async (req, reply) => {
        const { fileName, file } = await req.tx((tx) => dashboardExport(tx, req.actor, key, req.query), {
          snapshot: true,
        });
        return reply
          .header('content-type', XLSX_CONTENT_TYPE)
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .send(file as unknown as File);
      },
    );
  }
};
