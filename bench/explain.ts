/**
 * EXPLAIN of a screen's own SQL on a generated PostgreSQL database: each request is made through
 * the app, its statements are captured at the driver, and each one is explained inside the same
 * kind of transaction as the request's (request role, tenant set: row-level security on, plus the
 * settings the request sets for itself). Used by bench/logisticsExplain.ts and dashboardsExplain.ts.
 *
 * EXPLAIN_EMAIL signs in as another demo user; EXPLAIN_TIMES=N runs each statement N times and
 * prints the execution times instead of the plans.
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
import { type CapturedStatement, captureStatements } from './statementCapture';

const STATEMENT = /^\s*(select|update|insert|delete|with)/i;

export interface ExplainScenario {
  /** The URL paths requested when none are given on the command line. */
  paths: readonly string[];
  /** The demo user signed in as (EXPLAIN_EMAIL overrides it). */
  email: string;
  /** The request's own statements (not the token's or the user's look-ups). */
  own: RegExp;
  /** `set local` statements the request runs for itself, repeated before each EXPLAIN. */
  settings?: readonly string[];
}

/** `npx tsx bench/<name>Explain.ts [database-url] [url-path…]` (the benchmark's cached database by default). */
export async function explainRequests(scenario: ExplainScenario): Promise<void> {
  const [url = `postgres://root@127.0.0.1:5432/bench_orders_100000_g${SCALE_DATA_VERSION}`, ...paths] =
    process.argv.slice(2);
  const times = Number(process.env.EXPLAIN_TIMES ?? 0);
  const database = await openDatabase({ kind: 'pg', url, poolSize: 2 });
  // Newer migrations first, as the benchmark applies them to its cached copy; then what it does
  // after migrating: a rewrite leaves the visibility map unset (index-only scans would visit the
  // heap) and new columns without statistics.
  await migrateDatabase(database);
  await database.db.execute(sql`vacuum analyze`);
  const app = await benchApp(database, mkdtempSync(join(tmpdir(), 'bo-explain-')));
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'x-tenant': 'main' },
    payload: { email: process.env.EXPLAIN_EMAIL ?? scenario.email, password: 'Demo1234' },
  });
  const { accessToken } = login.json<{ accessToken: string }>();
  const headers = { 'x-tenant': 'main', authorization: `Bearer ${accessToken}` };
  const tenant = await app.ctx.tenants.bySlug('main');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const explain = async (c: CapturedStatement, options: string) => {
    await client.query('begin');
    await client.query(
      "select set_config('role', 'app_user', true), set_config('app.tenant_id', $1, true), set_config('jit', 'off', true)",
      [tenant!.id],
    );
    for (const setting of scenario.settings ?? []) await client.query(setting);
    const plan = await client.query<{ 'QUERY PLAN': string }>(`explain (${options}) ${c.text}`, c.values);
    await client.query('rollback');
    return plan.rows.map((r) => r['QUERY PLAN']);
  };
  try {
    for (const path of paths.length ? paths : scenario.paths) {
      let status = 0;
      const captured = await captureStatements(async () => {
        status = (await app.inject({ method: 'GET', url: path, headers })).statusCode;
      });
      console.log(`\n#### GET ${path} → ${status}`);
      const statements = captured.filter((x) => STATEMENT.test(x.text) && scenario.own.test(x.text));
      for (const c of statements) {
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
