/**
 * Drives one request shape through `app.inject` and reports requests/s and latency percentiles;
 * and the table the scenarios print, one line per endpoint (`runLines` measures and prints a list).
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

export interface LineOptions {
  requests: number;
  concurrency: number;
  /** Warm-up requests before the concurrent run (default none: the run one at a time warmed it). */
  loadedWarmup?: number;
}

/** Latency one request at a time (what a user waits), then throughput with concurrent requests. */
export async function measureLine(app: FastifyInstance, line: Line, o: LineOptions): Promise<LineFigures> {
  const alone = await measure(app, { ...line, requests: o.requests, concurrency: 1 });
  const loaded = await measure(app, {
    ...line,
    requests: o.requests,
    concurrency: o.concurrency,
    warmup: o.loadedWarmup ?? 0,
  });
  return { label: line.label, alone, loaded };
}

/** A GET as someone: a line whose every request is the same. */
export function getLine(label: string, url: string, headers: Record<string, string>): Line {
  return { label, request: () => ({ method: 'GET', url, headers }) };
}

/**
 * A scenario's table: the header, then each line measured (`measureLine`) and printed as it
 * finishes. BENCH_ONLY=a,b keeps the lines whose label contains one of those texts. A line's first
 * answer is checked before any timing, so a refusal stops the run with its body rather than
 * skewing the figures.
 */
export async function runLines(
  app: FastifyInstance,
  lines: Line[],
  o: LineOptions & { width: number },
): Promise<LineFigures[]> {
  printLineHeader(o.width, o.concurrency);
  const only = process.env.BENCH_ONLY?.split(',').filter(Boolean);
  const figures: LineFigures[] = [];
  for (const line of lines) {
    if (only && !only.some((text) => line.label.includes(text))) continue;
    const first = await app.inject(line.request(0));
    if (!(line.expect ?? [200]).includes(first.statusCode))
      throw new Error(`${line.label}: ${first.statusCode} ${first.body.slice(0, 300)}`);
    const f = await measureLine(app, line, o);
    printLine(o.width, line.label, f.alone, f.loaded);
    figures.push(f);
  }
  return figures;
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
