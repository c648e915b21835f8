/**
 * The real server as a child process (src/server/main.ts through tsx, as `npm start` runs it after
 * the build): its JSON log lines parsed as they come, waits settled by a log line or the exit
 * (never by elapsed time), and its stop by signal. Tests that need what only a process shows —
 * signals, stdout, two processes on one database — use it; every other test injects.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, pgliteDir } from '../../src/server/db/client';
import { TEST_JWT_SECRET, type TestContext } from './testApp';

export type LogLine = Record<string, unknown> & { msg?: string; reqId?: string; level?: number };

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Every stdout line, parsed (a line that is not JSON is kept as `{ notJson: line }`). */
  lines: LogLine[];
  /** Resolves with the first line (already written or still to come) that matches. */
  waitForLog(match: (line: LogLine) => boolean): Promise<LogLine>;
  /** Resolves with the exit code (or the signal) once the process ended. */
  exited: Promise<number | NodeJS.Signals>;
  signal(name: NodeJS.Signals): void;
}

/**
 * Starts the server with `env` over the test defaults (a fixed JWT secret, no demo seeding, no web
 * build, 127.0.0.1 on a free port) and answers once it listens.
 */
export async function startServerProcess(
  dataDir: string,
  env: Record<string, string>,
): Promise<ServerProcess> {
  // Node with tsx's loader, without npx's and tsx's wrapper processes: the signals reach the server.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      DATABASE_URL: '',
      REDIS_URL: '',
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      JWT_SECRET: TEST_JWT_SECRET,
      LOG_LEVEL: 'info',
      SEED_DEMO: 'false',
      WEB_DIR: join(dataDir, 'no-web'),
      NODE_ENV: 'production',
      ...env,
    },
  });
  const lines: LogLine[] = [];
  const waiters = new Set<() => void>();
  let pending = '';
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    pending += chunk.toString();
    const complete = pending.split('\n');
    pending = complete.pop() ?? '';
    for (const text of complete.filter((l) => l.trim() !== '')) {
      try {
        lines.push(JSON.parse(text) as LogLine);
      } catch {
        lines.push({ notJson: text });
      }
    }
    for (const waiter of [...waiters]) waiter();
  });
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<number | NodeJS.Signals>((resolve) => {
    child.once('exit', (code, signal) => {
      for (const waiter of [...waiters]) waiter();
      resolve(code ?? signal ?? 1);
    });
  });
  const waitForLog = (match: (line: LogLine) => boolean) =>
    new Promise<LogLine>((resolve, reject) => {
      const attempt = () => {
        const found = lines.find(match);
        if (found) {
          waiters.delete(attempt);
          resolve(found);
        } else if (child.exitCode !== null || child.signalCode !== null) {
          waiters.delete(attempt);
          reject(new Error(`the server exited without that log line:\n${stderr}`));
        }
      };
      waiters.add(attempt);
      attempt();
    });
  const ready = await Promise.race([
    waitForLog((l) => l.msg === 'back-office ready'),
    exited.then((code) => {
      throw new Error(`the server exited (${code}) before listening:\n${stderr}`);
    }),
  ]);
  return {
    url: String(ready.url),
    child,
    lines,
    waitForLog,
    exited,
    signal(name) {
      try {
        process.kill(child.pid!, name);
      } catch {
        // Already gone.
      }
    },
  };
}

/**
 * A data folder for a spawned server: on PGlite it holds a copy of the test app's seeded
 * database (the server opens it as its own); on PostgreSQL the server uses the test's database and
 * the folder only holds files.
 */
export async function seededDataDir(t: TestContext, prefix: string): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  if (!t.databaseUrl) {
    const copy = await openDatabase({
      kind: 'pglite',
      dataDir: pgliteDir(dataDir),
      loadDataDir: await t.database.dump!(),
    });
    await copy.close();
  }
  return dataDir;
}
