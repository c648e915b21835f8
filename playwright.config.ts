import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './e2e/chromium';

const PORT = Number(process.env.E2E_PORT ?? 4317);
/** Shared by the runner and its workers (a pid would differ between them): tests read mails here. */
export const E2E_DATA_DIR = join(tmpdir(), `bo-e2e-${PORT}`);
const DATA_DIR = E2E_DATA_DIR;

/**
 * The local OpenID Connect provider the sign-in spec starts (e2e/oauth.spec.ts) plays Google for the
 * e2e server; the server discovers it at the first sign-in, so the other specs never need it.
 */
export const E2E_OIDC = {
  port: Number(process.env.E2E_OIDC_PORT ?? PORT + 1000),
  clientId: 'e2e-google-client',
  clientSecret: 'e2e-google-secret',
  /** The server's own address as the browser reaches it: the provider sends the browser back there. */
  publicUrl: `http://127.0.0.1:${PORT}`,
};

/** The browser tests run the real server (embedded PGlite, fresh data dir) in Debian's Chromium. */
export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  retries: 0,
  workers: 1,
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  outputDir: 'test-results/playwright',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
  webServer: {
    command: `rm -rf ${DATA_DIR} && npx tsx src/server/main.ts`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR,
      LOG_LEVEL: 'warn',
      WEB_DIR: process.env.E2E_WEB_DIR ?? 'dist/e2e-web',
      NODE_ENV: 'production',
      // The e2e server always runs on its own embedded database.
      DATABASE_URL: '',
      // Every browser test signs its people in from 127.0.0.1, dozens a minute: the per-address
      // limit (tested by the API suite) would refuse them depending on how fast the machine runs.
      LOGIN_MAX_PER_IP: '10000',
      PUBLIC_URL: E2E_OIDC.publicUrl,
      GOOGLE_CLIENT_ID: E2E_OIDC.clientId,
      GOOGLE_CLIENT_SECRET: E2E_OIDC.clientSecret,
      GOOGLE_ISSUER_URL: `http://127.0.0.1:${E2E_OIDC.port}`,
    },
  },
});
