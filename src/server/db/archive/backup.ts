/**
 * Writes a backup archive (layout in manifest.ts) of a database and its DATA_DIR files. The rows
 * are read in one repeatable-read transaction, so every table is of the same moment; the files are
 * read after it, so a row's file (written before the row was committed) is there too.
 */
import { readFileSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from '../client';
import { appliedMigrations } from '../migrate';
import {
  closeCursor,
  fetchRows,
  fixOutputSettings,
  foreignKeyEdges,
  openRowCursor,
  publicTables,
  roleBypassesRls,
  sequenceStates,
  tableDigest,
} from './archiveQueries';
import { describeDataFiles, sha256Of } from './dataFiles';
import {
  ARCHIVE_FORMAT,
  ARCHIVE_FORMAT_VERSION,
  CHECKSUMS_ENTRY,
  chunkName,
  FILES_PREFIX,
  MANIFEST_ENTRY,
  type Manifest,
} from './manifest';
import { createTarGzWriter } from './tar';

/** Rows per data chunk: each chunk is one insert statement on restore. */
export const CHUNK_ROWS = 1000;

export class ArchiveError extends Error {}

/**
 * Tables in an order where each comes after the tables it references. Tables that reference each
 * other (orders and price requests) form one group, placed by name; the load does not check foreign
 * keys row by row, so the order only keeps the archive readable. Tarjan's algorithm over
 * child → parent edges finishes a group after every group it references: that is the order.
 */
export function loadOrder(tables: string[], edges: { child: string; parent: string }[]): string[] {
  const sorted = [...tables].sort();
  const parents = new Map(sorted.map((t) => [t, [] as string[]]));
  for (const { child, parent } of edges) if (parents.has(parent)) parents.get(child)?.push(parent);
  for (const list of parents.values()) list.sort();
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const order: string[] = [];
  const visit = (table: string) => {
    index.set(table, index.size);
    low.set(table, index.get(table) as number);
    stack.push(table);
    onStack.add(table);
    for (const parent of parents.get(table) ?? []) {
      if (!index.has(parent)) {
        visit(parent);
        low.set(table, Math.min(low.get(table) as number, low.get(parent) as number));
      } else if (onStack.has(parent))
        low.set(table, Math.min(low.get(table) as number, index.get(parent) as number));
    }
    if (low.get(table) !== index.get(table)) return;
    const group: string[] = [];
    for (let member = stack.pop(); member !== undefined; member = stack.pop()) {
      onStack.delete(member);
      group.push(member);
      if (member === table) break;
    }
    order.push(...group.sort());
  };
  for (const table of sorted) if (!index.has(table)) visit(table);
  return order;
}

export async function assertSeesEveryTenant(database: Database, what: string): Promise<void> {
  const { role, bypasses } = await roleBypassesRls(database.db);
  if (!bypasses)
    throw new ArchiveError(
      `${what}: role "${role}" does not bypass row-level security, so it would not see every tenant's rows; connect as the database owner with SUPERUSER or BYPASSRLS`,
    );
}

export async function createBackup(database: Database, dataDir: string, outFile: string): Promise<Manifest> {
  await assertSeesEveryTenant(database, 'backup');
  const partial = `${outFile}.partial`;
  const writer = createTarGzWriter(partial);
  const checksums: Record<string, string> = {};
  const add = async (name: string, data: Uint8Array) => {
    checksums[name] = sha256Of(data);
    await writer.add(name, data);
  };
  try {
    const migrations = await appliedMigrations(database);
    const manifest = await database.db.transaction(
      async (tx) => {
        await fixOutputSettings(tx);
        const tables = loadOrder(await publicTables(tx), await foreignKeyEdges(tx));
        const described: Manifest['tables'] = [];
        for (const name of tables) {
          const digest = await tableDigest(tx, name);
          described.push({ name, ...digest, chunks: Math.ceil(digest.rows / CHUNK_ROWS) });
        }
        const built: Manifest = {
          format: ARCHIVE_FORMAT,
          formatVersion: ARCHIVE_FORMAT_VERSION,
          createdAt: new Date().toISOString(),
          source: { driver: database.driver },
          migrations,
          tables: described,
          sequences: await sequenceStates(tx),
          files: describeDataFiles(dataDir),
        };
        await add(MANIFEST_ENTRY, Buffer.from(`${JSON.stringify(built, null, 2)}\n`));
        for (const table of described) await writeTable(tx, table, add);
        return built;
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    for (const file of manifest.files) {
      const data = readFileSync(join(dataDir, file.path));
      if (sha256Of(data) !== file.sha256)
        throw new ArchiveError(`file ${file.path} changed while the backup was written; run it again`);
      await add(`${FILES_PREFIX}${file.path}`, data);
    }
    await writer.add(CHECKSUMS_ENTRY, Buffer.from(`${JSON.stringify(checksums, null, 2)}\n`));
    await writer.finish();
    renameSync(partial, outFile);
    return manifest;
  } catch (error) {
    await writer.finish().catch(() => {});
    rmSync(partial, { force: true });
    throw error;
  }
}

async function writeTable(
  tx: Parameters<typeof fixOutputSettings>[0],
  table: Manifest['tables'][number],
  add: (name: string, data: Uint8Array) => Promise<void>,
): Promise<void> {
  const cursor = `backup_${table.name}`;
  await openRowCursor(tx, cursor, table.name);
  let chunk = 0;
  let rows = 0;
  for (;;) {
    const batch = await fetchRows(tx, cursor, CHUNK_ROWS);
    if (batch.length === 0) break;
    rows += batch.length;
    await add(chunkName(table.name, chunk++), Buffer.from(`[\n${batch.join(',\n')}\n]\n`));
  }
  await closeCursor(tx, cursor);
  if (rows !== table.rows || chunk !== table.chunks)
    throw new ArchiveError(`table ${table.name}: counted ${table.rows} rows but read ${rows}`);
}
