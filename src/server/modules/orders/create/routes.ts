/** `POST /api/orders`: create an order, or the orders of a multi-order, from the creation form. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { businessDay } from '../../../../domain/dates';
import { errorBodySchema } from '../../../../domain/errors';
import { orderCreatedSchema } from '../../../../domain/orders';
import { bearerSecurity } from '../../../plugins/requestContext';
import { parseOrderCreation } from './body';
import { createOrders } from './service';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};

export const orderCreateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/orders',
    {
      config: { permission: ['CREATE_ORDER', 'WRITE'] },
      schema: {
        tags: ['orders'],
        summary: 'Create an order (a multi-order creates one per delivery date, all or none)',
        description:
          'The body is the creation form (`OrderCreationInput` in src/domain/orders/creation.ts). ' +
          'It is validated per request against the delivery window of the day and the caller’s role, ' +
          'then customer, products, address, warehouse, seller and staged uploads are checked.',
        security: bearerSecurity,
        // The real schema depends on the day and the caller; see parseOrderCreation.
        body: z.record(z.string(), z.unknown()),
        response: { 201: orderCreatedSchema, ...errors },
      },
    },
    async (req, reply) => {
      const today = businessDay();
      const order = parseOrderCreation(req, today);
      const request = {
        ctx: app.ctx,
        claims: req.auth,
        t: req.t.bind(req),
        locale: req.locale,
        today,
      };
      const created = await req.tx((tx) => createOrders(tx, request, order));
      return reply.status(201).send(created);
    },
  );
};
