/**
 * What the creation form needs to offer: `GET /api/orders/warehouses` (counter-sale pick-up
 * points; `/api/warehouses` is the inventory's warehouse catalogue), `GET /api/orders/pricing-in-force` (for the
 * summary estimate; CREATE_ORDER, because sellers may not read the pricing configuration itself)
 * and `GET /api/orders/agreed-prices` (the prices a customer orders at in the portal).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCESS } from '../../../../domain/access';
import { pricingInForceSchema, warehouseListSchema } from '../../../../domain/orders/creationOptions';
import {
  agreedPriceListSchema,
  agreedPricesQuerySchema,
  customerPaymentTermsSchema,
} from '../../../../domain/orders/customerOrdering';
import { agreedPrices } from '../create/agreedPrices';
import { customerPaymentTerms } from '../create/paymentTerms';
import { listActiveWarehouses, pricingInForce } from './service';

/** Under `/api/orders`. */
export const pricingInForceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/warehouses',
    {
      config: { access: ACCESS.orders.createOptions },
      schema: {
        summary: 'Active warehouses of the tenant a counter sale may be picked up from, by name',
        response: { 200: warehouseListSchema },
      },
    },
    async (req) => ({ data: await req.tx((tx) => listActiveWarehouses(tx)) }),
  );
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
  app.get(
    '/agreed-prices',
    {
      config: { access: ACCESS.orders.createOptions },
      schema: {
        summary: 'Prices agreed with a customer (its latest order of each product and presentation)',
        description:
          'What a customer-role user orders at: per product and presentation, the prices per KG (USD and MXN) ' +
          'of the customer’s latest order that was not cancelled. The customer must be one the caller may ' +
          'create orders for.',
        querystring: agreedPricesQuerySchema,
        response: { 200: agreedPriceListSchema },
      },
    },
    async (req) => ({ data: await req.tx((tx) => agreedPrices(tx, req.actor, req.query.customerId)) }),
  );
  app.get(
    '/payment-terms',
    {
      config: { access: ACCESS.orders.createOptions },
      schema: {
        summary: 'The payment terms a new order of the customer is saved with',
        description:
          'Credit with its days when a credit term is in force today (Mexico City), else advance payment: ' +
          'what the creation form shows before saving. The customer must be one the caller may create orders for.',
        querystring: agreedPricesQuerySchema,
        response: { 200: customerPaymentTermsSchema },
      },
    },
    async (req) => req.tx((tx) => customerPaymentTerms(tx, req.actor, req.query.customerId)),
  );
};
