/** The signed-in user's notifications: list, mark one or many read, delete. Every member has them. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bulkReadBodySchema,
  bulkReadResponseSchema,
  notificationIdParamsSchema,
  notificationListQuerySchema,
  notificationListResponseSchema,
  notificationSchema,
} from '../../../domain/notifications';
import { noBodySchema } from '../../plugins/routeConventions';
import { bulkRead, deleteNotification, listNotifications, markRead } from './service';

const own = { access: 'signedIn' } as const;

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    {
      config: own,
      schema: {
        summary: 'The signed-in user’s notifications, newest first, with the unread total',
        querystring: notificationListQuerySchema,
        response: { 200: notificationListResponseSchema },
      },
    },
    async (req) => req.tx((tx) => listNotifications(tx, req.actor, req.query)),
  );

  app.patch(
    '/bulk-read',
    {
      config: own,
      bodyLimit: 64 * 1024,
      schema: {
        summary: 'Mark the given notifications read, or all of the user’s when no ids are given',
        body: bulkReadBodySchema.nullish(),
        response: { 200: bulkReadResponseSchema },
      },
    },
    async (req) => req.tx((tx) => bulkRead(tx, req.actor, req.body?.ids)),
  );

  app.patch(
    '/:id/read',
    {
      config: own,
      schema: {
        summary: 'Mark one notification read (idempotent)',
        params: notificationIdParamsSchema,
        body: noBodySchema,
        response: { 200: notificationSchema },
      },
    },
    async (req) => req.tx((tx) => markRead(tx, req.actor, req.params.id)),
  );

  app.delete(
    '/:id',
    {
      config: own,
      schema: {
        summary: 'Delete one notification',
        params: notificationIdParamsSchema,
        response: { 204: z.void().describe('Deleted') },
      },
    },
    async (req, reply) => {
      await req.tx((tx) => deleteNotification(tx, req.actor, req.params.id));
      return reply.code(204).send();
    },
  );
};
