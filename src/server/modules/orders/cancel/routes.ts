/** Cancellation reasons (`/api/orders-incidents/reasons/{type}`) and cancelling an order (`PUT /api/orders/cancel/{id}`). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACCESS } from '../../../../domain/access';
import { idParamsSchema } from '../../../../domain/lists';
import { cancellationReasonSchema, orderCancelSchema } from '../../../../domain/orders/views';
import { cancelOrder, incidentReasons } from './service';

/** Incident types with reasons; cancellations only for now. */
export const INCIDENT_TYPES = ['cancel'] as const;

const cancelResultSchema = z.object({
  id: z.uuid(),
  opsStatus: z.string(),
  version: z.number().int(),
  cancellation: z.object({
    reasonId: z.uuid(),
    reason: z.string(),
    other: z.string().nullable(),
    at: z.string(),
  }),
});

/** Under `/api/orders-incidents`. */
export const incidentReasonRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/reasons/:type',
    {
      config: { access: ACCESS.orders.cancelReasons },
      schema: {
        summary: 'Active reasons of an incident type, described in the request language',
        params: z.object({ type: z.enum(INCIDENT_TYPES, { error: 'validation.invalidOption' }) }),
        response: { 200: z.array(cancellationReasonSchema) },
      },
    },
    async (req) => req.tx((tx) => incidentReasons(tx, req.params.type, req.locale)),
  );
};

/** Under `/api/orders`. */
export const orderCancelRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/cancel/:id',
    {
      config: { access: ACCESS.orders.cancel },
      schema: {
        summary: 'Cancel an order (irreversible; refused once shipped, delivered or cancelled)',
        params: idParamsSchema,
        body: orderCancelSchema,
        response: { 200: cancelResultSchema },
      },
    },
    async (req) => req.tx((tx) => cancelOrder(tx, req.actor, req.params.id, req.body)),
  );
};
