/**
 * The job outbox: work to do after a change commits (render a proforma, send a mail …), written in
 * the same transaction as the change, so a crash between the commit and the work loses nothing.
 * Requests insert their tenant's jobs as the request role; the worker claims every tenant's jobs
 * through the owner connection (`src/server/jobs`).
 */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { tenantIdColumn, tenantPolicy } from './rls';
import { tenants } from './tenants';

export const JOB_STATUSES = ['pending', 'running', 'done', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    /** What to do: a kind of the job registry ('proforma.render', 'mail.send' …). */
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<unknown>().notNull(),
    status: text('status').$type<JobStatus>().notNull().default('pending'),
    /** Runs started so far (a run cut short by a crash counts). */
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    /** Not before this instant (now, or the next retry). */
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    /** The worker running it, and until when its claim holds (a dead worker's job is claimed again after). */
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    /**
     * Jobs of one kind with the same key coalesce while pending (one proforma render per order
     * however many edits are waiting); null never coalesces.
     */
    dedupeKey: text('dedupe_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    check('jobs_status_known', sql`${t.status} in ('pending', 'running', 'done', 'failed')`),
    // What a worker looks for: pending jobs due, and running ones whose claim ran out.
    index('jobs_runnable').on(t.runAt).where(sql`status = 'pending'`),
    index('jobs_leased').on(t.lockedUntil).where(sql`status = 'running'`),
    uniqueIndex('jobs_pending_dedupe').on(t.tenantId, t.kind, t.dedupeKey).where(sql`status = 'pending'`),
    tenantPolicy('jobs'),
  ],
);

export type JobRow = typeof jobs.$inferSelect;
