/** Applies the committed migrations, then (re)secures every table for the request role. */
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { type Database, rowsOf, type Schema } from './client';

export const MIGRATIONS_FOLDER = new URL('./migrations', import.meta.url).pathname;

/** How many migrations the database holds (0 before the first). */
async function appliedMigrations(database: Database): Promise<number> {
  const [table] = rowsOf<{ exists: boolean }>(
    await database.db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as exists`),
  );
  if (!table?.exists) return 0;
  const [row] = rowsOf<{ n: number }>(
    await database.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`),
  );
  return row?.n ?? 0;
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
