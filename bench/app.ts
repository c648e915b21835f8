/** The app every bench scenario measures: production settings, silent, and sign-ins it never throttles. */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/server/app';
import { loadEnv } from '../src/server/config';
import type { Database } from '../src/server/db/client';

/** What the orders, inventory and logistics scenarios run on: the generated database and the request counts. */
export interface ScenarioOptions {
  database: Database;
  dataDir: string;
  requests: number;
  concurrency: number;
}

export function benchApp(database: Database, dataDir: string): Promise<FastifyInstance> {
  const env = loadEnv({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    LOGIN_MAX_PER_IP: '100000',
  });
  return buildApp({ env, database, jwtSecret: 'bench-secret-bench-secret-bench-secret-1234' });
}

/** The headers of a demo user of tenant main (password Demo1234). */
export async function signIn(app: FastifyInstance, email: string): Promise<Record<string, string>> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'x-tenant': 'main' },
    payload: { email, password: 'Demo1234' },
  });
  if (res.statusCode !== 200) throw new Error(`login ${email}: ${res.statusCode}`);
  const { accessToken } = res.json<{ accessToken: string }>();
  return { 'x-tenant': 'main', authorization: `Bearer ${accessToken}` };
}
