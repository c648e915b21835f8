/**
 * The files of DATA_DIR a backup carries: everything under it except the embedded database's own
 * folder (its rows travel as table data) and a restore's staging folder. That is the uploads
 * (documents, COA certificates, tenant logos), the generated JWT secret and VAPID keys (without
 * them every session and every browser's push subscription would end), and the mail folder.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

export const STAGING_PREFIX = '.restore-';
const SKIPPED = new Set(['pglite']);

export interface DataFile {
  path: string;
  size: number;
  sha256: string;
}

export const sha256Of = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');

/** Relative paths ('/'-separated) of DATA_DIR's regular files, sorted; symlinks are not followed. */
export function listDataFiles(dataDir: string): string[] {
  if (!existsSync(dataDir)) return [];
  const found: string[] = [];
  const walk = (dir: string, top: boolean) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (top && (SKIPPED.has(entry.name) || entry.name.startsWith(STAGING_PREFIX))) continue;
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full, false);
      else if (entry.isFile()) found.push(relative(dataDir, full).split(sep).join('/'));
    }
  };
  walk(dataDir, true);
  return found.sort();
}

export function describeDataFiles(dataDir: string): DataFile[] {
  return listDataFiles(dataDir).map((path) => {
    const data = readFileSync(join(dataDir, path));
    return { path, size: data.length, sha256: sha256Of(data) };
  });
}

/** A relative archive path that stays inside its folder (no `..`, no absolute path, no empty part). */
export function isSafeRelativePath(path: string): boolean {
  const parts = path.split('/');
  return parts.every((part) => part !== '' && part !== '.' && part !== '..' && !part.includes('\\'));
}
