/**
 * Customers: the records, their addresses and credit terms, and the reference catalogues their
 * forms read. Other modules import only what this file exports.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeGroup } from '../../plugins/routeConventions';
import { creditTermRoutes } from './creditTermRoutes';
import { addressRoutes, customerRoutes, referenceRoutes } from './routes';

export { fullAddress } from './queries';
export { customerScope } from './visibility';

export const customersModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(
    routeGroup(
      ['customers'],
      [
        [customerRoutes, '/customers'],
        [addressRoutes, '/addresses'],
        [referenceRoutes, ''],
      ],
    ),
  );
  await app.register(routeGroup(['credit terms'], [[creditTermRoutes, '/customer-credit-terms']]));
};
