/** Pending delivery, late orders and their counts (filled by the queues work). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const queueRoutes: FastifyPluginAsyncZod = async () => {};
