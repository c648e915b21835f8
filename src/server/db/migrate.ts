/** Applies the committed migrations, then (re)secures every table for the request role. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database, Executor, Schema } from './client';
import { appliedMigrationStamps } from './migrationQueries';

export const MIGRATIONS_FOLDER = new URL('./migrations', import.meta.url).pathname;

/** How many migrations the database holds (0 before the first). */
async function appliedMigrations(database: Database): Promise<number> {
  return (await appliedMigrationStamps(database.db)).length;
}

interface JournalEntry {
  tag: string;
  when: number;
}

/** The committed migrations, in order: the journal drizzle-kit writes beside the SQL files. */
export function journalMigrations(): JournalEntry[] {
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };
  return journal.entries.map(({ tag, when }) => ({ tag, when }));
}

/**
 * The committed migrations the database does not hold (by the journal's stamp, which drizzle's
 * migrator records): a process of a newer release on a database not migrated yet sees them here.
 */
export async function pendingMigrations(db: Executor, journal = journalMigrations()): Promise<string[]> {
  const applied = new Set(await appliedMigrationStamps(db));
  return journal.filter((entry) => !applied.has(entry.when)).map((entry) => entry.tag);
}

export async function migrateDatabase(database: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  const before = await appliedMigrations(database);
  if (database.driver === 'pg') {
    await migratePg(database.db as unknown as NodePgDatabase<Schema>, config);
  } else {
    await migratePglite(database.db as unknown as PgliteDatabase<Schema>, config);
  }
  await database.db.execute(sql`select app_secure_tables()`);
  // PGlite has no autovacuum: a migration that rewrote a table with rows (0024 rewrites the orders)
  // leaves its visibility map empty, and every index-only read of it would visit the table's
  // pages until a VACUUM; a server's autovacuum does this by itself.
  if (database.driver === 'pglite' && before > 0 && (await appliedMigrations(database)) > before)
    await database.db.execute(sql`vacuum analyze`);
}
