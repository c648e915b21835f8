/**
 * Two real server processes (src/server/main.ts, two ports) serve the same users as one: a session
 * started on A works, refreshes and ends on B; sign-in attempts on both count toward one limit; a
 * tab connected to B hears a change made through A; and each job of the outbox runs once in all,
 * with both workers polling.
 *
 * PostgreSQL: the processes share this file's fresh database (DATABASE_URL runs, as in the second
 * pass of .ci/run). Without DATABASE_URL the embedded database serves one process only, and the
 * file checks that instead: a second process on the same data folder refuses to start. Redis:
 * REDIS_URL when set (the file fails at once, saying so, if it does not answer), else the local
 * 127.0.0.1:6379 when it answers; without Redis each process counts sign-ins on its own and hears
 * only its own events, so the file checks the first and says so in its test names.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderCreated } from '../../src/domain/orders';
import { openDatabase, pgliteDir } from '../../src/server/db/client';
import { jobsOfKind } from '../helpers/jobs';
import { validOrderPayload } from '../helpers/orders';
import { testRedisUrl } from '../helpers/redis';
import { type ServerProcess, startServerProcess } from '../helpers/serverProcess';
import { createTestApp, DEMO_PASSWORD, login, type TestContext } from '../helpers/testApp';
import { admittedTab, closeTabs, recorder, type Tab, userIdOf } from './realtime/tabs';

const LOGIN_LIMIT = 4;
const redisUrl = await testRedisUrl();

let t: TestContext;
let dataDir: string;
const started: ServerProcess[] = [];
const opened: Tab[] = [];

beforeAll(async () => {
  t = await createTestApp();
  dataDir = mkdtempSync(join(tmpdir(), 'bo-two-'));
}, 60_000);

afterAll(async () => {
  closeTabs(...opened);
  for (const server of started) server.signal('SIGTERM');
  for (const server of started) await server.exited;
  await t?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function start(env: Record<string, string>): Promise<ServerProcess> {
  const server = await startServerProcess(dataDir, env);
  started.push(server);
  return server;
}

/** A request to a process as the proxy in front forwards it: the client's address in X-Forwarded-For. */
function send(
  base: string,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: unknown; client?: string } = {},
) {
  return fetch(`${base}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      'x-tenant': 'main',
      'x-forwarded-for': init.client ?? '192.0.2.1',
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...init.headers,
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

const signIn = (base: string, email: string, client: string, password = DEMO_PASSWORD) =>
  send(base, '/api/auth/login', { method: 'POST', body: { email, password }, client });

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** How the file's own processes start: one database, one data folder, one Redis channel. */
function sharedEnv(channel: string): Record<string, string> {
  return {
    DATABASE_URL: t.databaseUrl ?? '',
    REDIS_URL: redisUrl ?? '',
    REALTIME_REDIS_CHANNEL: channel,
    // Behind the proxy: the client address is the X-Forwarded-For it sets (docs/deployment.md).
    TRUST_PROXY: 'true',
    LOGIN_MAX_PER_IP: String(LOGIN_LIMIT),
    RECOVERY_MAX_PER_IP: '1000',
    // Both workers look for jobs often, so each job is claimed under contention.
    JOB_POLL_SECONDS: '0.2',
  };
}

if (!process.env.DATABASE_URL)
  describe('without PostgreSQL (DATABASE_URL unset): the embedded database serves one process', () => {
    it('refuses a second process on the same data folder, naming DATABASE_URL, while the first serves on', async () => {
      const copy = await openDatabase({
        kind: 'pglite',
        dataDir: pgliteDir(dataDir),
        loadDataDir: await t.database.dump!(),
      });
      await copy.close();
      const first = await start({});
      await expect(startServerProcess(dataDir, {})).rejects.toThrow(
        /embedded database in this DATA_DIR is in use by process \d+.*DATABASE_URL/s,
      );
      expect((await send(first.url, '/api/ready')).status).toBe(200);
      first.signal('SIGTERM');
      expect(await first.exited).toBe(0);
    }, 90_000);
  });
else
  describe(`two processes on one PostgreSQL database${redisUrl ? ` and Redis (${redisUrl})` : ', no Redis'}`, () => {
    let a: ServerProcess;
    let b: ServerProcess;

    beforeAll(async () => {
      const env = sharedEnv(`bo-test-${randomBytes(4).toString('hex')}`);
      // Both at once, as an orchestrator starts them: they share the data folder's generated keys.
      [a, b] = await Promise.all([start(env), start(env)]);
    }, 90_000);

    it('a session started on A is used and refreshed on B, and signing out on A ends it on B', async () => {
      const client = '198.51.100.10';
      const signed = await signIn(a.url, 'seller2@demo.local', client);
      expect(signed.status).toBe(200);
      const first = (await signed.json()) as { accessToken: string; refreshToken: string };
      expect(
        (await send(b.url, '/api/auth/profile', { headers: bearer(first.accessToken), client })).status,
      ).toBe(200);
      const refreshed = await send(b.url, '/api/auth/login/refresh', {
        method: 'POST',
        headers: bearer(first.refreshToken),
        client,
      });
      expect(refreshed.status).toBe(200);
      const second = (await refreshed.json()) as { accessToken: string; refreshToken: string };
      expect(
        (await send(a.url, '/api/auth/profile', { headers: bearer(second.accessToken), client })).status,
      ).toBe(200);

      const out = await send(a.url, '/api/auth/logout', {
        method: 'POST',
        body: { refreshToken: second.refreshToken },
        client,
      });
      expect(out.status).toBe(200);
      const profile = await send(b.url, '/api/auth/profile', { headers: bearer(second.accessToken), client });
      expect(profile.status).toBe(401);
      const again = await send(b.url, '/api/auth/login/refresh', {
        method: 'POST',
        headers: bearer(second.refreshToken),
        client,
      });
      expect(again.status).toBe(401);
    }, 60_000);

    if (redisUrl) {
      it('counts sign-in attempts from one address on both processes toward one limit', async () => {
        const client = '198.51.100.20';
        const attempts = [a, b, a, b].map((server) => signIn(server.url, 'seller3@demo.local', client));
        for (const res of await Promise.all(attempts)) expect(res.status).toBe(200);
        const overA = await signIn(a.url, 'seller3@demo.local', client);
        const overB = await signIn(b.url, 'seller3@demo.local', client);
        expect(overA.status).toBe(429);
        expect(overB.status).toBe(429);
        expect(await overB.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
        // Another address is counted apart.
        expect((await signIn(b.url, 'seller3@demo.local', '198.51.100.21')).status).toBe(200);
      }, 60_000);

      it('a tab connected to B hears an order created through A', async () => {
        const email = 'finance.credit@demo.local';
        const { accessToken } = await login(t.app, email);
        const tab = await admittedTab(b.url, {
          tenant: 'main',
          userId: await userIdOf(t.database, email),
          token: accessToken,
        });
        opened.push(tab);
        const heard = recorder(tab);
        const seller = await login(t.app, 'seller@demo.local');
        const created = await send(a.url, '/api/orders', {
          method: 'POST',
          headers: bearer(seller.accessToken),
          body: await validOrderPayload(t.app, seller),
          client: '198.51.100.30',
        });
        expect(created.status, await created.clone().text()).toBe(201);
        const [order] = ((await created.json()) as OrderCreated).data;
        const event = await heard.next<{ orderIds: string[] }>('queues:changed');
        expect(event.orderIds).toContain(order!.id);
      }, 60_000);
    } else {
      it('without Redis: each process counts sign-in attempts on its own', async () => {
        const client = '198.51.100.20';
        for (const server of [a, a, a, a, b, b, b, b])
          expect((await signIn(server.url, 'seller3@demo.local', client)).status).toBe(200);
        expect((await signIn(a.url, 'seller3@demo.local', client)).status).toBe(429);
        expect((await signIn(b.url, 'seller3@demo.local', client)).status).toBe(429);
      }, 60_000);
    }

    it('runs each job of the outbox once in all, with both workers polling', async () => {
      const recipients = [
        'admin@demo.local',
        'customer.service@demo.local',
        'manager.seller@demo.local',
        'finance.treasury@demo.local',
        'manager.finance@demo.local',
        'operation@demo.local',
        'manager.operation@demo.local',
        'product.admin@demo.local',
      ];
      const asked = await Promise.all(
        recipients.map((email, i) =>
          send([a, b][i % 2]!.url, `/api/auth/recovery/${encodeURIComponent(email)}`, {
            client: '198.51.100.40',
          }),
        ),
      );
      for (const res of asked) expect(res.status).toBe(200);
      // Settled by the rows: every mail job finished (the test's timeout bounds the wait).
      let jobs = await jobsOfKind(t.database.db, 'mail.send');
      while (jobs.some((j) => j.status === 'pending' || j.status === 'running')) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        jobs = await jobsOfKind(t.database.db, 'mail.send');
      }
      const to = (j: { payload: unknown }) => String((j.payload as { to?: unknown }).to);
      const ours = jobs.filter((j) => recipients.includes(to(j)));
      expect(ours).toHaveLength(recipients.length);
      for (const job of ours) expect(job).toMatchObject({ status: 'done', attempts: 1 });
      // One file per mail job (other mails, like the order's notifications, included): none twice.
      const files = readdirSync(join(dataDir, 'mail')).filter((f) => f.endsWith('.eml'));
      for (const email of recipients)
        expect(
          files.filter((f) => f.endsWith(`-${email}.eml`)),
          email,
        ).toHaveLength(jobs.filter((j) => to(j) === email).length);
      const workers = new Set(ours.map((j) => String(j.lockedBy).split(':')[1]));
      for (const pid of workers) expect([String(a.child.pid), String(b.child.pid)]).toContain(pid);
    }, 60_000);
  });
