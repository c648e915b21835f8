/**
 * EXPLAIN (ANALYZE, BUFFERS) of the logistics queues' own SQL, on a generated PostgreSQL database:
 * each request is made through the app, its statements are captured at the driver, and each one is
 * explained inside the same kind of transaction (request role, tenant set: row-level security on).
 *
 * `npx tsx bench/logisticsExplain.ts [database-url] [url-path…]`; database default
 * postgres://root@127.0.0.1:5432/bench_orders_100000_g<version> (the benchmark's cached template:
 * read only, nothing is written).
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
    if (capturing && typeof text === 'string' && /^\s*(select|update|insert|delete|with)/i.test(text))
      captured.push({
        text,
        values: Array.isArray(query.values) ? query.values : Array.isArray(second) ? second : [],
      });
    return original.apply(this, args);
  },
});

const DEFAULT_PATHS = [
  '/api/order-logistic/not-delivered?limit=10',
  '/api/order-logistic/not-delivered?limit=10&deliveryModel=DELIVERY_PARTNER&isInvoiced=true&hasTransportAssigned=false',
  '/api/order-logistic/not-delivered?limit=10&searchParam=Cliente%20escala%200099',
  '/api/orders/count-for-logistics',
  '/api/orders/count-delay-orders',
  '/api/orders/overdue?limit=10',
  '/api/orders/overdue?limit=10&searchParam=Cliente%20escala%200099',
];

async function main() {
  const [url = `postgres://root@127.0.0.1:5432/bench_orders_100000_g${SCALE_DATA_VERSION}`, ...paths] =
    process.argv.slice(2);
  const database = await openDatabase({ kind: 'pg', url, poolSize: 2 });
  // Newer migrations (indexes) first, as the benchmark applies them to its cached copy.
  await migrateDatabase(database);
  await database.db.execute(sql`analyze orders`);
  const app = await benchApp(database, mkdtempSync(join(tmpdir(), 'bo-explain-')));
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'x-tenant': 'main' },
    payload: { email: process.env.EXPLAIN_EMAIL ?? 'operation@demo.local', password: 'Demo1234' },
  });
  const { accessToken } = login.json<{ accessToken: string }>();
  const headers = { 'x-tenant': 'main', authorization: `Bearer ${accessToken}` };
  const tenant = await app.ctx.tenants.bySlug('main');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const path of paths.length ? paths : DEFAULT_PATHS) {
      captured.length = 0;
      capturing = true;
      const res = await app.inject({ method: 'GET', url: path, headers });
      capturing = false;
      console.log(`\n#### GET ${path} → ${res.statusCode}`);
      // The request's own statements: those reading the queues' tables, not the token or user look-ups.
      const own = captured.filter((c) => /order_shipments|coalesce\(shipment_due_date/.test(c.text));
      for (const c of own) {
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
        console.log(`\n${c.text}\n-- ${JSON.stringify(c.values)}`);
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
