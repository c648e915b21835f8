/**
 * Drives one request shape through `app.inject` and reports requests/s and latency percentiles;
 * and the table the scenarios print, one line per endpoint (`runLines` measures and prints a list),
 * with, on PostgreSQL, each GET's raw SQL round trip beside it (`compareWithRawSql`).
 */
import { performance } from 'node:perf_hooks';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { type CapturedStatement, captureStatements } from './statementCapture';

export interface Figures {
  label: string;
  requests: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  /** Each request's SQL, when captured. */
  statements?: CapturedStatement[][];
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
  /** Keep the SQL each measured request sent (one at a time only: the capture is global). */
  capture?: boolean;
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
  const statements: CapturedStatement[][] = [];
  const capture = o.capture === true && o.concurrency === 1;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: o.concurrency }, async () => {
      while (next < o.requests) {
        const i = next++;
        let res: Awaited<ReturnType<FastifyInstance['inject']>> | undefined;
        const t0 = performance.now();
        if (capture)
          statements.push(
            await captureStatements(async () => {
              res = await app.inject(o.request(i));
            }),
          );
        else res = await app.inject(o.request(i));
        latencies.push(performance.now() - t0);
        if (res) check(res, o.label);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { ...figuresOf(o.label, latencies, seconds), ...(capture ? { statements } : {}) };
}

function figuresOf(label: string, latencies: number[], seconds: number): Figures {
  latencies.sort((a, b) => a - b);
  return {
    label,
    requests: latencies.length,
    perSecond: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
  };
}

/**
 * Where `measureLine` replays each GET's SQL directly (PostgreSQL runs; null: no comparison). The
 * API's time against its own statements' round trip shows what the app adds around the database.
 */
let rawSqlUrl: string | null = null;
export function compareWithRawSql(url: string | null): void {
  rawSqlUrl = url;
}

/**
 * The raw SQL round trip of measured requests: each request's captured statements (its
 * transaction's begin, settings, queries and commit, with the same parameters) sent again one after
 * the other on one direct connection, timed per request, after one warm-up pass.
 */
async function replay(url: string, label: string, requests: CapturedStatement[][]): Promise<Figures> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const run = async (statements: CapturedStatement[]) => {
      for (const s of statements) await client.query(s.text, s.values);
    };
    for (const statements of requests.slice(0, 20)) await run(statements);
    const latencies: number[] = [];
    const started = performance.now();
    for (const statements of requests) {
      const t0 = performance.now();
      await run(statements);
      latencies.push(performance.now() - t0);
    }
    return figuresOf(label, latencies, (performance.now() - started) / 1000);
  } finally {
    await client.end();
  }
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
  /** `concurrency` requests at a time: throughput and latency under load (unless BENCH_LOADED=0). */
  loaded?: Figures;
  /** The same requests' SQL sent directly, one request at a time (GETs, when compared). */
  raw?: Figures;
}

export interface LineOptions {
  requests: number;
  concurrency: number;
  /** Warm-up requests before the concurrent run (default none: the run one at a time warmed it). */
  loadedWarmup?: number;
}

/** Latency one request at a time (what a user waits), then throughput with concurrent requests. */
export async function measureLine(app: FastifyInstance, line: Line, o: LineOptions): Promise<LineFigures> {
  const compare = rawSqlUrl !== null && (line.request(0).method ?? 'GET') === 'GET';
  const alone = await measure(app, { ...line, requests: o.requests, concurrency: 1, capture: compare });
  // BENCH_LOADED=0 keeps the one-at-a-time figures only (large databases: half the run).
  const loaded =
    process.env.BENCH_LOADED === '0'
      ? undefined
      : await measure(app, {
          ...line,
          requests: o.requests,
          concurrency: o.concurrency,
          warmup: o.loadedWarmup ?? 0,
        });
  const raw =
    compare && rawSqlUrl && alone.statements
      ? await replay(rawSqlUrl, line.label, alone.statements)
      : undefined;
  return { label: line.label, alone, loaded, raw };
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
    printLine(o.width, line.label, f.alone, f.loaded, f.raw);
    figures.push(f);
  }
  return figures;
}

/** The table's two header lines; `width` is the label column's. */
export function printLineHeader(width: number, concurrency: number): void {
  const raw = rawSqlUrl ? `  |${'p50 ms'.padStart(8)}${'p95 ms'.padStart(8)}${'API/SQL'.padStart(9)}` : '';
  console.log(
    `${'endpoint'.padEnd(width)}${'req/s'.padStart(8)}${'p95 ms'.padStart(8)}  |${'p50 ms'.padStart(8)}${'p95 ms'.padStart(8)}${'p99 ms'.padStart(8)}${raw}`,
  );
  const loaded = process.env.BENCH_LOADED === '0' ? '(1 at a time)' : `(${concurrency} at a time)`;
  console.log(
    `${''.padEnd(width)}${loaded.padStart(16)}  |${'(one at a time)'.padStart(24)}${rawSqlUrl ? `  |${'(raw SQL, p95 ratio)'.padStart(25)}` : ''}`,
  );
}

/**
 * One line: throughput and p95 with `concurrency` at a time (when measured), then p50/p95/p99 one
 * at a time. Below 10 requests/s (a bulk call) the rate keeps two decimals.
 */
export function printLine(
  width: number,
  label: string,
  alone: Figures,
  loaded?: Figures,
  raw?: Figures,
): void {
  const rate = (loaded ?? alone).perSecond;
  const sqlColumns = raw
    ? `  |${raw.p50.toFixed(1).padStart(8)}${raw.p95.toFixed(1).padStart(8)}${`${(alone.p95 / raw.p95).toFixed(2)}×`.padStart(9)}`
    : '';
  console.log(
    `${label.padEnd(width)}${rate.toFixed(rate < 10 ? 2 : 0).padStart(8)}${(loaded ? loaded.p95.toFixed(1) : '—').padStart(8)}  |` +
      `${alone.p50.toFixed(1).padStart(8)}${alone.p95.toFixed(1).padStart(8)}${alone.p99.toFixed(1).padStart(8)}${sqlColumns}`,
  );
}
