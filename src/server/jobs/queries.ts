/**
 * The worker's SQL, through the owner connection (it serves every tenant). Each statement that ends
 * a run checks `locked_by`: a worker whose claim ran out and was taken over records nothing.
 */
import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type JobRow, jobs } from '../db/schema';

const leaseEnd = (leaseMs: number) => sql`now() + ${leaseMs} * interval '1 millisecond'`;

/**
 * Takes up to `limit` runnable jobs of the given kinds: pending and due, or running under a claim
 * that ran out (its worker died). Rows another worker is claiming at the same moment are skipped,
 * never waited for, so two workers never take the same job.
 */
export async function claimJobs(
  db: Db,
  workerId: string,
  kinds: readonly string[],
  limit: number,
  leaseMs: number,
): Promise<JobRow[]> {
  const runnable = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        inArray(jobs.kind, [...kinds]),
        or(
          and(eq(jobs.status, 'pending'), lte(jobs.runAt, sql`now()`)),
          and(eq(jobs.status, 'running'), lte(jobs.lockedUntil, sql`now()`)),
        ),
      ),
    )
    .orderBy(asc(jobs.runAt), asc(jobs.createdAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(jobs)
    .set({
      status: 'running',
      lockedBy: workerId,
      lockedUntil: leaseEnd(leaseMs),
      attempts: sql`${jobs.attempts} + 1`,
    })
    .where(inArray(jobs.id, runnable))
    .returning();
}

const ours = (job: JobRow, workerId: string) =>
  and(eq(jobs.id, job.id), eq(jobs.lockedBy, workerId), eq(jobs.status, 'running'));

/** Keeps the claim of a job still running; false when it was lost. */
export async function extendLease(db: Db, job: JobRow, workerId: string, leaseMs: number): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ lockedUntil: leaseEnd(leaseMs) })
    .where(ours(job, workerId))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** Done: `locked_by` stays as the worker that ran it; the payload may be cut down (`redact`). */
export async function markDone(db: Db, job: JobRow, workerId: string, payload: unknown): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ status: 'done', lockedUntil: null, finishedAt: sql`now()`, payload })
    .where(ours(job, workerId))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

export async function markFailed(db: Db, job: JobRow, workerId: string, error: string): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ status: 'failed', lockedUntil: null, finishedAt: sql`now()`, lastError: error })
    .where(ours(job, workerId))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/**
 * Back to pending after `delayMs`. A job that coalesces (dedupe key) and meanwhile has a newer
 * pending twin is not put back: the twin does the same work, so this one ends failed with the error.
 */
export async function markRetry(
  db: Db,
  job: JobRow,
  workerId: string,
  error: string,
  delayMs: number,
): Promise<'retry' | 'superseded' | 'lost'> {
  const noPendingTwin = sql`not exists (
    select 1 from ${jobs} twin
    where twin.status = 'pending' and twin.tenant_id = ${job.tenantId}
      and twin.kind = ${job.kind} and twin.dedupe_key = ${job.dedupeKey})`;
  const rows = await db
    .update(jobs)
    .set({
      status: 'pending',
      lockedBy: null,
      lockedUntil: null,
      lastError: error,
      runAt: sql`now() + ${delayMs} * interval '1 millisecond'`,
    })
    .where(and(ours(job, workerId), job.dedupeKey === null ? undefined : noPendingTwin))
    .returning({ id: jobs.id });
  if (rows.length) return 'retry';
  const superseded = await markFailed(db, job, workerId, `${error} (a newer pending job does the same work)`);
  return superseded ? 'superseded' : 'lost';
}

/** Forgets finished jobs: done ones after a week, failed ones after a month (time to look into them). */
export async function sweepFinishedJobs(db: Db): Promise<number> {
  const rows = await db
    .delete(jobs)
    .where(
      or(
        and(eq(jobs.status, 'done'), lte(jobs.finishedAt, sql`now() - interval '7 days'`)),
        and(eq(jobs.status, 'failed'), lte(jobs.finishedAt, sql`now() - interval '30 days'`)),
      ),
    )
    .returning({ id: jobs.id });
  return rows.length;
}

/**
 * One pending job of each periodic kind for every active tenant that has none (the partial unique
 * index on pending dedupe keys makes concurrent schedulers agree); answers how many were queued.
 */
export async function schedulePeriodicJobs(db: Db, kinds: readonly string[]): Promise<number> {
  let queued = 0;
  for (const kind of kinds) {
    const result = await db.execute(sql`
      insert into jobs (tenant_id, kind, payload, dedupe_key)
      select t.id, ${kind}, '{}'::jsonb, 'periodic' from tenants t where t.active
      on conflict (tenant_id, kind, dedupe_key) where status = 'pending' do nothing
      returning id`);
    queued += (result as { rows: unknown[] }).rows.length;
  }
  return queued;
}

/** Jobs waiting, running and failed (kept a month), by kind: the queue gauges read at each scrape. */
export async function countOpenJobs(
  db: Db,
): Promise<{ kind: string; status: 'pending' | 'running' | 'failed'; count: number }[]> {
  return db
    .select({
      kind: jobs.kind,
      status: sql<'pending' | 'running' | 'failed'>`${jobs.status}`,
      count: sql<number>`count(*)::int`,
    })
    .from(jobs)
    .where(inArray(jobs.status, ['pending', 'running', 'failed']))
    .groupBy(jobs.kind, jobs.status);
}
