import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const lotRoutes: FastifyPluginAsyncZod = async () => {};
