/**
 * What a browser with an empty cache fetches to show the order list, an order's detail and the
 * home: a bounded number of script files (the build's groups, vite.chunks.ts), each sent compressed
 * (the build's brotli copies, vite.precompress.ts), hashed ones cached for a year.
 */
import { expect, type Page, type Response, test } from '@playwright/test';
import { createSellerOrder, signedIn } from './helpers';

/** Script files a cold load of any screen may take (docs/decisions.md, "Web delivery"). */
const MAX_SCRIPTS = 15;

let orderId = '';

test.beforeAll(async ({ request }) => {
  ({ id: orderId } = await createSellerOrder(request));
});

/** Loads `url` in the test's fresh context and answers the script responses until the network rests. */
async function coldLoad(page: Page, url: string, shown: (page: Page) => Promise<void>) {
  const scripts: Response[] = [];
  page.on('response', (res) => {
    if (new URL(res.url()).pathname.endsWith('.js')) scripts.push(res);
  });
  await page.goto(url);
  await shown(page);
  // What loads after the first paint (the live connection, the texts of a screen) counts too.
  await page.waitForLoadState('networkidle');
  return scripts;
}

async function expectDelivered(scripts: Response[]) {
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.length, scripts.map((s) => s.url()).join('\n')).toBeLessThanOrEqual(MAX_SCRIPTS);
  for (const script of scripts) {
    const headers = await script.allHeaders();
    expect(script.status(), script.url()).toBe(200);
    expect(headers['content-encoding'], script.url()).toBe('br');
    if (new URL(script.url()).pathname.startsWith('/assets/'))
      expect(headers['cache-control'], script.url()).toBe('public, max-age=31536000, immutable');
  }
}

test('a cold load of the order list fetches a few compressed scripts', async ({ page, baseURL }) => {
  await signedIn(page, baseURL!, 'admin@demo.local');
  const scripts = await coldLoad(page, '/orders', async (p) => {
    await expect(p.getByRole('heading', { name: 'Órdenes', level: 1 })).toBeVisible();
    await expect(p.getByRole('table').getByRole('link').first()).toBeVisible();
  });
  await expectDelivered(scripts);
});

test('a cold load of the order list asks the server once for its first page, the profile and the theme', async ({
  page,
  baseURL,
}) => {
  await signedIn(page, baseURL!, 'admin@demo.local');
  const asked: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.pathname.startsWith('/api/')) asked.push(`${url.pathname}${url.search}`);
  });
  const firstPage = page.waitForResponse((res) => {
    const url = new URL(res.url());
    return url.pathname === '/api/orders' && url.searchParams.get('offset') === '0';
  });
  await page.goto('/orders');
  // The page asked for them itself, before its code ran (the route-preload script): with the
  // session's token, and the rows shown are that answer's.
  const answer = await firstPage;
  expect(answer.status()).toBe(200);
  // A fetch (the preload script's), not the API client's XHR.
  expect(answer.request().resourceType()).toBe('fetch');
  expect(await answer.request().headerValue('authorization')).toMatch(/^Bearer /);
  const { data } = (await answer.json()) as { data: { displayNumber: string }[] };
  await expect(page.getByRole('table').getByRole('link').first()).toHaveText(data[0]!.displayNumber);
  await page.waitForLoadState('networkidle');
  const count = (match: (path: string) => boolean) => asked.filter(match).length;
  expect(count((path) => path === '/api/tenants/theme')).toBe(1);
  expect(count((path) => path === '/api/auth/profile')).toBe(1);
  expect(count((path) => path.startsWith('/api/orders?') && path.includes('offset=0&'))).toBe(1);
});

test('a cold load of an order detail fetches a few compressed scripts', async ({ page, baseURL }) => {
  await signedIn(page, baseURL!, 'admin@demo.local');
  const scripts = await coldLoad(page, `/orders/${orderId}`, async (p) => {
    await expect(p.getByRole('heading', { level: 1 })).toHaveText(/^Orden \d{6}$/);
  });
  await expectDelivered(scripts);
});

test('a cold load of the home fetches a few compressed scripts, its index.html revalidated', async ({
  page,
  baseURL,
}) => {
  await signedIn(page, baseURL!, 'admin@demo.local');
  const document = page.waitForResponse((res) => new URL(res.url()).pathname === '/dashboard');
  const scripts = await coldLoad(page, '/dashboard', async (p) => {
    await expect(p.getByTestId('welcome')).toBeVisible();
  });
  const html = await (await document).allHeaders();
  expect(html['cache-control']).toBe('no-cache');
  expect(html['content-encoding']).toBe('br');
  await expectDelivered(scripts);
});

test('the sign-in page starts its own files with the entry and fetches them compressed', async ({ page }) => {
  const scripts = await coldLoad(page, '/login', async (p) => {
    await expect(p.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
  });
  // The build's preload script asked for the sign-in page's files before the entry ran.
  const preloaded = await page
    .locator('link[rel="modulepreload"]')
    .evaluateAll((links) => links.map((l) => new URL((l as HTMLLinkElement).href).pathname));
  expect(preloaded.some((path) => path.includes('/assets/first-signin-'))).toBe(true);
  await expectDelivered(scripts);
});
