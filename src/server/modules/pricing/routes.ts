/** Pricing parameters: sets, their latest and past versions (read), and a change as a new version (write). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '../../../domain/errors';
import {
  pricingPatchSchema,
  pricingSetIdParamsSchema,
  pricingSetListQuerySchema,
  pricingSetListSchema,
  pricingVersionListQuerySchema,
  pricingVersionListSchema,
  pricingVersionParamsSchema,
  pricingVersionSchema,
} from '../../../domain/pricing';
import { bearerSecurity } from '../../plugins/requestContext';
import { getLatestVersion, getVersion, listPricingSets, listVersions, patchPricingSet } from './service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const tags = ['pricing'];
const read = { permission: ['PRICING_CONFIGURATION', 'READ'] } as const;
const write = { permission: ['PRICING_CONFIGURATION', 'WRITE'] } as const;

export const pricingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/pricing-parameters',
    {
      config: read,
      schema: {
        tags,
        summary: 'The tenant’s pricing parameter sets with their latest version number and date',
        security: bearerSecurity,
        querystring: pricingSetListQuerySchema,
        response: { 200: pricingSetListSchema, ...errors },
      },
    },
    async (req) => req.tx((tx) => listPricingSets(tx, req.query)),
  );

  app.get(
    '/api/pricing-parameters/:id/latest',
    {
      config: read,
      schema: {
        tags,
        summary: 'Latest version of a pricing parameter set',
        security: bearerSecurity,
        params: pricingSetIdParamsSchema,
        response: { 200: pricingVersionSchema, ...errors },
      },
    },
    async (req) => req.tx((tx) => getLatestVersion(tx, req.params.id)),
  );

  app.patch(
    '/api/pricing-parameters/:id',
    {
      config: write,
      bodyLimit: 64 * 1024,
      schema: {
        tags,
        summary: 'Change some values: saves the next version (409 when `version` is not the latest)',
        security: bearerSecurity,
        params: pricingSetIdParamsSchema,
        body: pricingPatchSchema,
        response: { 200: pricingVersionSchema, 409: errorBodySchema, ...errors },
      },
    },
    async (req) =>
      req.tx((tx) =>
        patchPricingSet(tx, {
          setId: req.params.id,
          userId: req.auth.sub,
          patch: req.body,
          t: req.t.bind(req),
        }),
      ),
  );

  app.get(
    '/api/pricing-parameters/:id/versions',
    {
      config: read,
      schema: {
        tags,
        summary: 'Every version of a set, newest first (who changed what and when)',
        security: bearerSecurity,
        params: pricingSetIdParamsSchema,
        querystring: pricingVersionListQuerySchema,
        response: { 200: pricingVersionListSchema, ...errors },
      },
    },
    async (req) => req.tx((tx) => listVersions(tx, req.params.id, req.query)),
  );

  app.get(
    '/api/pricing-parameters/:id/versions/:version',
    {
      config: read,
      schema: {
        tags,
        summary: 'One version of a set',
        security: bearerSecurity,
        params: pricingVersionParamsSchema,
        response: { 200: pricingVersionSchema, ...errors },
      },
    },
    async (req) => req.tx((tx) => getVersion(tx, req.params.id, req.params.version)),
  );
};
