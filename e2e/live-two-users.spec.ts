/**
 * The live back-office between two people, each in a browser context of their own: a seller asks
 * finance to release an order from its page, and the credit user's home — open all along, never
 * reloaded — gets the notification in the bell and the moved queue counts through the live
 * connection; credit releases the order, and the seller's order page — open all along, never
 * reloaded — shows the decision.
 *
 * The order is the spec's own, created through the API for a customer in arrears (the automatic
 * credit check does not release it, so the request waits for credit).
 */
import { type APIRequestContext, type BrowserContext, expect, type Page, test } from '@playwright/test';
import type { OrderDetail } from '../src/domain/orders/views';
import { apiLogin, createSellerOrder, signedIn } from './helpers';

const FINANCE = 'finance.credit@demo.local';
const FINANCE_NAME = 'Patricia Luna Herrera';
const SELLER = 'seller@demo.local';

/**
 * Live deliveries arrive within a second or two; the fallbacks poll far less often (the order page
 * every 30 s, the bell every 60 s, the home's counts never), and each page is checked to be
 * connected first, so what these waits see came through the socket.
 */
const LIVE = { timeout: 15_000 };

/** Every notification of the credit user read, so the badge starts hidden and can show the one that arrives. */
async function readAllNotifications(request: APIRequestContext) {
  const { accessToken } = await apiLogin(request, FINANCE);
  const res = await request.patch('/api/user-notifications/bulk-read', {
    data: {},
    headers: { 'x-tenant': 'main', authorization: `Bearer ${accessToken}` },
  });
  expect(res.status(), await res.text()).toBe(200);
  expect(((await res.json()) as { unreadCount: number }).unreadCount).toBe(0);
}

async function displayNumberOf(request: APIRequestContext, id: string, headers: Record<string, string>) {
  const res = await request.get(`/api/orders/${id}`, { headers });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as OrderDetail).displayNumber;
}

const connected = (page: Page) =>
  expect(page.getByTestId('connection-indicator')).toHaveAttribute('data-state', 'connected', {
    timeout: 30_000,
  });

/** A mark on the page's window: still there later means the page was never reloaded. */
const markPage = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { liveSpecMark?: string }).liveSpecMark = 'kept';
  });
const expectNotReloaded = async (page: Page) =>
  expect(await page.evaluate(() => (window as unknown as { liveSpecMark?: string }).liveSpecMark)).toBe(
    'kept',
  );

const queueCount = (page: Page, queue: string) =>
  page.getByTestId(`queue-${queue}`).getByTestId('queue-count');

async function countOf(page: Page, queue: string): Promise<number> {
  const badge = queueCount(page, queue);
  await expect(badge).toHaveText(/^\d+$/);
  return Number(await badge.textContent());
}

test('a release request reaches finance’s bell and queues live; the release reaches the seller’s open order', async ({
  browser,
  baseURL,
  request,
}) => {
  const contexts: BrowserContext[] = [];
  const personIn = async (email: string) => {
    const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
    contexts.push(context);
    const page = await context.newPage();
    await signedIn(page, baseURL!, email);
    return page;
  };
  try {
    const { id, headers } = await createSellerOrder(request, { seller: SELLER });
    const displayNumber = await displayNumberOf(request, id, headers);
    await readAllNotifications(request);

    // 1. Credit's home, connected: no unread notification, and the counts of the two queues the
    //    request moves the order between.
    const finance = await personIn(FINANCE);
    await finance.goto('/dashboard');
    await connected(finance);
    const bell = finance.getByRole('button', { name: /^Notificaciones/ });
    await expect(bell).toHaveAccessibleName('Notificaciones');
    const missingBefore = await countOf(finance, 'NOT_ANSWERED');
    const notRequestedBefore = await countOf(finance, 'PENDINGRELEASEREQUEST');
    await markPage(finance);

    // 2. The seller requests the release with the order page's button.
    const seller = await personIn(SELLER);
    await seller.goto(`/orders/${id}`);
    await connected(seller);
    await expect(seller.getByRole('heading', { level: 1 })).toContainText(displayNumber);
    await markPage(seller);
    const sellerFinance = seller.getByTestId('order-finance');
    await sellerFinance.getByRole('button', { name: 'Solicitar Liberación' }).click();
    await expect(seller.getByText('Solicitud de liberación enviada exitosamente')).toBeVisible();
    await expect(sellerFinance.getByRole('button', { name: 'Liberación solicitada' })).toBeDisabled();
    await expect(seller.getByTestId('order-status')).not.toContainText('Liberada por finanzas');

    // 3. Credit's home, not reloaded: one unread notification about the order, and the order moved
    //    from 'release not requested' to 'release missing'.
    await expect(bell).toHaveAccessibleName('Notificaciones, 1 sin leer', LIVE);
    await expect(finance.getByTestId('notifications-badge')).toHaveText('1');
    await expect(queueCount(finance, 'NOT_ANSWERED')).toHaveText(String(missingBefore + 1), LIVE);
    await expect(queueCount(finance, 'PENDINGRELEASEREQUEST')).toHaveText(
      String(notRequestedBefore - 1),
      LIVE,
    );
    await expectNotReloaded(finance);
    await bell.click();
    const panel = finance.getByRole('dialog', { name: 'Notificaciones' });
    const item = panel.getByTestId('notification-item').filter({ hasText: displayNumber });
    await expect(item).toHaveCount(1);
    await expect(item).toContainText('Solicitud de liberación');
    await expect(item).toContainText(`solicitó liberar la orden ${displayNumber} de Cerámica Industrial`);
    await expect(item.getByTestId('unread-dot')).toBeVisible();

    // 4. Credit opens the order from the notification and releases it there.
    await item.getByRole('button').first().click();
    await expect(finance).toHaveURL(new RegExp(`/orders/${id}$`));
    await expect(finance.getByTestId('credit-check')).toHaveAttribute('data-result', /rejected/);
    await finance.getByTestId('order-finance').getByRole('button', { name: 'Liberar' }).click();
    await finance.getByRole('dialog').getByRole('button', { name: 'Liberar' }).click();
    await expect(finance.getByText('Orden liberada por finanzas').first()).toBeVisible();
    await expect(finance.getByTestId('finance-released')).toBeVisible();

    // The seller's order page, not reloaded: the status and the finance section show the release.
    await expect(seller.getByTestId('order-status')).toContainText('Liberada por finanzas', LIVE);
    const released = sellerFinance.getByTestId('finance-released');
    await expect(released).toContainText('Liberada por finanzas', LIVE);
    await expect(released).toContainText(FINANCE_NAME);
    await expect(sellerFinance.getByRole('button', { name: 'Liberación solicitada' })).toHaveCount(0);
    await expect(seller).toHaveURL(new RegExp(`/orders/${id}$`));
    await expectNotReloaded(seller);
  } finally {
    for (const context of contexts) await context.close();
  }
});
