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

const REQUESTS = Number(process.env.BENCH_ORDER_REQUESTS ?? 300);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 10);

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
    if (capturing && typeof query?.text === 'string' && query.text.includes('calendar_week'))
      captured.push({
        text: query.text,
        values: Array.isArray(query.values) ? query.values : Array.isArray(second) ? second : [],
      });
    return original.apply(this, args);
  },
});

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
      captured.length = 0;
      capturing = true;
      await app.inject({ method: 'GET', url: calendly(query), headers: callers[who] });
      capturing = false;
      for (const c of captured) {
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
