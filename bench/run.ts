/**
 * Benchmark: boots the real app on a freshly migrated and seeded database (embedded PGlite, or
 * DATABASE_URL's server) and drives the busiest read endpoints through the full HTTP stack
 * (routing, token check, row-level-security transaction, serialisation). Prints one line per
 * endpoint: requests/s and latency percentiles. `npm run bench` (env BENCH_REQUESTS, BENCH_CONCURRENCY).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/server/app';
import { loadEnv } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { migrateDatabase } from '../src/server/db/migrate';
import { seedDemoIfEmpty } from '../src/server/db/seed/demo';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 1000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 10);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'bo-bench-'));
  const url = process.env.DATABASE_URL;
  const database = url
    ? await openDatabase({ kind: 'pg', url, poolSize: 10 })
    : await openDatabase({ kind: 'pglite' });
  await migrateDatabase(database);
  await seedDemoIfEmpty(database.db);
  const env = loadEnv({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    LOGIN_MAX_PER_IP: '100000',
  });
  const app = await buildApp({ env, database, jwtSecret: 'bench-secret-bench-secret-bench-secret-1234' });

  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'x-tenant': 'main' },
    payload: { email: 'admin@demo.local', password: 'Demo1234' },
  });
  const { accessToken } = login.json<{ accessToken: string }>();
  const headers = { 'x-tenant': 'main', authorization: `Bearer ${accessToken}` };

  const targets = [
    '/api/health',
    '/api/auth/profile',
    '/api/tenants/config?name=main',
    '/api/sellers?limit=10',
    '/api/customers?limit=20&orderField=companyName',
    '/api/user-notifications?limit=20',
  ];

  console.log(
    `driver: ${database.driver}; ${REQUESTS} requests per endpoint, ${CONCURRENCY} at a time; ${cpus().length} CPUs (${cpus()[0]?.model ?? '?'}); Node ${process.version}`,
  );
  console.log(
    'endpoint'.padEnd(48),
    'req/s'.padStart(8),
    'p50 ms'.padStart(8),
    'p95 ms'.padStart(8),
    'p99 ms'.padStart(8),
  );
  for (const url of targets) {
    // Warm-up so the JIT and caches settle.
    for (let i = 0; i < 50; i++) await app.inject({ method: 'GET', url, headers });
    const latencies: number[] = [];
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < REQUESTS) {
          next++;
          const t0 = performance.now();
          const res = await app.inject({ method: 'GET', url, headers });
          latencies.push(performance.now() - t0);
          if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}`);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    console.log(
      url.padEnd(48),
      (REQUESTS / seconds).toFixed(0).padStart(8),
      percentile(latencies, 50).toFixed(1).padStart(8),
      percentile(latencies, 95).toFixed(1).padStart(8),
      percentile(latencies, 99).toFixed(1).padStart(8),
    );
  }
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
