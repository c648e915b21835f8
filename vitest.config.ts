import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/** Files that replace a module with vi.mock: they need a module registry of their own. */
const MOCKING_API_FILES = ['test/api/orders/proforma.test.ts'];

/**
 * Projects, each with only the setup it needs: the domain's pure rules (no database, no DOM), the
 * API against a migrated and seeded template database built once per run (globalSetup, a fresh copy
 * per test file), and the web app's screens in jsdom. The API files share their modules (importing
 * the server once per worker instead of once per file halves their time); each still opens its own
 * app on its own database. The screens keep a fresh registry per file (their providers hold state).
 */
export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Vitest's default is half the cores: on a 2-core machine one worker would idle the other core.
    maxWorkers: Math.max(2, availableParallelism()),
    reporters: ['default', 'json'],
    outputFile: { json: process.env.VITEST_JSON ?? 'test-results/vitest.json' },
    projects: [
      {
        extends: true,
        test: {
          name: 'domain',
          include: ['test/domain/**/*.test.ts'],
          environment: 'node',
          pool: 'threads',
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['test/api/**/*.test.ts', 'test/server/**/*.test.ts'],
          exclude: MOCKING_API_FILES,
          environment: 'node',
          globalSetup: ['test/globalSetup.ts'],
          pool: 'forks',
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'api-isolated',
          include: MOCKING_API_FILES,
          environment: 'node',
          globalSetup: ['test/globalSetup.ts'],
          pool: 'forks',
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          include: ['test/web/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // A form typed key by key in jsdom takes seconds alone and several times that on a busy
          // 2-core machine (measured 20–35 s at load 10–14): a margin, not a speed check.
          testTimeout: 120_000,
          pool: 'threads',
          isolate: false,
          setupFiles: ['test/web/support/setup.ts'],
        },
      },
    ],
  },
});
