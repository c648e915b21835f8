/** Builds the migrated, demo-seeded template database once for the whole run. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/server/db/client';
import { migrateDatabase } from '../src/server/db/migrate';
import { seedDemoIfEmpty } from '../src/server/db/seed/demo';
import { adminQuery, serverUrlFor, TEMPLATE_DB } from './helpers/templateDb';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    pgTemplate: string;
  }
}

interface Template {
  pgliteTemplate: string;
  pgTemplate: string;
  teardown: () => Promise<void> | void;
  users: number;
}

/**
 * Both API projects (the one sharing modules between files, and the one isolating the files that
 * mock a module) use the same template: built once per run, removed after the last one is done.
 */
const shared = globalThis as typeof globalThis & { boTestTemplate?: Promise<Template> };

export default async function setup(project: TestProject) {
  shared.boTestTemplate ??= buildTemplate().then((built) => ({ ...built, users: 0 }));
  const template = await shared.boTestTemplate;
  template.users++;
  project.provide('pgliteTemplate', template.pgliteTemplate);
  project.provide('pgTemplate', template.pgTemplate);
  return async () => {
    if (--template.users > 0) return;
    shared.boTestTemplate = undefined;
    await template.teardown();
  };
}

async function buildTemplate(): Promise<Omit<Template, 'users'>> {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    await adminQuery(databaseUrl, `drop database if exists ${TEMPLATE_DB}`);
    await adminQuery(databaseUrl, `create database ${TEMPLATE_DB}`);
    const database = await openDatabase({
      kind: 'pg',
      url: serverUrlFor(databaseUrl, TEMPLATE_DB),
      poolSize: 2,
    });
    await migrateDatabase(database);
    // No demo proformas to render: every test file's app would render them all at start-up.
    await seedDemoIfEmpty(database.db, { proformas: false });
    await database.close();
    return {
      pgTemplate: TEMPLATE_DB,
      pgliteTemplate: '',
      teardown: () => adminQuery(databaseUrl, `drop database if exists ${TEMPLATE_DB} with (force)`),
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'bo-test-'));
  const database = await openDatabase({ kind: 'pglite' });
  await migrateDatabase(database);
  await seedDemoIfEmpty(database.db, { proformas: false });
  const file = join(dir, 'template.tar.gz');
  const blob = await database.dump!();
  writeFileSync(file, Buffer.from(await blob.arrayBuffer()));
  await database.close();
  return {
    pgliteTemplate: file,
    pgTemplate: '',
    teardown: () => rmSync(dir, { recursive: true, force: true }),
  };
}
