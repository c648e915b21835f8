/** Invoices, credit notes, logistics files, remission and bulk authorization (filled by the billing work). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const billingRoutes: FastifyPluginAsyncZod = async () => {};
