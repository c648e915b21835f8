/**
 * Prometheus metrics at `GET /metrics` through fastify-metrics: request duration per route pattern
 * (`/api/orders/:id`, never a raw URL, so no id or tenant becomes a label), Node's process metrics,
 * the PostgreSQL pool's connections and the job queue by kind, the last two read at each scrape.
 * Each app has a registry of its own (tests build many apps in one process), served with the
 * process's own metrics.
 *
 * Who may scrape: with METRICS_TOKEN, whoever sends it as a bearer token; without one, only a
 * request made on this machine that no proxy forwarded (docs/deployment.md, "Metrics").
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import fastifyMetrics from 'fastify-metrics';
import fp from 'fastify-plugin';
import client from 'prom-client';
import { forbidden, unauthorized } from '../errors';

export const METRICS_PATH = '/metrics';

/** Seconds; the API answers in tens of milliseconds, exports and documents in seconds. */
const DURATION_BUCKETS = [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Node's process metrics (CPU, memory, event-loop delay, GC): one set per process, whatever the
 * number of apps in it, since prom-client's collectors keep running once started.
 */
let processRegistry: client.Registry | undefined;
function processMetrics(): client.Registry {
  if (!processRegistry) {
    processRegistry = new client.Registry();
    client.collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether the request may read the metrics: the token when one is set, else this machine, unproxied. */
function scrapeRefusal(request: FastifyRequest, token: string | undefined) {
  if (token) {
    const sent = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    // Digests of equal length: the comparison takes the same time whatever was sent.
    return timingSafeEqual(digest(sent), digest(token)) ? null : unauthorized();
  }
  const proxied = request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
  return LOOPBACK.has(request.socket.remoteAddress ?? '') && !proxied ? null : forbidden();
}

export const metricsPlugin = fp(
  async (app) => {
    const registry = new client.Registry();
    await app.register(fastifyMetrics, {
      promClient: client,
      // Served below, behind the scrape check.
      endpoint: null,
      // Collected once per process instead (processMetrics).
      defaultMetrics: { enabled: false },
      routeMetrics: {
        enabled: { histogram: true, summary: false },
        routeBlacklist: [METRICS_PATH],
        overrides: {
          histogram: { registers: [registry], buckets: DURATION_BUCKETS },
          // Not collected (`summary: false`), but the plugin builds it: kept off the global registry.
          summary: { registers: [registry] },
        },
      },
    });

    const { databaseHealth } = app.ctx;
    const poolStats = databaseHealth.poolStats;
    if (poolStats) {
      new client.Gauge({
        name: 'backoffice_db_pool_connections',
        help: 'PostgreSQL pool connections of this process, by state (open = busy + idle)',
        labelNames: ['state'],
        registers: [registry],
        collect() {
          const stats = poolStats();
          this.set({ state: 'open' }, stats.total);
          this.set({ state: 'idle' }, stats.idle);
        },
      });
      new client.Gauge({
        name: 'backoffice_db_pool_waiting_queries',
        help: 'Queries of this process waiting for a free PostgreSQL connection',
        registers: [registry],
        collect() {
          this.set(poolStats().waiting);
        },
      });
    }

    const log = app.log.child({ component: 'metrics' });
    new client.Gauge({
      name: 'backoffice_jobs',
      help: 'Jobs of the outbox (every process) pending, running and failed (kept 30 days), by kind',
      labelNames: ['kind', 'status'],
      registers: [registry],
      async collect() {
        this.reset();
        try {
          const { kinds, counts } = await app.jobs.queueCounts();
          // Every kind and state present, zeros included: an absent series reads as "unknown", not 0.
          for (const kind of kinds)
            for (const status of ['pending', 'running', 'failed'] as const) this.set({ kind, status }, 0);
          for (const row of counts) this.set({ kind: row.kind, status: row.status }, row.count);
        } catch (err) {
          log.warn({ err }, 'job queue not counted for this scrape');
        }
      },
    });

    const token = app.ctx.env.METRICS_TOKEN;
    app.get(METRICS_PATH, { logLevel: 'warn', schema: { hide: true } }, async (request, reply) => {
      const refusal = scrapeRefusal(request, token);
      if (refusal) {
        if (token) reply.header('www-authenticate', 'Bearer');
        throw refusal;
      }
      const merged = client.Registry.merge([processMetrics(), registry]);
      return reply.type(merged.contentType).send(await merged.metrics());
    });
  },
  { name: 'metrics', dependencies: ['errors', 'jobs'], decorators: { fastify: ['ctx', 'jobs'] } },
);
