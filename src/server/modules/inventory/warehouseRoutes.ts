import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const warehouseRoutes: FastifyPluginAsyncZod = async () => {};
