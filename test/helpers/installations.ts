/**
 * Whole installations on disk for the backup, restore and move tests: a database (PGlite in a
 * temporary DATA_DIR, or a database created on the PostgreSQL server of DATABASE_URL) with its
 * files, and the comparisons those tests make between two of them — every table's rows and
 * content, computed in SQL independently of the product's own checksums, and every file's bytes.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { sql } from 'drizzle-orm';
import { type Database, openDatabase, pgliteDir, rowsOf } from '../../src/server/db/client';
import { adminQuery, serverUrlFor } from './templateDb';

export interface TestInstallation {
  database: Database;
  dataDir: string;
  label: 'PGlite' | 'PostgreSQL';
  url?: string;
  /** Closes the database, drops it (PostgreSQL) and removes the data folder. */
  remove(): Promise<void>;
}

export async function pgliteInstallation(): Promise<TestInstallation> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bo-install-'));
  const database = await openDatabase({ kind: 'pglite', dataDir: pgliteDir(dataDir) });
  return {
    database,
    dataDir,
    label: 'PGlite',
    async remove() {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A new, empty database on DATABASE_URL's server (the caller checks that it is set). */
export async function postgresInstallation(serverUrl: string): Promise<TestInstallation> {
  const name = `bo_test_move_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = serverUrlFor(serverUrl, name);
  const database = await openDatabase({ kind: 'pg', url, poolSize: 2 });
  const dataDir = mkdtempSync(join(tmpdir(), 'bo-install-'));
  return {
    database,
    dataDir,
    label: 'PostgreSQL',
    url,
    async remove() {
      await database.close();
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** PostgreSQL when DATABASE_URL names a server, else PGlite: the suite's usual choice. */
export const serverInstallation = (): Promise<TestInstallation> => {
  const url = process.env.DATABASE_URL;
  return url ? postgresInstallation(url) : pgliteInstallation();
};

export interface TableContent {
  rows: number;
  /** md5 of the rows' text forms joined in bytewise order. */
  md5: string;
}

/** Every public table's row count and ordered content checksum, read as the owner. */
export async function tableContents(database: Database): Promise<Record<string, TableContent>> {
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`set local TimeZone = 'UTC'`);
    await tx.execute(sql`set local DateStyle = 'ISO, MDY'`);
    await tx.execute(sql`set local extra_float_digits = 1`);
    const tables = rowsOf<{ name: string }>(
      await tx.execute(
        sql`select tablename::text as name from pg_tables where schemaname = 'public' order by 1`,
      ),
    );
    const contents: Record<string, TableContent> = {};
    for (const { name } of tables) {
      const [row] = rowsOf<{ rows: number; md5: string | null }>(
        await tx.execute(sql`
          select count(*)::int as rows, md5(string_agg(t::text, E'\n' order by t::text collate "C")) as md5
          from ${sql.identifier(name)} t`),
      );
      contents[name] = { rows: row?.rows ?? 0, md5: row?.md5 ?? '' };
    }
    return contents;
  });
}

/** DATA_DIR's files (the embedded database's folder aside) with their bytes, by relative path. */
export function dataFiles(dataDir: string): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (dir: string) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (dir === dataDir && entry.name === 'pglite') continue;
      if (entry.isDirectory()) walk(full);
      else files[relative(dataDir, full).split(sep).join('/')] = readFileSync(full).toString('base64');
    }
  };
  walk(dataDir);
  return files;
}
