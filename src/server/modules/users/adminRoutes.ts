/**
 * User management (USER_MANAGEMENT: read to list and open, write to change) and, registered from
 * here so app.ts registers one plugin, the customer-service hierarchy routes.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponseSchema } from '../../../domain/auth';
import { errorBodySchema } from '../../../domain/errors';
import { listResponseSchema } from '../../../domain/lists';
import {
  userCreateSchema,
  userIdParamsSchema,
  userListQuerySchema,
  userSchema,
  userUpdateSchema,
} from '../../../domain/users';
import { bearerSecurity } from '../../plugins/requestContext';
import { type Actor, getUser, inviteUser, resendInvitation, setBlocked, updateUser } from './admin';
import { listUsers } from './adminQueries';
import { hierarchyRoutes } from './hierarchyRoutes';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};
const tags = ['users'];
const READ = { permission: ['USER_MANAGEMENT', 'READ'] } as const;
const WRITE = { permission: ['USER_MANAGEMENT', 'WRITE'] } as const;

export const userAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const actorOf = (req: FastifyRequest): Actor => ({
    userId: req.auth.sub,
    tenant: req.tenant,
    locale: req.locale,
    publicUrl: ctx.publicUrl,
  });

  await app.register(hierarchyRoutes);

  app.get(
    '/api/users',
    {
      config: READ,
      schema: {
        tags,
        summary: 'Users of the tenant, paged, searchable by name and e-mail, filtered by role and blocked',
        security: bearerSecurity,
        querystring: userListQuerySchema,
        response: { 200: listResponseSchema(userSchema), ...errors },
      },
    },
    async (req) => req.tx((tx) => listUsers(tx, req.query)),
  );

  app.get(
    '/api/users/:id',
    {
      config: READ,
      schema: {
        tags,
        summary: 'One user',
        security: bearerSecurity,
        params: userIdParamsSchema,
        response: { 200: userSchema, ...errors },
      },
    },
    async (req) => req.tx((tx) => getUser(tx, req.params.id)),
  );

  app.post(
    '/api/users',
    {
      config: WRITE,
      schema: {
        tags,
        summary: 'Invite a user: created without a password, an invitation mail lets them set one',
        security: bearerSecurity,
        body: userCreateSchema,
        response: { 201: userSchema, ...errors },
      },
    },
    async (req, reply) => {
      const { user } = await req.tx((tx) => inviteUser(tx, actorOf(req), req.body));
      return reply.code(201).send(user);
    },
  );

  app.put(
    '/api/users/:id',
    {
      config: WRITE,
      schema: {
        tags,
        summary: 'Edit a user (fields sent replace, others stay); a stale version answers 409',
        security: bearerSecurity,
        params: userIdParamsSchema,
        body: userUpdateSchema,
        response: { 200: userSchema, ...errors },
      },
    },
    async (req) => req.tx((tx) => updateUser(tx, actorOf(req), req.params.id, req.body)),
  );

  app.post(
    '/api/users/:id/block',
    {
      config: WRITE,
      schema: {
        tags,
        summary: 'Block a user: every session ends at once and sign-in is refused',
        security: bearerSecurity,
        params: userIdParamsSchema,
        response: { 200: userSchema, ...errors },
      },
    },
    async (req) => req.tx((tx) => setBlocked(tx, actorOf(req), req.params.id, true)),
  );

  app.post(
    '/api/users/:id/unblock',
    {
      config: WRITE,
      schema: {
        tags,
        summary: 'Unblock a user (also lifts a lock of failed sign-ins)',
        security: bearerSecurity,
        params: userIdParamsSchema,
        response: { 200: userSchema, ...errors },
      },
    },
    async (req) => req.tx((tx) => setBlocked(tx, actorOf(req), req.params.id, false)),
  );

  app.post(
    '/api/users/:id/resend-invitation',
    {
      config: WRITE,
      schema: {
        tags,
        summary: 'Send the invitation again to a user who never set a password (earlier links stop working)',
        security: bearerSecurity,
        params: userIdParamsSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (req) => {
      const mail = await req.tx((tx) => resendInvitation(tx, actorOf(req), req.params.id));
      return { message: req.t('users.invitationSent', { email: mail.to }) };
    },
  );
};
