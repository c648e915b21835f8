/**
 * The SQL of backups and restores. Everything runs on the owner connection, which must bypass
 * row-level security so every tenant's rows are read and written. Values travel as the database's
 * own JSON (`row_to_json` out, `json_populate_recordset` in), so neither driver's type parsing
 * touches them and a PGlite backup loads into PostgreSQL unchanged.
 */
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../client';

const ident = (name: string) => sql.identifier(name);

/**
 * Fixed output settings for the transaction, so both sides print values (and so checksum them)
 * the same way whatever the server's defaults.
 */
export async function fixOutputSettings(db: Executor): Promise<void> {
  await db.execute(sql`set local TimeZone = 'UTC'`);
  await db.execute(sql`set local DateStyle = 'ISO, MDY'`);
  await db.execute(sql`set local IntervalStyle = 'postgres'`);
  await db.execute(sql`set local extra_float_digits = 1`);
  await db.execute(sql`set local bytea_output = 'hex'`);
}

/** Whether the connected role sees every tenant's rows (superuser or BYPASSRLS). */
export async function roleBypassesRls(db: Executor): Promise<{ role: string; bypasses: boolean }> {
  const [row] = rowsOf<{ role: string; bypasses: boolean }>(
    await db.execute(
      sql`select current_user::text as role, (rolsuper or rolbypassrls) as bypasses from pg_roles where rolname = current_user`,
    ),
  );
  return row ?? { role: '?', bypasses: false };
}

/** The tables of schema public (the product's data; Drizzle's own bookkeeping lives elsewhere). */
export async function publicTables(db: Executor): Promise<string[]> {
  return rowsOf<{ name: string }>(
    await db.execute(sql`
      select c.relname::text as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
      order by c.relname`),
  ).map((r) => r.name);
}

/** Foreign keys between public tables: `child` references `parent`. */
export async function foreignKeyEdges(db: Executor): Promise<{ child: string; parent: string }[]> {
  return rowsOf<{ child: string; parent: string }>(
    await db.execute(sql`
      select distinct c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent
      from pg_constraint c
      join pg_class t on t.oid = c.conrelid join pg_namespace n on n.oid = t.relnamespace
      where c.contype = 'f' and n.nspname = 'public'`),
  ).map((e) => ({ child: e.child.replace(/^"|"$/g, ''), parent: e.parent.replace(/^"|"$/g, '') }));
}

/** Columns a row can be inserted with: generated columns are left to the database. */
export async function insertableColumns(db: Executor, table: string): Promise<string[]> {
  return rowsOf<{ name: string }>(
    await db.execute(sql`
      select a.attname::text as name from pg_attribute a
      where a.attrelid = ${`public.${table}`}::regclass and a.attnum > 0 and not a.attisdropped
        and a.attgenerated = ''
      order by a.attnum`),
  ).map((r) => r.name);
}

/**
 * Rows and a checksum of a table's whole content: the md5 of its rows' text forms sorted bytewise,
 * so the order rows were stored in does not matter and both sides compute the same value.
 */
export async function tableDigest(db: Executor, table: string): Promise<{ rows: number; checksum: string }> {
  const [row] = rowsOf<{ rows: number; checksum: string }>(
    await db.execute(sql`
      select count(*)::int as rows,
             coalesce(md5(string_agg(h, '' order by h collate "C")), '') as checksum
      from (select md5(t::text) as h from ${ident(table)} t) x`),
  );
  return row ?? { rows: 0, checksum: '' };
}

export async function tableHasRows(db: Executor, table: string): Promise<boolean> {
  const [row] = rowsOf<{ any: boolean }>(
    await db.execute(sql`select exists (select 1 from ${ident(table)}) as any`),
  );
  return row?.any ?? false;
}

export interface SequenceState {
  name: string;
  lastValue: string;
  isCalled: boolean;
}

export async function sequenceStates(db: Executor): Promise<SequenceState[]> {
  const names = rowsOf<{ name: string }>(
    await db.execute(sql`
      select c.relname::text as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'S' order by c.relname`),
  ).map((r) => r.name);
  const states: SequenceState[] = [];
  for (const name of names) {
    const [row] = rowsOf<{ last_value: string; is_called: boolean }>(
      await db.execute(sql`select last_value::text as last_value, is_called from ${ident(name)}`),
    );
    if (row) states.push({ name, lastValue: row.last_value, isCalled: row.is_called });
  }
  return states;
}

export async function setSequence(db: Executor, state: SequenceState): Promise<void> {
  await db.execute(
    sql`select setval(${`public.${state.name}`}::regclass, ${state.lastValue}::bigint, ${state.isCalled})`,
  );
}

/** Opens a cursor over a table's rows as JSON text (inside the caller's transaction). */
export async function openRowCursor(db: Executor, cursor: string, table: string): Promise<void> {
  await db.execute(
    sql`declare ${ident(cursor)} no scroll cursor for select row_to_json(t)::text as j from ${ident(table)} t`,
  );
}

export async function fetchRows(db: Executor, cursor: string, count: number): Promise<string[]> {
  return rowsOf<{ j: string }>(
    await db.execute(sql`fetch ${sql.raw(String(count))} from ${ident(cursor)}`),
  ).map((r) => r.j);
}

export async function closeCursor(db: Executor, cursor: string): Promise<void> {
  await db.execute(sql`close ${ident(cursor)}`);
}

/** Inserts rows given as a JSON array of `row_to_json` objects of the same table. */
export async function insertJsonRows(
  db: Executor,
  table: string,
  columns: string[],
  jsonArray: string,
): Promise<void> {
  const list: SQL = sql.join(columns.map(ident), sql`, `);
  await db.execute(sql`
    insert into ${ident(table)} (${list}) overriding system value
    select ${list} from json_populate_recordset(null::${ident(table)}, ${jsonArray}::json)`);
}

/**
 * Loading copies rows as they were, summaries included: the product's triggers (the dashboard
 * summaries, the history rows) must not fire again, nor the foreign-key checks on a load that is
 * verified against the source's checksums afterwards. Needs a superuser, or on PostgreSQL 15+ a
 * role granted `SET ON PARAMETER session_replication_role`.
 */
export async function suspendTriggers(db: Executor): Promise<void> {
  await db.execute(sql`set local session_replication_role = replica`);
}

export async function resumeTriggers(db: Executor): Promise<void> {
  await db.execute(sql`set local session_replication_role = origin`);
}

export async function truncateTables(db: Executor, tables: string[]): Promise<void> {
  if (tables.length === 0) return;
  await db.execute(sql`truncate ${sql.join(tables.map(ident), sql`, `)} restart identity cascade`);
}

/**
 * After a load: statistics for the planner, and the visibility map that index-only reads need
 * (PGlite has no autovacuum to build it; a server's would, later).
 */
export async function vacuumAnalyze(db: Executor): Promise<void> {
  await db.execute(sql`vacuum analyze`);
}
