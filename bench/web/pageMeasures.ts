/**
 * What `npm run bench:web` measures in one fresh browser context (empty cache): a cold load of an
 * order list, a page change and a row opening its detail. Both apps list their orders in
 * react-admin's DataTable, so the same selectors read both. Times are taken in the page
 * (performance.now()), at the animation frame after the DOM shows the awaited content: the frame
 * that paints it.
 */
import type { Browser, BrowserContextOptions, Page } from '@playwright/test';

export interface AppUnderTest {
  name: string;
  listUrl: string;
  /** Cookies and init scripts a signed-in visitor has (the product); none for the bare app. */
  prepare?: (context: import('@playwright/test').BrowserContext) => Promise<void>;
}

export interface LoadFigures {
  firstRow: number;
  fcp: number;
  jsRequests: number;
  /** Bytes on the wire (transferSize: compressed body and headers). */
  jsTransfer: number;
  /** The same files uncompressed. */
  jsDecoded: number;
  pageChange: number;
  rowToDetail: number;
}

/** Marks, from the first byte of the document on, when a data row first shows (not the skeleton). */
export function watchFirstRow() {
  const bench = { firstRow: 0 };
  (window as unknown as { __bench: typeof bench }).__bench = bench;
  const observer = new MutationObserver(() => {
    const row = document.querySelector('tbody .RaDataTable-row');
    if (bench.firstRow || !row?.textContent?.trim()) return;
    observer.disconnect();
    requestAnimationFrame(() => {
      bench.firstRow = performance.now();
    });
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
}

const NEXT_PAGE = 'button[aria-label="Go to next page"], button[aria-label="Ir a la página siguiente"]';

/** In the page: click `target`, then answer the ms until `done()` holds, at the next frame. */
async function timeClick(args: { action: 'next' | 'row'; nextSelector: string }): Promise<number> {
  const firstRow = () => document.querySelector('tbody .RaDataTable-row');
  const before = firstRow()?.textContent ?? '';
  let target: HTMLElement | null = null;
  let done: () => boolean;
  if (args.action === 'next') {
    target = document.querySelector<HTMLElement>(args.nextSelector);
    done = () => {
      const text = firstRow()?.textContent ?? '';
      return text.trim() !== '' && text !== before;
    };
  } else {
    // The row's first cell with text and no control (the bare table's first cell is a checkbox).
    const cell = [...(firstRow()?.querySelectorAll<HTMLElement>('td') ?? [])].find(
      (td) => td.textContent?.trim() && !td.querySelector('input, button'),
    );
    target = cell?.querySelector<HTMLElement>('a') ?? cell ?? null;
    done = () =>
      [...document.querySelectorAll('h1')].some((h) =>
        /^(Orden|Order) \S+/.test(h.textContent?.trim() ?? ''),
      );
  }
  if (!target) throw new Error(`nothing to click for ${args.action}`);
  const clicked = target;
  return new Promise<number>((resolve, reject) => {
    const timeout = setTimeout(() => reject(new Error(`${args.action}: not shown in 30 s`)), 30_000);
    const start = performance.now();
    const check = () => {
      if (!done()) return false;
      observer.disconnect();
      clearTimeout(timeout);
      requestAnimationFrame(() => resolve(performance.now() - start));
      return true;
    };
    const observer = new MutationObserver(check);
    observer.observe(document, { childList: true, subtree: true, characterData: true });
    clicked.click();
    check();
  });
}

function scriptFigures() {
  const scripts = performance
    .getEntriesByType('resource')
    .filter((e): e is PerformanceResourceTiming => new URL(e.name).pathname.endsWith('.js'));
  return {
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    jsRequests: scripts.length,
    jsTransfer: scripts.reduce((sum, e) => sum + e.transferSize, 0),
    jsDecoded: scripts.reduce((sum, e) => sum + e.decodedBodySize, 0),
  };
}

/** The demo admin's tokens from the product at `base` (the session cookies a measured page starts with). */
export async function signInAsAdmin(base: string): Promise<{ accessToken: string; refreshToken: string }> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-tenant': 'main' },
    body: JSON.stringify({ email: 'admin@demo.local', password: 'Demo1234' }),
  });
  if (!res.ok) throw new Error(`sign-in: ${res.status} ${await res.text()}`);
  return (await res.json()) as { accessToken: string; refreshToken: string };
}

export async function measureApp(
  browser: Browser,
  app: AppUnderTest,
  options: BrowserContextOptions,
): Promise<LoadFigures> {
  const context = await browser.newContext(options);
  try {
    await app.prepare?.(context);
    // tsx compiles with esbuild's keepNames, whose `__name(fn)` calls end up in the functions
    // handed to the page: the page gets a no-op of its own.
    await context.addInitScript({ content: 'window.__name = (f) => f;' });
    await context.addInitScript(watchFirstRow);
    const page: Page = await context.newPage();
    await page.goto(app.listUrl);
    await page.waitForFunction(
      () => (window as unknown as { __bench: { firstRow: number } }).__bench.firstRow > 0,
      null,
      {
        timeout: 60_000,
      },
    );
    // Scripts loaded after the first row (the live connection, a screen's texts) count too.
    await page.waitForLoadState('networkidle');
    const firstRow = await page.evaluate(
      () => (window as unknown as { __bench: { firstRow: number } }).__bench.firstRow,
    );
    const scripts = await page.evaluate(scriptFigures);
    const pageChange = await page.evaluate(timeClick, { action: 'next' as const, nextSelector: NEXT_PAGE });
    await page.waitForLoadState('networkidle');
    const rowToDetail = await page.evaluate(timeClick, { action: 'row' as const, nextSelector: NEXT_PAGE });
    return { firstRow, ...scripts, pageChange, rowToDetail };
  } finally {
    await context.close();
  }
}
