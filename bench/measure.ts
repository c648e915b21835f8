/**
 * Drives one request shape through `app.inject` and reports requests/s and latency percentiles;
 * and the table the orders, inventory and logistics scenarios print, one line per endpoint.
 */
import { performance } from 'node:perf_hooks';
import type { FastifyInstance, InjectOptions } from 'fastify';

export interface Figures {
  label: string;
  requests: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

export interface MeasureOptions {
  label: string;
  /** The i-th request (lets a scenario vary ids or bodies). */
  request: (i: number) => InjectOptions;
  requests: number;
  concurrency: number;
  warmup?: number;
  /** Status codes that count as success (default 200). */
  expect?: number[];
}

export async function measure(app: FastifyInstance, o: MeasureOptions): Promise<Figures> {
  const ok = o.expect ?? [200];
  const check = (res: { statusCode: number; body: string }, label: string) => {
    if (!ok.includes(res.statusCode)) {
      throw new Error(`${label} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
    }
  };
  // Warm-up so the JIT, the plan cache and the buffer cache settle.
  for (let i = 0; i < (o.warmup ?? 20); i++) check(await app.inject(o.request(i)), o.label);
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: o.concurrency }, async () => {
      while (next < o.requests) {
        const i = next++;
        const t0 = performance.now();
        const res = await app.inject(o.request(i));
        latencies.push(performance.now() - t0);
        check(res, o.label);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    label: o.label,
    requests: o.requests,
    perSecond: o.requests / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
  };
}

export function printHeader(): void {
  console.log(
    'endpoint'.padEnd(56),
    'req/s'.padStart(8),
    'p50 ms'.padStart(8),
    'p95 ms'.padStart(8),
    'p99 ms'.padStart(8),
  );
}

export function printFigures(f: Figures): void {
  console.log(
    f.label.padEnd(56),
    f.perSecond.toFixed(0).padStart(8),
    f.p50.toFixed(1).padStart(8),
    f.p95.toFixed(1).padStart(8),
    f.p99.toFixed(1).padStart(8),
  );
}

/** An endpoint of a scenario's table. */
export interface Line {
  label: string;
  /** The i-th request (lets a scenario vary ids or bodies). */
  request: (i: number) => InjectOptions;
  /** Status codes that count as success (default 200). */
  expect?: number[];
}

export interface LineFigures {
  label: string;
  /** One request at a time: the latency a user sees. */
  alone: Figures;
  /** `concurrency` requests at a time: throughput and latency under load. */
  loaded: Figures;
}

/** Latency one request at a time (what a user waits), then throughput with concurrent requests. */
export async function measureLine(
  app: FastifyInstance,
  line: Line,
  o: { requests: number; concurrency: number },
): Promise<LineFigures> {
  const alone = await measure(app, { ...line, requests: o.requests, concurrency: 1 });
  const loaded = await measure(app, { ...line, requests: o.requests, concurrency: o.concurrency, warmup: 0 });
  return { label: line.label, alone, loaded };
}

/** The table's two header lines; `width` is the label column's. */
export function printLineHeader(width: number, concurrency: number): void {
  console.log(
    `${'endpoint'.padEnd(width)}${'req/s'.padStart(8)}${'p95 ms'.padStart(8)}  |${'p50 ms'.padStart(8)}${'p95 ms'.padStart(8)}${'p99 ms'.padStart(8)}`,
  );
  console.log(
    `${''.padEnd(width)}${`(${concurrency} at a time)`.padStart(16)}  |${'(one at a time)'.padStart(24)}`,
  );
}

/**
 * One line: throughput and p95 with `concurrency` at a time (when measured), then p50/p95/p99 one
 * at a time. Below 10 requests/s (a bulk call) the rate keeps two decimals.
 */
export function printLine(width: number, label: string, alone: Figures, loaded?: Figures): void {
  const rate = (loaded ?? alone).perSecond;
  console.log(
    `${label.padEnd(width)}${rate.toFixed(rate < 10 ? 2 : 0).padStart(8)}${(loaded ? loaded.p95.toFixed(1) : '—').padStart(8)}  |` +
      `${alone.p50.toFixed(1).padStart(8)}${alone.p95.toFixed(1).padStart(8)}${alone.p99.toFixed(1).padStart(8)}`,
  );
}
