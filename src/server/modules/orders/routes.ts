/**
 * Every order route. Each part of the order registers its own routes from its own file, so the
 * areas stay small: creation, list and export, detail and edits, documents and the proforma,
 * comments and timeline, cancellation.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderCancelRoutes } from './cancel/routes';
import { orderCommentRoutes } from './comments/routes';
import { orderCreateRoutes } from './create/routes';
import { orderCreationOptionsRoutes } from './creationOptionsRoutes';
import { orderDetailRoutes } from './detail/routes';
import { orderDocumentRoutes } from './documents/routes';
import { orderListRoutes } from './list/routes';

export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(orderCreationOptionsRoutes);
  await app.register(orderDetailRoutes);
  await app.register(orderCreateRoutes);
  await app.register(orderListRoutes);
  await app.register(orderDocumentRoutes);
  await app.register(orderCommentRoutes);
  await app.register(orderCancelRoutes);
};
