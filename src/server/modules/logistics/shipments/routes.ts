/** Shipments under /api/orders/{id}/logistics, transport, delivery confirmation, vehicle types and carriers (filled by the shipments work). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const shipmentRoutes: FastifyPluginAsyncZod = async () => {};
