/** User management (USER_MANAGEMENT: read to list and open, write to change). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCESS } from '../../../domain/access';
import { messageResponseSchema } from '../../../domain/auth';
import { listResponseSchema } from '../../../domain/lists';
import {
  userCreateSchema,
  userIdParamsSchema,
  userListQuerySchema,
  userSchema,
  userUpdateSchema,
} from '../../../domain/users';
import { noBodySchema } from '../../plugins/routeConventions';
import { getUser, inviteUser, resendInvitation, setBlocked, updateUser } from './admin';
import { listUsers } from './adminQueries';

const READ = { access: ACCESS.users.list };
const WRITE = { access: ACCESS.users.edit };

export const userAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '',
    {
      config: READ,
      schema: {
        summary: 'Users of the tenant, paged, searchable by name and e-mail, filtered by role and blocked',
        querystring: userListQuerySchema,
        response: { 200: listResponseSchema(userSchema) },
      },
    },
    async (req) => req.tx((tx) => listUsers(tx, req.query)),
  );

  app.get(
    '/:id',
    {
      config: { access: ACCESS.users.show },
      schema: {
        summary: 'One user',
        params: userIdParamsSchema,
        response: { 200: userSchema },
      },
    },
    async (req) => req.tx((tx) => getUser(tx, req.params.id)),
  );

  app.post(
    '',
    {
      config: { access: ACCESS.users.create },
      schema: {
        summary: 'Invite a user: created without a password, an invitation mail lets them set one',
        body: userCreateSchema,
        response: { 201: userSchema },
      },
    },
    async (req, reply) => {
      const { user } = await req.tx((tx) => inviteUser(tx, req.actor, req.body, ctx.publicUrl));
      return reply.code(201).send(user);
    },
  );

  app.put(
    '/:id',
    {
      config: WRITE,
      schema: {
        summary: 'Edit a user (fields sent replace, others stay); a stale version answers 409',
        params: userIdParamsSchema,
        body: userUpdateSchema,
        response: { 200: userSchema },
      },
    },
    async (req) => req.tx((tx) => updateUser(tx, req.actor, req.params.id, req.body)),
  );

  app.post(
    '/:id/block',
    {
      config: WRITE,
      schema: {
        summary: 'Block a user: every session ends at once and sign-in is refused',
        params: userIdParamsSchema,
        body: noBodySchema,
        response: { 200: userSchema },
      },
    },
    async (req) => req.tx((tx) => setBlocked(tx, req.actor, req.params.id, true)),
  );

  app.post(
    '/:id/unblock',
    {
      config: WRITE,
      schema: {
        summary: 'Unblock a user (also lifts a lock of failed sign-ins)',
        params: userIdParamsSchema,
        body: noBodySchema,
        response: { 200: userSchema },
      },
    },
    async (req) => req.tx((tx) => setBlocked(tx, req.actor, req.params.id, false)),
  );

  app.post(
    '/:id/resend-invitation',
    {
      config: WRITE,
      schema: {
        summary: 'Send the invitation again to a user who never set a password (earlier links stop working)',
        params: userIdParamsSchema,
        body: noBodySchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (req) => {
      const mail = await req.tx((tx) => resendInvitation(tx, req.actor, req.params.id, ctx.publicUrl));
      return { message: req.t('users.invitationSent', { email: mail.to }) };
    },
  );
};
