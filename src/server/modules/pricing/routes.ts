/** Pricing parameters: sets, their latest and past versions (read), and a change as a new version (write). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCESS } from '../../../domain/access';
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
import { getLatestVersion, getVersion, listPricingSets, listVersions, patchPricingSet } from './service';

const read = { access: ACCESS['pricing-parameters'].show };
const write = { access: ACCESS['pricing-parameters'].edit };

export const pricingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    {
      config: read,
      schema: {
        summary: 'The tenant’s pricing parameter sets with their latest version number and date',
        querystring: pricingSetListQuerySchema,
        response: { 200: pricingSetListSchema },
      },
    },
    async (req) => req.tx((tx) => listPricingSets(tx, req.query)),
  );

  app.get(
    '/:id/latest',
    {
      config: read,
      schema: {
        summary: 'Latest version of a pricing parameter set',
        params: pricingSetIdParamsSchema,
        response: { 200: pricingVersionSchema },
      },
    },
    async (req) => req.tx((tx) => getLatestVersion(tx, req.params.id)),
  );

  app.patch(
    '/:id',
    {
      config: write,
      bodyLimit: 64 * 1024,
      schema: {
        summary: 'Change some values: saves the next version (409 when `version` is not the latest)',
        params: pricingSetIdParamsSchema,
        body: pricingPatchSchema,
        response: { 200: pricingVersionSchema },
      },
    },
    async (req) => req.tx((tx) => patchPricingSet(tx, req.actor, req.params.id, req.body)),
  );

  app.get(
    '/:id/versions',
    {
      config: read,
      schema: {
        summary: 'Every version of a set, newest first (who changed what and when)',
        params: pricingSetIdParamsSchema,
        querystring: pricingVersionListQuerySchema,
        response: { 200: pricingVersionListSchema },
      },
    },
    async (req) => req.tx((tx) => listVersions(tx, req.params.id, req.query)),
  );

  app.get(
    '/:id/versions/:version',
    {
      config: read,
      schema: {
        summary: 'One version of a set',
        params: pricingVersionParamsSchema,
        response: { 200: pricingVersionSchema },
      },
    },
    async (req) => req.tx((tx) => getVersion(tx, req.params.id, req.params.version)),
  );
};
