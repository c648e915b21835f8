/**
 * The job outbox: jobs live and die with their transaction, survive a process that stops between
 * the commit and the work, are claimed again when their worker died, retry with backoff and then
 * fail with the error, and never run twice when two workers share one database.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { inArray, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { rowsOf } from '../../src/server/db/client';
import { jobs } from '../../src/server/db/schema';
import { inTenant } from '../../src/server/db/tenantTx';
import { enqueue } from '../../src/server/jobs/outbox';
import { claimJobs, markDone, sweepFinishedJobs } from '../../src/server/jobs/queries';
import { defineJob } from '../../src/server/jobs/registry';
import { drainJobs, jobsOfKind } from '../helpers/jobs';
import { createOrder } from '../helpers/orders';
import {
  call,
  createSiblingApp,
  createTestApp,
  login,
  type Session,
  type TestContext,
} from '../helpers/testApp';

/** How often each test job ran, by job id. */
const runs = new Map<string, number>();
const countJob = defineJob({
  kind: 'test.count',
  payload: z.object({ n: z.number().int() }),
  async run(job) {
    runs.set(job.jobId, (runs.get(job.jobId) ?? 0) + 1);
    // Let the other worker's queries interleave with this run.
    await new Promise((resolve) => setImmediate(resolve));
  },
});
const failJob = defineJob({
  kind: 'test.fail',
  payload: z.object({}),
  async run() {
    throw new Error('the mail server said no');
  },
});
/** Runs until the test opens the gate; tells the test once it started. */
let gate = { entered: () => {}, open: Promise.resolve() };
const gatedJob = defineJob({
  kind: 'test.gated',
  payload: z.object({}),
  async run() {
    gate.entered();
    await gate.open;
  },
});
const testKinds = [countJob, failJob, gatedJob];
const RETRY_BASE_MS = 60_000;

let t: TestContext;
let admin: Session;
let tenantId: string;

beforeAll(async () => {
  t = await createTestApp({}, { jobs: { extraKinds: testKinds, retryBaseMs: RETRY_BASE_MS } });
  admin = await login(t.app, 'admin@demo.local');
  tenantId = (await t.app.ctx.tokens.verifyAccess(admin.accessToken)).tenantId;
});
afterAll(async () => t?.close());

const owner = async <T>(query: SQL) => rowsOf<T>(await t.database.db.execute(query));
const mailsTo = (email: string) => {
  try {
    return readdirSync(join(t.dataDir, 'mail')).filter((f) => f.endsWith(`-${email}.eml`));
  } catch {
    return [];
  }
};
/** Test jobs are not app kinds, so they are written as rows (the worker checks their payload). */
const addJobs = (kind: string, payloads: object[], maxAttempts = 5) =>
  inTenant(t.database.db, tenantId, async (tx) =>
    tx
      .insert(jobs)
      .values(payloads.map((payload) => ({ kind, payload, maxAttempts })))
      .returning({ id: jobs.id }),
  );
const jobRow = async (id: string) =>
  (
    await owner<{ status: string; attempts: number; last_error: string | null; locked_by: string | null }>(
      sql`select status, attempts, last_error, locked_by from jobs where id = ${id}`,
    )
  )[0]!;
const mailJobsTo = async (email: string) =>
  (await jobsOfKind(t.database.db, 'mail.send')).filter((j) => (j.payload as { to: string }).to === email);

