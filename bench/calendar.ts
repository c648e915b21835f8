/**
 * The home's delivery calendar at scale: latency of `GET /api/orders/dashboard-calendly` through
 * the app (token, RLS transaction, validation, serialisation) for the whole tenant, a seller, a
 * supervisor and a seller filter, on this week, the next and a past one; then EXPLAIN (ANALYZE,
 * BUFFERS) of the week's statement as the request runs it (request role, tenant set).
 *
 * `npx tsx bench/calendar.ts <database-url>`: a generated database (`npm run bench -- orders`
 * builds one; give a copy of it, e.g. `create database calendar_bench template
 * bench_orders_100000_g<version>`). Reads only.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { addDays, mondayOf } from '../src/domain/dashboards/calendar';
import { businessDay } from '../src/domain/dates';
import { openDatabase, rowsOf } from '../src/server/db/client';
import { benchApp, signIn } from './app';
import { getLine, runLines } from './measure';
import { captureStatements } from './statementCapture';

const REQUESTS = Number(process.env.BENCH_ORDER_REQUESTS ?? 300);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 10);

async function main() {
  const [url] = process.argv.slice(2);
  if (!url) throw new Error('usage: npx tsx bench/calendar.ts <database-url>');
  const database = await openDatabase({ kind: 'pg', url, poolSize: 10 });
  await database.db.execute(sql`analyze orders`);
  const [{ orders } = { orders: 0 }] = rowsOf<{ orders: number }>(
    await database.db.execute(sql`select count(*)::int as orders from orders`),
  );
  const app = await benchApp(database, mkdtempSync(join(tmpdir(), 'bo-calendar-')));
  const callers = {
    admin: await signIn(app, 'admin@demo.local'),
    seller: await signIn(app, 'seller@demo.local'),
    supervisor: await signIn(app, 'manager.seller@demo.local'),
  };
  const sellerId = (await app.ctx.tokens.verifyAccess(callers.seller.authorization!.slice(7))).sub;
  const thisWeek = mondayOf(businessDay());
  const lines: [string, keyof typeof callers, string][] = [
    ['admin, this week', 'admin', `startDateFilter=${thisWeek}`],
    ['admin, next week', 'admin', `startDateFilter=${addDays(thisWeek, 7)}`],
    ['admin, 8 weeks ago', 'admin', `startDateFilter=${addDays(thisWeek, -56)}`],
    ['admin, this week, 2nd page', 'admin', `startDateFilter=${thisWeek}&offsetPerDay=5`],
    ['admin, this week, one seller', 'admin', `startDateFilter=${thisWeek}&sellerId=${sellerId}`],
    ['seller (own), this week', 'seller', `startDateFilter=${thisWeek}`],
    ['manager.seller (team), this week', 'supervisor', `startDateFilter=${thisWeek}`],
  ];
  console.log(
    `\n== calendar: ${orders} orders; ${REQUESTS} requests per line, 1 and ${CONCURRENCY} at a time`,
  );
  const calendly = (query: string) => `/api/orders/dashboard-calendly?${query}`;
  await runLines(
    app,
    lines.map(([label, who, query]) => getLine(label, calendly(query), callers[who])),
    // Each run warms up on its own (20 requests), the concurrent one too.
    { requests: REQUESTS, concurrency: CONCURRENCY, loadedWarmup: 20, width: 40 },
  );

  const tenant = await app.ctx.tenants.bySlug('main');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const [label, who, query] of [lines[0]!, lines[5]!]) {
      const captured = await captureStatements(() =>
        app.inject({ method: 'GET', url: calendly(query), headers: callers[who] }),
      );
      for (const c of captured.filter((x) => x.text.includes('calendar_week'))) {
        await client.query('begin');
        await client.query(
          "select set_config('role', 'app_user', true), set_config('app.tenant_id', $1, true)",
          [tenant!.id],
        );
        const plan = await client.query<{ 'QUERY PLAN': string }>(
          `explain (analyze, buffers, costs off) ${c.text}`,
          c.values,
        );
        await client.query('rollback');
        console.log(`\n#### ${label}\n${c.text}\n-- ${JSON.stringify(c.values)}`);
        for (const row of plan.rows) console.log(row['QUERY PLAN']);
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
