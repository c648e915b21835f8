/**
 * The database: embedded PGlite under DATA_DIR by default, a `pg` pool when DATABASE_URL is set.
 * Both are wrapped in one Drizzle type so services never know which one runs.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction as Drizzle opens it. */
export type DrizzleTx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** An effect tied to how a transaction ends (see `TxOutcome`). */
export type TxEffect = () => void | Promise<void>;

/**
 * What a transaction opened by `inTenant` adds: effects that must wait for its outcome. In-process
 * work (waking the job worker) goes after the commit; compensation for what the database cannot
 * undo (a file copied for a creation that fails) goes on rollback. Durable work is a job instead.
 */
export interface TxOutcome {
  /** Runs once the transaction committed (never if it rolls back). */
  afterCommit(effect: TxEffect): void;
  /** Runs if the transaction rolls back, before the error reaches the caller. */
  onRollback(effect: TxEffect): void;
}
export type Tx = DrizzleTx & TxOutcome;
/** A handle that runs queries: the owner database or a request's transaction. */
export type Executor = Db | Tx;

/** The connection pool's counts at this moment (PostgreSQL; PGlite is one in-process connection). */
export interface PoolStats {
  /** Connections open, busy or idle. */
  total: number;
  idle: number;
  /** Queries waiting for a free connection: above 0 for long, the pool is too small. */
  waiting: number;
}

export interface Database {
  db: Db;
  driver: 'pglite' | 'pg';
  close(): Promise<void>;
  /** PostgreSQL only: the pool's counts (the metrics' gauges). */
  poolStats?: () => PoolStats;
  /**
   * PostgreSQL only: waits for, then holds, the start-up lock (migrations and the first seeding) so
   * processes starting together take turns; answers its release.
   */
  startupLock?: () => Promise<() => Promise<void>>;
  /** PGlite only: the whole data directory as a tarball (tests copy a seeded template with it). */
  dump?: () => Promise<Blob>;
}

export type DatabaseOptions =
  | { kind: 'pg'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob | File };

/** The advisory-lock key of the start-up (any constant the app alone uses). */
const STARTUP_LOCK_KEY = 7_204_114_031;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'pg') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle client that errors (server restart) must not crash the process; the pool replaces it.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      driver: 'pg',
      close: () => pool.end(),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      startupLock: async () => {
        // A session of its own, outside the pool: the work it guards needs the pool's connections,
        // and ending the session releases the lock even when the process dies holding it.
        const session = new pg.Client({ connectionString: options.url });
        await session.connect();
        await session.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
        return () => session.end();
      },
    };
  }
  let dataDir: string | undefined;
  if (options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true });
    dataDir = options.dataDir;
  }
  const client = new PGlite({ dataDir, loadDataDir: options.loadDataDir });
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    close: () => client.close(),
    dump: async () => client.dumpDataDir('gzip'),
  };
}

export function pgliteDir(dataDir: string): string {
  return join(dataDir, 'pglite');
}

/** Rows of a raw `execute` result; both drivers answer `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
