/**
 * Restores a backup archive into a database and a DATA_DIR. The archive is read twice: once to
 * check it whole (format, schema level, every entry's sha256) before anything is touched, then to
 * load it. The rows go in one transaction with the product's triggers suspended and are checked
 * against the archive's per-table checksums before the commit; the files are staged beside DATA_DIR
 * and moved into place only after it. A refusal or a failure leaves the target as it was (an empty
 * target may keep the schema the product's migrations created in it).
 */

import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { TransactionRollbackError } from 'drizzle-orm';
import type { Database, Executor } from '../client';
import { appliedMigrations, codeMigrationCount, migrateDatabase, migratesOnFrom } from '../migrate';
import {
  fixOutputSettings,
  insertableColumns,
  insertJsonRows,
  publicTables,
  setSequence,
  suspendTriggers,
  tableDigest,
  tableHasRows,
  truncateTables,
  vacuumAnalyze,
} from './archiveQueries';
import { ArchiveError, assertSeesEveryTenant } from './backup';
import { isSafeRelativePath, STAGING_PREFIX, sha256Of } from './dataFiles';
import {
  ARCHIVE_FORMAT,
  ARCHIVE_FORMAT_VERSION,
  CHECKSUMS_ENTRY,
  checksumsSchema,
  chunkName,
  DATA_PREFIX,
  FILES_PREFIX,
  MANIFEST_ENTRY,
  type Manifest,
  manifestSchema,
} from './manifest';
import { readTarGz } from './tar';

export interface RestoreOptions {
  /** Replace the target's rows and files instead of refusing a target that has some. */
  force?: boolean;
}

export interface RestoreSummary {
  manifest: Manifest;
  rows: number;
  filesWritten: number;
  filesUnchanged: number;
  /** Migrations applied after the load (an archive from an older version of the product). */
  migratedAfter: number;
}

function parseManifest(data: Buffer): Manifest {
  let json: unknown;
  try {
    json = JSON.parse(data.toString('utf8'));
  } catch {
    throw new ArchiveError('not a backup archive: manifest.json is not JSON');
  }
  const format = (json as { format?: unknown } | null)?.format;
  if (format !== ARCHIVE_FORMAT)
    throw new ArchiveError('not a backup archive of this product (unknown format)');
  const version = (json as { formatVersion?: unknown }).formatVersion;
  if (typeof version === 'number' && version > ARCHIVE_FORMAT_VERSION)
    throw new ArchiveError(
      `the archive has format version ${version}; this version of the product reads up to ${ARCHIVE_FORMAT_VERSION}: restore it with a newer version`,
    );
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) throw new ArchiveError('not a backup archive: its manifest is malformed');
  const codeLevel = codeMigrationCount();
  if (parsed.data.migrations > codeLevel)
    throw new ArchiveError(
      `the archive comes from a newer schema (${parsed.data.migrations} migrations) than this version of the product (${codeLevel}): restore it with that version or a later one`,
    );
  return parsed.data;
}

const expectedEntries = (manifest: Manifest): string[] => [
  MANIFEST_ENTRY,
  ...manifest.tables.flatMap((t) => Array.from({ length: t.chunks }, (_, i) => chunkName(t.name, i))),
  ...manifest.files.map((f) => `${FILES_PREFIX}${f.path}`),
];

/** Reads the whole archive and answers its manifest; throws an ArchiveError on any defect. */
export async function verifyArchive(file: string): Promise<Manifest> {
  if (!existsSync(file)) throw new ArchiveError(`no archive at ${file}`);
  let manifest: Manifest | null = null;
  const seen = new Map<string, string>();
  let checksums: Record<string, string> | null = null;
  try {
    for await (const entry of readTarGz(file)) {
      if (!manifest) {
        if (entry.name !== MANIFEST_ENTRY)
          throw new ArchiveError('not a backup archive: it does not start with manifest.json');
        manifest = parseManifest(entry.data);
        for (const f of manifest.files)
          if (!isSafeRelativePath(f.path))
            throw new ArchiveError(`unsafe file path in the archive: ${f.path}`);
      }
      if (entry.name === CHECKSUMS_ENTRY) {
        const parsed = checksumsSchema.safeParse(JSON.parse(entry.data.toString('utf8')));
        if (!parsed.success) throw new ArchiveError('the archive checksums are malformed');
        checksums = parsed.data;
      } else seen.set(entry.name, sha256Of(entry.data));
    }
  } catch (error) {
    if (error instanceof ArchiveError) throw error;
    throw new ArchiveError(
      `the archive cannot be read (${error instanceof Error ? error.message : String(error)})`,
    );
  }
  if (!manifest) throw new ArchiveError('the archive is empty');
  if (!checksums) throw new ArchiveError('the archive is incomplete (no checksums.json at its end)');
  const expected = expectedEntries(manifest);
  for (const name of expected) {
    const sum = seen.get(name);
    if (!sum) throw new ArchiveError(`the archive is incomplete: ${name} is missing`);
    if (checksums[name] !== sum)
      throw new ArchiveError(`the archive is damaged: ${name} does not match its checksum`);
  }
  if (seen.size !== expected.length)
    throw new ArchiveError('the archive holds entries its manifest does not list');
  for (const f of manifest.files)
    if (seen.get(`${FILES_PREFIX}${f.path}`) !== f.sha256)
      throw new ArchiveError(`the archive is damaged: ${f.path} does not match the manifest`);
  return manifest;
}

