/** The signed-in user's notifications: list, mark one or many read, delete. No permission key: every user has them. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../../domain/errors';
import {
  bulkReadBodySchema,
  bulkReadResponseSchema,
  notificationIdParamsSchema,
  notificationListQuerySchema,
  notificationListResponseSchema,
  notificationSchema,
} from '../../../domain/notifications';
import { bearerSecurity } from '../../plugins/requestContext';
import { bulkRead, deleteNotification, listNotifications, markRead } from './service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const tags = ['notifications'];

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/user-notifications',
    {
      schema: {
        tags,
        summary: 'The signed-in user’s notifications, newest first, with the unread total',
        security: bearerSecurity,
        querystring: notificationListQuerySchema,
        response: { 200: notificationListResponseSchema, ...errors },
      },
    },
    async (req) => req.tx((tx) => listNotifications(tx, req.auth.sub, req.query)),
  );

  app.patch(
    '/api/user-notifications/bulk-read',
    {
      bodyLimit: 64 * 1024,
      schema: {
        tags,
        summary: 'Mark the given notifications read, or all of the user’s when no ids are given',
        security: bearerSecurity,
        body: bulkReadBodySchema.nullish(),
        response: { 200: bulkReadResponseSchema, ...errors },
      },
    },
    async (req) => req.tx((tx) => bulkRead(tx, req.auth.sub, req.body?.ids)),
  );

  app.patch(
    '/api/user-notifications/:id/read',
    {
      schema: {
        tags,
        summary: 'Mark one notification read (idempotent)',
        security: bearerSecurity,
        params: notificationIdParamsSchema,
        response: { 200: notificationSchema, ...errors },
      },
    },
    async (req) => req.tx((tx) => markRead(tx, req.auth.sub, req.params.id)),
  );

  app.delete(
    '/api/user-notifications/:id',
    {
      schema: {
        tags,
        summary: 'Delete one notification',
        security: bearerSecurity,
        params: notificationIdParamsSchema,
        response: { 204: z.void().describe('Deleted'), ...errors },
      },
    },
    async (req, reply) => {
      await req.tx((tx) => deleteNotification(tx, req.auth.sub, req.params.id));
      return reply.code(204).send();
    },
  );
};
