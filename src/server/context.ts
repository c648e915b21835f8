/** What every route and service can reach: settings, database, tokens, tenants, mail. */
import type { Env } from './config';
import type { Database, Db } from './db/client';
import type { Mailer } from './mail/mailer';
import type { TokenService } from './modules/auth/tokens';
import type { TenantDirectory } from './modules/tenants/tenantDirectory';

export interface AppContext {
  env: Env;
  database: Database;
  db: Db;
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
