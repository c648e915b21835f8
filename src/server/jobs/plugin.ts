/**
 * The job worker in the server process: `app.jobs`. It starts when the app is ready (so a process
 * that starts picks up what a stopped one left pending or running) and stops on close, waiting for
 * the jobs it is running. Without the worker (`worker: false`), jobs run only when `app.jobs.drain()`
 * is called: tests do that, so what they observe never depends on timing.
 */
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { JOB_DEFINITIONS } from './kinds';
import type { JobDefinition } from './registry';
import { JobWorker } from './worker';

export interface JobsOptions {
  /** Run jobs in the background (default true). */
  worker?: boolean;
  /** More kinds than the app's own (tests add kinds of their own). */
  extraKinds?: readonly JobDefinition[];
  /** First retry delay (default 10 s); each further one doubles. */
  retryBaseMs?: number;
  /** Names this process in `locked_by` (default host:pid:random). */
  workerId?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobWorker;
  }
}

/** The composition root hands the worker the owner connection; nothing else in the app has it. */
export interface JobsPluginOptions extends JobsOptions {
  systemDb: Db;
}

export const jobsPlugin = fp<JobsPluginOptions>(
  async (app, options) => {
    const { env } = app.ctx;
    const worker = new JobWorker({
      ctx: app.ctx,
      systemDb: options.systemDb,
      log: app.log.child({ component: 'jobs' }),
      definitions: [...JOB_DEFINITIONS, ...(options.extraKinds ?? [])],
      pollMs: env.JOB_POLL_SECONDS * 1000,
      leaseMs: env.JOB_LEASE_SECONDS * 1000,
      retryBaseMs: options.retryBaseMs,
      id: options.workerId,
    });
    app.decorate('jobs', worker);
    if (options.worker !== false) app.addHook('onReady', async () => worker.start());
    app.addHook('onClose', async () => worker.stop());
  },
  { name: 'jobs', dependencies: ['errors'], decorators: { fastify: ['ctx'] } },
);
