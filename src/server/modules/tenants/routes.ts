/**
 * Tenant theme (public, for the login page) and configuration (read by members, written by admins);
 * logo and favicon uploads in assetRoutes.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCESS } from '../../../domain/access';
import {
  tenantConfigQuerySchema,
  tenantConfigSchema,
  tenantConfigUpdateSchema,
  tenantThemeSchema,
} from '../../../domain/tenants';
import { tenantAssetRoutes } from './assetRoutes';
import { getConfig, getTheme, updateConfig } from './service';

export const tenantRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/theme',
    {
      config: { auth: false },
      schema: {
        summary: 'Public theme of the tenant named in x-tenant (login page)',
        response: { 200: tenantThemeSchema },
      },
    },
    async (req) => req.tx((tx) => getTheme(tx, req.tenant.id, app.ctx.env)),
  );

  app.get(
    '/config',
    {
      config: { access: 'signedIn' },
      schema: {
        summary: 'Configuration of the caller’s tenant (name must be the caller’s tenant)',
        querystring: tenantConfigQuerySchema,
        response: { 200: tenantConfigSchema },
      },
    },
    async (req) => req.tx((tx) => getConfig(tx, req.actor, req.query.name, app.ctx.env)),
  );

  app.put(
    '/config',
    {
      config: { access: ACCESS['tenant-config'].edit },
      schema: {
        summary: 'Update the caller’s tenant configuration',
        querystring: tenantConfigQuerySchema,
        body: tenantConfigUpdateSchema,
        response: { 200: tenantConfigSchema },
      },
    },
    async (req) => {
      const config = await req.tx((tx) => updateConfig(tx, req.actor, req.query.name, req.body, app.ctx.env));
      app.ctx.tenants.forget(req.tenant.slug);
      return config;
    },
  );

  // Its own scope: multipart parsing stays out of every other route.
  await app.register(tenantAssetRoutes);
};