/** Tables of the target that hold rows (any table: a foreign one counts as not empty too). */
async function tablesWithRows(db: Executor): Promise<string[]> {
  const tables = await publicTables(db);
  const full: string[] = [];
  for (const table of tables) if (await tableHasRows(db, table)) full.push(table);
  return full;
}

function conflictingFiles(manifest: Manifest, dataDir: string): string[] {
  return manifest.files
    .filter((f) => {
      const path = join(dataDir, f.path);
      return existsSync(path) && sha256Of(readFileSync(path)) !== f.sha256;
    })
    .map((f) => f.path);
}

/** Tried in a transaction that is rolled back, before the target is changed at all. */
async function assertCanSuspendTriggers(database: Database): Promise<void> {
  const tried = database.db.transaction(async (tx) => {
    await suspendTriggers(tx);
    tx.rollback();
  });
  const error = await tried.then(
    () => null,
    (e: unknown) => e,
  );
  if (!error || error instanceof TransactionRollbackError) return;
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  throw new ArchiveError(
    `the target role cannot load rows with the product's triggers suspended (${cause instanceof Error ? cause.message : String(cause)}); connect as a superuser, or on PostgreSQL 15+ grant it SET ON PARAMETER session_replication_role`,
  );
}

const listed = (names: string[]) =>
  names.length > 5 ? `${names.slice(0, 5).join(', ')} …` : names.join(', ');

export async function restoreBackup(
  file: string,
  target: { database: Database; dataDir: string },
  options: RestoreOptions = {},
): Promise<RestoreSummary> {
  const manifest = await verifyArchive(file);
  const { database, dataDir } = target;
  if (!migratesOnFrom(manifest.migrations))
    throw new ArchiveError(
      `the archive is at schema level ${manifest.migrations}, from which the migrator would skip a later migration dated before it: restore it with the version of the product that made it, then upgrade`,
    );
  await assertSeesEveryTenant(database, 'restore');

  const level = await appliedMigrations(database);
  if (level > manifest.migrations)
    throw new ArchiveError(
      `the target database has a newer schema (${level} migrations) than the archive (${manifest.migrations}): restore into a new, empty database`,
    );
  const full = level > 0 ? await tablesWithRows(database.db) : [];
  if (full.length && !options.force)
    throw new ArchiveError(
      `the target database is not empty (${full.length} tables hold rows: ${listed(full)}); restore into an empty database, or pass --force to replace its data`,
    );
  const conflicts = conflictingFiles(manifest, dataDir);
  if (conflicts.length && !options.force)
    throw new ArchiveError(
      `${dataDir} already holds different files of the same names (${listed(conflicts)}); pass --force to replace them`,
    );

  await assertCanSuspendTriggers(database);

  await migrateDatabase(database, { upTo: manifest.migrations });
  const tables = await publicTables(database.db);
  const archived = manifest.tables.map((t) => t.name);
  const missing = archived.filter((t) => !tables.includes(t));
  if (missing.length) throw new ArchiveError(`the target lacks tables of the archive: ${listed(missing)}`);

  const staging = join(dataDir, `${STAGING_PREFIX}${randomBytes(6).toString('hex')}`);
  let filesWritten = 0;
  try {
    await database.db.transaction(async (tx) => {
      await fixOutputSettings(tx);
      await suspendTriggers(tx);
      if (options.force) await truncateTables(tx, tables);
      const columns = new Map<string, string[]>();
      const toWrite = new Set(
        manifest.files
          .filter((f) => !existsSync(join(dataDir, f.path)) || conflicts.includes(f.path))
          .map((f) => f.path),
      );
      for await (const entry of readTarGz(file)) {
        if (entry.name.startsWith(DATA_PREFIX)) {
          const table = entry.name.slice(DATA_PREFIX.length).split('/')[0] ?? '';
          let list = columns.get(table);
          if (!list) {
            list = await insertableColumns(tx, table);
            columns.set(table, list);
          }
          await insertJsonRows(tx, table, list, entry.data.toString('utf8'));
        } else if (entry.name.startsWith(FILES_PREFIX)) {
          const path = entry.name.slice(FILES_PREFIX.length);
          if (!toWrite.has(path)) continue;
          const staged = join(staging, path);
          mkdirSync(dirname(staged), { recursive: true });
          writeFileSync(staged, entry.data, { mode: 0o600 });
          filesWritten++;
        }
      }
      for (const sequence of manifest.sequences) await setSequence(tx, sequence);
      for (const table of manifest.tables) {
        const digest = await tableDigest(tx, table.name);
        if (digest.rows !== table.rows || digest.checksum !== table.checksum)
          throw new ArchiveError(
            `table ${table.name} does not match the archive after loading (${digest.rows} rows, archive ${table.rows}); nothing was restored`,
          );
      }
    });
    for (const path of manifest.files.map((f) => f.path)) {
      const staged = join(staging, path);
      if (!existsSync(staged)) continue;
      mkdirSync(dirname(join(dataDir, path)), { recursive: true });
      renameSync(staged, join(dataDir, path));
    }
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  await vacuumAnalyze(database.db);
  const before = await appliedMigrations(database);
  await migrateDatabase(database);
  const after = await appliedMigrations(database);
  if (after !== codeMigrationCount())
    throw new ArchiveError(
      `the data was restored at schema level ${before}, but migrating it on left ${after} of ${codeMigrationCount()} migrations applied (a migration dated before the archive's last one is skipped by the migrator); restore it with the version of the product that made it, then upgrade`,
    );
  return {
    manifest,
    rows: manifest.tables.reduce((sum, t) => sum + t.rows, 0),
    filesWritten,
    filesUnchanged: manifest.files.length - filesWritten,
    migratedAfter: after - before,
  };
}
