import { resolve } from 'node:path';
import { buildApp } from './app';
import { loadEnv } from './config';
import { type Database, openDatabase, pgliteDir } from './db/client';
import { migrateDatabase } from './db/migrate';
import { openLockedEmbeddedDatabase } from './db/pgliteLock';
import { seedDemoIfEmpty } from './db/seed/demo';
import { resolveJwtSecret } from './secrets';
import { installGracefulShutdown } from './shutdown';

async function main() {
  const env = loadEnv();
  const dataDir = resolve(env.DATA_DIR);
  let database: Database;
  if (env.DATABASE_URL) {
    database = await openDatabase({ kind: 'pg', url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE });
  } else {
    database = await openLockedEmbeddedDatabase(dataDir);
  }
  // Processes starting together on one PostgreSQL take turns: one migrates and seeds, the next finds it done.
  const releaseStartup = await database.startupLock?.();
  let seeded = false;
  try {
    await migrateDatabase(database);
    seeded = env.SEED_DEMO ? await seedDemoIfEmpty(database.db) : false;
  } finally {
    await releaseStartup?.();
  }

  const app = await buildApp({
    env: { ...env, DATA_DIR: dataDir },
    database,
    jwtSecret: resolveJwtSecret(env.JWT_SECRET, dataDir),
    logger: { level: env.LOG_LEVEL },
    ownsDatabase: true,
    webRoot: resolve(env.WEB_DIR),
  });

  installGracefulShutdown(app, {
    delayMs: env.SHUTDOWN_DELAY_SECONDS * 1000,
    timeoutMs: env.SHUTDOWN_TIMEOUT_SECONDS * 1000,
  });

  await app.listen({ port: env.PORT, host: env.HOST });
  const shownHost = env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST;
  const url = `http://${shownHost}:${app.server.address() && typeof app.server.address() === 'object' ? (app.server.address() as { port: number }).port : env.PORT}`;
  app.log.info(
    { url, database: database.driver, dataDir, mail: app.ctx.mailer.mode, demoSeeded: seeded },
    'back-office ready',
  );
  // stdout carries the JSON log lines only (a log collector parses every line); the banner is for people.
  process.stderr.write(
    [
      '',
      `  Back-office running at ${url}`,
      `  API docs: ${url}/api/docs`,
      `  Database: ${database.driver === 'pg' ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${pgliteDir(dataDir)}`}`,
      '  Demo logins (tenant "main", password Demo1234): admin@demo.local, seller@demo.local, finance.credit@demo.local …',
      '',
    ].join('\n'),
  );
}

main().catch((err) => {
  // A failed query's message names the statement; its cause says what the database answered.
  const cause = err instanceof Error && err.cause instanceof Error ? `: ${err.cause.message}` : '';
  console.error(err instanceof Error ? `${err.message}${cause}` : err);
  process.exit(1);
});
