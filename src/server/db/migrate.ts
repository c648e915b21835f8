/** Applies the committed migrations, then (re)secures every table for the request role. */
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database, Schema } from './client';

export const MIGRATIONS_FOLDER = new URL('./migrations', import.meta.url).pathname;

export async function migrateDatabase(database: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (database.driver === 'pg') {
    await migratePg(database.db as unknown as NodePgDatabase<Schema>, config);
  } else {
    await migratePglite(database.db as unknown as PgliteDatabase<Schema>, config);
  }
  await database.db.execute(sql`select app_secure_tables()`);
}
