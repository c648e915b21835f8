/**
 * What the creation form needs to offer: `GET /api/warehouses` (counter-sale pick-up points, read
 * by every signed-in user like the products) and `GET /api/orders/pricing-in-force` (for the
 * summary estimate; CREATE_ORDER, because sellers may not read the pricing configuration itself).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '../../../domain/errors';
import { pricingInForceSchema, warehouseListSchema } from '../../../domain/orders/creationOptions';
import { bearerSecurity } from '../../plugins/requestContext';
import { listActiveWarehouses, pricingInForce } from './creationOptions';

const errors = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

export const orderCreationOptionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/warehouses',
    {
      schema: {
        tags: ['products'],
        summary: 'Active warehouses of the tenant, by name',
        security: bearerSecurity,
        response: { 200: warehouseListSchema, ...errors },
      },
    },
    async (req) => ({ data: await req.tx((tx) => listActiveWarehouses(tx)) }),
  );

  app.get(
    '/api/orders/pricing-in-force',
    {
      config: { permission: ['CREATE_ORDER', 'READ'] },
      schema: {
        tags: ['orders'],
        summary: 'Pricing values a new order is priced with (exchange rate, VAT, premium, handling)',
        security: bearerSecurity,
        response: { 200: pricingInForceSchema, ...errors },
      },
    },
    async (req) => req.tx((tx) => pricingInForce(tx)),
  );
};
