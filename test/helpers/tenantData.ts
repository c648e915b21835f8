/**
 * A tenant's rows read past row-level security, for the suites that sweep every route: the tables
 * that hold tenant rows, and a fingerprint of one tenant's rows that changes when any of them does.
 */
import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../src/server/db/client';

/** Tables whose rows belong to a tenant (they carry `tenant_id`). */
export async function tenantTables(database: Database): Promise<string[]> {
  const rows = rowsOf<{ relname: string }>(
    await database.db.execute(sql`
      select c.relname from pg_class c
      join pg_attribute a on a.attrelid = c.oid and a.attname = 'tenant_id' and not a.attisdropped
      join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r' order by 1`),
  );
  return rows.map((r) => r.relname);
}

/** One hash per table of the tenant's rows (and its own `tenants` row): equal before and after means nothing changed. */
export async function tenantFingerprint(database: Database, slug: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of [...(await tenantTables(database)), 'tenants']) {
    const where =
      table === 'tenants'
        ? sql`t.slug = ${slug}`
        : sql`t.tenant_id = (select id from tenants where slug = ${slug})`;
    const [row] = rowsOf<{ n: number; h: string | null }>(
      await database.db.execute(
        sql`select count(*)::int as n, md5(string_agg(md5(t::text), ',' order by md5(t::text))) as h from ${sql.identifier(table)} t where ${where}`,
      ),
    );
    out[table] = `${row?.n ?? 0} rows ${row?.h ?? 'empty'}`;
  }
  return out;
}
