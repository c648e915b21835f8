/**
 * Tenant theme (public, for the login page) and configuration (read by members, written by admins);
 * logo and favicon uploads in assetRoutes.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '../../../domain/errors';
import {
  tenantConfigQuerySchema,
  tenantConfigSchema,
  tenantConfigUpdateSchema,
  tenantThemeSchema,
} from '../../../domain/tenants';
import { tenantNotAvailable } from '../../errors';
import { bearerSecurity } from '../../plugins/requestContext';
import { tenantAssetRoutes } from './assetRoutes';
import { getConfig, getTheme, updateConfig } from './service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

export const tenantRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/tenants/theme',
    {
      config: { auth: false },
      schema: {
        tags: ['tenants'],
        summary: 'Public theme of the tenant named in x-tenant (login page)',
        response: { 200: tenantThemeSchema, 404: errorBodySchema },
      },
    },
    async (req) => req.tx((tx) => getTheme(tx, req.tenant.id)),
  );

  app.get(
    '/api/tenants/config',
    {
      schema: {
        tags: ['tenants'],
        summary: 'Configuration of the caller’s tenant (name must be the caller’s tenant)',
        security: bearerSecurity,
        querystring: tenantConfigQuerySchema,
        response: { 200: tenantConfigSchema, ...errors },
      },
    },
    async (req) => {
      if (req.query.name !== req.tenant.slug) throw tenantNotAvailable();
      return req.tx((tx) => getConfig(tx, req.tenant.id));
    },
  );

  app.put(
    '/api/tenants/config',
    {
      config: { permission: ['TENANT_CONFIGURATION', 'WRITE'] },
      schema: {
        tags: ['tenants'],
        summary: 'Update the caller’s tenant configuration',
        security: bearerSecurity,
        querystring: tenantConfigQuerySchema,
        body: tenantConfigUpdateSchema,
        response: { 200: tenantConfigSchema, 409: errorBodySchema, ...errors },
      },
    },
    async (req) => {
      if (req.query.name !== req.tenant.slug) throw tenantNotAvailable();
      const config = await req.tx((tx) => updateConfig(tx, req.tenant.id, req.body));
      app.ctx.tenants.forget(req.tenant.slug);
      return config;
    },
  );

  // Its own scope: multipart parsing stays out of every other route.
  await app.register(tenantAssetRoutes);
};
