/** A value generated once into a file several processes may start on: the first write is everyone's. */
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lockEmbeddedDatabase } from '../../src/server/db/pgliteLock';
import { firstWritten } from '../../src/server/firstWritten';

const dir = mkdtempSync(join(tmpdir(), 'bo-first-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('firstWritten', () => {
  it('keeps the first value, readable by its owner only, and leaves no draft behind', () => {
    const file = join(dir, 'nested', 'secret');
    expect(firstWritten(file, () => 'first')).toBe('first');
    // A second process's own value loses to the stored one.
    expect(firstWritten(file, () => 'second')).toBe('first');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readdirSync(join(dir, 'nested'))).toEqual(['secret']);
  });
});

describe('lockEmbeddedDatabase', () => {
  const lockFile = join(dir, 'pglite.lock');

  it('holds a lock file while the process runs and removes it on release', () => {
    const release = lockEmbeddedDatabase(dir);
    expect(existsSync(lockFile)).toBe(true);
    release();
    expect(existsSync(lockFile)).toBe(false);
  });

  it('refuses while another live process holds it, naming DATABASE_URL', () => {
    // The parent process (vitest's) stands for a server running on the same folder.
    writeFileSync(lockFile, String(process.ppid));
    expect(() => lockEmbeddedDatabase(dir)).toThrow(/in use by process \d+.*DATABASE_URL/);
    rmSync(lockFile);
  });

  it('takes over a lock left by a process that is gone', () => {
    writeFileSync(lockFile, '2147483646');
    const release = lockEmbeddedDatabase(dir);
    release();
    expect(existsSync(lockFile)).toBe(false);
  });
});
