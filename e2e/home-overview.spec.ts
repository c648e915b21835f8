/**
 * The home's overview against the real server and its demo data (orders over this week and the
 * next): the pipeline card and the delivery calendar, what each role sees of them and of the
 * queues, the calendar's weeks and its day picker on a phone, a step's orders opening and closing,
 * and axe on the whole home. Screenshots go to test-results/home-overview.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { signedIn } from './helpers';

const SHOTS = process.env.HOME_OVERVIEW_SHOTS ?? 'test-results/home-overview';

async function home(page: Page, baseURL: string, email: string, lang: 'es' | 'en' = 'es') {
  await signedIn(page, baseURL, email, lang);
  await page.goto('/dashboard');
  await expect(page.getByTestId('welcome')).toBeVisible();
}

/** The pipeline's figures and the calendar's week are drawn. */
async function overviewDrawn(page: Page) {
  await expect(page.getByTestId('pipeline-card')).toBeVisible();
  await expect(page.getByTestId('delivery-calendar')).toBeVisible();
  await expect(page.getByTestId('calendar-loading')).toHaveCount(0);
  await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
}

async function seriousViolations(page: Page): Promise<string[]> {
  // label-content-name-mismatch is experimental in axe (off by default): the check turns it on.
  const { violations } = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

const settled = (page: Page) =>
  page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));

const ROLES = [
  // Who sees which queue group besides the overview every staff role has.
  {
    email: 'admin@demo.local',
    groups: ['finance-queues', 'material-queues', 'logistics-queues', 'delays-queues'],
    sellerFilter: true,
  },
  {
    email: 'seller@demo.local',
    groups: ['finance-queues', 'logistics-queues', 'delays-queues'],
    sellerFilter: false,
  },
  { email: 'finance.credit@demo.local', groups: ['finance-queues', 'delays-queues'], sellerFilter: true },
  {
    email: 'operation@demo.local',
    groups: ['material-queues', 'logistics-queues', 'delays-queues'],
    sellerFilter: true,
  },
] as const;

for (const width of [1440, 390]) {
  for (const role of ROLES) {
    test(`${role.email} at ${width} px: pipeline, calendar and its own queues, no serious axe violation`, async ({
      page,
      baseURL,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await home(page, baseURL!, role.email);
      await overviewDrawn(page);
      for (const group of role.groups) await expect(page.getByTestId(group)).toBeVisible();
      const card = page.getByTestId('pipeline-card');
      await expect(card.getByRole('combobox', { name: 'Vendedor' })).toHaveCount(role.sellerFilter ? 1 : 0);
      if (width < 1024) {
        // The day picker, opened on a day with deliveries (the demo has orders this week).
        const picker = page.getByTestId('calendar-day-view').getByRole('combobox');
        await expect(picker).toBeVisible();
        await expect(picker).not.toHaveText(/\(0 órdenes\)/);
      } else {
        await expect(page.getByTestId('calendar-week')).toBeVisible();
      }
      // After the chips' colour transitions (a count arriving): axe reads the final colours.
      await settled(page);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({
        path: `${SHOTS}/${role.email.split('@')[0]}-${width}-es.png`,
        fullPage: true,
      });
    });
  }
}

test('the calendar moves a week at a time and its cards open their order', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await home(page, baseURL!, 'admin@demo.local');
  await overviewDrawn(page);
  const label = page.getByTestId('calendar-week-label');
  const thisWeek = (await label.textContent()) ?? '';
  await page.getByRole('button', { name: 'Semana siguiente' }).click();
  await expect(label).not.toHaveText(thisWeek);
  // The demo data has deliveries next week too.
  await expect(page.getByTestId('calendar-card').first()).toBeVisible();
  await page.getByRole('button', { name: 'Semana anterior' }).click();
  await expect(label).toHaveText(thisWeek);
  // A card is the link to its order.
  await page.getByTestId('calendar-card').first().click();
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
});

test('a pipeline step opens its orders, searchable, and closes on a second click (English)', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await home(page, baseURL!, 'admin@demo.local', 'en');
  await overviewDrawn(page);
  const step = page.getByTestId('pipeline-step-DEFAULT');
  await step.click();
  const list = page.getByTestId('pipeline-orders');
  await expect(list).toBeVisible();
  await expect(list.getByRole('link').first()).toBeVisible();
  await settled(page);
  await page.screenshot({ path: `${SHOTS}/admin-pipeline-open-1440-en.png`, fullPage: true });
  await step.click();
  await expect(list).toHaveCount(0);
});
