/**
 * The worker of one server process. A pass claims batches of runnable jobs (`claimJobs`, FOR UPDATE
 * SKIP LOCKED with a lease) and runs them until none is left. Passes start when the process starts
 * (that resumes what a stopped process left), right after a commit that enqueued, and every poll
 * interval (other processes' jobs, retries that came due, claims of dead workers that ran out).
 * A failed run is retried with exponential backoff, then marked failed with its error.
 */
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import type { JobRow } from '../db/schema';
import { onJobsEnqueued } from './outbox';
import {
  claimJobs,
  countOpenJobs,
  extendLease,
  markDone,
  markFailed,
  markRetry,
  schedulePeriodicJobs,
  sweepFinishedJobs,
} from './queries';
import { type JobDefinition, JobRefusedError } from './registry';

export interface JobWorkerOptions {
  ctx: AppContext;
  /** The owner connection: the worker claims and records jobs of every tenant. */
  systemDb: Db;
  log: FastifyBaseLogger;
  definitions: readonly JobDefinition[];
  pollMs: number;
  /** How long a claim holds without news from its worker; renewed every third of it while running. */
  leaseMs: number;
  /** Jobs claimed and run together. */
  batchSize?: number;
  /** First retry delay; each further one doubles, up to an hour. */
  retryBaseMs?: number;
  id?: string;
}

const MAX_RETRY_DELAY_MS = 60 * 60_000;
const SWEEP_EVERY_MS = 60 * 60_000;

/** Delay before the next run after `attempts` failed runs: base, 2×base, 4×base … (capped). */
export function retryDelayMs(attempts: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), MAX_RETRY_DELAY_MS);
}

const errorText = (error: unknown) =>
  (error instanceof Error ? error.stack || error.message : String(error)).slice(0, 4000);

export class JobWorker {
  readonly id: string;
  private readonly byKind: Map<string, JobDefinition>;
  private readonly kinds: string[];
  private current: Promise<number> | null = null;
  private wakeRequested = false;
  private started = false;
  private stopping = false;
  private timer: NodeJS.Timeout | undefined;
  private sweeper: NodeJS.Timeout | undefined;
  private schedulers: NodeJS.Timeout[] = [];
  private sweeping: Promise<void> = Promise.resolve();
  private unsubscribe: (() => void) | undefined;

  constructor(private readonly options: JobWorkerOptions) {
    this.id = options.id ?? `${hostname()}:${process.pid}:${Math.random().toString(36).slice(2, 8)}`;
    this.byKind = new Map(options.definitions.map((d) => [d.kind, d]));
    this.kinds = [...this.byKind.keys()];
  }

  /** Runs in the background from now on: a first pass at once, then on wake-ups and every poll. */
  start(): void {
    if (this.started || this.stopping) return;
    this.started = true;
    this.unsubscribe = onJobsEnqueued(() => this.wake());
    this.timer = setInterval(() => this.wake(), this.options.pollMs);
    this.timer.unref();
    this.sweeper = setInterval(() => this.sweep(), SWEEP_EVERY_MS);
    this.sweeper.unref();
    // Each period its own clock: a kind is queued again on its own period only.
    const byPeriod = new Map<number, string[]>();
    for (const d of this.options.definitions)
      if (d.periodic) byPeriod.set(d.periodic.everyMs, [...(byPeriod.get(d.periodic.everyMs) ?? []), d.kind]);
    for (const [everyMs, kinds] of byPeriod) {
      const scheduler = setInterval(() => {
        void this.schedulePeriodic(kinds).then((queued) => queued && this.wake());
      }, everyMs);
      scheduler.unref();
      this.schedulers.push(scheduler);
    }
    // The first pass queues the periodic jobs first, so it runs them too (`idle()` waits for both).
    this.current = this.schedulePeriodic()
      .then(() => this.claimAndRun())
      .finally(() => {
        this.current = null;
      });
    this.sweep();
  }

  /**
   * Queues the periodic kinds' job (all of them, or the `kinds` whose period came) of every active
   * tenant that has none pending; then they run like any job. Called at start and every period;
   * tests call it and then drain.
   */
  async schedulePeriodic(
    kinds: readonly string[] = this.options.definitions.filter((d) => d.periodic).map((d) => d.kind),
  ): Promise<number> {
    if (kinds.length === 0) return 0;
    try {
      return await schedulePeriodicJobs(this.options.systemDb, kinds);
    } catch (error) {
      this.options.log.warn({ err: error }, 'periodic jobs not scheduled');
      return 0;
    }
  }

  private sweep(): void {
    this.sweeping = this.sweeping.then(() => this.sweepOnce());
  }

