/**
 * The order list and 'Pendientes de liberación' against the demo data: closed orders have their
 * tabs and a search finds them whatever their state; both pages fit a 1440 px laptop and a 390 px
 * phone (the page never scrolls sideways, no word is broken in two); the pending listing's total is
 * the order's own total in its own currency.
 */
import { expect, type Page, test } from '@playwright/test';
import { signedIn } from './helpers';

const WIDTHS = [1440, 390] as const;

/** How wide the page is against the window, and the words a line break cuts in two. */
async function layoutOf(page: Page) {
  return page.evaluate(() => {
    const broken = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const match of text.matchAll(/[\p{L}\p{N}]{2,}/gu)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set(
          [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)),
        );
        if (lines.size > 1) broken.add(match[0]);
      }
    }
    return {
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
      broken: [...broken],
    };
  });
}

for (const width of WIDTHS) {
  for (const path of ['/orders/pending-released', '/orders']) {
    // The sales manager sees the whole team's pending orders with the seller's request column: the
    // other browser tests send the single seller's only pending request before this one runs.
    for (const email of ['admin@demo.local', 'manager.seller@demo.local']) {
      test(`${path} fits ${width} px for ${email}: no sideways scroll, no word cut in two`, async ({
        page,
        baseURL,
      }) => {
        await page.setViewportSize({ width, height: 900 });
        await signedIn(page, baseURL!, email);
        await page.goto(path);
        const row =
          path === '/orders'
            ? page.getByRole('link', { name: /^(\d{6}|Abrir la orden \d{6})$/ }).first()
            : page.getByTestId('pending-row').first();
        await expect(row).toBeVisible();
        const layout = await layoutOf(page);
        expect(layout.broken).toEqual([]);
        expect(layout.scrollWidth).toBeLessThanOrEqual(layout.innerWidth);
      });
    }
  }
}

test('closed orders have their tabs, and a search finds an order whatever its state', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signedIn(page, baseURL!, 'admin@demo.local');
  await page.goto('/orders');
  const table = page.getByRole('table');
  await expect(page.getByRole('tab', { name: /Abiertas/ })).toHaveAttribute('aria-selected', 'true');
  // The tabs scroll sideways when they do not all fit: each is there, with its count.
  for (const name of ['Todas', 'Entregadas', 'Pagadas', 'Canceladas'])
    await expect(page.getByRole('tab', { name: new RegExp(`^${name}\\s*\\d+$`) })).toHaveCount(1);
  await expect(table.getByRole('link', { name: '000001' })).toHaveCount(0);

  await page.getByRole('tab', { name: /^Canceladas/ }).click();
  await expect(table.getByText('orden cancelada').first()).toBeVisible();
  await page.getByRole('tab', { name: /^Todas/ }).click();
  await expect(table.getByRole('link').first()).toBeVisible();

  await page.getByRole('tab', { name: /^Abiertas/ }).click();
  await page.getByRole('searchbox', { name: 'Buscar orden' }).fill('000001');
  // The search looks in every state: the list moves to 'Todas' and the tab holding the order counts it.
  await expect(page.getByRole('tab', { name: /^Todas/ })).toHaveAttribute('aria-selected', 'true');
  await expect(table.getByRole('link', { name: '000001' })).toBeVisible();
  await expect(page.getByRole('tab', { name: /^Todas/ })).toHaveText(/^Todas\s*1$/);
  await expect(page.getByRole('tab', { name: /^Abiertas/ })).toHaveText(/^Abiertas\s*0$/);
  // It says which tab holds the order, and that tab opens from there.
  const foundIn = page.getByTestId('order-search-tabs');
  await expect(foundIn).toContainText('Encontradas en:');
  const holder = foundIn.getByRole('button');
  await expect(holder).toHaveCount(1);
  const tabName = (await holder.textContent())!.replace(/\s*\(1\)$/, '');
  await holder.click();
  await expect(page.getByRole('tab', { name: new RegExp(`^${tabName}`) })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(table.getByRole('link', { name: '000001' })).toBeVisible();
});

test('pending released shows the order’s total in its own currency', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signedIn(page, baseURL!, 'admin@demo.local');
  await page.goto('/orders/pending-released');
  const first = page.getByTestId('pending-row').first();
  await expect(first).toBeVisible();
  const number = (await first.getByRole('link').first().textContent())!.trim();
  const amount = (await first.getByTestId('pending-total').textContent())!.trim();
  await first.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(number);
  // The order's own total with taxes, as its page writes it.
  await expect(page.getByText(amount, { exact: true }).first()).toBeVisible();
  expect(amount).toMatch(/^\$[\d,]+\.\d{2} (USD|MXN)$/);
});
