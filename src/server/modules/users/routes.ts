/** The signed-in user's preferences, the roles list and the sellers list. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../../domain/errors';
import { listQuerySchema, listResponseSchema } from '../../../domain/lists';
import { preferencesPatchSchema, preferencesSchema, roleSchema, sellerSchema } from '../../../domain/users';
import { bearerSecurity } from '../../plugins/requestContext';
import { listRoles, listSellers, updatePreferences } from './service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/api/users/preferences',
    {
      bodyLimit: 64 * 1024,
      schema: {
        tags: ['users'],
        summary: 'Save the signed-in user’s preferences (per view: columns, filters)',
        security: bearerSecurity,
        body: preferencesPatchSchema,
        response: { 200: preferencesSchema, ...errors },
      },
    },
    async (req) => req.tx((tx) => updatePreferences(tx, req.auth.sub, req.body)),
  );

  app.get(
    '/api/roles',
    {
      config: { permission: ['USER_MANAGEMENT', 'READ'] },
      schema: {
        tags: ['users'],
        summary: 'Roles of the tenant',
        security: bearerSecurity,
        response: { 200: z.array(roleSchema), ...errors },
      },
    },
    async (req) => req.tx((tx) => listRoles(tx)),
  );

  app.get(
    '/api/sellers',
    {
      schema: {
        tags: ['users'],
        summary: 'Sellers the caller may filter by (all, supervised, own or the customer’s)',
        security: bearerSecurity,
        querystring: listQuerySchema,
        response: { 200: listResponseSchema(sellerSchema), ...errors },
      },
    },
    async (req) => req.tx((tx) => listSellers(tx, req.auth, req.query)),
  );
};
