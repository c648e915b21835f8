/** The home's pipeline card: orders and tons per step (`GET /api/orders/count-by-status-with-tons`). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCESS } from '../../../../domain/access';
import { pipelineCountsQuerySchema, pipelineCountsSchema } from '../../../../domain/orders/pipeline';
import { pipelineCounts } from './service';

export const orderPipelineRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/count-by-status-with-tons',
    {
      config: { access: ACCESS.dashboard.pipeline },
      schema: {
        summary:
          'Orders and tons per pipeline step (open, created, released … invoiced), for the caller’s scope',
        description:
          'Each label is the status filter of the order list (`statusTab`) that lists the step’s orders. ' +
          'deliveryDateFrom and deliveryDateTo count only together; from after to answers 400.',
        querystring: pipelineCountsQuerySchema,
        response: { 200: pipelineCountsSchema },
      },
    },
    async (req) => req.tx((tx) => pipelineCounts(tx, req.actor, req.query)),
  );
};
