/**
 * Rate limits, per route (`config.rateLimit`), keyed by client address. With REDIS_URL the counts
 * are shared by every process; otherwise each process counts on its own.
 */
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { ERROR_CODES } from '../../domain/errors';
import { AppError } from '../errors';

export const rateLimitPlugin = fp(
  async (app) => {
    const redisUrl = app.ctx.env.REDIS_URL;
    const redis = redisUrl
      ? new Redis(redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1 })
      : undefined;
    if (redis) app.addHook('onClose', async () => void (await redis.quit()));
    await app.register(rateLimit, {
      global: false,
      ...(redis ? { redis, nameSpace: 'backoffice-rl-' } : {}),
      errorResponseBuilder: (_request, context) =>
        new AppError(429, ERROR_CODES.tooManyRequests, 'errors.tooManyRequests', {
          seconds: Math.max(1, Math.ceil(context.ttl / 1000)),
        }),
    });
  },
  { name: 'rate-limit', dependencies: ['errors'], decorators: { fastify: ['ctx'] } },
);
