/**
 * One app per test file on its own copy of the seeded template database, plus small helpers to
 * sign in and call the API the way the web client does.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { type BuildAppOptions, buildApp } from '../../src/server/app';
import { type Env, loadEnv } from '../../src/server/config';
import { type Database, openDatabase } from '../../src/server/db/client';
import { users } from '../../src/server/db/schema';
import { issueTokens } from '../../src/server/modules/auth';
import { findUserByEmail } from '../../src/server/modules/users';
import { adminQuery, serverUrlFor } from './templateDb';

export const DEMO_PASSWORD = 'Demo1234';
export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  /** The PostgreSQL database of this file (DATABASE_URL runs); undefined on PGlite. */
  databaseUrl?: string;
  env: Env;
  dataDir: string;
  close(): Promise<void>;
}

async function openTestDatabase(): Promise<{ database: Database; url?: string; drop: () => Promise<void> }> {
  const databaseUrl = process.env.DATABASE_URL;
  const pgTemplate = inject('pgTemplate');
  if (databaseUrl && pgTemplate) {
    const name = `bo_test_${randomBytes(6).toString('hex')}`;
    await adminQuery(databaseUrl, `create database ${name} template ${pgTemplate}`);
    const url = serverUrlFor(databaseUrl, name);
    const database = await openDatabase({ kind: 'pg', url, poolSize: 5 });
    return {
      database,
      url,
      drop: () => adminQuery(databaseUrl, `drop database if exists ${name} with (force)`),
    };
  }
  const template = readFileSync(inject('pgliteTemplate'));
  const database = await openDatabase({ kind: 'pglite', loadDataDir: new Blob([template]) });
  return { database, drop: async () => {} };
}

/**
 * What test apps change from the product's defaults. The job worker is off: jobs run when a test
 * calls `drainJobs(app)` (test/helpers/jobs.ts), so nothing a test observes depends on timing.
 */
export type TestAppOptions = Pick<BuildAppOptions, 'jobs'>;

export async function createTestApp(
  overrides: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestContext> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bo-app-'));
  const env = loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost:5173',
    LOGIN_MAX_PER_IP: '1000',
    RECOVERY_MAX_PER_IP: '1000',
    ...overrides,
  });
  const { database, url, drop } = await openTestDatabase();
  const app = await buildApp({
    env,
    database,
    jwtSecret: TEST_JWT_SECRET,
    jobs: { worker: false, ...options.jobs },
  });
  return {
    app,
    database,
    databaseUrl: url,
    env,
    dataDir,
    async close() {
      await app.close();
      await database.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Another app on the same database and data folder, as a second server process would be: its own
 * connection pool on PostgreSQL; on PGlite (one in-process database) the same connection.
 * The caller closes it (its pool with it).
 */
export async function createSiblingApp(
  t: TestContext,
  options: TestAppOptions & { env?: Partial<Env> } = {},
): Promise<FastifyInstance> {
  const database = t.databaseUrl
    ? await openDatabase({ kind: 'pg', url: t.databaseUrl, poolSize: 5 })
    : t.database;
  return buildApp({
    env: { ...t.env, ...options.env },
    database,
    jwtSecret: TEST_JWT_SECRET,
    ownsDatabase: database !== t.database,
    jobs: { worker: false, ...options.jobs },
  });
}

export interface Session {
  accessToken: string;
  refreshToken: string;
  tenant: string;
}

/**
 * Signs a demo user in without the sign-in route: the same tokens `POST /api/auth/login` issues
 * (claims from the user's role, a stored refresh token, the last sign-in time), minus the scrypt check that makes each
 * HTTP sign-in cost a tenth of a second. The sign-in route itself is tested in auth.test.ts with
 * `loginOverHttp`. Throws, as the route would refuse, for an unknown or blocked user.
 */
export async function login(app: FastifyInstance, email: string, tenant = 'main'): Promise<Session> {
  const ref = await app.ctx.tenants.bySlug(tenant);
  if (!ref) throw new Error(`login ${email}@${tenant} failed: no tenant ${tenant}`);
  const issued = await app.ctx.inTenant(ref.id, async (tx) => {
    const found = await findUserByEmail(tx, email);
    if (!found || found.user.isBlocked) return null;
    // What a successful sign-in leaves behind, so lists and profiles read as after a real one.
    await tx
      .update(users)
      .set({ failedLogins: 0, lastFailedLoginAt: null, lastLoginAt: new Date() })
      .where(eq(users.id, found.user.id));
    return issueTokens(tx, app.ctx.tokens, ref, found, {});
  });
  if (!issued) throw new Error(`login ${email}@${tenant} failed: unknown or blocked user`);
  return { accessToken: issued.accessToken, refreshToken: issued.refreshToken, tenant };
}

/** Signs in through `POST /api/auth/login` with the demo password, as the web client does. */
export async function loginOverHttp(app: FastifyInstance, email: string, tenant = 'main'): Promise<Session> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'x-tenant': tenant },
    payload: { email, password: DEMO_PASSWORD },
  });
  if (res.statusCode !== 200)
    throw new Error(`login ${email}@${tenant} failed: ${res.statusCode} ${res.body}`);
  const body = res.json<{ accessToken: string; refreshToken: string }>();
  return { ...body, tenant };
}

/** Calls the API as a signed-in user (bearer token + x-tenant), like the web client. */
export function call(
  app: FastifyInstance,
  session: Session | null,
  options: InjectOptions & { tenant?: string },
): Promise<LightMyRequestResponse> {
  const { tenant, headers, ...rest } = options;
  return app.inject({
    ...rest,
    headers: {
      'x-tenant': tenant ?? session?.tenant ?? 'main',
      ...(session ? { authorization: `Bearer ${session.accessToken}` } : {}),
      ...(headers ?? {}),
    },
  } as InjectOptions);
}
