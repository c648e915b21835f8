/**
 * The header's live-connection dot against a real server: connected once the tab's socket is in,
 * reconnecting while the server restarts (this spec runs a server of its own, on a free port and a
 * data folder of its own, so it can stop it with SIGTERM — the graceful shutdown — and start it
 * again on the same port and data), then connected again without a reload. Plus screenshots of the
 * header at 1440 and 390 px in Spanish and English (on the suite's server).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { signedIn } from './helpers';

const SHOTS = process.env.REALTIME_SHOTS ?? 'test-results/realtime-ui';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function healthy(url: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server at ${url} did not start in ${timeoutMs} ms`);
}

/** The product's server (node + tsx, no wrapper process, so SIGTERM reaches it) on `port` and `dataDir`. */
async function startServer(port: number, dataDir: string): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIR: process.env.E2E_WEB_DIR ?? 'dist/e2e-web',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      DATABASE_URL: '',
      REDIS_URL: '',
      LOGIN_MAX_PER_IP: '10000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await healthy(`http://127.0.0.1:${port}`, 150_000);
  return server;
}

/** SIGTERM (the graceful shutdown) and wait for the process to end. */
async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return;
  const ended = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await ended;
}

const dot = (page: Page) => page.getByTestId('connection-indicator');

test.describe('live connection indicator', () => {
  test('connected, reconnecting while the server restarts, then connected again', async ({ browser }) => {
    test.setTimeout(300_000);
    const port = await freePort();
    const dataDir = mkdtempSync(join(tmpdir(), 'bo-e2e-realtime-'));
    const base = `http://127.0.0.1:${port}`;
    let server = await startServer(port, dataDir);
    const context = await browser.newContext({ baseURL: base, viewport: { width: 1440, height: 900 } });
    try {
      const page = await context.newPage();
      await signedIn(page, base, 'seller@demo.local', 'es');
      await page.goto('/dashboard');
      await expect(dot(page)).toHaveAttribute('data-state', 'connected', { timeout: 30_000 });
      await expect(dot(page)).toHaveAttribute('aria-label', 'Conectado en tiempo real');
      // The home's cards are lazy chunks: stopping the server while one still downloads would test
      // that failure instead (the screen's error page is itself a chunk).
      await page.waitForLoadState('networkidle');

      await stopServer(server);
      await expect(dot(page)).toHaveAttribute('data-state', 'reconnecting', { timeout: 15_000 });
      await expect(dot(page)).toHaveAttribute('aria-label', /^Reconectando en tiempo real…/);
      await dot(page).hover();
      await expect(page.getByRole('tooltip')).toContainText('Reconectando en tiempo real…');
      await expect(page.locator('.MuiTooltip-tooltip')).toHaveCSS('opacity', '1');
      await page.screenshot({
        path: `${SHOTS}/header-reconnecting-es-1440.png`,
        clip: { x: 0, y: 0, width: 1440, height: 160 },
      });

      server = await startServer(port, dataDir);
      // Within the five attempts when the restart is quick; otherwise the next try a minute later.
      await expect(dot(page)).toHaveAttribute('data-state', 'connected', { timeout: 90_000 });
      await expect(dot(page)).toHaveAttribute('aria-label', 'Conectado en tiempo real');
      // Still the same page, never reloaded: the frame kept its state.
      expect(page.url()).toBe(`${base}/dashboard`);
    } finally {
      await context.close();
      await stopServer(server);
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  for (const lang of ['es', 'en'] as const) {
    for (const width of [1440, 390]) {
      test(`header screenshot ${lang} ${width}px`, async ({ browser, baseURL }) => {
        const context = await browser.newContext({
          baseURL,
          viewport: { width, height: width > 500 ? 900 : 844 },
        });
        const page = await context.newPage();
        await signedIn(page, baseURL!, 'finance.credit@demo.local', lang);
        await page.goto('/dashboard');
        await expect(dot(page)).toHaveAttribute('data-state', 'connected', { timeout: 30_000 });
        await expect(dot(page)).toHaveAttribute(
          'aria-label',
          lang === 'es' ? 'Conectado en tiempo real' : 'Live updates on',
        );
        // The dot is in the header's row, beside the bell, and fits the phone's header.
        const header = page.locator('header').first();
        const box = await dot(page).boundingBox();
        const headerBox = await header.boundingBox();
        expect(box && headerBox && box.x + box.width <= headerBox.x + headerBox.width).toBe(true);
        await page.screenshot({
          path: `${SHOTS}/header-connected-${lang}-${width}.png`,
          clip: { x: 0, y: 0, width, height: 140 },
        });
        await dot(page).hover();
        await expect(page.getByRole('tooltip')).toContainText(
          lang === 'es' ? 'Conectado en tiempo real' : 'Live updates on',
        );
        await expect(page.locator('.MuiTooltip-tooltip')).toHaveCSS('opacity', '1');
        await page.screenshot({
          path: `${SHOTS}/header-tooltip-${lang}-${width}.png`,
          clip: { x: 0, y: 0, width, height: 160 },
        });
        await context.close();
      });
    }
  }
});
