/** Settings from environment variables, parsed once; a bad value stops the start with a readable message. */
import { z } from 'zod';

const boolFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** An OpenID issuer: https, or plain http on this machine (a local provider for tests). */
const issuerUrl = z.url().refine((value) => {
  const url = new URL(value);
  return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname));
}, 'must be an https address (plain http only for localhost)');

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url().optional(),
  WEB_DIR: z.string().min(1).default('dist/web'),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  PUBLIC_URL: z.url().optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  ACCESS_TOKEN_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
  REFRESH_TOKEN_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  RECOVERY_TOKEN_MINUTES: z.coerce.number().int().min(5).max(10080).default(60),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Back-office <no-reply@localhost>'),
  REDIS_URL: z.string().optional(),
  /**
   * The Redis channel prefix live events travel on between processes: installations sharing one
   * Redis (staging beside production, parallel test runs) keep apart by giving each its own.
   */
  REALTIME_REDIS_CHANNEL: z
    .string()
    .regex(/^[A-Za-z0-9:_-]{1,64}$/, 'REALTIME_REDIS_CHANNEL: letters, digits, : _ - (at most 64)')
    .default('backoffice-socket'),
  /**
   * How often an open socket's session is read again: a sign-out, block or role change elsewhere
   * ends the socket within this time, as it ends the token's requests at once.
   */
  REALTIME_SESSION_CHECK_SECONDS: z.coerce.number().min(1).max(3600).default(60),
  /**
   * Browser push (VAPID): the server's key pair, both or neither (without them one pair is generated
   * once into DATA_DIR), and the contact push services may use (mailto: or https:).
   */
  VAPID_PUBLIC_KEY: z.string().trim().optional(),
  VAPID_PRIVATE_KEY: z.string().trim().optional(),
  VAPID_SUBJECT: z
    .string()
    .trim()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'VAPID_SUBJECT must be a mailto: or https: address')
    .optional(),
  /**
   * Sign-in with Google and Microsoft (OpenID Connect): a provider without a client id is not
   * offered. The issuer is the provider's own by default; tests and local setups point it at a
   * provider of their own (plain http only on this machine).
   */
  GOOGLE_CLIENT_ID: z.string().trim().optional(),
  GOOGLE_CLIENT_SECRET: z.string().trim().optional(),
  GOOGLE_ISSUER_URL: issuerUrl.default('https://accounts.google.com'),
  MICROSOFT_CLIENT_ID: z.string().trim().optional(),
  MICROSOFT_CLIENT_SECRET: z.string().trim().optional(),
  MICROSOFT_ISSUER_URL: issuerUrl.default('https://login.microsoftonline.com/common/v2.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOGIN_MAX_PER_IP: z.coerce.number().int().min(1).default(30),
  RECOVERY_MAX_PER_IP: z.coerce.number().int().min(1).default(5),
  LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
  LOGIN_LOCK_MINUTES: z.coerce.number().int().min(1).default(15),
  UPLOAD_IMAGE_MAX_KB: z.coerce.number().int().min(1).max(10240).default(512),
  /** Largest order document or creation attachment, in MB (the original client's 10 MB, configurable). */
  ORDER_FILE_MAX_MB: z.coerce.number().int().min(1).max(100).default(10),
  /** How often the job worker looks for jobs other processes enqueued, retries that came due … */
  JOB_POLL_SECONDS: z.coerce.number().min(0.1).max(3600).default(5),
  /** How long a claimed job stays with its worker without news (a dead worker's jobs wait this long). */
  JOB_LEASE_SECONDS: z.coerce.number().min(5).max(3600).default(60),
  /**
   * The external BI (Metabase) the dashboards are embedded from for tenants without one of their
   * own: its address and the secret embed URLs are signed with.
   */
  METABASE_SITE_URL: z.url().optional(),
  METABASE_SECRET_KEY: z.string().min(16, 'METABASE_SECRET_KEY must be at least 16 characters').optional(),
  /**
   * Shutdown on SIGTERM/SIGINT: first SHUTDOWN_DELAY_SECONDS of answering as usual with /api/ready
   * at 503 (a proxy or orchestrator that probes readiness stops sending meanwhile), then the close:
   * no new connections, in-flight requests and running jobs finish, sockets, Redis and the
   * database close; a close longer than SHUTDOWN_TIMEOUT_SECONDS exits with code 1.
   */
  SHUTDOWN_DELAY_SECONDS: z.coerce.number().min(0).max(120).default(0),
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().min(1).max(600).default(25),
  /**
   * The bearer token Prometheus scrapes /metrics with; without it /metrics answers only requests
   * made on this machine that no proxy forwarded (docs/deployment.md, "Metrics").
   */
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  SEED_DEMO: boolFromEnv.default(true),
  TRUST_PROXY: boolFromEnv.default(false),
});

export type Env = z.infer<typeof envSchema>;

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid settings:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
