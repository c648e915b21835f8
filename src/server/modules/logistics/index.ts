/**
 * Logistics: an order's shipments (lots shipped through the ledger), their transport, invoices
 * and credit notes, remission, delivery confirmation and the bulk authorization; the pending
 * delivery list and the late orders. Other modules import only what this file exports.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeGroup } from '../../plugins/routeConventions';
import { billingRoutes } from './billing/routes';
import { queueRoutes } from './queues/routes';
import { shipmentRoutes } from './shipments/routes';

export const logisticsModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(routeGroup(['logistics'], [[shipmentRoutes, '']]));
  await app.register(routeGroup(['invoicing'], [[billingRoutes, '']]));
  await app.register(routeGroup(['logistics queues'], [[queueRoutes, '']]));
};
