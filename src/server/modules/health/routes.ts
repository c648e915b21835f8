/**
 * Liveness and readiness, public (no tenant, no token), for the proxy, the orchestrator and the
 * operator. `/health` answers whether the process runs: it touches nothing else, so an outage of the
 * database never makes an orchestrator restart every healthy process. `/ready` answers whether this
 * process should get traffic: the database answers, holds every committed migration, and the
 * process is not shutting down.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_CODES, errorBodySchema } from '../../../domain/errors';
import { AppError } from '../../errors';

export const liveRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    {
      config: { public: true },
      schema: {
        summary: 'Liveness: the process runs (never reads the database; readiness does)',
        response: {
          200: z.object({ status: z.literal('ok'), driver: z.string(), uptimeSeconds: z.number() }),
        },
      },
    },
    async () => ({
      status: 'ok' as const,
      driver: app.ctx.databaseHealth.driver,
      uptimeSeconds: Math.round(process.uptime()),
    }),
  );
};

const notReady = (key: string, reason: string, vars: Record<string, string | number> = {}) =>
  new AppError(503, ERROR_CODES.unavailable, key, vars, { reason });

export const readyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    {
      config: { public: true },
      schema: {
        summary:
          'Readiness: the database answers and is fully migrated, and the process is not shutting down',
        description:
          "503 (details.reason 'draining', 'database' or 'migrations') tells a proxy or orchestrator to send this process nothing new.",
        response: {
          200: z.object({
            status: z.literal('ready'),
            database: z.literal('ok'),
            migrations: z.number().int(),
          }),
          503: errorBodySchema,
        },
      },
    },
    async (req) => {
      const { databaseHealth, lifecycle } = app.ctx;
      if (lifecycle.draining) throw notReady('errors.notReadyDraining', 'draining');
      let migrations: { committed: number; pending: string[] };
      try {
        migrations = await databaseHealth.migrations();
      } catch (err) {
        req.log.error({ err }, 'readiness: the database does not answer');
        throw notReady('errors.notReadyDatabase', 'database');
      }
      const { committed, pending } = migrations;
      if (pending.length > 0) {
        req.log.warn({ pending }, 'readiness: migrations not applied');
        throw notReady('errors.notReadyMigrations', 'migrations', { count: pending.length });
      }
      return { status: 'ready' as const, database: 'ok' as const, migrations: committed };
    },
  );
};
