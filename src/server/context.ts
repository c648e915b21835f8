/**
 * What every route and service can reach: settings, tenant transactions, tokens, tenants, mail.
 * Never the owner connection, which bypasses row-level security: only the tenant directory,
 * migrations, seeds and the job runner hold that one (`systemDb` in app.ts).
 */
import type { Env } from './config';
import type { PoolStats, Tx } from './db/client';
import type { TxOptions } from './db/tenantTx';
import type { Mailer } from './mail/mailer';
import type { TokenService } from './modules/auth';
import type { TenantDirectory } from './modules/tenants';
import type { PushSender } from './push/pushSender';
import type { RealtimePublisher } from './realtime/publisher';

export interface AppContext {
  env: Env;
  /**
   * Which database runs, whether it answers and holds every committed migration (the readiness
   * check), and its pool's counts (the metrics), without handing out the connection.
   */
  databaseHealth: {
    driver: 'pg' | 'pglite';
    ping(): Promise<void>;
    /** How many migrations are committed, and the tags of those the database does not hold. */
    migrations(): Promise<{ committed: number; pending: string[] }>;
    /** PostgreSQL only; PGlite is one in-process connection with no pool. */
    poolStats?: () => PoolStats;
  };
  /** Whether the process is shutting down: it finishes what it has but should get nothing new. */
  lifecycle: { draining: boolean };
  /** Runs `work` in one transaction as the request role with the tenant set (row-level security). */
  inTenant<T>(tenantId: string, work: (tx: Tx) => Promise<T>, options?: TxOptions): Promise<T>;
  tokens: TokenService;
  tenants: TenantDirectory;
  mailer: Mailer;
  /** Base URL of the web app, for links in mails. */
  publicUrl: string;
  /** Live events to connected tabs (the socket server sets it; silent without one). */
  realtime: RealtimePublisher;
  /** Browser push to the user's subscribed devices (silent without VAPID keys). */
  push: PushSender;
  /** The VAPID public key browsers subscribe with (the sender signs with its private half). */
  pushPublicKey: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
