/** Applies the committed migrations, then (re)secures every table for the request role. */
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database, Executor, Schema } from './client';
import { appliedMigrationStamps, hasUnsecuredTables } from './migrationQueries';

export const MIGRATIONS_FOLDER = new URL('./migrations', import.meta.url).pathname;

/** How many migrations the database holds (0 before the first). */
export async function appliedMigrations(database: Database): Promise<number> {
  return (await appliedMigrationStamps(database.db)).length;
}

interface JournalEntry {
  tag: string;
  when: number;
}

/** The committed migrations, in order: the journal drizzle-kit writes beside the SQL files. */
export function journalMigrations(): JournalEntry[] {
  return readJournal(MIGRATIONS_FOLDER).entries.map(({ tag, when }) => ({ tag, when }));
}

/**
 * The committed migrations the database does not hold (by the journal's stamp, which drizzle's
 * migrator records): a process of a newer release on a database not migrated yet sees them here.
 */
export async function pendingMigrations(db: Executor, journal = journalMigrations()): Promise<string[]> {
  const applied = new Set(await appliedMigrationStamps(db));
  return journal.filter((entry) => !applied.has(entry.when)).map((entry) => entry.tag);
}

interface Journal {
  entries: { idx: number; tag: string; when: number }[];
}

function readJournal(folder: string): Journal {
  return JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as Journal;
}

/** How many migrations this code ships: the schema level its data is written for. */
export function codeMigrationCount(): number {
  return readJournal(MIGRATIONS_FOLDER).entries.length;
}

/**
 * Whether a database at `level` gets every later migration: drizzle's migrator applies only those
 * dated after the last one applied, and the journal's dates are not all in order.
 */
export function migratesOnFrom(level: number): boolean {
  const entries = readJournal(MIGRATIONS_FOLDER).entries;
  const last = Math.max(0, ...entries.slice(0, level).map((e) => e.when));
  return entries.slice(level).every((e) => e.when > last);
}

/**
 * A copy of the migrations folder holding only the first `count` migrations, so a database can be
 * brought to an older schema level (a restore loads an older backup there, then migrates on).
 */
function foldersUpTo(count: number): { folder: string; remove: () => void } {
  const journal = readJournal(MIGRATIONS_FOLDER);
  const folder = mkdtempSync(join(tmpdir(), 'bo-migrations-'));
  mkdirSync(join(folder, 'meta'));
  const entries = journal.entries.slice(0, count);
  for (const entry of entries)
    copyFileSync(join(MIGRATIONS_FOLDER, `${entry.tag}.sql`), join(folder, `${entry.tag}.sql`));
  writeFileSync(join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
}

/** Applies the committed migrations (all of them, or only the first `upTo`). */
export async function migrateDatabase(database: Database, options: { upTo?: number } = {}): Promise<void> {
  const partial = options.upTo === undefined ? null : foldersUpTo(options.upTo);
  try {
    await applyMigrations(database, partial?.folder ?? MIGRATIONS_FOLDER);
  } finally {
    partial?.remove();
  }
}

async function applyMigrations(database: Database, migrationsFolder: string): Promise<void> {
  const config = { migrationsFolder };
  const before = await appliedMigrations(database);
  if (database.driver === 'pg') {
    await migratePg(database.db as unknown as NodePgDatabase<Schema>, config);
  } else {
    await migratePglite(database.db as unknown as PgliteDatabase<Schema>, config);
  }
  const after = await appliedMigrations(database);
  // Securing takes an exclusive lock on every tenant table in turn: only when a migration ran (or
  // a table was left unsecured). A second process starting while the first already serves would
  // otherwise queue behind, and deadlock with, the requests and jobs using those tables.
  if (after > before || (await hasUnsecuredTables(database.db)))
    await database.db.execute(sql`select app_secure_tables()`);
  // PGlite has no autovacuum: a migration that rewrote a table with rows (0024 rewrites the orders)
  // leaves its visibility map empty, and every index-only read of it would visit the table's
  // pages until a VACUUM; a server's autovacuum does this by itself.
  if (database.driver === 'pglite' && before > 0 && after > before)
    await database.db.execute(sql`vacuum analyze`);
}
