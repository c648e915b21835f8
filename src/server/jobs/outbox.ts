/**
 * Enqueueing: a job row written in the caller's transaction, so the work exists exactly when the
 * change that needs it commits. After the commit, the workers of this process are woken at once;
 * other processes find the job at their next poll.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { jobs } from '../db/schema';
import type { JobKind, JobPayload } from './kinds';

export interface EnqueueOptions {
  /** Pending jobs of the same kind and key coalesce into one (the earliest run time wins). */
  dedupeKey?: string;
  /** Not before this instant (default: now). */
  runAt?: Date;
  /** Runs before it is marked failed (default 5). */
  maxAttempts?: number;
}

const wakers = new Set<() => void>();
const hooked = new WeakSet<Tx>();

/** A worker asks to be woken after a commit that enqueued; the returned function unsubscribes. */
export function onJobsEnqueued(wake: () => void): () => void {
  wakers.add(wake);
  return () => wakers.delete(wake);
}

function wakeWorkers(): void {
  for (const wake of wakers) wake();
}

export async function enqueue<K extends JobKind>(
  tx: Tx,
  kind: K,
  payload: JobPayload<K>,
  options: EnqueueOptions = {},
): Promise<void> {
  const row = {
    kind,
    payload,
    dedupeKey: options.dedupeKey ?? null,
    ...(options.runAt ? { runAt: options.runAt } : {}),
    ...(options.maxAttempts ? { maxAttempts: options.maxAttempts } : {}),
  };
  if (options.dedupeKey === undefined) {
    await tx.insert(jobs).values(row);
  } else {
    await tx
      .insert(jobs)
      .values(row)
      .onConflictDoUpdate({
        target: [jobs.tenantId, jobs.kind, jobs.dedupeKey],
        targetWhere: sql`status = 'pending'`,
        set: { payload: sql`excluded.payload`, runAt: sql`least(${jobs.runAt}, excluded.run_at)` },
      });
  }
  if (!hooked.has(tx)) {
    hooked.add(tx);
    tx.afterCommit(wakeWorkers);
  }
}
