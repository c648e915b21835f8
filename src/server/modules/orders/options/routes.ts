/**
 * What the creation form needs to offer: `GET /api/warehouses` (counter-sale pick-up points, read
 * by every signed-in user like the products) and `GET /api/orders/pricing-in-force` (for the
 * summary estimate; CREATE_ORDER, because sellers may not read the pricing configuration itself).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCESS } from '../../../../domain/access';
import { pricingInForceSchema, warehouseListSchema } from '../../../../domain/orders/creationOptions';
import { listActiveWarehouses, pricingInForce } from './service';

/** Under `/api/warehouses`. */
export const warehouseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['products'],
        summary: 'Active warehouses of the tenant, by name',
        response: { 200: warehouseListSchema },
      },
    },
    async (req) => ({ data: await req.tx((tx) => listActiveWarehouses(tx)) }),
  );
};

/** Under `/api/orders`. */
export const pricingInForceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/pricing-in-force',
    {
      config: { access: ACCESS.orders.createOptions },
      schema: {
        summary: 'Pricing values a new order is priced with (exchange rate, VAT, premium, handling)',
        response: { 200: pricingInForceSchema },
      },
    },
    async (req) => req.tx((tx) => pricingInForce(tx)),
  );
};
