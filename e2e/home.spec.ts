/**
 * The home page (/dashboard) of each role against the real server and its demo data: what each
 * role works on (finance's queues for who acts on them, the customer's own orders, shortcuts for
 * the rest), a page that never grows wider than the window when its queues open, and a
 * notification that opens the order it is about. Screenshots of each role's home and of the bell's
 * panel, at 1440 and 390 px in Spanish and English, go to test-results/home-ui.
 */
import { expect, type Page, test } from '@playwright/test';
import { signedIn } from './helpers';

const SHOTS = process.env.HOME_SHOTS ?? 'test-results/home-ui';
const INTERNAL_HINT = 'resuelve el motivo y reenvía la solicitud';

async function home(page: Page, baseURL: string, email: string, lang: 'es' | 'en' = 'es') {
  await signedIn(page, baseURL, email, lang);
  await page.goto('/dashboard');
  await expect(page.getByTestId('welcome')).toBeVisible();
}

/** Until every transition (a queue opening, the panel sliding in) has ended: screenshots show the end state. */
const settled = async (page: Page) => {
  await page.mouse.move(0, 0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
};

/** What the document needs beyond the window, in px (0 when nothing scrolls sideways). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const width of [1440, 390]) {
  test(`opening every finance queue keeps the home within a ${width} px window`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await home(page, baseURL!, 'admin@demo.local');
    const group = page.getByTestId('finance-queues');
    await expect(group.getByTestId('finance-total')).not.toHaveText('…');
    for (const queue of [
      'PENDINGRELEASEREQUEST',
      'PENDINGVALIDATEPAYMENTREQUEST',
      'NOT_ANSWERED',
      'HELD',
      'APPROVED',
    ]) {
      const panel = page.getByTestId(`queue-${queue}`);
      await panel.getByRole('button', { expanded: false }).first().click();
      await expect(panel.getByRole('button', { expanded: true }).first()).toBeVisible();
    }
    await expect(page.getByTestId('queue-HELD').getByTestId('queue-row').first()).toBeVisible();
    await expect(page.getByTestId('queue-APPROVED').getByTestId('queue-row').first()).toBeVisible();
    expect(await overflow(page)).toBe(0);
    // The header's last control is within the window, not clipped.
    const bell = await page.getByRole('button', { name: /Notificaciones/ }).boundingBox();
    expect(bell!.x + bell!.width).toBeLessThanOrEqual(width);
  });
}

test('finance works its queues from home', async ({ page, baseURL }) => {
  await home(page, baseURL!, 'finance.credit@demo.local');
  const group = page.getByTestId('finance-queues');
  await expect(group).toBeVisible();
  await expect(group.getByTestId('finance-total')).toHaveText(/\d+ órdenes/);
  await expect(page.getByTestId('customer-orders')).toHaveCount(0);
});

test('the seller sees the queues of their own orders only', async ({ page, baseURL }) => {
  await home(page, baseURL!, 'seller@demo.local');
  const group = page.getByTestId('finance-queues');
  await expect(group.getByTestId('finance-total')).not.toHaveText('…');
  const held = page.getByTestId('queue-HELD');
  await held.getByRole('button').first().click();
  const rows = held.getByTestId('queue-row');
  await expect(rows.first()).toBeVisible();
  // The seller sees no seller filter, and every row is theirs.
  await expect(group.getByLabel(/Vendedor/)).toHaveCount(0);
  for (const text of await rows.allInnerTexts()) expect(text).not.toMatch(/Laura Vega|Andrés Padilla/);
});

test('operations sees no finance card it cannot act on, but shortcuts to its work', async ({
  page,
  baseURL,
}) => {
  await home(page, baseURL!, 'operation@demo.local');
  const shortcuts = page.getByTestId('home-shortcuts');
  await expect(shortcuts.getByRole('link', { name: 'Lista de órdenes' })).toHaveAttribute('href', '/orders');
  await expect(page.getByTestId('finance-queues')).toHaveCount(0);
  await expect(page.getByText('Liberación no solicitada')).toHaveCount(0);
});

test('the customer sees their own orders, and nothing internal', async ({ page, baseURL }) => {
  await home(page, baseURL!, 'customer@demo.local');
  const mine = page.getByTestId('customer-orders');
  const first = mine.getByRole('link').first();
  await expect(first).toHaveAttribute('href', /^\/orders\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('finance-queues')).toHaveCount(0);
  await expect(page.getByText(INTERNAL_HINT)).toHaveCount(0);
  await expect(page.getByText(/Finanzas|Vendedor/)).toHaveCount(0);
  await expect(
    page.getByTestId('home-shortcuts').getByRole('link', { name: /Nueva orden|Crear orden/ }),
  ).toBeVisible();
  await first.click();
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('order-status')).toBeVisible();
});

test('a notification about an order opens that order and is read', async ({ page, baseURL }) => {
  await home(page, baseURL!, 'seller@demo.local');
  await page.getByRole('button', { name: /Notificaciones/ }).click();
  const panel = page.getByRole('dialog', { name: 'Notificaciones' });
  const item = panel
    .getByTestId('notification-item')
    .filter({ has: page.getByTestId('unread-dot') })
    .first();
  const message = (await item.locator('p').nth(1).textContent()) ?? '';
  const number = /orden (\S+?)(?=[\s;:.,])/.exec(message)?.[1];
  expect(number).toBeTruthy();
  await item.getByRole('button').first().click();
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(number!);
  await page.getByRole('button', { name: /Notificaciones/ }).click();
  const again = page
    .getByRole('dialog', { name: 'Notificaciones' })
    .getByTestId('notification-item')
    .filter({ hasText: message });
  await expect(again).toHaveCount(1);
  await expect(again.getByTestId('unread-dot')).toHaveCount(0);
});

const ROLES = [
  ['finance', 'finance.credit@demo.local'],
  ['operations', 'operation@demo.local'],
  ['seller', 'seller@demo.local'],
  ['customer', 'customer@demo.local'],
] as const;

for (const lang of ['es', 'en'] as const) {
  for (const width of [1440, 390]) {
    test(`screenshots ${lang} ${width}px`, async ({ browser, baseURL }) => {
      const viewport = { width, height: width > 500 ? 900 : 844 };
      for (const [name, email] of ROLES) {
        // One browser context per person: nothing of one session leaks into the other.
        const context = await browser.newContext({ baseURL, viewport });
        const page = await context.newPage();
        await home(page, baseURL!, email, lang);
        if (name === 'customer') await expect(page.getByTestId('customer-order').first()).toBeVisible();
        else await expect(page.getByTestId('home-shortcuts')).toBeVisible();
        if (name === 'finance' || name === 'seller') {
          await expect(page.getByTestId('finance-total')).not.toHaveText('…');
          await page.getByTestId('queue-HELD').getByRole('button').first().click();
          await expect(page.getByTestId('queue-HELD').getByTestId('queue-row').first()).toBeVisible();
        }
        expect(await overflow(page)).toBe(0);
        await settled(page);
        await page.screenshot({ path: `${SHOTS}/home-${name}-${lang}-${width}.png`, fullPage: true });
        if (name === 'seller' || name === 'customer') {
          await page
            .getByRole('button', { name: /Notificaciones|Notifications/ })
            .first()
            .click();
          await expect(page.getByTestId('notification-item').first()).toBeVisible();
          await settled(page);
          await page.screenshot({ path: `${SHOTS}/bell-${name}-${lang}-${width}.png` });
        }
        await context.close();
      }
    });
  }
}
