/**
 * The benchmark's order databases: migrated, demo-seeded and given N generated orders, then kept so
 * the next run skips the generation (minutes at 100 000 orders).
 *
 * - PGlite: a data-dir dump in BENCH_CACHE_DIR (default the system temp folder), loaded into
 *   memory for each run, so every run starts from the same rows.
 * - PostgreSQL: a database `bench_orders_<N>_g<version>` kept as a template; each run works on a
 *   fresh copy (`CREATE DATABASE … TEMPLATE`, a file copy) dropped at the end.
 *
 * The key holds N and the generator's version; newer migrations are applied to a cached copy when
 * it is opened. BENCH_FRESH=1 regenerates.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Database, openDatabase } from '../src/server/db/client';
import { migrateDatabase } from '../src/server/db/migrate';
import { seedDemoIfEmpty } from '../src/server/db/seed/demo';
import { SCALE_DATA_VERSION, seedScaleOrders } from '../src/server/db/seed/scale';

const FRESH = process.env.BENCH_FRESH === '1';

export interface OrdersDatabase {
  database: Database;
  /** Drops what this run created (the PostgreSQL copy). */
  dispose(): Promise<void>;
  /** PostgreSQL: the run's database (for the raw SQL comparison). */
  url?: string;
}

async function generate(database: Database, orders: number, label: string): Promise<void> {
  await migrateDatabase(database);
  await seedDemoIfEmpty(database.db, { proformas: false });
  const started = performance.now();
  let printed = 0;
  await seedScaleOrders(database.db, {
    tenant: 'main',
    orders,
    onProgress: (done, total) => {
      const seconds = (performance.now() - started) / 1000;
      if (done === total || seconds - printed >= 10) {
        printed = seconds;
        console.log(`  ${label}: ${done}/${total} orders in ${seconds.toFixed(0)} s`);
      }
    },
  });
  // What autovacuum would have done by the time a real database holds this many orders.
  await database.db.execute(sql`vacuum analyze`);
  console.log(`  ${label}: generated in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

export async function pgliteOrdersDatabase(orders: number): Promise<OrdersDatabase> {
  const dir = process.env.BENCH_CACHE_DIR ?? join(tmpdir(), 'bo-bench-cache');
  const file = join(dir, `pglite-orders-${orders}-g${SCALE_DATA_VERSION}.tar.gz`);
  if (!FRESH && existsSync(file)) {
    console.log(`  PGlite: ${orders} orders from the cache ${file}`);
    const database = await openDatabase({ kind: 'pglite', loadDataDir: new Blob([readFileSync(file)]) });
    await migrateDatabase(database);
    await database.db.execute(sql`analyze`);
    return { database, dispose: async () => {} };
  }
  const database = await openDatabase({ kind: 'pglite' });
  await generate(database, orders, 'PGlite');
  mkdirSync(dir, { recursive: true });
  const dump = await database.dump!();
  writeFileSync(`${file}.part`, Buffer.from(await dump.arrayBuffer()));
  renameSync(`${file}.part`, file);
  console.log(`  PGlite: cached in ${file}`);
  return { database, dispose: async () => {} };
}

function urlFor(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function admin<T extends pg.QueryResultRow>(serverUrl: string, text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** Null when no PostgreSQL server answers at `serverUrl`. */
export async function postgresOrdersDatabase(
  serverUrl: string,
  orders: number,
): Promise<OrdersDatabase | null> {
  try {
    await admin(serverUrl, 'select 1');
  } catch (err) {
    console.log(`  PostgreSQL skipped: no server at ${serverUrl} (${(err as Error).message})`);
    return null;
  }
  // BENCH_PG_TEMPLATE names another cached database (e.g. a copy a branch's new migrations may change).
  const template = process.env.BENCH_PG_TEMPLATE ?? `bench_orders_${orders}_g${SCALE_DATA_VERSION}`;
  const run = `bench_orders_run_${process.pid}`;
  const exists = async (name: string) =>
    (await admin(serverUrl, 'select 1 from pg_database where datname = $1', [name])).length > 0;
  if (FRESH && (await exists(template))) await admin(serverUrl, `drop database ${template} with (force)`);
  if (await exists(template)) {
    console.log(`  PostgreSQL: ${orders} orders from the cached database ${template}`);
    const cached = await openDatabase({ kind: 'pg', url: urlFor(serverUrl, template), poolSize: 1 });
    await migrateDatabase(cached);
    // A migration's backfill leaves every row it rewrote dead (and its index entries): vacuumed
    // here, or each copy would carry them until autovacuum reached the template.
    await cached.db.execute(sql`vacuum analyze`);
    await cached.close();
  } else {
    // Built under another name and renamed when complete: an interrupted run leaves no half cache.
    const building = `${template}_building`;
    await admin(serverUrl, `drop database if exists ${building} with (force)`);
    await admin(serverUrl, `create database ${building}`);
    const fresh = await openDatabase({ kind: 'pg', url: urlFor(serverUrl, building), poolSize: 2 });
    await generate(fresh, orders, 'PostgreSQL');
    await fresh.close();
    await admin(serverUrl, `alter database ${building} rename to ${template}`);
  }
  await admin(serverUrl, `drop database if exists ${run} with (force)`);
  await admin(serverUrl, `create database ${run} template ${template}`);
  const url = urlFor(serverUrl, run);
  const database = await openDatabase({ kind: 'pg', url, poolSize: 10 });
  // A copied database starts without statistics in memory; one pass makes plans match the template's.
  await database.db.execute(sql`analyze`);
  return {
    database,
    url,
    dispose: async () => {
      await database.close();
      await admin(serverUrl, `drop database if exists ${run} with (force)`);
    },
  };
}
