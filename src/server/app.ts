/**
 * Builds the Fastify app around an open database. Never listens: `main.ts` does, tests inject.
 */
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Env } from './config';
import type { AppContext } from './context';
import type { Database } from './db/client';
import { journalMigrations, pendingMigrations } from './db/migrate';
import { inTenant } from './db/tenantTx';
import { type JobsOptions, jobsPlugin } from './jobs/plugin';
import { Mailer } from './mail/mailer';
import { TokenService } from './modules/auth';
import { TenantDirectory } from './modules/tenants';
import { errorsPlugin } from './plugins/errors';
import { i18nPlugin } from './plugins/i18n';
import { inputHygienePlugin } from './plugins/inputHygiene';
import { metricsPlugin } from './plugins/metrics';
import { openapiPlugin } from './plugins/openapi';
import { rateLimitPlugin } from './plugins/rateLimit';
import { requestContextPlugin } from './plugins/requestContext';
import { API_PREFIX, routeConventionsPlugin } from './plugins/routeConventions';
import { securityHeadersPlugin } from './plugins/securityHeaders';
import { webAppPlugin } from './plugins/webApp';
import { resolveVapidKeys } from './push/vapidKeys';
import { webPushSender } from './push/webPushSender';
import { realtimePlugin } from './realtime/plugin';
import { silentPublisher } from './realtime/publisher';
import { acceptedRequestId } from './requestId';
import { apiRoutes } from './routes';

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

export type { RegisteredRoute } from './plugins/routeConventions';

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { env, database } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: env.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // The proxy's X-Request-Id is kept (one id across the proxy's and the app's logs) when it looks
    // like an id; anything else (too long, control characters) is replaced rather than logged.
    requestIdHeader: false,
    genReqId: (req) => acceptedRequestId(req.headers['x-request-id']) ?? randomUUID(),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const publicUrl = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
  // The owner connection bypasses row-level security: it goes to the tenant directory, the tenant
  // transactions and the job worker only, never into the context request code reads.
  const systemDb = database.db;
  const vapidKeys = resolveVapidKeys(env);
  const journal = journalMigrations();
  const ctx: AppContext = {
    env,
    databaseHealth: {
      driver: database.driver,
      ping: async () => void (await systemDb.execute(sql`select 1`)),
      migrations: async () => ({
        committed: journal.length,
        pending: await pendingMigrations(systemDb, journal),
      }),
      poolStats: database.poolStats,
    },
    lifecycle: { draining: false },
    inTenant: (tenantId, work, txOptions) => inTenant(systemDb, tenantId, work, txOptions),
    tokens: new TokenService({
      secret: options.jwtSecret,
      accessTokenMinutes: env.ACCESS_TOKEN_MINUTES,
      refreshTokenDays: env.REFRESH_TOKEN_DAYS,
    }),
    tenants: new TenantDirectory(systemDb),
    mailer: new Mailer(
      { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, mailDir: join(env.DATA_DIR, 'mail') },
      app.log,
    ),
    publicUrl,
    realtime: silentPublisher,
    push: webPushSender({
      keys: vapidKeys,
      inTenant: (tenantId, work, txOptions) => inTenant(systemDb, tenantId, work, txOptions),
      log: app.log,
      allowLocalHttp: env.NODE_ENV !== 'production',
    }),
    pushPublicKey: vapidKeys.publicKey,
  };
  app.decorate('ctx', ctx);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  if (options.ownsDatabase) app.addHook('onClose', async () => database.close());
  // Closing (main's SIGTERM, or a test's close) means not ready, whoever started it.
  app.addHook('preClose', async () => {
    ctx.lifecycle.draining = true;
  });

  // First: every route after it, the API docs' own included, gets the shared conventions.
  await app.register(routeConventionsPlugin);
  await app.register(i18nPlugin);
  await app.register(errorsPlugin);
  await app.register(inputHygienePlugin);
  await app.register(securityHeadersPlugin);
  await app.register(openapiPlugin);
  await app.register(rateLimitPlugin);
  await app.register(requestContextPlugin);
  // Before the job worker: the live events it delivers need the socket server's publisher.
  await app.register(realtimePlugin);
  await app.register(jobsPlugin, { ...options.jobs, systemDb });
  // Before the routes: it times the routes registered after it.
  await app.register(metricsPlugin);

  if (options.webRoot) await app.register(webAppPlugin, { root: options.webRoot });

  await app.register(apiRoutes, { prefix: API_PREFIX });

  await app.ready();
  return app;
}
