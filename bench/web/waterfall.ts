/**
 * `npx tsx bench/web/waterfall.ts --base http://127.0.0.1:4417 [--runs 3]`
 *
 * The network waterfall of a cold load of the order list in the product (a server already running
 * with the demo data): every request's start and end from navigation start, the FCP and the first
 * order row, as bench:web's visitor (the demo admin signed in through the API, fresh context).
 * Where the first row's time goes (docs/performance.md, "Web delivery").
 */
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { answerPushPrompt } from '../../e2e/helpers';
import { CHROMIUM, CHROMIUM_FLAGS } from './lighthouse';
import { signInAsAdmin, watchFirstRow } from './pageMeasures';

const { values } = parseArgs({
  options: {
    base: { type: 'string', default: 'http://127.0.0.1:4417' },
    runs: { type: 'string', default: '3' },
    path: { type: 'string', default: '/orders' },
  },
});
const BASE = values.base as string;

async function main() {
  const tokens = await signInAsAdmin(BASE);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    for (let run = 0; run < Number(values.runs); run++) {
      const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'es-ES' });
      await context.addCookies(
        Object.entries({
          bo_access: tokens.accessToken,
          bo_refresh: tokens.refreshToken,
          bo_lang: 'es',
          bo_cookie_consent: 'accepted',
        }).map(([name, value]) => ({ name, value, url: BASE, sameSite: 'Lax' as const })),
      );
      await answerPushPrompt(context, tokens.accessToken);
      await context.addInitScript({ content: 'window.__name = (f) => f;' });
      await context.addInitScript(watchFirstRow);
      const page = await context.newPage();
      await page.goto(`${BASE}${values.path}`);
      await page.waitForFunction(
        () => (window as unknown as { __bench: { firstRow: number } }).__bench.firstRow > 0,
      );
      await page.waitForLoadState('networkidle');
      const figures = await page.evaluate(() => ({
        firstRow: (window as unknown as { __bench: { firstRow: number } }).__bench.firstRow,
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
        nav: performance.getEntriesByType('navigation').map((e) => {
          const n = e as PerformanceNavigationTiming;
          return {
            responseEnd: n.responseEnd,
            domInteractive: n.domInteractive,
            dcl: n.domContentLoadedEventEnd,
          };
        })[0],
        resources: performance
          .getEntriesByType('resource')
          .map((e) => {
            const r = e as PerformanceResourceTiming;
            return {
              name: new URL(r.name).pathname + new URL(r.name).search,
              start: r.startTime,
              reqStart: r.requestStart,
              end: r.responseEnd,
              size: r.transferSize,
              initiator: r.initiatorType,
            };
          })
          .sort((a, b) => a.start - b.start),
      }));
      console.log(
        `\nrun ${run + 1}: first row ${Math.round(figures.firstRow)} ms, FCP ${Math.round(figures.fcp)} ms, ` +
          `document end ${Math.round(figures.nav?.responseEnd ?? 0)}, DOMContentLoaded ${Math.round(figures.nav?.dcl ?? 0)}`,
      );
      for (const r of figures.resources) {
        if (r.start > figures.firstRow + 200) continue;
        console.log(
          `  ${String(Math.round(r.start)).padStart(5)} → ${String(Math.round(r.end)).padStart(5)}  ${(r.size / 1024).toFixed(1).padStart(6)} KB  ${r.initiator.padEnd(10)} ${r.name.slice(0, 110)}`,
        );
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
