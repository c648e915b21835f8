/** What every route and service can reach: settings, tenant transactions, tokens, tenants, mail. */
import type { Env } from './config';
import type { Database, Db, Tx } from './db/client';
import type { TxOptions } from './db/tenantTx';
import type { Mailer } from './mail/mailer';
import type { TokenService } from './modules/auth';
import type { TenantDirectory } from './modules/tenants';

export interface AppContext {
  env: Env;
  database: Database;
  db: Db;
  /** Runs `work` in one transaction as the request role with the tenant set (row-level security). */
  inTenant<T>(tenantId: string, work: (tx: Tx) => Promise<T>, options?: TxOptions): Promise<T>;
  tokens: TokenService;
  tenants: TenantDirectory;
  mailer: Mailer;
  /** Base URL of the web app, for links in mails. */
  publicUrl: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
