/**
 * The live events' benchmark: the real path of an event — `announce` in a tenant transaction, its
 * outbox job run by the worker the commit woke, the socket server's publisher, a socket.io client
 * (websocket) in this same process — on PGlite or PostgreSQL:
 *
 * - latency: one event to one user, announced and awaited one at a time (p50/p95);
 * - fan-out to a tenant: one 'queues:changed' to a tenant with 200 connected users, timed until the
 *   last of them has it;
 * - notifications fan-out: one transaction announcing a notification to each of the 200 users (200
 *   outbox jobs), timed until the last arrives;
 * - with Redis (REDIS_URL, or one on 127.0.0.1:6379): the latency to a client of another process.
 *
 * The clients share the machine (and this process) with the server: the figures include their work.
 * BENCH_REALTIME_EVENTS (default 200) latency samples, BENCH_REALTIME_ROUNDS (default 20) fan-outs,
 * BENCH_REALTIME_USERS (default 200) connected users.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { type RealtimeEvent, SOCKET_ENGINE_PATH, socketNamespace } from '../src/domain/realtime';
import { buildApp } from '../src/server/app';
import { loadEnv } from '../src/server/config';
import { type Database, openDatabase } from '../src/server/db/client';
import { migrateDatabase } from '../src/server/db/migrate';
import { seedDemoIfEmpty } from '../src/server/db/seed/demo';
import { announce } from '../src/server/realtime/announce';
import { redisAnswers } from '../src/server/realtime/redisLink';
import { addSellers, tenantIdBySlug } from './realtimeQueries';

const EVENTS = Number(process.env.BENCH_REALTIME_EVENTS ?? 200);
const ROUNDS = Number(process.env.BENCH_REALTIME_ROUNDS ?? 20);
const USERS = Number(process.env.BENCH_REALTIME_USERS ?? 200);
const WARMUP = 20;
const JWT_SECRET = 'bench-secret-bench-secret-bench-secret-1234';

type Tab = Socket;

async function admin(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A migrated, demo-seeded database of its own; null when PostgreSQL does not answer. */
async function freshDatabase(
  driver: 'pglite' | 'pg',
  pgUrl: string,
): Promise<{ database: Database; url?: string; dispose(): Promise<void> } | null> {
  if (driver === 'pglite') {
    const database = await openDatabase({ kind: 'pglite' });
    await migrateDatabase(database);
    await seedDemoIfEmpty(database.db, { proformas: false });
    return { database, dispose: () => database.close() };
  }
  const name = `bench_realtime_${process.pid}`;
  try {
    await admin(pgUrl, `drop database if exists ${name} with (force)`);
    await admin(pgUrl, `create database ${name}`);
  } catch (error) {
    console.log(`  PostgreSQL skipped: no server at ${pgUrl} (${(error as Error).message})`);
    return null;
  }
  const url = new URL(pgUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'pg', url: url.toString(), poolSize: 10 });
  await migrateDatabase(database);
  await seedDemoIfEmpty(database.db, { proformas: false });
  return {
    database,
    url: url.toString(),
    dispose: async () => {
      await database.close();
      await admin(pgUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

async function listeningApp(
  database: Database,
  dataDir: string,
  extra: Record<string, string> = {},
  { worker = true, ownsDatabase = false } = {},
) {
  const env = loadEnv({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    ...extra,
  });
  // The job worker runs as in production: woken by the commit that enqueued.
  const app = await buildApp({ env, database, jwtSecret: JWT_SECRET, jobs: { worker }, ownsDatabase });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address !== 'object') throw new Error('not listening');
  return { app, base: `http://127.0.0.1:${address.port}` };
}

async function connect(app: FastifyInstance, base: string, tenantId: string, userId: string): Promise<Tab> {
  const token = await app.ctx.tokens.signAccess(
    { sub: userId, tenant: 'main', tenantId, role: 'seller', permissions: [] },
    0,
  );
  const tab = io(`${base}${socketNamespace('main', userId)}`, {
    path: SOCKET_ENGINE_PATH,
    auth: { token },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  await new Promise<void>((resolve, reject) => {
    tab.once('connect', () => resolve());
    tab.once('connect_error', reject);
  });
  return tab;
}

/** Resolves when `tab` receives an event of `name` that `matches`. */
function arrival(tab: Tab, name: string, matches: (payload: unknown) => boolean): Promise<void> {
  return new Promise((resolve) => {
    const listener = (payload: unknown) => {
      if (!matches(payload)) return;
      tab.off(name, listener);
      resolve();
    };
    tab.on(name, listener);
  });
}

function notification(title: string): RealtimeEvent & { name: 'notification:created' } {
  return {
    name: 'notification:created',
    payload: {
      notification: {
        id: randomUUID(),
        title,
        message: 'bench',
        read: false,
        toastType: 'info',
        createdAt: new Date().toISOString(),
        metadata: {},
      },
      unreadCount: 1,
    },
  };
}

const idOf = (payload: unknown) => (payload as { notification: { id: string } }).notification.id;

interface Figures {
  label: string;
  samples: number;
  p50: number;
  p95: number;
  max: number;
}

function figures(label: string, times: number[]): Figures {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
  return { label, samples: sorted.length, p50: at(50), p95: at(95), max: sorted.at(-1) ?? 0 };
}

function print(f: Figures): void {
  console.log(
    f.label.padEnd(60),
    String(f.samples).padStart(7),
    f.p50.toFixed(1).padStart(8),
    f.p95.toFixed(1).padStart(8),
    f.max.toFixed(1).padStart(8),
  );
}

/** One event to one user at a time, from `announcer`'s transaction to `tab`. */
async function oneToOne(announcer: FastifyInstance, tenantId: string, userId: string, tab: Tab, n: number) {
  const times: number[] = [];
  for (let i = 0; i < WARMUP + n; i++) {
    const event = notification('latency');
    const got = arrival(tab, event.name, (p) => idOf(p) === event.payload.notification.id);
    const t0 = performance.now();
    await announcer.ctx.inTenant(tenantId, (tx) => announce(tx, { userId }, event));
    await got;
    if (i >= WARMUP) times.push(performance.now() - t0);
  }
  return times;
}

async function tenantFanOut(app: FastifyInstance, tenantId: string, tabs: Tab[]) {
  const times: number[] = [];
  for (let round = 0; round < ROUNDS + 2; round++) {
    const marker = randomUUID();
    const all = Promise.all(
      tabs.map((tab) =>
        arrival(tab, 'queues:changed', (p) => (p as { orderIds: string[] }).orderIds[0] === marker),
      ),
    );
    const t0 = performance.now();
    await app.ctx.inTenant(tenantId, (tx) =>
      announce(tx, { tenant: true }, { name: 'queues:changed', payload: { orderIds: [marker] } }),
    );
    await all;
    if (round >= 2) times.push(performance.now() - t0);
  }
  return times;
}

async function notificationsFanOut(app: FastifyInstance, tenantId: string, users: string[], tabs: Tab[]) {
  const times: number[] = [];
  for (let round = 0; round < ROUNDS + 2; round++) {
    const events = users.map(() => notification('fan-out'));
    const all = Promise.all(
      tabs.map((tab, i) =>
        arrival(tab, 'notification:created', (p) => idOf(p) === events[i]!.payload.notification.id),
      ),
    );
    const t0 = performance.now();
    await app.ctx.inTenant(tenantId, async (tx) => {
      for (const [i, userId] of users.entries()) await announce(tx, { userId }, events[i]!);
    });
    await all;
    if (round >= 2) times.push(performance.now() - t0);
  }
  return times;
}

export async function runRealtimeScenario(
  driver: 'pglite' | 'pg',
  pgUrl: string,
  dataDir: string,
): Promise<void> {
  console.log(
    `\n== realtime: ${driver === 'pg' ? 'PostgreSQL' : 'PGlite'}; ${USERS} connected users; load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  const prepared = await freshDatabase(driver, pgUrl);
  if (!prepared) return;
  const { database } = prepared;
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const withRedis = await redisAnswers(redisUrl, 1000);
  const redisEnv: Record<string, string> = withRedis
    ? { REDIS_URL: redisUrl, REALTIME_REDIS_CHANNEL: `bench-${randomBytes(4).toString('hex')}` }
    : {};
  const tabs: Tab[] = [];
  const apps: FastifyInstance[] = [];
  try {
    const tenantId = await tenantIdBySlug(database.db, 'main');
    const users = await addSellers(database.db, tenantId, USERS + 1);
    const [latencyUser, ...crowd] = users as [string, ...string[]];
    const a = await listeningApp(database, dataDir, redisEnv);
    apps.push(a.app);

    const started = performance.now();
    tabs.push(...(await Promise.all(crowd.map((id) => connect(a.app, a.base, tenantId, id)))));
    const latencyTab = await connect(a.app, a.base, tenantId, latencyUser);
    tabs.push(latencyTab);
    console.log(`  ${crowd.length + 1} sockets connected in ${(performance.now() - started).toFixed(0)} ms`);

    console.log(
      'case'.padEnd(60),
      'samples'.padStart(7),
      'p50 ms'.padStart(8),
      'p95 ms'.padStart(8),
      'max ms'.padStart(8),
    );
    print(
      figures(
        'event to one user (announce → client receives)',
        await oneToOne(a.app, tenantId, latencyUser, latencyTab, EVENTS),
      ),
    );
    print(
      figures(
        `one tenant event to ${crowd.length} users (until the last has it)`,
        await tenantFanOut(a.app, tenantId, tabs.slice(0, crowd.length)),
      ),
    );
    print(
      figures(
        `${crowd.length} notifications in one transaction (until the last)`,
        await notificationsFanOut(a.app, tenantId, crowd, tabs.slice(0, crowd.length)),
      ),
    );

    if (withRedis) {
      const sibling = prepared.url
        ? await openDatabase({ kind: 'pg', url: prepared.url, poolSize: 5 })
        : database;
      // No worker on B: every event is run by A and crosses to B through Redis.
      const b = await listeningApp(sibling, dataDir, redisEnv, {
        worker: false,
        ownsDatabase: sibling !== database,
      });
      apps.push(b.app);
      const remoteTab = await connect(b.app, b.base, tenantId, latencyUser);
      tabs.push(remoteTab);
      print(
        figures(
          `event to one user on another process (through Redis)`,
          await oneToOne(a.app, tenantId, latencyUser, remoteTab, EVENTS),
        ),
      );
    } else {
      console.log(`  (no Redis at ${redisUrl}: the cross-process line is left out)`);
    }
  } finally {
    for (const tab of tabs) tab.disconnect();
    for (const app of apps.reverse()) await app.close();
    await prepared.dispose();
  }
  console.log(
    `  load average after: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
}
