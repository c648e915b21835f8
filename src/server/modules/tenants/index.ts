/**
 * Tenants: the directory that resolves `x-tenant`, the theme and configuration, the logo and
 * favicon files. Other modules import only what this file exports.
 */
import { API_PREFIX, routeGroup } from '../../plugins/routeConventions';
import { tenantFileRoutes } from './assetRoutes';
import { TENANT_FILES_PREFIX } from './assets';
import { tenantRoutes } from './routes';

export { type ExternalBi, tenantExternalBi } from './externalBiQueries';
export { hasCompanyEmail } from './queries';
export type { ServerBi } from './service';
export { TenantDirectory, type TenantRef } from './tenantDirectory';

export const tenantsModule = routeGroup(
  ['tenants'],
  [
    [tenantRoutes, '/tenants'],
    // The files' public URLs (stored on the tenant) and their route share one prefix.
    [tenantFileRoutes, TENANT_FILES_PREFIX.slice(API_PREFIX.length)],
  ],
);
