/**
 * The customer-service hierarchy (CONFIGURATION_CLIENT_SERVICE: read to see it, write to change it).
 * The seeds' paths: hierarchy-by-role, PATCH supervisors, management-chain; the upsert
 * (`PUT /api/users/hierarchy`), the subordinates set and supervised sellers follow the same style.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../../domain/errors';
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
import { bearerSecurity } from '../../plugins/requestContext';
import {
  hierarchyByRole,
  managementChain,
  replaceSubordinates,
  replaceSupervisors,
  supervisedSellers,
} from './hierarchy';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};
const tags = ['hierarchy'];
const READ = { permission: ['CONFIGURATION_CLIENT_SERVICE', 'READ'] } as const;
const WRITE = { permission: ['CONFIGURATION_CLIENT_SERVICE', 'WRITE'] } as const;

export const hierarchyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/users/hierarchy-by-role',
    {
      config: READ,
      schema: {
        tags,
        summary: 'Users of a role (by name), each with its supervisors and the people it supervises',
        security: bearerSecurity,
        querystring: hierarchyByRoleQuerySchema,
        response: { 200: z.array(hierarchyItemSchema), ...errors },
      },
    },
    async (req) => req.tx((tx) => hierarchyByRole(tx, req.locale, req.query.role)),
  );

  app.patch(
    '/api/users/:id/supervisors',
    {
      config: WRITE,
      schema: {
        tags,
        summary: 'Replace the whole set of supervisors of a user',
        security: bearerSecurity,
        params: userIdParamsSchema,
        body: supervisorsBodySchema,
        response: { 200: hierarchyItemSchema, ...errors },
      },
    },
    async (req) => req.tx((tx) => replaceSupervisors(tx, req.locale, req.params.id, req.body.supervisorIds)),
  );

  app.put(
    '/api/users/hierarchy',
    {
      config: WRITE,
      schema: {
        tags,
        summary: 'Upsert of the seeds: replace the whole set of supervisors of subordinateId',
        security: bearerSecurity,
        body: hierarchyUpsertSchema,
        response: { 200: hierarchyItemSchema, ...errors },
      },
    },
    async (req) =>
      req.tx((tx) => replaceSupervisors(tx, req.locale, req.body.subordinateId, req.body.supervisorIds)),
  );

  app.put(
    '/api/users/:id/subordinates',
    {
      config: WRITE,
      schema: {
        tags,
        summary: 'Replace the whole set of people a user supervises (sellers of a representative)',
        security: bearerSecurity,
        params: userIdParamsSchema,
        body: subordinatesBodySchema,
        response: { 200: hierarchyItemSchema, ...errors },
      },
    },
    async (req) =>
      req.tx((tx) => replaceSubordinates(tx, req.locale, req.params.id, req.body.subordinateIds)),
  );

  app.get(
    '/api/users/:id/management-chain',
    {
      config: READ,
      schema: {
        tags,
        summary: 'Supervisors above a user, level by level (1 = direct)',
        security: bearerSecurity,
        params: userIdParamsSchema,
        response: { 200: managementChainSchema, ...errors },
      },
    },
    async (req) => req.tx((tx) => managementChain(tx, req.params.id)),
  );

  app.get(
    '/api/users/:id/supervised-sellers',
    {
      config: READ,
      schema: {
        tags,
        summary: 'Sellers (seller, manager.seller) below a user, directly or through others',
        security: bearerSecurity,
        params: userIdParamsSchema,
        response: { 200: z.array(supervisedSellerSchema), ...errors },
      },
    },
    async (req) => req.tx((tx) => supervisedSellers(tx, req.params.id)),
  );
};
