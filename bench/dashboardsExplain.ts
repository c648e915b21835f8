/**
 * EXPLAIN (ANALYZE, BUFFERS) of the dashboards' own SQL on a generated PostgreSQL database: each
 * dashboard is requested through the app, its statements are captured at the driver, and each one
 * is explained inside the same kind of transaction as the request's (request role, tenant set, the
 * figures' settings of `readForFigures`).
 *
 * `npx tsx bench/dashboardsExplain.ts [database-url] [url-path…]`; database default
 * postgres://root@127.0.0.1:5432/bench_orders_100000_g<version> (the benchmark's cached template;
 * newer migrations are applied to it first, as the benchmark does). EXPLAIN_EMAIL signs in as
 * another demo user (default the admin); EXPLAIN_TIMES=N runs each statement N times and prints
 * the execution times instead of the plans.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../src/server/db/client';
import { migrateDatabase } from '../src/server/db/migrate';
import { SCALE_DATA_VERSION } from '../src/server/db/seed/scale';
import { benchApp } from './app';

interface Captured {
  text: string;
  values: unknown[];
}

const captured: Captured[] = [];
let capturing = false;
const original = pg.Client.prototype.query as (...args: unknown[]) => unknown;
Object.assign(pg.Client.prototype, {
  query(this: pg.Client, ...args: unknown[]) {
    const [first, second] = args;
    const query = typeof first === 'string' ? { text: first, values: second } : (first as Partial<Captured>);
    const text = query?.text;
    if (capturing && typeof text === 'string' && /^\s*(select|with)/i.test(text))
      captured.push({
        text,
        values: Array.isArray(query.values) ? query.values : Array.isArray(second) ? second : [],
      });
    return original.apply(this, args);
  },
});

const DEFAULT_PATHS = [
  '/api/dashboard-figures/sales',
  '/api/dashboard-figures/inventory',
  '/api/dashboard-figures/performance',
  '/api/dashboard-figures/kpis',
];

/** The figures' statements: those reading orders, items, lots or the summaries, not the scope's look-ups. */
const FIGURES = /from "?(orders|order_items|inventory_lots|dashboard_\w+)"?\b|width_bucket/;

async function main() {
  const [url = `postgres://root@127.0.0.1:5432/bench_orders_100000_g${SCALE_DATA_VERSION}`, ...paths] =
    process.argv.slice(2);
  const times = Number(process.env.EXPLAIN_TIMES ?? 0);
  const database = await openDatabase({ kind: 'pg', url, poolSize: 2 });
  await migrateDatabase(database);
  // As the benchmark does after migrating: a migration's rewrite leaves the visibility map unset
  // (index-only scans would visit the heap) and the new columns without statistics.
  await database.db.execute(sql`vacuum analyze`);
  const app = await benchApp(database, mkdtempSync(join(tmpdir(), 'bo-explain-')));
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'x-tenant': 'main' },
    payload: { email: process.env.EXPLAIN_EMAIL ?? 'admin@demo.local', password: 'Demo1234' },
  });
  const { accessToken } = login.json<{ accessToken: string }>();
  const headers = { 'x-tenant': 'main', authorization: `Bearer ${accessToken}` };
  const tenant = await app.ctx.tenants.bySlug('main');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const explain = async (c: Captured, options: string) => {
    await client.query('begin');
    await client.query("select set_config('role', 'app_user', true), set_config('app.tenant_id', $1, true)", [
      tenant!.id,
    ]);
    await client.query('set local enable_seqscan = off');
    await client.query("set local work_mem = '16MB'");
    await client.query('set local max_parallel_workers_per_gather = 0');
    await client.query('set local jit = off');
    const plan = await client.query<{ 'QUERY PLAN': string }>(`explain (${options}) ${c.text}`, c.values);
    await client.query('rollback');
    return plan.rows.map((r) => r['QUERY PLAN']);
  };
  try {
    for (const path of paths.length ? paths : DEFAULT_PATHS) {
      captured.length = 0;
      capturing = true;
      const res = await app.inject({ method: 'GET', url: path, headers });
      capturing = false;
      console.log(`\n#### GET ${path} → ${res.statusCode}`);
      for (const c of captured.filter((x) => FIGURES.test(x.text))) {
        if (times > 0) {
          const ms: number[] = [];
          for (let i = 0; i < times; i++) {
            const lines = await explain(c, 'analyze, timing off, summary on, costs off');
            const total = lines.find((l) => l.startsWith('Execution Time'));
            ms.push(Number(total?.match(/[\d.]+/)?.[0] ?? Number.NaN));
          }
          ms.sort((a, b) => a - b);
          console.log(
            `${c.text.replace(/\s+/g, ' ').slice(0, 110)}…\n   execution ms: min ${ms[0]?.toFixed(1)}, median ${ms[Math.floor(ms.length / 2)]?.toFixed(1)}, max ${ms.at(-1)?.toFixed(1)}`,
          );
          continue;
        }
        console.log(`\n${c.text}\n-- ${JSON.stringify(c.values)}`);
        for (const line of await explain(c, 'analyze, buffers, costs off')) console.log(line);
      }
    }
  } finally {
    await client.end();
    await app.close();
    await database.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
