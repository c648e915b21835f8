/**
 * Accessibility of every screen: axe-core finds no serious or critical violation on the sign-in
 * pages, the public policies, and every route of the app signed in as admin (each menu item, the
 * order, customer and inventory detail pages), in Spanish and English.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { MENU } from '../src/web/navigation/menu';
import { apiLogin, signedIn } from './helpers';

type Language = 'es' | 'en';

/** The serious and critical violations of the page as it is now, one line each (rule, targets). */
async function seriousViolations(page: Page): Promise<string[]> {
  // label-content-name-mismatch is experimental in axe (off by default): the check turns it on.
  const { violations } = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

/** Waits until the screen has drawn its data: no loading indicator, skeleton or busy region left. */
/** Loaded: no spinner or skeleton left (a determinate bar, e.g. a product's coverage, is content). */
async function settled(page: Page) {
  await expect(page.locator('main, [role="main"], #main-content').first()).toBeVisible();
  await expect(
    page.locator('[role="progressbar"]:not([aria-valuenow]), .MuiSkeleton-root, [aria-busy="true"]'),
  ).toHaveCount(0);
  // A count arriving ('…' until then) turns its chip from grey to its colour over a transition:
  // axe reads the end.
  await expect(page.locator('.MuiChip-label', { hasText: /^…$/ })).toHaveCount(0);
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
}

async function signedInRoutes(page: Page): Promise<string[]> {
  const { accessToken } = await apiLogin(page.request, 'admin@demo.local');
  const headers = { 'x-tenant': 'main', authorization: `Bearer ${accessToken}` };
  const first = async (url: string) => {
    const body = (await (await page.request.get(url, { headers })).json()) as { data: { id: string }[] };
    const id = body.data[0]?.id;
    if (!id) throw new Error(`no row at ${url}`);
    return id;
  };
  const order = await first('/api/orders?limit=1');
  const customer = await first('/api/customers?limit=1');
  return [
    ...new Set(MENU.map((item) => item.path)),
    `/orders/${order}`,
    `/customers/${customer}`,
    '/inventory/1',
  ];
}

for (const language of ['es', 'en'] as const satisfies readonly Language[]) {
  test(`sign-in and public pages have no serious accessibility violation (${language})`, async ({
    page,
    baseURL,
  }) => {
    const url = new URL(baseURL!);
    await page.context().addCookies([
      { name: 'bo_lang', value: language, domain: url.hostname, path: '/', sameSite: 'Lax' },
      { name: 'bo_cookie_consent', value: 'accepted', domain: url.hostname, path: '/', sameSite: 'Lax' },
    ]);
    for (const path of ['/login', '/admin/login', '/cookie-policy', '/privacy-policy']) {
      await page.goto(path);
      await expect(page.locator('h1, h2').first()).toBeVisible();
      expect(await seriousViolations(page), path).toEqual([]);
    }
  });

  test(`every signed-in route has no serious accessibility violation (${language})`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const routes = await signedInRoutes(page);
    await signedIn(page, baseURL!, 'admin@demo.local', language);
    const found: Record<string, string[]> = {};
    for (const path of routes) {
      await page.goto(path);
      await settled(page);
      const violations = await seriousViolations(page);
      if (violations.length > 0) found[path] = violations;
    }
    expect(found).toEqual({});
  });
}
