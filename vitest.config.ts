import { defineConfig } from 'vitest/config';

/**
 * Three projects, each with only the setup it needs: the domain's pure rules (no database, no
 * DOM), the API against a migrated and seeded template database built once per run (globalSetup,
 * a fresh copy per test file), and the web app's screens in jsdom.
 */
export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    reporters: ['default', 'json'],
    outputFile: { json: process.env.VITEST_JSON ?? 'test-results/vitest.json' },
    projects: [
      {
        extends: true,
        test: { name: 'domain', include: ['test/domain/**/*.test.ts'], environment: 'node', pool: 'threads' },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['test/api/**/*.test.ts', 'test/server/**/*.test.ts'],
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
          pool: 'threads',
        },
      },
    ],
  },
});
