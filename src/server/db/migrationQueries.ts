/** What the migrator recorded: read by the start-up migration and by the readiness check. */
import { sql } from 'drizzle-orm';
import { type Executor, rowsOf } from './client';

/**
 * The `when` stamps of the migrations the database holds (drizzle's `created_at`, the journal's
 * `when` of each applied file); empty before the first migration.
 */
export async function appliedMigrationStamps(db: Executor): Promise<number[]> {
  const [table] = rowsOf<{ exists: boolean }>(
    await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as exists`),
  );
  if (!table?.exists) return [];
  const rows = rowsOf<{ created_at: string | number }>(
    await db.execute(sql`select created_at from drizzle.__drizzle_migrations`),
  );
  return rows.map((r) => Number(r.created_at));
}
