/**
 * Opening an order from the list in a real browser: pointing at the row reads the order ahead,
 * and while the detail's answer is held back the page already shows the order's number, status,
 * company and total from the list; the full page follows when the answer comes.
 */
import { expect, type Page, test } from '@playwright/test';
import { signedIn } from './helpers';

const SHOTS = 'test-results/order-open-from-list';

async function holdOrderDetails(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const asked: string[] = [];
  await page.route(/\/api\/orders\/[0-9a-f-]{36}$/, async (route) => {
    asked.push(new URL(route.request().url()).pathname);
    await released;
    await route.continue();
  });
  return { asked, release };
}

for (const width of [1440, 390]) {
  test(`an order opens at once from the list (${width} px)`, async ({ page, baseURL }) => {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    await signedIn(page, baseURL!, 'admin@demo.local');
    const held = await holdOrderDetails(page);
    await page.goto('/orders');
    const first =
      width > 500 ? page.getByRole('table').getByRole('row').nth(1) : page.getByTestId('record-card').first();
    await expect(first).toBeVisible();
    const number = (await first.getByRole('link').first().textContent())?.match(/\d{6}/)?.[0];
    expect(number).toBeTruthy();

    if (width > 500) {
      await first.hover();
      await expect.poll(() => held.asked.length).toBe(1);
    }
    await first.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(number!);
    await expect(page.getByTestId('listed-order-facts')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/preview-${width}.png` });

    held.release();
    await expect(page.getByTestId('listed-order-facts')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(number!);
    // One read of the detail in all: the page used what the row read ahead.
    expect(held.asked).toHaveLength(1);
    await page.screenshot({ path: `${SHOTS}/detail-${width}.png` });
  });
}
