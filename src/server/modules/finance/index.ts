/** The finance area: order finance routes (view, requests, decisions, payments, bulk) and the queues. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { financeQueueRoutes } from './queueRoutes';
import { orderFinanceRoutes } from './routes';

export const financeRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(financeQueueRoutes);
  await app.register(orderFinanceRoutes);
};