  private async sweepOnce(): Promise<void> {
    try {
      const removed = await sweepFinishedJobs(this.options.systemDb);
      if (removed) this.options.log.info({ removed }, 'finished jobs swept');
    } catch (error) {
      this.options.log.warn({ err: error }, 'finished jobs not swept');
    }
  }

  /** Stops taking jobs and waits for the ones running (graceful shutdown). */
  async stop(): Promise<void> {
    this.stopping = true;
    clearInterval(this.timer);
    clearInterval(this.sweeper);
    for (const scheduler of this.schedulers) clearInterval(scheduler);
    this.unsubscribe?.();
    await Promise.all([this.idle(), this.sweeping]);
  }

  /** The kinds this worker runs, and how many of each wait, run or failed now (every process's). */
  async queueCounts(): Promise<{
    kinds: readonly string[];
    counts: Awaited<ReturnType<typeof countOpenJobs>>;
  }> {
    return { kinds: this.kinds, counts: await countOpenJobs(this.options.systemDb) };
  }

  private wake(): void {
    if (!this.started || this.stopping) return;
    this.wakeRequested = true;
    void this.pass();
  }

  /** Resolves when no pass is running. */
  async idle(): Promise<void> {
    await this.current;
  }

  /**
   * Runs every job runnable now (and those the runs enqueue) until none is left; answers how many
   * ran. Jobs waiting for a retry time or claimed by another live worker are not waited for.
   */
  async drain(): Promise<number> {
    await this.idle();
    return this.pass();
  }

  /** One pass at a time: a caller arriving during one shares it. */
  private pass(): Promise<number> {
    this.current ??= this.claimAndRun().finally(() => {
      this.current = null;
    });
    return this.current;
  }

  private async claimAndRun(): Promise<number> {
    const { systemDb, log } = this.options;
    let ran = 0;
    while (!this.stopping) {
      this.wakeRequested = false;
      let batch: JobRow[];
      try {
        batch = await claimJobs(
          systemDb,
          this.id,
          this.kinds,
          this.options.batchSize ?? 4,
          this.options.leaseMs,
        );
      } catch (error) {
        log.error({ err: error }, 'could not claim jobs; trying again at the next poll');
        break;
      }
      // A commit that landed while the empty claim ran may have been missed: look once more.
      if (batch.length === 0 && !this.wakeRequested) break;
      await Promise.all(batch.map((job) => this.run(job)));
      ran += batch.length;
    }
    return ran;
  }

  private async run(job: JobRow): Promise<void> {
    const { ctx, systemDb, leaseMs } = this.options;
    const definition = this.byKind.get(job.kind)!;
    const log = this.options.log.child({ jobId: job.id, kind: job.kind, attempt: job.attempts });
    const renew = setInterval(() => {
      extendLease(systemDb, job, this.id, leaseMs).catch((err) => log.warn({ err }, 'job lease not renewed'));
    }, leaseMs / 3);
    renew.unref();
    try {
      if (job.attempts > job.maxAttempts) {
        // Only a claim that ran out brings a job here: its workers kept dying while running it.
        throw new JobRefusedError(`abandoned by its worker ${job.attempts - 1} times`);
      }
      const parsed = definition.payload.safeParse(job.payload);
      if (!parsed.success) throw new JobRefusedError(`payload refused: ${parsed.error.message}`);
      await definition.run(
        { ctx, tenantId: job.tenantId, jobId: job.id, attempt: job.attempts, log },
        parsed.data,
      );
      const kept = definition.redact ? definition.redact(parsed.data) : job.payload;
      if (!(await markDone(systemDb, job, this.id, kept)))
        log.warn('job done, but its claim had been taken over');
    } catch (error) {
      await this.recordFailure(job, error, log).catch((err) =>
        log.error({ err }, 'could not record a job failure; it runs again once its claim runs out'),
      );
    } finally {
      clearInterval(renew);
    }
  }

  private async recordFailure(job: JobRow, error: unknown, log: FastifyBaseLogger): Promise<void> {
    const { systemDb } = this.options;
    const text = errorText(error);
    if (error instanceof JobRefusedError || job.attempts >= job.maxAttempts) {
      await markFailed(systemDb, job, this.id, text);
      log.error({ err: error, attempts: job.attempts }, 'job failed for good');
      return;
    }
    const delayMs = retryDelayMs(job.attempts, this.options.retryBaseMs ?? 10_000);
    const outcome = await markRetry(systemDb, job, this.id, text, delayMs);
    log.warn({ err: error, outcome, retryInMs: delayMs }, 'job failed; retried later');
  }
}
