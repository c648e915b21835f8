/**
 * The server as operators run it, a real process (src/server/main.ts): its stdout is JSON lines
 * carrying each request's id (the proxy's X-Request-Id kept and echoed), and SIGTERM drains it —
 * readiness turns 503 while it still answers, then no new connection is taken, the request in
 * flight finishes, the job it queued runs to its end, and the process exits 0. What the stop left
 * queued runs on the next start, once.
 *
 * The request in flight is real: an order export whose body the test sends in two halves, the
 * second only once the process logged that it is closing. Embedded PGlite on a data folder of its
 * own by default; with DATABASE_URL, a fresh PostgreSQL database copied from the test template.
 */

import { readdirSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase, pgliteDir } from '../../src/server/db/client';
import { type JobRecord, jobsOfKind } from '../helpers/jobs';
import { type ServerProcess, seededDataDir, startServerProcess } from '../helpers/serverProcess';
import { createTestApp, login, type Session, type TestContext } from '../helpers/testApp';

let t: TestContext;
let admin: Session;
let dataDir: string;
const started: ServerProcess[] = [];

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, 'admin@demo.local');
  dataDir = await seededDataDir(t, 'bo-procs-');
}, 60_000);

afterAll(async () => {
  for (const server of started) {
    server.signal('SIGKILL');
    await server.exited;
  }
  await t?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function start(env: Record<string, string> = {}): Promise<ServerProcess> {
  // Only the process's own start-up pass and the wake-ups of its own commits run jobs here.
  const server = await startServerProcess(dataDir, {
    DATABASE_URL: t.databaseUrl ?? '',
    JOB_POLL_SECONDS: '3600',
    ...env,
  });
  started.push(server);
  return server;
}

/** The database the server used: beside it on PostgreSQL, opened once it stopped on PGlite. */
async function withServerData<T>(read: (db: Database) => Promise<T>): Promise<T> {
  if (t.databaseUrl) return read(t.database);
  const db = await openDatabase({ kind: 'pglite', dataDir: pgliteDir(dataDir) });
  try {
    return await read(db);
  } finally {
    await db.close();
  }
}

const mailFiles = () => {
  try {
    return readdirSync(join(dataDir, 'mail')).filter((f) => f.endsWith('.eml'));
  } catch {
    return [];
  }
};

/**
 * A POST whose body arrives in two parts: the headers and the first part now, the rest when
 * `finish()` is called. The server holds the request in flight meanwhile.
 */
function heldPost(base: string, path: string, headers: Record<string, string>, body: string) {
  const bytes = Buffer.from(body);
  const cut = Math.floor(bytes.length / 2);
  let answer: Promise<{ status: number; body: string }> = Promise.resolve({ status: 0, body: '' });
  const req = httpRequest(`${base}${path}`, {
    method: 'POST',
    agent: false,
    headers: { ...headers, 'content-type': 'application/json', 'content-length': String(bytes.length) },
  });
  answer = new Promise((resolve, reject) => {
    req.once('response', (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => {
        text += chunk.toString();
      });
      res.once('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.once('error', reject);
  });
  req.write(bytes.subarray(0, cut));
  return {
    finish() {
      req.end(bytes.subarray(cut));
      return answer;
    },
  };
}

const auth = (s: Session) => ({ 'x-tenant': s.tenant, authorization: `Bearer ${s.accessToken}` });

describe('a server process', () => {
  it('writes one JSON object per stdout line, each request with its id, the proxy’s kept and echoed', async () => {
    const server = await start();
    const given = await fetch(`${server.url}/api/health`, { headers: { 'x-request-id': 'edge-7f3a9c' } });
    expect(given.status).toBe(200);
    expect(given.headers.get('x-request-id')).toBe('edge-7f3a9c');
    const own = await fetch(`${server.url}/api/tenants/config`, { headers: { 'x-tenant': 'main' } });
    const ownId = own.headers.get('x-request-id');
    expect(ownId).toMatch(/^[0-9a-f-]{36}$/);

    const completed = (id: string) => (l: { msg?: string; reqId?: string }) =>
      l.msg === 'request completed' && l.reqId === id;
    const done = await server.waitForLog(completed('edge-7f3a9c'));
    expect(done).toMatchObject({ level: 30, res: { statusCode: 200 } });
    expect(typeof done.responseTime).toBe('number');
    const incoming = server.lines.find((l) => l.msg === 'incoming request' && l.reqId === 'edge-7f3a9c');
    expect(incoming).toMatchObject({ req: { method: 'GET', url: '/api/health' } });
    await server.waitForLog(completed(ownId!));
    expect(server.lines.filter((l) => 'notJson' in l)).toEqual([]);
    expect(server.lines.every((l) => typeof l.time === 'number' && typeof l.level === 'number')).toBe(true);

    server.signal('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 90_000);

  it('drains on SIGTERM: not ready at once, then finishes the request and its job and exits 0', async () => {
    const server = await start({ SHUTDOWN_DELAY_SECONDS: '15', SHUTDOWN_TIMEOUT_SECONDS: '60' });
    expect((await fetch(`${server.url}/api/ready`)).status).toBe(200);
    const exportBody = JSON.stringify({ format: 'csv', columns: ['number', 'company'] });
    const held = heldPost(server.url, '/api/orders/export', auth(admin), exportBody);
    // The request is in: its id is in the log before the signal is sent.
    await server.waitForLog(
      (l) => l.msg === 'incoming request' && (l.req as { url?: string })?.url === '/api/orders/export',
    );

    server.signal('SIGTERM');
    await server.waitForLog((l) => l.msg === 'shutdown: draining (not ready)');
    // The delay: still answering, but telling a proxy to send nothing new.
    const ready = await fetch(`${server.url}/api/ready`, { headers: { 'accept-language': 'en' } });
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({
      statusCode: 503,
      code: 'SERVICE_UNAVAILABLE',
      message: 'This process is shutting down; another one takes new requests',
      details: { reason: 'draining' },
    });
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);

    await server.waitForLog(
      (l) => l.msg === 'shutdown: closing (no new connections; finishing requests and jobs)',
    );
    // No new connection is taken now (a proxy tries the next process)…
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
    // …but the request in flight is answered.
    const answer = await held.finish();
    expect(answer.status, answer.body).toBe(202);
    expect(JSON.parse(answer.body)).toMatchObject({ email: 'admin@demo.local' });
    expect(await server.exited).toBe(0);
    expect(server.lines.some((l) => l.msg === 'shutdown: done')).toBe(true);

    const after = await withServerData(async (db) => ({
      exports: await jobsOfKind(db.db, 'orders.export.mail'),
      mails: await jobsOfKind(db.db, 'mail.send'),
    }));
    // The export the request queued ran to its end before the exit; nothing was left mid-run.
    expect(after.exports.map((j) => j.status)).toEqual(['done']);
    const mail = after.mails.at(-1) as JobRecord;
    // The mail the export queued ran before the worker stopped claiming, or waits unclaimed.
    if (mail.status === 'done') expect(mailFiles()).toHaveLength(1);
    else {
      expect(mail).toMatchObject({ status: 'pending', attempts: 0, lockedBy: null });
      expect(mailFiles()).toEqual([]);
    }

    // The next start sends what the stop left, once.
    const next = await start();
    // Its start-up pass runs what is pending: the mail if the stop left it.
    if (mail.status === 'pending') await next.waitForLog((l) => l.msg === 'mail written to file');
    next.signal('SIGTERM');
    expect(await next.exited).toBe(0);
    const mails = await withServerData((db) => jobsOfKind(db.db, 'mail.send'));
    expect(mails.at(-1)).toMatchObject({ status: 'done', attempts: 1 });
    expect(mailFiles()).toHaveLength(1);
  }, 120_000);
});
