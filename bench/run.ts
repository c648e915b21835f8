/**
 * Benchmark: boots the real app and drives endpoints through the full HTTP stack (routing, token
 * check, row-level-security transaction, serialisation). Prints one line per endpoint: requests/s
 * and latency percentiles. Two scenarios:
 *
 * - `basic`: the busiest master-data reads on a freshly migrated and demo-seeded database
 *   (embedded PGlite, or DATABASE_URL's server).
 * - `orders`: the order list, detail and creation at BENCH_ORDERS orders (default 100 000), on
 *   PGlite and on the PostgreSQL server at BENCH_PG_URL (default postgres://root@127.0.0.1:5432/
 *   postgres; skipped with a note when none answers). Generated databases are cached across runs
 *   (see bench/ordersData.ts; BENCH_FRESH=1 regenerates).
 * - `inventory`: on the same generated databases (lots in proportion), the lot list and search,
 *   the quantity summary, the count of orders without material, one order's automatic assignment
 *   and bulk automatic assignments of 100 released orders (bench/inventory.ts).
 * - `logistics`: on the same generated databases (a shipment per order from EMBARCADO/PROGRAMADO
 *   on), 'Pendientes de entrega' (first page, filters, searches), the home's logistics and delay
 *   counts, and the late orders (bench/logistics.ts).
 * - `home`: on the same generated databases, the home's delivery calendar (a week, a day's next
 *   page, one seller's) and the pipeline card's counts (bench/home.ts).
 * - `dashboards`: on the same generated databases, each built-in dashboard's figures over its
 *   default range (twelve months), for the whole tenant and for a seller, and one file (bench/dashboards.ts).
 * - `realtime`: on a fresh demo database, live events from the announcing transaction to socket.io
 *   clients: one user's latency, fan-out to a tenant of 200 connected users, 200 notifications at
 *   once, and across two processes through Redis when one answers (bench/realtime.ts).
 *
 * On PostgreSQL each GET line also prints its raw SQL round trip: the request's own statements
 * (captured at the driver) sent again directly, p50/p95, and the API's p95 over it.
 *
 * `npm run bench [-- basic|orders|inventory|logistics|home|dashboards|realtime] [-- --driver pglite|pg]`; env BENCH_REQUESTS (basic, default
 * 1000), BENCH_ORDER_REQUESTS (orders, default 200), BENCH_CONCURRENCY (default 10), BENCH_ONLY
 * (orders, logistics, home, dashboards: comma-separated texts; only the lines whose label contains one, e.g. 'finance,held'),
 * BENCH_LOADED=0 (one at a time only, no concurrent pass).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase, rowsOf } from '../src/server/db/client';
import { migrateDatabase } from '../src/server/db/migrate';
import { seedDemoIfEmpty } from '../src/server/db/seed/demo';
import { benchApp } from './app';
import { runDashboardsScenario } from './dashboards';
import { runHomeScenario } from './home';
import { runInventoryScenario } from './inventory';
import { runLogisticsScenario } from './logistics';
import { compareWithRawSql, measure, printFigures, printHeader } from './measure';
import { runOrdersScenario } from './orders';
import { type OrdersDatabase, pgliteOrdersDatabase, postgresOrdersDatabase } from './ordersData';
import { runRealtimeScenario } from './realtime';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 1000);
const ORDER_REQUESTS = Number(process.env.BENCH_ORDER_REQUESTS ?? 200);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 10);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://root@127.0.0.1:5432/postgres';

async function basicScenario(dataDir: string) {
  const url = process.env.DATABASE_URL;
  const database = url
    ? await openDatabase({ kind: 'pg', url, poolSize: 10 })
    : await openDatabase({ kind: 'pglite' });
  await migrateDatabase(database);
  await seedDemoIfEmpty(database.db, { proformas: false });
  const app = await benchApp(database, dataDir);

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
    `\n== basic: driver ${database.driver}; ${REQUESTS} requests per endpoint, ${CONCURRENCY} at a time`,
  );
  printHeader();
  for (const target of targets) {
    const figures = await measure(app, {
      label: target,
      request: () => ({ method: 'GET', url: target, headers }),
      requests: REQUESTS,
      concurrency: CONCURRENCY,
      warmup: 50,
    });
    printFigures(figures);
  }
  await app.close();
  await database.close();
}

async function ordersScenario(
  dataDir: string,
  drivers: ('pglite' | 'pg')[],
  parts: { orders: boolean; inventory: boolean; logistics: boolean; home: boolean; dashboards: boolean },
) {
  for (const driver of drivers) {
    console.log(`\n== orders: ${driver === 'pg' ? 'PostgreSQL' : 'PGlite'}, ${ORDERS} generated orders`);
    const prepared: OrdersDatabase | null =
      driver === 'pg' ? await postgresOrdersDatabase(PG_URL, ORDERS) : await pgliteOrdersDatabase(ORDERS);
    if (!prepared) continue;
    // Each GET line beside its own SQL sent directly (PostgreSQL: the capture is at its driver).
    compareWithRawSql(prepared.url ?? null);
    try {
      const [version] = rowsOf<{ v: string }>(await prepared.database.db.execute(sql`select version() as v`));
      if (version) console.log(`  ${version.v.split(' on ')[0]}`);
      const run = {
        database: prepared.database,
        dataDir,
        requests: ORDER_REQUESTS,
        concurrency: CONCURRENCY,
      };
      if (parts.orders) await runOrdersScenario(run);
      if (parts.inventory) await runInventoryScenario(run);
      if (parts.logistics) await runLogisticsScenario(run);
      if (parts.home) await runHomeScenario(run);
      if (parts.dashboards) await runDashboardsScenario(run);
    } finally {
      compareWithRawSql(null);
      await prepared.dispose();
      if (driver === 'pglite') await prepared.database.close();
    }
  }
}

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { driver: { type: 'string' } },
  });
  const scenarios = positionals.length
    ? positionals
    : ['basic', 'orders', 'inventory', 'logistics', 'home', 'dashboards', 'realtime'];
  const drivers = values.driver ? [values.driver as 'pglite' | 'pg'] : (['pglite', 'pg'] as const);
  console.log(
    `${cpus().length} CPUs (${cpus()[0]?.model ?? '?'}), ${(totalmem() / 2 ** 30).toFixed(0)} GiB; Node ${process.version}`,
  );
  const dataDir = mkdtempSync(join(tmpdir(), 'bo-bench-'));
  try {
    if (scenarios.includes('basic')) await basicScenario(dataDir);
    const parts = {
      orders: scenarios.includes('orders'),
      inventory: scenarios.includes('inventory'),
      logistics: scenarios.includes('logistics'),
      home: scenarios.includes('home'),
      dashboards: scenarios.includes('dashboards'),
    };
    if (Object.values(parts).some(Boolean) && ORDERS > 0) await ordersScenario(dataDir, [...drivers], parts);
    if (scenarios.includes('realtime'))
      for (const driver of drivers) await runRealtimeScenario(driver, PG_URL, dataDir);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