describe('enqueueing', () => {
  it('is part of the transaction: rolled back with it, committed with it, kept to the tenant', async () => {
    const mail = { to: 'rollback@demo.local', subject: 'S', text: 'T', html: '<p>T</p>' };
    await expect(
      inTenant(t.database.db, tenantId, async (tx) => {
        await enqueue(tx, 'mail.send', mail);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await mailJobsTo('rollback@demo.local')).toEqual([]);

    // A refused request queues nothing either: the e-mail is taken, 409, no invitation.
    const taken = await call(t.app, admin, {
      method: 'POST',
      url: '/api/users',
      payload: { email: 'seller@demo.local', firstName: 'A', lastName: 'B', role: 'seller' },
    });
    expect(taken.statusCode).toBe(409);
    expect(await mailJobsTo('seller@demo.local')).toEqual([]);

    await inTenant(t.database.db, tenantId, (tx) =>
      enqueue(tx, 'mail.send', { ...mail, to: 'kept@demo.local' }),
    );
    expect(await mailJobsTo('kept@demo.local')).toMatchObject([{ status: 'pending', attempts: 0 }]);
    const norte = await t.app.ctx.tenants.bySlug('norte');
    const seenByNorte = await inTenant(t.database.db, norte!.id, (tx) => tx.select().from(jobs));
    expect(seenByNorte.filter((j) => j.tenantId === tenantId)).toEqual([]);
    expect(await drainJobs(t.app)).toBe(1);
  });
});

describe('a process that stops between the commit and the work', () => {
  it('leaves the proforma and the mail pending; the next process does each exactly once', async () => {
    const stopped = await createSiblingApp(t);
    const seller = await login(stopped, 'seller@demo.local');
    const [orderId] = (await createOrder(stopped, seller)) as [string];
    const invited = await call(stopped, admin, {
      method: 'POST',
      url: '/api/users',
      payload: { email: 'after.crash@demo.local', firstName: 'Rosa', lastName: 'Luna', role: 'seller' },
    });
    expect(invited.statusCode).toBe(201);
    await stopped.close(); // nothing ran: the worker was off, as if the process died after answering

    const render = async () =>
      (await jobsOfKind(t.database.db, 'proforma.render')).filter(
        (j) => (j.payload as { orderId: string }).orderId === orderId,
      );
    expect(await render()).toMatchObject([{ status: 'pending', attempts: 0 }]);
    expect(await mailJobsTo('after.crash@demo.local')).toMatchObject([{ status: 'pending', attempts: 0 }]);
    expect(mailsTo('after.crash@demo.local')).toEqual([]);

    const next = await createSiblingApp(t, { jobs: { worker: true } });
    try {
      await next.jobs.idle(); // the pass its start began
      expect(await drainJobs(next)).toBe(0);
    } finally {
      await next.close();
    }
    expect(await render()).toMatchObject([{ status: 'done', attempts: 1 }]);
    const [generated] = await owner<{ n: number; updating: boolean }>(sql`
      select (select count(*)::int from order_history where order_id = ${orderId} and event = 'proformaGenerated') as n,
        (select updating from order_documents where order_id = ${orderId} and type = 'sales_order') as updating`);
    expect(generated).toEqual({ n: 1, updating: false });
    expect(mailsTo('after.crash@demo.local')).toHaveLength(1);
    // Sent: the row keeps who and what, not the body with its single-use link.
    expect(await mailJobsTo('after.crash@demo.local')).toMatchObject([
      { status: 'done', attempts: 1, payload: { to: 'after.crash@demo.local', subject: expect.any(String) } },
    ]);
    expect(JSON.stringify((await mailJobsTo('after.crash@demo.local'))[0]!.payload)).not.toContain(
      'recoveryToken',
    );
  });

  it('a job whose worker died while running it is claimed again once the lease ran out', async () => {
    const [job] = await addJobs('test.count', [{ n: 1 }]);
    const [claimed] = await claimJobs(t.database.db, 'dead-worker', ['test.count'], 10, 60_000);
    expect(claimed?.id).toBe(job!.id);
    expect(await drainJobs(t.app)).toBe(0); // still leased: a live worker might be running it
    expect(await jobRow(job!.id)).toMatchObject({ status: 'running', locked_by: 'dead-worker' });

    await owner(sql`update jobs set locked_until = now() - interval '1 second' where id = ${job!.id}`);
    expect(await drainJobs(t.app)).toBe(1);
    expect(runs.get(job!.id)).toBe(1);
    expect(await jobRow(job!.id)).toMatchObject({ status: 'done', attempts: 2, locked_by: t.app.jobs.id });
    // The dead worker coming back cannot record anything over it.
    expect(await markDone(t.database.db, claimed!, 'dead-worker', {})).toBe(false);
  });
});

describe('failures', () => {
  const secondsUntilRun = async (id: string) =>
    (
      await owner<{ s: number }>(
        sql`select extract(epoch from run_at - now())::float8 as s from jobs where id = ${id}`,
      )
    )[0]!.s;

  it('retry with exponential backoff, then the job is failed with the last error', async () => {
    const [job] = await addJobs('test.fail', [{}], 3);
    expect(await drainJobs(t.app)).toBe(1);
    expect(await jobRow(job!.id)).toMatchObject({ status: 'pending', attempts: 1 });
    expect((await jobRow(job!.id)).last_error).toContain('the mail server said no');
    expect(await secondsUntilRun(job!.id)).toBeGreaterThan(50); // first delay: 60 s
    expect(await secondsUntilRun(job!.id)).toBeLessThanOrEqual(60);
    expect(await drainJobs(t.app)).toBe(0); // not due yet

    await owner(sql`update jobs set run_at = now() where id = ${job!.id}`);
    expect(await drainJobs(t.app)).toBe(1);
    expect(await jobRow(job!.id)).toMatchObject({ status: 'pending', attempts: 2 });
    expect(await secondsUntilRun(job!.id)).toBeGreaterThan(110); // doubled: 120 s
    expect(await secondsUntilRun(job!.id)).toBeLessThanOrEqual(120);

    await owner(sql`update jobs set run_at = now() where id = ${job!.id}`);
    expect(await drainJobs(t.app)).toBe(1);
    const failed = await jobRow(job!.id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 3 });
    expect(failed.last_error).toContain('the mail server said no');
    expect(await drainJobs(t.app)).toBe(0);
  });

  it('a mailed export whose user was blocked before it ran fails at once and mails nothing', async () => {
    const seller = await login(t.app, 'seller3@demo.local');
    const asked = await call(t.app, seller, {
      method: 'POST',
      url: '/api/orders/export',
      payload: { format: 'csv', statusTab: 'DEFAULT' },
    });
    expect(asked.statusCode, asked.body).toBe(202);
    await owner(sql`update users set is_blocked = true where email = 'seller3@demo.local'`);
    expect(await drainJobs(t.app)).toBe(1);
    const [job] = await jobsOfKind(t.database.db, 'orders.export.mail');
    expect(job).toMatchObject({ status: 'failed', attempts: 1 });
    expect(job!.lastError).toContain('blocked');
    expect(mailsTo('seller3@demo.local')).toEqual([]);
    await owner(sql`update users set is_blocked = false where email = 'seller3@demo.local'`);
  });
});

describe('the worker', () => {
  it('forgets done jobs after a week and failed ones after a month', async () => {
    const [oldDone, recentDone, oldFailed, oldestFailed] = await addJobs('test.count', [
      { n: 1 },
      { n: 2 },
      { n: 3 },
      { n: 4 },
    ]);
    const finish = (id: string, status: string, days: number) =>
      owner(sql`update jobs set status = ${status}, finished_at = now() - ${days} * interval '1 day'
        where id = ${id}`);
    await finish(oldDone!.id, 'done', 8);
    await finish(recentDone!.id, 'done', 6);
    await finish(oldFailed!.id, 'failed', 8);
    await finish(oldestFailed!.id, 'failed', 31);
    expect(await sweepFinishedJobs(t.database.db)).toBe(2);
    const left = await owner<{ id: string }>(
      sql`select id from jobs where id in (${oldDone!.id}, ${recentDone!.id}, ${oldFailed!.id}, ${oldestFailed!.id})`,
    );
    expect(left.map((r) => r.id).sort()).toEqual([recentDone!.id, oldFailed!.id].sort());
  });

  it('two workers on one database never run the same job', async () => {
    const created = await addJobs(
      'test.count',
      Array.from({ length: 50 }, (_, n) => ({ n })),
    );
    const other = await createSiblingApp(t, { jobs: { extraKinds: testKinds } });
    try {
      const [a, b] = await Promise.all([drainJobs(t.app), drainJobs(other)]);
      expect(a + b).toBe(50);
    } finally {
      await other.close();
    }
    expect(created.map((j) => runs.get(j.id))).toEqual(created.map(() => 1));
    const rows = await t.database.db
      .select({ status: jobs.status, attempts: jobs.attempts })
      .from(jobs)
      .where(
        inArray(
          jobs.id,
          created.map((j) => j.id),
        ),
      );
    expect(rows).toHaveLength(50);
    expect(rows.every((r) => r.status === 'done' && r.attempts === 1)).toBe(true);
  });

  it('is woken by the commit that enqueued, without waiting for its poll', async () => {
    const woken = await createSiblingApp(t, { jobs: { worker: true }, env: { JOB_POLL_SECONDS: 3600 } });
    try {
      await woken.jobs.idle(); // the start's pass found nothing
      const res = await woken.inject({
        method: 'GET',
        url: '/api/auth/recovery/operation%40demo.local',
        headers: { 'x-tenant': 'main' },
      });
      expect(res.statusCode).toBe(200);
      await woken.jobs.idle();
      expect(mailsTo('operation@demo.local')).toHaveLength(1);
    } finally {
      await woken.close();
    }
  });

  it('closing the app waits for the job it is running', async () => {
    let open = () => {};
    const started = new Promise<void>((resolve) => {
      gate = { entered: resolve, open: new Promise<void>((release) => (open = release)) };
    });
    const [job] = await addJobs('test.gated', [{}]);
    const closing = await createSiblingApp(t, { jobs: { worker: true, extraKinds: testKinds } });
    await started;
    let closed = false;
    const close = closing.close().then(() => {
      closed = true;
    });
    for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
    expect(closed).toBe(false);
    expect(await jobRow(job!.id)).toMatchObject({ status: 'running' });
    open();
    await close;
    expect(await jobRow(job!.id)).toMatchObject({ status: 'done', attempts: 1 });
  });
});
