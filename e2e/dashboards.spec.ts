/**
 * The seven built-in dashboards against the real server and its demo data: each draws its tiles and
 * charts (an svg per chart) at 1440 and 390 px without growing wider than the window, axe finds no
 * serious or critical violation, a seller sees no seller filter, and 'Exportar' downloads the
 * figures as an xlsx. Screenshots go to test-results/dashboards-ui.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { DASHBOARD_KEYS, DASHBOARDS } from '../src/domain/dashboards/catalog';
import { signedIn } from './helpers';

const SHOTS = process.env.DASHBOARD_SHOTS ?? 'test-results/dashboards-ui';

async function seriousViolations(page: Page): Promise<string[]> {
  // label-content-name-mismatch is experimental in axe (off by default): the check turns it on.
  const { violations } = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

/** Drawn: no skeleton or spinner left, and every chart has its svg. */
async function drawn(page: Page) {
  await expect(page.locator('.MuiSkeleton-root, [role="progressbar"]:not([aria-valuenow])')).toHaveCount(0);
  const charts = page.locator('main figure');
  await expect(charts.first()).toBeVisible();
  const count = await charts.count();
  for (let i = 0; i < count; i++) await expect(charts.nth(i).locator('svg').first()).toBeVisible();
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
}

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const width of [1440, 390]) {
  for (const key of DASHBOARD_KEYS) {
    const { path } = DASHBOARDS[key];
    test(`the ${key} dashboard draws its charts at ${width} px with no serious accessibility violation`, async ({
      page,
      baseURL,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await signedIn(page, baseURL!, 'admin@demo.local');
      await page.goto(`/dashboard/${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await drawn(page);
      // Demo data fills every dashboard: no failure and no empty period.
      await expect(page.getByRole('alert')).toHaveCount(0);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/${key}-${width}-es.png`, fullPage: true });
    });
  }
}

test('the sales dashboard speaks English, and a seller gets no seller filter', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signedIn(page, baseURL!, 'admin@demo.local', 'en');
  await page.goto('/dashboard/sales');
  await expect(page.getByRole('heading', { level: 1, name: 'Sales' })).toBeVisible();
  await drawn(page);
  await expect(page.getByRole('combobox', { name: 'Seller' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/sales-1440-en.png`, fullPage: true });

  await page.context().clearCookies();
  await signedIn(page, baseURL!, 'seller@demo.local');
  await page.goto('/dashboard/sales');
  await expect(page.getByRole('heading', { level: 1, name: 'Ventas' })).toBeVisible();
  await drawn(page);
  await expect(page.getByRole('combobox', { name: 'Vendedor' })).toHaveCount(0);
});

test('Exportar downloads the figures as an xlsx named after the dashboard and the period', async ({
  page,
  baseURL,
}) => {
  await signedIn(page, baseURL!, 'admin@demo.local');
  await page.goto('/dashboard/sales?from=2026-01-01&to=2026-12-31');
  await drawn(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exportar' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^ventas-2026-01-01-2026-12-31\.xlsx$/);
});
