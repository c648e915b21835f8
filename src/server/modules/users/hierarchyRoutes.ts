/**
 * The customer-service hierarchy (CONFIGURATION_CLIENT_SERVICE: read to see it, write to change it).
 * The original client's paths: hierarchy-by-role, PATCH supervisors, management-chain; the upsert
 * (`PUT /api/users/hierarchy`), the subordinates set and supervised sellers follow the same style.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACCESS } from '../../../domain/access';
import {
  hierarchyByRoleQuerySchema,
  hierarchyItemSchema,
  hierarchyUpsertSchema,
  managementChainSchema,
  subordinatesBodySchema,
  supervisedSellerSchema,
  supervisorsBodySchema,
  userIdParamsSchema,
} from '../../../domain/users';
import {
  hierarchyByRole,
  managementChain,
  replaceSubordinates,
  replaceSupervisors,
  supervisedSellers,
} from './hierarchy';

const READ = { access: ACCESS.hierarchy.show };
const WRITE = { access: ACCESS.hierarchy.edit };

export const hierarchyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/hierarchy-by-role',
    {
      config: READ,
      schema: {
        summary: 'Users of a role (by name), each with its supervisors and the people it supervises',
        querystring: hierarchyByRoleQuerySchema,
        response: { 200: z.array(hierarchyItemSchema) },
      },
    },
    async (req) => req.tx((tx) => hierarchyByRole(tx, req.actor, req.query.role)),
  );

  app.patch(
    '/:id/supervisors',
    {
      config: WRITE,
      schema: {
        summary: 'Replace the whole set of supervisors of a user',
        params: userIdParamsSchema,
        body: supervisorsBodySchema,
        response: { 200: hierarchyItemSchema },
      },
    },
    async (req) => req.tx((tx) => replaceSupervisors(tx, req.actor, req.params.id, req.body.supervisorIds)),
  );

  app.put(
    '/hierarchy',
    {
      config: WRITE,
      schema: {
        summary: 'Upsert: replace the whole set of supervisors of subordinateId',
        body: hierarchyUpsertSchema,
        response: { 200: hierarchyItemSchema },
      },
    },
    async (req) =>
      req.tx((tx) => replaceSupervisors(tx, req.actor, req.body.subordinateId, req.body.supervisorIds)),
  );

  app.put(
    '/:id/subordinates',
    {
      config: WRITE,
      schema: {
        summary: 'Replace the whole set of people a user supervises (sellers of a representative)',
        params: userIdParamsSchema,
        body: subordinatesBodySchema,
        response: { 200: hierarchyItemSchema },
      },
    },
    async (req) => req.tx((tx) => replaceSubordinates(tx, req.actor, req.params.id, req.body.subordinateIds)),
  );

  app.get(
    '/:id/management-chain',
    {
      config: READ,
      schema: {
        summary: 'Supervisors above a user, level by level (1 = direct)',
        params: userIdParamsSchema,
        response: { 200: managementChainSchema },
      },
    },
    async (req) => req.tx((tx) => managementChain(tx, req.params.id)),
  );

  app.get(
    '/:id/supervised-sellers',
    {
      config: READ,
      schema: {
        summary: 'Sellers (seller, manager.seller) below a user, directly or through others',
        params: userIdParamsSchema,
        response: { 200: z.array(supervisedSellerSchema) },
      },
    },
    async (req) => req.tx((tx) => supervisedSellers(tx, req.params.id)),
  );
};
