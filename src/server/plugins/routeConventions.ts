/**
 * What every API route shares, added once by Fastify instead of repeated per route: each
 * protected route declares who may call it (`config.access`, refused at start-up when missing),
 * is documented with the bearer token, and documents the standard error answers (400, 401, 403,
 * 404, and 409 on writes) next to its own. Every route registered is also listed in
 * `app.registeredRoutes` for the suites that must cover them all (cross-tenant isolation).
 */
import type { FastifyPluginAsync, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AccessRule } from '../../domain/access';
import { errorBodySchema } from '../../domain/errors';

/**
 * Who may call a route: a rule of the access map (`ACCESS.<resource>.<action>` of
 * src/domain/access.ts), or 'signedIn' when any signed-in member of the tenant may (their own
 * profile, notifications, the catalogues every form reads).
 */
export type RouteAccess = AccessRule | 'signedIn';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** No tenant and no token (health, the tenant's public files). */
    public?: boolean;
    /** `false`: the tenant but no token (sign-in, recovery, the public theme). */
    auth?: boolean;
    access?: RouteAccess;
    /** The token's own role must be admin (not one viewed as). */
    adminOnly?: boolean;
  }
  interface FastifyInstance {
    /** Every route registered, for the suites that must cover all of them (cross-tenant). */
    registeredRoutes: RegisteredRoute[];
  }
}

export interface RegisteredRoute {
  method: string;
  url: string;
  config: Record<string, unknown>;
  isPublic: boolean;
}

export const API_PREFIX = '/api';
export const DOCS_PREFIX = `${API_PREFIX}/docs`;
export const TENANT_HEADER = 'x-tenant';

/** Routes that need neither tenant nor token: the web app's files, the API docs, those marked `public`. */
export function isPublicRoute(url: string, config: { public?: boolean }): boolean {
  if (!url.startsWith(`${API_PREFIX}/`)) return true;
  return config.public === true || url === DOCS_PREFIX || url.startsWith(`${DOCS_PREFIX}/`);
}

/** Marks a route's authentication in the OpenAPI document. */
export const bearerSecurity = [{ bearerAuth: [] }];

/**
 * The body of an action that needs nothing but its path (block a user, request a release): none,
 * or an object whose keys are ignored, as clients send either.
 */
export const noBodySchema = z.object({}).nullish().describe('No body: the path names everything');

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The error answers every protected route can give; writes can also meet a stale version or a clash. */
function standardErrors(method: string) {
  const errors: Record<number, typeof errorBodySchema> = {
    400: errorBodySchema,
    401: errorBodySchema,
    403: errorBodySchema,
    404: errorBodySchema,
  };
  if (WRITES.has(method)) errors[409] = errorBodySchema;
  return errors;
}

function methodsOf(route: RouteOptions): string[] {
  return (Array.isArray(route.method) ? route.method : [route.method]).filter((m) => m !== 'HEAD');
}

/** Refuses at start-up a protected route that does not say who may call it. */
function checkAccessDeclared(route: RouteOptions, config: Record<string, unknown>): void {
  if (config.auth === false || config.adminOnly === true || config.access !== undefined) return;
  throw new Error(
    `${methodsOf(route).join(',')} ${route.url} declares no config.access (ACCESS.<resource>.<action> or 'signedIn')`,
  );
}

function applyConventions(route: RouteOptions): void {
  const config = (route.config ?? {}) as Record<string, unknown>;
  if (isPublicRoute(route.url, config)) return;
  checkAccessDeclared(route, config);
  const [method = 'GET'] = methodsOf(route);
  const schema = route.schema ?? {};
  const security = config.auth === false ? {} : { security: bearerSecurity };
  route.schema = {
    ...security,
    ...schema,
    // New objects: routes may share a schema or response map, and only this route's method counts.
    response: { ...standardErrors(method), ...(schema.response as object | undefined) },
  };
}

const routeConventions: FastifyPluginAsync = async (app) => {
  app.decorate('registeredRoutes', [] as RegisteredRoute[]);
  app.addHook('onRoute', (route) => {
    applyConventions(route);
    const config = (route.config ?? {}) as Record<string, unknown>;
    for (const method of methodsOf(route)) {
      app.registeredRoutes.push({
        method,
        url: route.url,
        config,
        isPublic: isPublicRoute(route.url, config),
      });
    }
  });
};

/** Registered before any route (the API docs' own included), so every route passes through it. */
export const routeConventionsPlugin = fp(routeConventions, { name: 'route-conventions' });

/** A plugin of a module's routes and the path prefix (under /api) it is registered with. */
export type RouteSlice = readonly [routes: FastifyPluginAsyncZod, prefix: string];

/**
 * A module's routes: each slice registered under its prefix, every route tagged with `tags` in
 * OpenAPI unless it names its own. The hook lives in the group's scope, so it covers these routes only.
 */
export function routeGroup(tags: string[], slices: readonly RouteSlice[]): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRoute', (route) => {
      const schema = route.schema ?? {};
      if (!schema.tags) route.schema = { ...schema, tags };
    });
    for (const [routes, prefix] of slices) await app.register(routes, { prefix });
  };
}
