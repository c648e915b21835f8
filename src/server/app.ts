/**
 * Builds the Fastify app around an open database. Never listens: `main.ts` does, tests inject.
 */
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Env } from './config';
import type { AppContext } from './context';
import type { Database } from './db/client';
import { type JobsOptions, jobsPlugin } from './jobs/plugin';
import { Mailer } from './mail/mailer';
import { oauthRoutes } from './modules/auth/oauth';
import { authRoutes } from './modules/auth/routes';
import { TokenService } from './modules/auth/tokens';
import { creditTermRoutes } from './modules/customers/creditTermRoutes';
import { customerRoutes } from './modules/customers/routes';
import { financeRoutes } from './modules/finance';
import { healthRoutes } from './modules/health/routes';
import { notificationRoutes } from './modules/notifications/routes';
import { orderRoutes } from './modules/orders/routes';
import { pricingRoutes } from './modules/pricing/routes';
import { productRoutes } from './modules/products/routes';
import { tenantRoutes } from './modules/tenants/routes';
import { TenantDirectory } from './modules/tenants/tenantDirectory';
import { userAdminRoutes } from './modules/users/adminRoutes';
import { userRoutes } from './modules/users/routes';
import { errorsPlugin } from './plugins/errors';
import { i18nPlugin } from './plugins/i18n';
import { openapiPlugin } from './plugins/openapi';
import { rateLimitPlugin } from './plugins/rateLimit';
import { isPublicRoute, requestContextPlugin } from './plugins/requestContext';
import { webAppPlugin } from './plugins/webApp';

export interface BuildAppOptions {
  env: Env;
  database: Database;
  jwtSecret: string;
  logger?: FastifyServerOptions['logger'];
  /** Folder of the built web app to serve; main passes dist/web, tests usually none. */
  webRoot?: string;
  /** Close the database when the app closes (main does; tests that share a database do not). */
  ownsDatabase?: boolean;
  /** The job worker: runs in the background by default; tests turn it off and drain. */
  jobs?: JobsOptions;
}

export interface RegisteredRoute {
  method: string;
  url: string;
  config: Record<string, unknown>;
  isPublic: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered, for the suites that must cover all of them (cross-tenant). */
    registeredRoutes: RegisteredRoute[];
  }
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { env, database } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: env.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const publicUrl = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
  const ctx: AppContext = {
    env,
    database,
    db: database.db,
    tokens: new TokenService({
      secret: options.jwtSecret,
      accessTokenMinutes: env.ACCESS_TOKEN_MINUTES,
      refreshTokenDays: env.REFRESH_TOKEN_DAYS,
    }),
    tenants: new TenantDirectory(database.db),
    mailer: new Mailer(
      { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, mailDir: join(env.DATA_DIR, 'mail') },
      app.log,
    ),
    publicUrl,
  };
  app.decorate('ctx', ctx);
  app.decorate('registeredRoutes', [] as RegisteredRoute[]);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      const config = (route.config ?? {}) as Record<string, unknown>;
      app.registeredRoutes.push({
        method,
        url: route.url,
        config,
        isPublic: isPublicRoute(route.url, config),
      });
    }
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  if (options.ownsDatabase) app.addHook('onClose', async () => database.close());

  await app.register(i18nPlugin);
  await app.register(errorsPlugin);
  await app.register(openapiPlugin);
  await app.register(rateLimitPlugin);
  await app.register(requestContextPlugin);
  await app.register(jobsPlugin, options.jobs ?? {});

  if (options.webRoot) await app.register(webAppPlugin, { root: options.webRoot });

  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(oauthRoutes);
  await app.register(tenantRoutes);
  await app.register(userRoutes);
  await app.register(userAdminRoutes);
  await app.register(customerRoutes);
  await app.register(creditTermRoutes);
  await app.register(orderRoutes);
  await app.register(financeRoutes);
  await app.register(notificationRoutes);
  await app.register(pricingRoutes);
  await app.register(productRoutes);

  await app.ready();
  return app;
}
