/** Cancellation reasons and cancelling an order, at the seeds' paths. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../../../domain/errors';
import { cancellationReasonSchema, orderCancelSchema } from '../../../../domain/orders/views';
import { bearerSecurity } from '../../../plugins/requestContext';
import { cancelOrder, incidentReasons } from './service';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};
const tags = ['orders'];

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

export const orderCancelRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/orders-incidents/reasons/:type',
    {
      config: {
        permission: [
          ['ORDER_CANCEL', 'READ'],
          ['ORDER_LISTING', 'READ'],
          ['ORDER_DETAIL_SUMMARY', 'READ'],
        ],
      },
      schema: {
        tags,
        summary: 'Active reasons of an incident type, described in the request language',
        security: bearerSecurity,
        params: z.object({ type: z.enum(INCIDENT_TYPES, { error: 'validation.invalidOption' }) }),
        response: { 200: z.array(cancellationReasonSchema), ...errors },
      },
    },
    async (req) => req.tx((tx) => incidentReasons(tx, req.params.type, req.locale)),
  );

  app.put(
    '/api/orders/cancel/:id',
    {
      config: { permission: ['ORDER_CANCEL', 'WRITE'] },
      schema: {
        tags,
        summary: 'Cancel an order (irreversible; refused once shipped, delivered or cancelled)',
        security: bearerSecurity,
        params: z.object({ id: z.uuid('validation.uuid') }),
        body: orderCancelSchema,
        response: { 200: cancelResultSchema, ...errors },
      },
    },
    async (req) => req.tx((tx) => cancelOrder(tx, req.auth, req.params.id, req.body, req.locale)),
  );
};
