/**
 * Moves an installation's data to another database: a backup of the source into a temporary
 * archive, restored into the target with all of the restore's checks. The source is only read.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from '../client';
import { createBackup } from './backup';
import { type RestoreOptions, type RestoreSummary, restoreBackup } from './restore';

export interface Installation {
  database: Database;
  /** DATA_DIR: where the files are (source) or go (target). */
  dataDir: string;
}

export async function moveData(
  source: Installation,
  target: Installation,
  options: RestoreOptions & { keepArchive?: string } = {},
): Promise<RestoreSummary & { archive?: string }> {
  const folder = options.keepArchive ? null : mkdtempSync(join(tmpdir(), 'bo-move-'));
  const archive = options.keepArchive ?? join(folder as string, 'move.tar.gz');
  try {
    await createBackup(source.database, source.dataDir, archive);
    const summary = await restoreBackup(archive, target, options);
    return { ...summary, archive: options.keepArchive };
  } finally {
    if (folder) rmSync(folder, { recursive: true, force: true });
  }
}
