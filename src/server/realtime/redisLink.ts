/**
 * The Redis connections the socket server's adapter talks through (one to publish, one held in
 * subscribed state). Redis being down never stops the API: the clients keep retrying in the
 * background, each process still delivers to its own tabs, and the web app polls meanwhile.
 */
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/** How long start-up waits for the subscriptions before carrying on without them. */
const READY_TIMEOUT_MS = 5000;

export interface RedisLink {
  pub: Redis;
  sub: Redis;
  /** Whether a publish now would reach Redis (a queued one would wait, then fail, unseen). */
  isUp(): boolean;
  /** Resolves once the subscriptions made so far are in force (or the wait gave up). */
  settled(): Promise<void>;
  close(): Promise<void>;
}

/** `name` labels the connections in Redis's CLIENT LIST (the channel prefix: one per installation). */
export function openRedisLink(url: string, name: string, log: FastifyBaseLogger): RedisLink {
  const options = { connectTimeout: 2000, maxRetriesPerRequest: 2, connectionName: name };
  const pub = new Redis(url, options);
  const sub = pub.duplicate();
  let warned = false;
  const onError = (error: Error) => {
    // ioredis retries by itself; one line per outage is enough.
    if (warned) return;
    warned = true;
    log.warn({ err: error }, 'realtime: Redis unreachable, events reach this process only');
  };
  for (const client of [pub, sub]) {
    client.on('error', onError);
    client.on('ready', () => {
      warned = false;
    });
  }

  return {
    pub,
    sub,
    isUp: () => pub.status === 'ready' && sub.status === 'ready',
    async settled() {
      // Commands on one connection run in order: the PING's answer follows every SUBSCRIBE sent before it.
      const ping = sub.ping().then(() => undefined);
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<void>((resolve) => {
        timer = setTimeout(() => {
          log.warn('realtime: Redis subscriptions not confirmed at start-up');
          resolve();
        }, READY_TIMEOUT_MS);
      });
      await Promise.race([ping.catch(() => undefined), timeout]);
      clearTimeout(timer);
    },
    async close() {
      // A polite QUIT when Redis answers; a Redis that is down would hold it queued, so not for long.
      const quit = Promise.allSettled([pub.quit(), sub.quit()]);
      await Promise.race([quit, new Promise((resolve) => setTimeout(resolve, 1000).unref())]);
      pub.disconnect();
      sub.disconnect();
    },
  };
}

/**
 * Whether a Redis answers at `url` now: the tests and the benchmark that span processes use the
 * local one when it runs and leave the cross-process part out when it does not.
 */
export async function redisAnswers(url: string, timeoutMs = 1500): Promise<boolean> {
  const probe = new Redis(url, { lazyConnect: true, connectTimeout: timeoutMs, maxRetriesPerRequest: 0 });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}
