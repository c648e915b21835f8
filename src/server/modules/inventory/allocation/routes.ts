import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const allocationRoutes: FastifyPluginAsyncZod = async () => {};
