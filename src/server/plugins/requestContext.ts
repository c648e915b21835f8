/**
 * Per request: the tenant of `x-tenant`, the signed-in actor of the bearer token, and the route's
 * access rule, before the body is even read. Driven by each route's `config`:
 * - `public: true`   no tenant and no token (health; the docs are public by prefix);
 * - `auth: false`    tenant required, no token (login, recovery, public theme);
 * - `access`         a rule of src/domain/access.ts the actor must meet (any one of its
 *                    permissions, write implies read; a company e-mail or a staff role when the
 *                    rule asks), or
 *                    'signedIn' for any member of the tenant;
 * - `adminOnly`      the token's own role must be admin (not an impersonated one).
 */
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { allows } from '../../domain/access';
import { ERROR_CODES } from '../../domain/errors';
import { isAdminRole } from '../../domain/roles';
import { type Actor, createActor } from '../actor';
import type { Tx } from '../db/client';
import type { TxOptions } from '../db/tenantTx';
import { AppError, forbidden, tenantNotAvailable, unauthorized } from '../errors';
import { sessionStateOf } from '../modules/auth';
import { hasCompanyEmail, type TenantRef } from '../modules/tenants';
import { isPublicRoute, type RouteAccess, TENANT_HEADER } from './routeConventions';

declare module 'fastify' {
  interface FastifyRequest {
    tenant: TenantRef;
    /** The signed-in person; absent on `public` and `auth: false` routes. */
    actor: Actor;
    /** Runs `work` in a transaction as the request role with this request's tenant set. */
    tx<T>(work: (tx: Tx) => Promise<T>, options?: Pick<TxOptions, 'snapshot'>): Promise<T>;
  }
}

function bearerOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token.trim() : undefined;
}

/**
 * Whether the token is still the user's (its version current, the user not blocked) and the actor
 * meets the route's rule, in one short transaction: the version is one read by primary key, and the
 * company e-mail is read only for rules that ask.
 */
async function mayCall(
  request: FastifyRequest,
  tokenVersion: number,
  access: RouteAccess | undefined,
): Promise<boolean> {
  const { claims } = request.actor;
  const { current, isCompanyEmail } = await request.tx(async (tx) => {
    // A view-as token is the admin's (`sub`): the admin's logout or block ends it too.
    const state = await sessionStateOf(tx, claims.sub);
    const current = !!state && !state.isBlocked && state.tokenVersion === tokenVersion;
    // While viewing as another role, the e-mail is still the real person's.
    const companyEmail =
      current && access && access !== 'signedIn' && access.companyEmail
        ? await hasCompanyEmail(tx, claims.actor?.sub ?? claims.sub)
        : undefined;
    return { current, isCompanyEmail: companyEmail };
  });
  if (!current) throw unauthorized('errors.sessionEnded');
  if (!access || access === 'signedIn') return true;
  return allows({ permissions: claims.permissions, isCompanyEmail, role: claims.role }, access);
}

export const requestContextPlugin = fp(
  async (app) => {
    app.decorateRequest('tenant', null as unknown as TenantRef);
    app.decorateRequest('actor', null as unknown as Actor);
    app.decorateRequest('tx', function <
      T,
    >(this: FastifyRequest, work: (tx: Tx) => Promise<T>, options?: Pick<TxOptions, 'snapshot'>) {
      if (!this.tenant) throw new Error('tx() needs a tenant-scoped route');
      return app.ctx.inTenant(this.tenant.id, work, {
        ...options,
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
      const { claims, tokenVersion } = await app.ctx.tokens.verifySession(token);
      if (claims.tenantId !== tenant.id)
        throw new AppError(403, ERROR_CODES.tenantMismatch, 'errors.tenantMismatch');
      request.actor = createActor({ claims, tenant, locale: request.locale });

      const allowed = await mayCall(request, tokenVersion, config.access);
      if (config.adminOnly && !isAdminRole(claims.role)) throw forbidden();
      if (config.access && !allowed) throw forbidden();
    });
  },
  { name: 'request-context', dependencies: ['i18n', 'errors', 'route-conventions'] },
);
