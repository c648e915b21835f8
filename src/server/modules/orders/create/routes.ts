/** `POST /api/orders`: create an order, or the orders of a multi-order, from the creation form. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCESS } from '../../../../domain/access';
import { businessDay } from '../../../../domain/dates';
import { orderCreatedSchema, orderCreationBodySchema, orderCreationSchema } from '../../../../domain/orders';
import { bodyRulesOf } from '../../../plugins/requestRules';
import { mspRefusalResponse } from '../../priceRequests';
import { createOrders } from './service';

export const orderCreateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '',
    {
      config: { access: ACCESS.orders.create },
      // The delivery window starts on the actor's business day (Mexico City) and admin or customer
      // service must name a seller: rules of this request, checked before the static shape.
      preValidation: bodyRulesOf((req) =>
        orderCreationSchema({ today: businessDay(req.actor.now), role: req.actor.claims.role }),
      ),
      schema: {
        summary: 'Create an order (a multi-order creates one per delivery date, all or none)',
        description:
          'The body is the creation form. Besides this shape, each delivery date must fall between today ' +
          '(Mexico City) and the last day of next month, and admin or customer service must name the seller ' +
          'of an invoiced order whose client is not invoiced (samples excepted); then customer, products, ' +
          'address, warehouse, seller and staged uploads are checked. A line priced below the MSP approved for ' +
          'its customer × product answers 422 PRICE_BELOW_MSP (details: the lines) unless `mspOverride` comes ' +
          'from pricing; `priceRequestId` links the approved request the order is made from.',
        body: orderCreationBodySchema,
        response: { 201: orderCreatedSchema, ...mspRefusalResponse },
      },
    },
    async (req, reply) => {
      const created = await req.tx((tx) => createOrders(tx, req.actor, req.body, app.ctx));
      return reply.status(201).send(created);
    },
  );
};
