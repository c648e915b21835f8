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

/**
 * Whether some tenant-owned table lacks forced row-level security (or has no policy): read from
 * the catalogue without locking anything, so a process starting beside others that already serve
 * the database does not re-secure tables they are using.
 */
export async function hasUnsecuredTables(db: Executor): Promise<boolean> {
  const [row] = rowsOf<{ unsecured: boolean }>(
    await db.execute(sql`
      select exists (
        select 1
        from pg_class c
        join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r'
          and (exists (select 1 from pg_attribute a
                       where a.attrelid = c.oid and a.attname = 'tenant_id' and not a.attisdropped)
               or c.relname = 'tenants')
          and (not c.relrowsecurity or not c.relforcerowsecurity
               or not exists (select 1 from pg_policy p where p.polrelid = c.oid))
      ) as unsecured`),
  );
  return row?.unsecured ?? true;
}
