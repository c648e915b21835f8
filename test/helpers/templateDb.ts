/**
 * The test database template: migrated and demo-seeded once per run (globalSetup), then copied
 * for every test file — a PGlite data-dir dump by default, a `CREATE DATABASE … TEMPLATE` on the
 * PostgreSQL server when DATABASE_URL is set.
 */
import pg from 'pg';

export const TEMPLATE_DB = `bo_test_template_${process.pid}`;

export function serverUrlFor(databaseUrl: string, database: string): string {
  const url = new URL(databaseUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function adminQuery(databaseUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
