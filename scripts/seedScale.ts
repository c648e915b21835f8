/**
 * `npm run seed:scale -- --orders N [--tenant main] [--database-url postgres://…]`
 *
 * Adds N generated orders to a tenant of the product's database: the embedded PGlite under
 * DATA_DIR, or DATABASE_URL's server (`--database-url` wins over both). An empty database is
 * migrated and given the demo data first, like `npm start` does. Prints progress and the rate.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadEnv } from '../src/server/config';
import { openDatabase, pgliteDir } from '../src/server/db/client';
import { migrateDatabase } from '../src/server/db/migrate';
import { seedDemoIfEmpty } from '../src/server/db/seed/demo';
import { seedScaleOrders } from '../src/server/db/seed/scale';

const USAGE = 'usage: npm run seed:scale -- --orders N [--tenant main] [--database-url URL] [--seed S]';

/** The options, or the usage and exit 2 (an unknown option, or a value that looks like one: `--orders -5`). */
function argumentsOrUsage() {
  try {
    return parseArgs({
      options: {
        orders: { type: 'string' },
        tenant: { type: 'string', default: 'main' },
        'database-url': { type: 'string' },
        seed: { type: 'string' },
      },
    }).values;
  } catch (error) {
    console.error(`${(error as Error).message.split('\n')[0]}\n${USAGE}`);
    process.exit(2);
  }
}

async function main() {
  const values = argumentsOrUsage();
  const count = Number(values.orders);
  if (!Number.isInteger(count) || count < 1 || count > 5_000_000) {
    console.error(USAGE);
    process.exit(2);
  }
  const env = loadEnv();
  const url = values['database-url'] ?? env.DATABASE_URL;
  const database = url
    ? await openDatabase({ kind: 'pg', url, poolSize: 2 })
    : await openDatabase({ kind: 'pglite', dataDir: pgliteDir(resolve(env.DATA_DIR)) });
  try {
    await migrateDatabase(database);
    await seedDemoIfEmpty(database.db);
    const where = url
      ? `PostgreSQL at ${new URL(url).host}`
      : `PGlite in ${pgliteDir(resolve(env.DATA_DIR))}`;
    console.log(`Generating ${count} orders in tenant '${values.tenant}' (${where})`);
    const started = performance.now();
    let lastPrint = 0;
    const result = await seedScaleOrders(database.db, {
      tenant: values.tenant,
      orders: count,
      seed: values.seed ? Number(values.seed) : undefined,
      onProgress: (done, total) => {
        const elapsed = (performance.now() - started) / 1000;
        if (done === total || elapsed - lastPrint >= 2) {
          lastPrint = elapsed;
          const rate = done / elapsed;
          console.log(`  ${done}/${total} orders, ${elapsed.toFixed(1)} s, ${rate.toFixed(0)} orders/s`);
        }
      },
    });
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `Done in ${seconds.toFixed(1)} s: orders ${result.firstNumber}–${result.lastNumber}` +
        `; ${result.customersAdded} customers and ${result.sellersAdded} sellers added.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
