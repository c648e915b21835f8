/**
 * The built app runs under the server's Content-Security-Policy without a single violation: the
 * sign-in page, the form sign-in, the main screens (home, order list, an order's page and its
 * proforma opened in a tab, customers, inventory, a logistics queue, the tenant's settings), and the
 * API documentation.
 * Violations are caught twice: the document's `securitypolicyviolation` events and the console's
 * CSP errors.
 */
import { expect, type Page, test } from '@playwright/test';
import { createSellerOrder, PASSWORD } from './helpers';

interface Violation {
  directive: string;
  blocked: string;
  source: string;
}

declare global {
  interface Window {
    __cspViolations?: Violation[];
  }
}

/** Records every violation of the pages this tab opens, from their first script on. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber}`,
      });
    });
  });
  const fromConsole: string[] = [];
  // The whole context: tabs the app opens (a PDF in a blob: tab) report here too.
  page.context().on('console', (message) => {
    if (/content security policy/i.test(message.text())) fromConsole.push(message.text());
  });
  const seen: string[] = [];
  // Each page's events live in that page: collect them before leaving it.
  const collect = async () => {
    const events = await page.evaluate(() => window.__cspViolations ?? []);
    seen.push(...events.map((v) => `${page.url()}: ${v.directive} blocked ${v.blocked} (${v.source})`));
    await page.evaluate(() => {
      window.__cspViolations = [];
    });
    return [...seen, ...fromConsole];
  };
  return collect;
}

const content = (page: Page) => page.locator('#main-content');

test('the app runs under its Content-Security-Policy with no violation', async ({
  page,
  request,
  baseURL,
}) => {
  const { id: orderId } = await createSellerOrder(request);
  await page.context().addCookies([
    {
      name: 'bo_cookie_consent',
      value: 'accepted',
      domain: new URL(baseURL!).hostname,
      path: '/',
      sameSite: 'Lax',
    },
  ]);
  const violations = await watchViolations(page);

  const login = await page.goto('/login');
  const policy = login?.headers()['content-security-policy'] ?? '';
  expect(policy, 'the page carries a policy').toContain("script-src 'self'");
  expect(policy).toContain("frame-ancestors 'none'");
  await page.getByLabel('Correo electrónico').fill('admin@demo.local');
  await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByTestId('welcome')).toBeVisible();
  expect(await violations()).toEqual([]);

  const screens: [string, (p: Page) => Promise<void>][] = [
    ['/dashboard', (p) => expect(p.getByTestId('welcome')).toBeVisible()],
    ['/orders', (p) => expect(p.getByRole('heading', { name: 'Órdenes', level: 1 })).toBeVisible()],
    [`/orders/${orderId}`, (p) => expect(p.getByTestId('order-summary')).toBeVisible({ timeout: 15_000 })],
    [
      `/orders/${orderId}`,
      async (p) => {
        // The proforma opens in a new tab from a blob: URL, which inherits the page's policy.
        const files = p.getByTestId('order-files');
        await expect(files.getByText('Proforma', { exact: true }).first()).toBeVisible({ timeout: 15_000 });
        const tabPromise = p.context().waitForEvent('page');
        await files.getByRole('button', { name: 'Abrir Proforma' }).click();
        const tab = await tabPromise;
        await expect.poll(() => tab.url()).toMatch(/^blob:/);
        await tab.waitForLoadState();
        const head = await tab.evaluate(async () => {
          const bytes = new Uint8Array(await (await fetch(location.href)).arrayBuffer());
          return String.fromCharCode(...bytes.slice(0, 5));
        });
        expect(head).toBe('%PDF-');
        await tab.close();
      },
    ],
    ['/customers', (p) => expect(content(p).getByRole('table')).toBeVisible()],
    ['/inventory', (p) => expect(p.getByRole('row').nth(1)).toBeVisible()],
    [
      '/orders/pending-delivery',
      (p) => expect(p.getByRole('heading', { level: 1, name: 'Pendientes de entrega' })).toBeVisible(),
    ],
    ['/config/tenant', (p) => expect(p.getByRole('textbox', { name: /^Color principal/ })).toBeVisible()],
  ];
  for (const [path, ready] of screens) {
    await page.goto(path);
    await ready(page);
    expect(await violations(), path).toEqual([]);
  }
});

test('the API documentation renders under its policy with no violation', async ({ page }) => {
  const violations = await watchViolations(page);
  const docs = await page.goto('/api/docs');
  expect(docs?.headers()['content-security-policy']).toBeTruthy();
  // The documentation parses a large bundle and document: a busy machine takes a while.
  await expect(page.locator('.swagger-ui .info .title')).toContainText('Back-office API', {
    timeout: 30_000,
  });
  await expect(page.locator('.opblock-summary-path', { hasText: '/api/auth/login/refresh' })).toBeVisible();
  expect(await violations()).toEqual([]);
});
