/**
 * Jobs in tests: test apps run no worker in the background, so a test runs what its requests
 * queued with `drainJobs(app)` (mails written, proformas rendered) and then asserts, without waiting
 * for time to pass.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type Db, rowsOf } from '../../src/server/db/client';
import type { JobRow } from '../../src/server/db/schema';

/** Runs every job runnable now, and those they queue, until none is left; answers how many ran. */
export function drainJobs(app: FastifyInstance): Promise<number> {
  return app.jobs.drain();
}

export interface JobRecord {
  id: string;
  kind: string;
  status: JobRow['status'];
  attempts: number;
  payload: unknown;
  lastError: string | null;
  lockedBy: string | null;
}

/** The job rows of a kind (every tenant, owner connection), oldest first. */
export async function jobsOfKind(db: Db, kind: string): Promise<JobRecord[]> {
  const result = await db.execute(sql`
    select id, kind, status, attempts, payload, last_error as "lastError", locked_by as "lockedBy"
    from jobs where kind = ${kind} order by created_at, id`);
  return rowsOf<JobRecord>(result);
}
