/**
 * Comments and the timeline of an order. Whoever may open the order reads its comments and
 * timeline; commenting needs ORDER_DETAIL_SUMMARY read: a comment is a conversation about the
 * order, not a change to it, so it does not need the edit permission.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACCESS } from '../../../../domain/access';
import { idParamsSchema } from '../../../../domain/lists';
import {
  orderCommentInputSchema,
  orderCommentSchema,
  orderHistoryEntrySchema,
} from '../../../../domain/orders/views';
import { addComment, listComments, listHistory } from './service';

export const orderCommentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id/comments',
    {
      config: { access: ACCESS.orders.show },
      schema: {
        summary: 'Comments of an order, oldest first',
        params: idParamsSchema,
        response: { 200: z.array(orderCommentSchema) },
      },
    },
    async (req) => req.tx((tx) => listComments(tx, req.actor, req.params.id)),
  );

  app.post(
    '/:id/comments',
    {
      config: { access: ACCESS.orders.comment },
      schema: {
        summary: 'Comment on an order (non-blank)',
        params: idParamsSchema,
        body: orderCommentInputSchema,
        response: { 201: orderCommentSchema },
      },
    },
    async (req, reply) => {
      const comment = await req.tx((tx) => addComment(tx, req.actor, req.params.id, req.body));
      return reply.status(201).send(comment);
    },
  );

  app.get(
    '/:id/history',
    {
      config: { access: ACCESS.orders.show },
      schema: {
        summary: 'Timeline of an order: every change and who made it, newest first',
        params: idParamsSchema,
        response: { 200: z.array(orderHistoryEntrySchema) },
      },
    },
    async (req) => req.tx((tx) => listHistory(tx, req.actor, req.params.id)),
  );
};
