/**
 * Per-request tenant, identity and permission checks, driven by each route's `config`:
 * - `public: true`   no tenant and no token (health; the docs are public by prefix);
 * - `auth: false`    tenant required, no token (login, recovery, public theme);
 * - `permission`     [key, READ|WRITE] the token must hold (write implies read), or a list of such
 *                    pairs of which the token must hold at least one (the order detail opens with
 *                    ORDER_LISTING read or ORDER_DETAIL_SUMMARY read);
 * - `adminOnly`      the token's own role must be admin (not an impersonated one).
 * Every other route needs the tenant and a valid access token of that same tenant.
 */
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AccessClaims } from '../../domain/auth';
import { ERROR_CODES } from '../../domain/errors';
import { type AccessLevel, hasPermission, type PermissionKey } from '../../domain/permissions';
import { isAdminRole } from '../../domain/roles';
import type { Tx } from '../db/client';
import { inTenant } from '../db/tenantTx';
import { AppError, forbidden, tenantNotAvailable, unauthorized } from '../errors';
import type { TenantRef } from '../modules/tenants/tenantDirectory';

declare module 'fastify' {
  interface FastifyContextConfig {
    public?: boolean;
    auth?: boolean;
    permission?: RoutePermission;
    adminOnly?: boolean;
  }
  interface FastifyRequest {
    tenant: TenantRef;
    auth: AccessClaims;
    /** Runs `work` in a transaction as the request role with this request's tenant set. */
    tx<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
  }
}

export type PermissionRequirement = readonly [PermissionKey, AccessLevel];
/** One requirement, or several of which any one suffices. */
export type RoutePermission = PermissionRequirement | readonly PermissionRequirement[];

/** The requirements of a route as a list (any one suffices). */
export function permissionAlternatives(permission: RoutePermission): readonly PermissionRequirement[] {
  return typeof permission[0] === 'string'
    ? [permission as PermissionRequirement]
    : (permission as readonly PermissionRequirement[]);
}

export const TENANT_HEADER = 'x-tenant';
export const DOCS_PREFIX = '/api/docs';

/** Routes that need neither tenant nor token: the web app's files, the API docs, those marked `public`. */
export function isPublicRoute(url: string, config: { public?: boolean }): boolean {
  if (!url.startsWith('/api/')) return true;
  return config.public === true || url === DOCS_PREFIX || url.startsWith(`${DOCS_PREFIX}/`);
}

function bearerOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token.trim() : undefined;
}

export const requestContextPlugin = fp(async (app) => {
  app.decorateRequest('tenant', null as unknown as TenantRef);
  app.decorateRequest('auth', null as unknown as AccessClaims);
  app.decorateRequest('tx', function <T>(this: FastifyRequest, work: (tx: Tx) => Promise<T>) {
    if (!this.tenant) throw new Error('tx() needs a tenant-scoped route');
    return inTenant(app.ctx.db, this.tenant.id, work, {
      onEffectError: (err) => this.log.error({ err }, 'effect after the request transaction failed'),
    });
  });

  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config;
    const url = request.routeOptions.url;
    if (!url || isPublicRoute(url, config)) return;

    const slug = request.headers[TENANT_HEADER];
    const tenant = typeof slug === 'string' ? await app.ctx.tenants.bySlug(slug) : null;
    if (!tenant) throw tenantNotAvailable();
    request.tenant = tenant;

    if (config.auth === false) return;
    const token = bearerOf(request);
    if (!token) throw unauthorized('errors.noAccessToken');
    const claims = await app.ctx.tokens.verifyAccess(token);
    if (claims.tenantId !== tenant.id)
      throw new AppError(403, ERROR_CODES.tenantMismatch, 'errors.tenantMismatch');
    request.auth = claims;

    if (config.adminOnly && !isAdminRole(claims.role)) throw forbidden();
    if (config.permission) {
      const allowed = permissionAlternatives(config.permission).some(([key, access]) =>
        hasPermission(claims.permissions, key, access),
      );
      if (!allowed) throw forbidden();
    }
  });
});

/** Marks a route's authentication in the OpenAPI document. */
export const bearerSecurity = [{ bearerAuth: [] }];
