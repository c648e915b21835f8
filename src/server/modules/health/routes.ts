/** Liveness with a real database round trip: 503 when the database does not answer. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_CODES, errorBodySchema } from '../../../domain/errors';
import { AppError } from '../../errors';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    {
      config: { public: true },
      schema: {
        summary: 'Service and database health',
        response: {
          200: z.object({
            status: z.literal('ok'),
            database: z.literal('ok'),
            driver: z.string(),
            uptimeSeconds: z.number(),
          }),
          503: errorBodySchema,
        },
      },
    },
    async (req) => {
      try {
        await app.ctx.databaseHealth.ping();
      } catch (err) {
        req.log.error({ err }, 'database health check failed');
        throw new AppError(503, ERROR_CODES.unavailable, 'errors.unavailable');
      }
      return {
        status: 'ok' as const,
        database: 'ok' as const,
        driver: app.ctx.databaseHealth.driver,
        uptimeSeconds: Math.round(process.uptime()),
      };
    },
  );
};
