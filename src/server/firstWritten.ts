/**
 * A value generated once and kept in a file that several processes may start on at the same moment
 * (a shared DATA_DIR): the first complete write wins and every process reads that one, never a
 * half-written file and never its own value beside another's (two JWT secrets would refuse each
 * other's tokens).
 */
import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export function firstWritten(file: string, generate: () => string): string {
  if (existsSync(file)) return readFileSync(file, 'utf8');
  mkdirSync(dirname(file), { recursive: true });
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(draft, generate(), { mode: 0o600 });
  try {
    // A hard link is created whole or not at all, and fails when another process's is there.
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(draft, { force: true });
  }
  return readFileSync(file, 'utf8');
}
