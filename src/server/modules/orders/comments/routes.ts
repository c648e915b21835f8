/**
 * Comments and the timeline of an order.
 *
 * Permissions (docs/decisions.md "Orders: documents, comments, cancellation"): whoever may see the
 * order (ORDER_LISTING or ORDER_DETAIL_SUMMARY read) reads its comments and timeline; commenting
 * needs ORDER_DETAIL_SUMMARY read, i.e. being able to open the order page: a comment is a
 * conversation about the order, not a change to it, so it does not need the edit permission.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../../../domain/errors';
import {
  orderCommentInputSchema,
  orderCommentSchema,
  orderHistoryEntrySchema,
} from '../../../../domain/orders/views';
import { bearerSecurity, type RoutePermission } from '../../../plugins/requestContext';
import { addComment, listComments, listHistory } from './service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const tags = ['orders'];
const orderParams = z.object({ id: z.uuid('validation.uuid') });
const readers: RoutePermission = [
  ['ORDER_LISTING', 'READ'],
  ['ORDER_DETAIL_SUMMARY', 'READ'],
];

export const orderCommentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/orders/:id/comments',
    {
      config: { permission: readers },
      schema: {
        tags,
        summary: 'Comments of an order, oldest first',
        security: bearerSecurity,
        params: orderParams,
        response: { 200: z.array(orderCommentSchema), ...errors },
      },
    },
    async (req) => req.tx((tx) => listComments(tx, req.auth, req.params.id)),
  );

  app.post(
    '/api/orders/:id/comments',
    {
      config: { permission: ['ORDER_DETAIL_SUMMARY', 'READ'] },
      schema: {
        tags,
        summary: 'Comment on an order (non-blank)',
        security: bearerSecurity,
        params: orderParams,
        body: orderCommentInputSchema,
        response: { 201: orderCommentSchema, ...errors },
      },
    },
    async (req, reply) => {
      const comment = await req.tx((tx) => addComment(tx, req.auth, req.params.id, req.body));
      return reply.status(201).send(comment);
    },
  );

  app.get(
    '/api/orders/:id/history',
    {
      config: { permission: readers },
      schema: {
        tags,
        summary: 'Timeline of an order: every change and who made it, newest first',
        security: bearerSecurity,
        params: orderParams,
        response: { 200: z.array(orderHistoryEntrySchema), ...errors },
      },
    },
    async (req) => req.tx((tx) => listHistory(tx, req.auth, req.params.id)),
  );
};
