/**
 * One process per embedded database. PGlite runs inside the process and takes no lock on its data
 * folder: a second server started on the same DATA_DIR would open it too, and two PostgreSQL engines
 * writing one folder corrupt it. So the server holds a lock file beside the folder while it runs;
 * one left by a process that died is taken over. Several processes need PostgreSQL (DATABASE_URL).
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Database, openDatabase, pgliteDir } from './client';

export class EmbeddedDatabaseBusyError extends Error {
  constructor(readonly pid: number) {
    super(
      `The embedded database in this DATA_DIR is in use by process ${pid}: it serves one process only. ` +
        'Stop that process, give this one another DATA_DIR, or run several processes on PostgreSQL (DATABASE_URL).',
    );
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the lock of the embedded database in `dataDir`; answers its release. */
export function lockEmbeddedDatabase(dataDir: string): () => void {
  const file = join(dataDir, 'pglite.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(file, 'utf8'));
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && alive(holder))
        throw new EmbeddedDatabaseBusyError(holder);
      // Left by a process that is gone: take it over.
      rmSync(file, { force: true });
    }
  }
  throw new Error(`could not take the lock ${file}`);
}

/** The embedded database under `dataDir`, held with its lock until it is closed. */
export async function openLockedEmbeddedDatabase(dataDir: string): Promise<Database> {
  mkdirSync(dataDir, { recursive: true });
  const unlock = lockEmbeddedDatabase(dataDir);
  try {
    const embedded = await openDatabase({ kind: 'pglite', dataDir: pgliteDir(dataDir) });
    return {
      ...embedded,
      close: async () => {
        await embedded.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}
