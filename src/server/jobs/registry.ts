/**
 * A kind of job: its name, the zod schema of its payload (checked again when it runs, since the row
 * may have waited through a deploy) and the handler, written in the module that owns the work.
 * The app's kinds are listed in `kinds.ts`; enqueueing is typed from that list.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../context';

/** What a handler knows about the run: the app, the job's tenant, which attempt this is. */
export interface JobRun {
  ctx: AppContext;
  tenantId: string;
  jobId: string;
  /** 1 on the first run. */
  attempt: number;
  log: FastifyBaseLogger;
}

export interface JobDefinition<K extends string = string, S extends z.ZodType = z.ZodType> {
  kind: K;
  payload: S;
  /**
   * Does the work. Throwing retries the job with backoff (up to its max attempts); throw
   * `JobRefusedError` when trying again cannot help. A job may run more than once (a worker can
   * die after the work and before recording it), so the work must bear a repeat.
   */
  run(job: JobRun, payload: z.output<S>): Promise<void>;
  /** What of the payload the row keeps once done (mails carry single-use links). Default: all. */
  redact?(payload: z.output<S>): unknown;
  /**
   * A periodic kind (its payload is `{}`): the workers keep one pending job of it for every active
   * tenant, queued at start and every `everyMs` (see `JobWorker.schedulePeriodic`).
   */
  periodic?: { everyMs: number };
}

export function defineJob<K extends string, S extends z.ZodType>(
  definition: JobDefinition<K, S>,
): JobDefinition<K, S> {
  return definition;
}

/** A job that cannot succeed however often it is tried (its subject is gone, access withdrawn …). */
export class JobRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'JobRefusedError';
  }
}
