/**
 * Price requests: sales asks for prices, pricing costs them (supplier quotes and lots as base cost),
 * approves or rejects; an approval's MSP then guards order entry for its customer × product until it
 * expires. Other modules import only what this file exports (the orders module: the guard and the
 * link of an order to its request).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeGroup } from '../../plugins/routeConventions';
import { priceRequestRoutes, priceRequestStatusRoutes } from './routes';
import { supplierQuoteRoutes, supplierRoutes } from './supplierRoutes';

export { priceRequestExpiryJob } from './expiryJob';
export { priceRequestExportMailJob } from './exportJob';
export {
  approvedMsps,
  assertOverrideAllowed,
  type GuardedLine,
  guardOrderPrices,
  linkRequestToOrder,
  type MspOverrideRecord,
  priceRequestLinkProblem,
} from './guard';
export { mspRefusalResponse } from './routes';

export const priceRequestsModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(
    routeGroup(
      ['price requests'],
      [
        [priceRequestRoutes, '/price-requests'],
        [priceRequestStatusRoutes, '/price-request-statuses'],
      ],
    ),
  );
  await app.register(
    routeGroup(
      ['supplier quotes'],
      [
        [supplierRoutes, '/suppliers'],
        [supplierQuoteRoutes, '/supplier-quotes'],
      ],
    ),
  );
};
