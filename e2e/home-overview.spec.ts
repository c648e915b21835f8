/**
 * The home's overview against the real server and its demo data (orders over this week and the
 * next): the home's one filter bar (seller and delivery range) above the pipeline card, the
 * delivery calendar and the queues, what each role sees of them, the filter reaching every
 * section and surviving a reload, the calendar's weeks and its day picker on a phone, a step's
 * orders opening and closing, and axe on the whole home. Screenshots go to test-results/home-overview.
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
  // Every group's count has arrived ('…' until then): its chip's colour changes no more.
  await expect(page.locator('.MuiChip-label', { hasText: /^…$/ })).toHaveCount(0);
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
    email: 'customer.service@demo.local',
    groups: ['finance-queues', 'logistics-queues', 'delays-queues'],
    sellerFilter: true,
  },
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
      // One seller filter and one range, in the home's bar; none in any section.
      const filters = page.getByTestId('home-filters');
      await expect(filters.getByRole('combobox', { name: 'Vendedor' })).toHaveCount(
        role.sellerFilter ? 1 : 0,
      );
      await expect(page.getByRole('combobox', { name: 'Vendedor' })).toHaveCount(role.sellerFilter ? 1 : 0);
      await expect(filters.getByTestId('home-range')).toBeVisible();
      await expect(page.getByTestId('home-range')).toHaveCount(1);
      await expect(page.getByLabel(/^Entrega (desde|hasta)$/)).toHaveCount(0);
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

/** The calls every section of the admin's home makes as it is drawn. */
const SECTION_CALLS = [
  '/api/orders/count-by-status-with-tons',
  '/api/orders/dashboard-calendly',
  '/api/orders/count-finances',
  '/api/orders/count-without-material',
  '/api/orders/count-for-logistics',
  '/api/orders/count-delay-orders',
];

/** Every section's last call's query, once each section has asked with `want`. */
async function everySectionAsked(asked: URL[], want: (q: URLSearchParams) => boolean) {
  await expect
    .poll(() =>
      SECTION_CALLS.filter((path) => {
        const last = asked.filter((u) => u.pathname === path).at(-1);
        return !last || !want(last.searchParams);
      }),
    )
    .toEqual([]);
}

test('the home’s one filter reaches every section, survives a reload and clears (admin)', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const asked: URL[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (SECTION_CALLS.includes(url.pathname)) asked.push(url);
  });
  await home(page, baseURL!, 'admin@demo.local');
  await overviewDrawn(page);
  const filters = page.getByTestId('home-filters');
  const seller = filters.getByRole('combobox', { name: 'Vendedor' });
  await expect(seller).toHaveValue('Todos');
  await everySectionAsked(asked, (q) => !q.has('sellerId'));

  await seller.click();
  await page.getByRole('option', { name: 'Laura Vega Montes' }).click();
  await expect(page).toHaveURL(/sellerId=[0-9a-f-]{36}/);
  const sellerId = new URL(page.url()).searchParams.get('sellerId');
  await everySectionAsked(asked, (q) => q.get('sellerId') === sellerId);

  // A range on the calendar months: the 10th to the 20th of the month shown.
  await filters.getByTestId('home-range').click();
  const picker = page.getByRole('dialog', { name: 'Fecha de entrega' });
  const month = picker.getByRole('grid').first();
  await month.getByRole('gridcell', { name: '10', exact: true }).click();
  await month.getByRole('gridcell', { name: '20', exact: true }).click();
  await picker.getByRole('button', { name: 'Aplicar' }).click();
  await expect(page).toHaveURL(/deliveryDateFrom=\d{4}-\d{2}-10&deliveryDateTo=\d{4}-\d{2}-20/);
  await everySectionAsked(
    asked,
    (q) =>
      q.get('sellerId') === sellerId &&
      /-10$/.test(q.get('deliveryDateFrom') ?? '') &&
      /-20$/.test(q.get('deliveryDateTo') ?? ''),
  );
  await overviewDrawn(page);
  await settled(page);
  await page.screenshot({ path: `${SHOTS}/admin-filtered-1440-es.png`, fullPage: true });

  // A reload (or the link shared) shows the same home.
  const filtered = page.url();
  asked.length = 0;
  await page.reload();
  await overviewDrawn(page);
  await expect(seller).toHaveValue('Laura Vega Montes');
  await expect(filters.getByTestId('home-range')).toContainText(/10\/\d{2}\/\d{4} – 20\/\d{2}\/\d{4}/);
  await everySectionAsked(asked, (q) => q.get('sellerId') === sellerId && q.has('deliveryDateFrom'));
  expect(asked.every((u) => u.searchParams.get('sellerId') === sellerId)).toBe(true);
  expect(page.url()).toBe(filtered);

  // Back: one step per change, the range first.
  await page.goBack();
  await expect(page).not.toHaveURL(/deliveryDateFrom/);
  await expect(filters.getByTestId('home-range')).toContainText('Todas las fechas');

  // 'Todos' again: nothing narrows any section.
  await seller.click();
  await page.getByRole('option', { name: 'Todos' }).click();
  await expect(page).not.toHaveURL(/sellerId/);
  await everySectionAsked(asked, (q) => !q.has('sellerId') && !q.has('deliveryDateFrom'));
});

test('customer service starts on its first supervised seller, and may pick only those', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await home(page, baseURL!, 'customer.service@demo.local');
  await overviewDrawn(page);
  const seller = page.getByTestId('home-filters').getByRole('combobox', { name: 'Vendedor' });
  await expect(seller).toHaveValue('Carlos Méndez Ruiz');
  await expect(page).toHaveURL(/sellerId=[0-9a-f-]{36}/);
  await seller.click();
  await expect(page.getByRole('option')).toHaveText(['Carlos Méndez Ruiz', 'Laura Vega Montes']);
  await page.keyboard.press('Escape');
});

/** The home as admin and customer service at both widths and in both languages, for a look. */
for (const email of ['admin@demo.local', 'customer.service@demo.local']) {
  for (const lang of ['es', 'en'] as const) {
    test(`home filters: ${email} in ${lang} at 1440 and 390 px`, async ({ page, baseURL }) => {
      const name = email.split('@')[0];
      for (const width of [1440, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await home(page, baseURL!, email, lang);
        await overviewDrawn(page);
        await settled(page);
        await page.screenshot({ path: `${SHOTS}/filters-${name}-${width}-${lang}.png`, fullPage: true });
        await page.screenshot({ path: `${SHOTS}/filters-${name}-${width}-${lang}-top.png` });
        // The range picker opened from the bar: a popover of two months, a dialog of one on a phone.
        await page.getByTestId('home-range').click();
        const picker = page.getByRole('dialog', {
          name: lang === 'es' ? 'Fecha de entrega' : 'Delivery date',
        });
        await expect(picker.getByRole('grid')).toHaveCount(width < 768 ? 1 : 2);
        await settled(page);
        await page.screenshot({ path: `${SHOTS}/filters-${name}-${width}-${lang}-picker.png` });
        await page.keyboard.press('Escape');
      }
    });
  }
}
