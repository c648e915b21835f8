/**
 * Backups, restores and the move off the embedded database (docs/deployment-data.md):
 *
 *   npm run backup  -- --out FILE   [--database-url URL] [--data-dir DIR]
 *   npm run restore -- --from FILE  [--database-url URL] [--data-dir DIR] [--force]
 *   npm run db:move -- --to URL     [--data-dir DIR] [--files-to DIR] [--force] [--keep-archive FILE]
 *
 * The database is `--database-url`, else DATABASE_URL, else the embedded PGlite under the data
 * directory (`--data-dir`, else DATA_DIR, else ./data), whose files go with it. db:move reads the
 * PGlite of the data directory and writes to the PostgreSQL server of `--to`; the files stay in
 * (or are copied to `--files-to`) the data directory the server will run with.
 * Stop the server first: PGlite serves one process, and a backup of a running server may miss files
 * uploaded during it.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadEnv } from '../src/server/config';
import { ArchiveError, createBackup } from '../src/server/db/archive/backup';
import type { Manifest } from '../src/server/db/archive/manifest';
import { moveData } from '../src/server/db/archive/move';
import { type RestoreSummary, restoreBackup } from '../src/server/db/archive/restore';
import { type Database, openDatabase, pgliteDir } from '../src/server/db/client';
import { EmbeddedDatabaseBusyError, openLockedEmbeddedDatabase } from '../src/server/db/pgliteLock';

const USAGE = `usage:
  npm run backup  -- --out FILE  [--database-url URL] [--data-dir DIR]
  npm run restore -- --from FILE [--database-url URL] [--data-dir DIR] [--force]
  npm run db:move -- --to URL    [--data-dir DIR] [--files-to DIR] [--force] [--keep-archive FILE]`;

const describeUrl = (url: string) => {
  const parsed = new URL(url);
  return `PostgreSQL ${parsed.host}${parsed.pathname}`;
};

/** A PostgreSQL server's address, or a refusal naming what was given. */
function postgresUrl(value: string): string {
  let parsed: URL | null = null;
  try {
    parsed = new URL(value);
  } catch {
    // refused below
  }
  if (!parsed || !['postgres:', 'postgresql:'].includes(parsed.protocol))
    throw new ArchiveError(`'${value}' is not a PostgreSQL address (postgres://user@host:5432/database)`);
  return value;
}

/**
 * The embedded database under DATA_DIR, locked like the server locks it: a server still running on
 * that folder refuses the command instead of two processes writing one PGlite folder.
 */
async function openPglite(dataDir: string, mustExist: boolean): Promise<Database> {
  const dir = pgliteDir(dataDir);
  if (mustExist && (!existsSync(dir) || readdirSync(dir).length === 0))
    throw new ArchiveError(`no embedded database in ${dir}`);
  try {
    return await openLockedEmbeddedDatabase(dataDir);
  } catch (error) {
    if (error instanceof EmbeddedDatabaseBusyError) throw new ArchiveError(error.message);
    throw error;
  }
}

function printManifest(manifest: Manifest): void {
  const rows = manifest.tables.reduce((sum, t) => sum + t.rows, 0);
  const bytes = manifest.files.reduce((sum, f) => sum + f.size, 0);
  const width = Math.max(...manifest.tables.map((t) => t.name.length));
  for (const t of manifest.tables)
    if (t.rows > 0) console.log(`    ${t.name.padEnd(width)} ${String(t.rows).padStart(8)}`);
  console.log(
    `  ${manifest.tables.length} tables (${manifest.tables.filter((t) => t.rows === 0).length} empty), ${rows} rows`,
  );
  console.log(`  ${manifest.sequences.length} sequences, ${manifest.files.length} files (${bytes} bytes)`);
  console.log(
    `  schema: ${manifest.migrations} migrations, source ${manifest.source.driver}, taken ${manifest.createdAt}`,
  );
}

function printRestore(summary: RestoreSummary): void {
  printManifest(summary.manifest);
  console.log(
    `  verified: every table's row count and checksum match; files written ${summary.filesWritten}, already there ${summary.filesUnchanged}`,
  );
  if (summary.migratedAfter) console.log(`  then migrated ${summary.migratedAfter} newer migrations`);
}

async function main() {
  const [command, ...rest] = process.argv.slice(2);
  const { values } = parseArgs({
    args: rest,
    options: {
      out: { type: 'string' },
      from: { type: 'string' },
      to: { type: 'string' },
      'database-url': { type: 'string' },
      'data-dir': { type: 'string' },
      'files-to': { type: 'string' },
      'keep-archive': { type: 'string' },
      force: { type: 'boolean', default: false },
    },
  });
  const env = loadEnv();
  const dataDir = resolve(values['data-dir'] ?? env.DATA_DIR);
  const given = values['database-url'] ?? env.DATABASE_URL;
  const url = given && postgresUrl(given);
  const started = performance.now();
  const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;

  if (command === 'backup' && values.out) {
    const out = resolve(values.out);
    const database = url
      ? await openDatabase({ kind: 'pg', url, poolSize: 1 })
      : await openPglite(dataDir, true);
    try {
      console.log(
        `Backup of ${url ? describeUrl(url) : `PGlite in ${pgliteDir(dataDir)}`} and ${dataDir} to ${out}`,
      );
      const manifest = await createBackup(database, dataDir, out);
      printManifest(manifest);
      console.log(`  archive: ${statSync(out).size} bytes, ${elapsed()}`);
    } finally {
      await database.close();
    }
    return;
  }
  if (command === 'restore' && values.from) {
    const from = resolve(values.from);
    const database = url
      ? await openDatabase({ kind: 'pg', url, poolSize: 1 })
      : await openPglite(dataDir, false);
    try {
      console.log(
        `Restore of ${from} into ${url ? describeUrl(url) : `PGlite in ${pgliteDir(dataDir)}`} and ${dataDir}`,
      );
      printRestore(await restoreBackup(from, { database, dataDir }, { force: values.force }));
      console.log(`  done in ${elapsed()}`);
    } finally {
      await database.close();
    }
    return;
  }
  if (command === 'move' && values.to) {
    const filesTo = resolve(values['files-to'] ?? dataDir);
    const to = postgresUrl(values.to);
    const source = await openPglite(dataDir, true);
    const target = await openDatabase({ kind: 'pg', url: to, poolSize: 1 });
    try {
      console.log(`Moving PGlite in ${pgliteDir(dataDir)} to ${describeUrl(to)}; files to ${filesTo}`);
      const summary = await moveData(
        { database: source, dataDir },
        { database: target, dataDir: filesTo },
        { force: values.force, keepArchive: values['keep-archive'] && resolve(values['keep-archive']) },
      );
      printRestore(summary);
      if (summary.archive) console.log(`  archive kept at ${summary.archive}`);
      console.log(
        `  done in ${elapsed()}. Start the server with DATABASE_URL=<that URL> and DATA_DIR=${filesTo}.`,
      );
      console.log(
        `  The embedded database in ${pgliteDir(dataDir)} is left as it was; remove it once satisfied.`,
      );
    } finally {
      await source.close();
      await target.close();
    }
    return;
  }
  console.error(USAGE);
  process.exit(2);
}

main().catch((error) => {
  // A failed query's message names the statement; its cause says what the database answered.
  const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
  console.error(
    error instanceof ArchiveError
      ? `refused: ${error.message}`
      : error instanceof Error
        ? `${error.message}${cause}`
        : error,
  );
  process.exit(1);
});
