/** The signed-in user's preferences, the roles list and the sellers list. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACCESS } from '../../../domain/access';
import { listResponseSchema } from '../../../domain/lists';
import {
  preferencesPatchSchema,
  preferencesSchema,
  roleSchema,
  sellerSchema,
  sellersQuerySchema,
} from '../../../domain/users';
import { listRoles, listSellers, updatePreferences } from './service';

/** `PATCH /api/users/preferences`. */
export const preferenceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/preferences',
    {
      config: { access: 'signedIn' },
      bodyLimit: 64 * 1024,
      schema: {
        summary: 'Save the signed-in user’s preferences (per view: columns, filters)',
        body: preferencesPatchSchema,
        response: { 200: preferencesSchema },
      },
    },
    async (req) => req.tx((tx) => updatePreferences(tx, req.actor, req.body)),
  );
};

/** `GET /api/roles`. */
export const roleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    {
      config: { access: ACCESS.roles.list },
      schema: { summary: 'Roles of the tenant', response: { 200: z.array(roleSchema) } },
    },
    async (req) => req.tx((tx) => listRoles(tx)),
  );
};

/** `GET /api/sellers`. */
export const sellerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    {
      config: { access: 'signedIn' },
      schema: {
        summary: 'Sellers the caller may filter by (all, supervised, own or the customer’s)',
        description: 'id: that one seller, when the caller may filter by it (else an empty page).',
        querystring: sellersQuerySchema,
        response: { 200: listResponseSchema(sellerSchema) },
      },
    },
    async (req) => req.tx((tx) => listSellers(tx, req.actor, req.query)),
  );
};
