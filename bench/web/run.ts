/**
 * `npm run bench:web [-- --runs 7 --orders 300 --port 4417 --no-build --no-lighthouse --lighthouse-runs 3 --data-dir D --product-dir P]`
 *
 * The web app's delivery against a bare react-admin app (bench/web/bare: react-admin, MUI and Vite
 * of the same versions, 1,000 orders in memory): both built, served from this machine with the same
 * precompressed files (the product by its own server on a fresh embedded database with the demo data
 * and `--orders` generated orders; the bare app by a static server), then measured in Chromium in
 * interleaved runs, each in a fresh browser context (empty cache): the first order row painted, FCP,
 * the scripts fetched (count, bytes on the wire, uncompressed), a page change and a row opening its
 * detail. Prints medians and the ratio product/bare, then Lighthouse (mobile) scores of the product's
 * sign-in page and home. Method and figures: docs/performance.md, "Web delivery".
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { type BrowserContext, chromium } from '@playwright/test';
import { answerPushPrompt } from '../../e2e/helpers';
import { CHROMIUM, CHROMIUM_FLAGS, lighthouseScores, type Scores } from './lighthouse';
import { type AppUnderTest, type LoadFigures, measureApp, signInAsAdmin } from './pageMeasures';
import { serveStatic } from './serveStatic';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '7' },
    orders: { type: 'string', default: '300' },
    port: { type: 'string', default: process.env.BENCH_WEB_PORT ?? '4417' },
    'no-build': { type: 'boolean', default: false },
    'no-lighthouse': { type: 'boolean', default: false },
    'lighthouse-runs': { type: 'string', default: '3' },
    /** Another build of the product to serve (e.g. an earlier commit's, for a before/after). */
    'product-dir': { type: 'string' },
    /** A data folder kept between runs (seeded when it does not exist yet); else a fresh one. */
    'data-dir': { type: 'string' },
  },
});
const RUNS = Number(values.runs);
const PORT = Number(values.port);
const BARE_PORT = PORT + 1;
const ROOT = process.cwd();
const PRODUCT_DIR = values['product-dir'] ? resolve(values['product-dir']) : join(ROOT, 'dist', 'bench-web');
const BARE_DIR = join(ROOT, 'dist', 'bench-web-bare');
const BASE = `http://127.0.0.1:${PORT}`;
const LIGHTHOUSE_RUNS = Number(values['lighthouse-runs']);

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: ROOT, env: { ...process.env, ...env }, encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  }
  console.log(`  ${[command, ...args].join(' ')}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** The product's server as production runs it, on its own embedded database. */
function serverEnv(dataDir: string): NodeJS.ProcessEnv {
  return {
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_DIR: PRODUCT_DIR,
    NODE_ENV: 'production',
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    LOGIN_MAX_PER_IP: '10000',
  };
}

async function startProduct(dataDir: string): Promise<ChildProcess> {
  // Its own process group, ended as a whole (tsx runs the server in a child process).
  const server = spawn(join(ROOT, 'node_modules', '.bin', 'tsx'), ['src/server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...serverEnv(dataDir) },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return server;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  stop(server);
  throw new Error('the product server did not answer /api/health in 2 minutes');
}

function stop(server: ChildProcess) {
  if (server.pid) process.kill(-server.pid, 'SIGTERM');
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
};

function printTable(product: LoadFigures[], bare: LoadFigures[]) {
  const rows: [string, keyof LoadFigures, (n: number) => string][] = [
    ['first order row painted', 'firstRow', (n) => `${Math.round(n)} ms`],
    ['first contentful paint', 'fcp', (n) => `${Math.round(n)} ms`],
    ['JS requests', 'jsRequests', (n) => String(n)],
    ['JS bytes on the wire', 'jsTransfer', (n) => `${(n / 1024).toFixed(1)} KB`],
    ['JS bytes uncompressed', 'jsDecoded', (n) => `${(n / 1024).toFixed(1)} KB`],
    ['page change (next page → new first row)', 'pageChange', (n) => `${Math.round(n)} ms`],
    ['row → detail shown', 'rowToDetail', (n) => `${Math.round(n)} ms`],
  ];
  console.log('\n| measure | this product | bare react-admin | ratio |');
  console.log('|---|---:|---:|---:|');
  for (const [label, key, format] of rows) {
    const p = median(product.map((f) => f[key]));
    const b = median(bare.map((f) => f[key]));
    console.log(`| ${label} | ${format(p)} | ${format(b)} | ${(p / b).toFixed(2)} |`);
  }
}

function printScores(label: string, s: Scores) {
  console.log(
    `| ${label} | ${s.performance} | ${s.accessibility} | ${Math.round(s.fcp)} ms | ${Math.round(s.lcp)} ms | ${Math.round(s.tbt)} ms | ${s.failed.join(', ') || '–'} |`,
  );
  if (s.problem) console.log(`  (${label}: ${s.problem})`);
}

async function main() {
  console.log(`bench:web: ${RUNS} interleaved runs each, ${availableParallelism()} cores, load ${load()}`);
  if (!values['no-build']) {
    console.log('building');
    run('npx', ['vite', 'build', '--outDir', PRODUCT_DIR]);
    run('npx', ['vite', 'build', '--config', 'bench/web/bare/vite.config.ts']);
  }
  const keptDir = values['data-dir'] ? resolve(values['data-dir']) : undefined;
  const seed = !keptDir || !existsSync(keptDir);
  const dataDir = keptDir ?? mkdtempSync(join(tmpdir(), 'bo-bench-web-'));
  let server: ChildProcess | undefined;
  const bareServer = await serveStatic(resolve(BARE_DIR), BARE_PORT);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    if (seed) {
      console.log(`seeding the demo data and ${values.orders} generated orders`);
      run('npx', ['tsx', 'scripts/seedScale.ts', '--orders', String(values.orders)], serverEnv(dataDir));
    }
    server = await startProduct(dataDir);
    const tokens = await signInAsAdmin(BASE);
    const cookies = {
      bo_access: tokens.accessToken,
      bo_refresh: tokens.refreshToken,
      bo_lang: 'es',
      bo_cookie_consent: 'accepted',
    };
    const product: AppUnderTest = {
      name: 'product',
      listUrl: `${BASE}/orders`,
      prepare: async (context: BrowserContext) => {
        await context.addCookies(
          Object.entries(cookies).map(([name, value]) => ({
            name,
            value,
            url: BASE,
            sameSite: 'Lax' as const,
          })),
        );
        // The browser-push invitation answered, as in the browser tests.
        await answerPushPrompt(context, tokens.accessToken);
      },
    };
    const bare: AppUnderTest = { name: 'bare', listUrl: `http://127.0.0.1:${BARE_PORT}/#/orders` };
    const options = { viewport: { width: 1366, height: 900 }, locale: 'es-ES' };

    // One unmeasured load of each: the server's and the disk's first-touch costs.
    await measureApp(browser, product, options);
    await measureApp(browser, bare, options);
    const figures: Record<string, LoadFigures[]> = { product: [], bare: [] };
    for (let i = 0; i < RUNS; i++) {
      for (const app of i % 2 === 0 ? [product, bare] : [bare, product]) {
        const f = await measureApp(browser, app, options);
        figures[app.name]?.push(f);
        console.log(
          `  run ${i + 1} ${app.name.padEnd(7)} first row ${Math.round(f.firstRow)} ms, FCP ${Math.round(f.fcp)} ms, ` +
            `${f.jsRequests} scripts ${(f.jsTransfer / 1024).toFixed(0)} KB, page ${Math.round(f.pageChange)} ms, ` +
            `detail ${Math.round(f.rowToDetail)} ms`,
        );
      }
    }
    console.log(`load after the runs: ${load()}`);
    printTable(figures.product ?? [], figures.bare ?? []);

    if (!values['no-lighthouse']) {
      const cookie = Object.entries(cookies)
        .map(([name, value]) => `${name}=${value}`)
        .join('; ');
      console.log(`\nLighthouse 12 (mobile), this product, ${LIGHTHOUSE_RUNS} runs a page:`);
      console.log('| page | performance | accessibility | FCP | LCP | TBT | failed accessibility audits |');
      console.log('|---|---:|---:|---:|---:|---:|---|');
      for (const [label, url, withCookie] of [
        ['sign-in (/login)', `${BASE}/login`, false],
        ['home (/dashboard)', `${BASE}/dashboard`, true],
      ] as const) {
        const runs: Scores[] = [];
        // A run Lighthouse could not record (its trace sometimes misses the navigation under load)
        // is printed and run again, up to twice as many runs as asked.
        for (let i = 0; runs.length < LIGHTHOUSE_RUNS && i < 2 * LIGHTHOUSE_RUNS; i++) {
          const scores = await lighthouseScores(url, withCookie ? cookie : undefined);
          printScores(`${label} run ${i + 1}`, scores);
          if (!scores.problem?.includes('Something went wrong')) runs.push(scores);
        }
        if (runs.length > 0)
          printScores(`**${label} median of ${runs.length}**`, {
            performance: median(runs.map((r) => r.performance)),
            accessibility: median(runs.map((r) => r.accessibility)),
            failed: [...new Set(runs.flatMap((r) => r.failed))],
            fcp: median(runs.map((r) => r.fcp)),
            lcp: median(runs.map((r) => r.lcp)),
            tbt: median(runs.map((r) => r.tbt)),
          });
      }
      console.log(`load after Lighthouse: ${load()}`);
    }
  } finally {
    await browser.close();
    await bareServer.close();
    if (server) stop(server);
    if (!keptDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
