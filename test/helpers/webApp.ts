/**
 * The test app serving a built web app, as main.ts starts it: the given files written into a
 * temporary web root (e.g. 'index.html', 'assets/index-abc.js'), then `prepare` (e.g. the build's
 * precompression) before the app opens it.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { TEST_JWT_SECRET, type TestContext } from './testApp';

export interface ServedWebApp {
  web: FastifyInstance;
  webRoot: string;
  close(): Promise<void>;
}

export async function serveWebApp(
  t: TestContext,
  files: Record<string, string | Uint8Array>,
  prepare?: (webRoot: string) => Promise<unknown>,
): Promise<ServedWebApp> {
  const webRoot = mkdtempSync(join(tmpdir(), 'bo-web-'));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(webRoot, path)), { recursive: true });
    writeFileSync(join(webRoot, path), content);
  }
  await prepare?.(webRoot);
  const web = await buildApp({
    env: t.env,
    database: t.database,
    jwtSecret: TEST_JWT_SECRET,
    webRoot,
    jobs: { worker: false },
  });
  return {
    web,
    webRoot,
    async close() {
      await web.close();
      rmSync(webRoot, { recursive: true, force: true });
    },
  };
}
