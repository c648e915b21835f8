/**
 * The process's graceful stop on SIGTERM (what an orchestrator or systemd sends) and SIGINT:
 * readiness turns 503 at once, the process keeps answering for the configured delay (so a proxy
 * probing /api/ready stops sending first), then `app.close()` stops accepting connections, waits for
 * the requests in flight, stops the job worker claiming and waits for the jobs it runs, closes the
 * sockets, Redis and the database. Exit 0 when all of it finished within the timeout, 1 otherwise
 * (the jobs a killed process held run again elsewhere once their lease runs out).
 */
import type { FastifyInstance } from 'fastify';

export interface ShutdownOptions {
  delayMs: number;
  timeoutMs: number;
  exit?: (code: number) => void;
}

export function installGracefulShutdown(app: FastifyInstance, options: ShutdownOptions): void {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let started = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (started) {
      app.log.warn({ signal }, 'shutdown already under way');
      return;
    }
    started = true;
    app.ctx.lifecycle.draining = true;
    app.log.info({ signal, delayMs: options.delayMs }, 'shutdown: draining (not ready)');
    if (options.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
    const timer = setTimeout(() => {
      app.log.error({ timeoutMs: options.timeoutMs }, 'shutdown: close took too long, exiting');
      exit(1);
    }, options.timeoutMs);
    timer.unref();
    app.log.info('shutdown: closing (no new connections; finishing requests and jobs)');
    try {
      await app.close();
    } catch (err) {
      app.log.error({ err }, 'shutdown: close failed');
      exit(1);
      return;
    }
    clearTimeout(timer);
    // The logger writes synchronously to stdout (pino's default destination), so this line is out.
    app.log.info('shutdown: done');
    exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}
