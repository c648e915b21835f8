/**
 * A start-up secures the tenant tables (forced row-level security, grants) only when a migration
 * ran or a table was left unsecured: securing locks every table in turn, and a second process
 * starting beside one already serving must not take those locks (it deadlocked with the first
 * one's jobs). Runs on PGlite, and on DATABASE_URL's server when set.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDatabase } from '../../src/server/db/migrate';
import { hasUnsecuredTables } from '../../src/server/db/migrationQueries';
import { serverInstallation, type TestInstallation } from '../helpers/installations';

let install: TestInstallation;
beforeAll(async () => {
  install = await serverInstallation();
  await migrateDatabase(install.database);
}, 120_000);
afterAll(async () => install?.remove());

const forced = async (table: string) =>
  (
    (await install.database.db.execute(
      sql`select relforcerowsecurity as forced from pg_class where relname = ${table}`,
    )) as unknown as { rows: { forced: boolean }[] }
  ).rows[0]?.forced;

describe('securing the tenant tables at start-up', () => {
  it('finds nothing to secure on a migrated database', async () => {
    expect(await hasUnsecuredTables(install.database.db)).toBe(false);
  });

  it('secures again a table left without forced row-level security, even with no migration to run', async () => {
    await install.database.db.execute(sql`alter table orders no force row level security`);
    expect(await hasUnsecuredTables(install.database.db)).toBe(true);
    await migrateDatabase(install.database);
    expect(await forced('orders')).toBe(true);
    expect(await hasUnsecuredTables(install.database.db)).toBe(false);
  });
});
