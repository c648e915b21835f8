/**
 * The finance workflow in the browser against the real server and its demo data: a seller requests
 * the release of an order whose customer has overdue invoices (the automatic check does not approve
 * it), finance finds it in 'release missing' and retains it for overdraft, the seller reads why and
 * requests again, finance releases it and it reaches 'authorized by finance'. An advance-payment
 * order needs its payment confirmation uploaded before validation can be requested.
 * Screenshots of the finance screens at 1440 and 390 px, Spanish and English, go to
 * test-results/finance-ui.
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import type { FinanceQueueResponse } from '../src/domain/finance/views';
import { apiLogin, signedIn } from './helpers';

const SHOTS = 'test-results/finance-ui';

async function queueAs(
  request: APIRequestContext,
  email: string,
  path: string,
): Promise<FinanceQueueResponse> {
  const { accessToken } = await apiLogin(request, email);
  const res = await request.get(path, {
    headers: { 'x-tenant': 'main', authorization: `Bearer ${accessToken}` },
  });
  expect(res.status()).toBe(200);
  return (await res.json()) as FinanceQueueResponse;
}

async function openQueue(page: Page, title: RegExp, search: string) {
  const queue = page.getByRole('button', { name: title });
  await queue.click();
  const panel = page.locator('[data-testid^="queue-"]').filter({ has: queue });
  await panel.getByRole('searchbox').fill(search);
  return panel;
}

test('release: request, retained for overdraft, requested again, released, authorized by finance', async ({
  page,
  baseURL,
}) => {
  // These demo customers have overdue invoices or are at their limit: the check will not release
  // their orders by itself, so the request waits for finance.
  const troubled = ['Cerámica Industrial', 'Pinturas y Recubrimientos', 'Fundiciones Aguascalientes'];
  let found: { seller: string; id: string; displayNumber: string } | undefined;
  for (const seller of ['seller@demo.local', 'seller2@demo.local', 'seller3@demo.local']) {
    const pending = await queueAs(
      page.request,
      seller,
      '/api/orders/pending-liberation?status=PENDINGRELEASEREQUEST&limit=100',
    );
    const row = pending.data.find((r) => troubled.some((c) => r.customerName.startsWith(c)));
    if (row) {
      found = { seller, id: row.id, displayNumber: row.displayNumber };
      break;
    }
  }
  expect(found, 'a demo order of a customer in arrears waiting for its release request').toBeTruthy();
  const { seller, id, displayNumber } = found!;

  await signedIn(page, baseURL!, seller);
  await page.goto(`/orders/${id}`);
  const finance = page.getByTestId('order-finance');
  await finance.getByRole('button', { name: 'Solicitar Liberación' }).click();
  await expect(page.getByText('Solicitud de liberación enviada exitosamente')).toBeVisible();
  await expect(finance.getByRole('button', { name: 'Liberación solicitada' })).toBeDisabled();

  await page.context().clearCookies();
  await signedIn(page, baseURL!, 'finance.credit@demo.local');
  await page.goto('/dashboard');
  const missing = await openQueue(page, /Liberación faltante/, displayNumber);
  const row = missing.getByTestId('queue-row').filter({ hasText: displayNumber });
  await expect(row).toBeVisible();
  await expect(row.getByText('Crédito')).toBeVisible();
  await row.getByRole('link', { name: displayNumber }).click();
  await expect(page.getByTestId('credit-check')).toHaveAttribute('data-result', /rejected/);
  await page.getByTestId('order-finance').getByRole('button', { name: 'Retener' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radio', { name: 'Sobregiro', exact: true }).check();
  await dialog.getByRole('button', { name: 'Retener' }).click();
  await expect(page.getByText('Orden retenida', { exact: true }).first()).toBeVisible();

  await page.context().clearCookies();
  await signedIn(page, baseURL!, seller);
  await page.goto(`/orders/${id}`);
  await expect(page.getByTestId('retention-message')).toHaveText('Orden retenida por sobregiro');
  await page.getByTestId('order-finance').getByRole('button', { name: 'Solicitar Liberación' }).click();
  await expect(page.getByText('Solicitud de liberación enviada exitosamente')).toBeVisible();

  await page.context().clearCookies();
  await signedIn(page, baseURL!, 'finance.credit@demo.local');
  await page.goto(`/orders/${id}`);
  await page.getByTestId('order-finance').getByRole('button', { name: 'Liberar' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Liberar' }).click();
  await expect(page.getByText('Orden liberada por finanzas')).toBeVisible();
  await expect(page.getByTestId('finance-released')).toBeVisible();

  await page.goto('/dashboard');
  const approved = await openQueue(page, /Autorizadas por finanzas/, displayNumber);
  const released = approved.getByTestId('queue-row').filter({ hasText: displayNumber });
  await expect(released).toBeVisible();
  // Assigning material is operations' step: finance sees the row without that action.
  await expect(released.getByRole('button', { name: 'Asignar material' })).toHaveCount(0);
});

test('advance payment: the payment confirmation is uploaded before validation is requested', async ({
  page,
  baseURL,
}) => {
  const pending = await queueAs(
    page.request,
    'seller@demo.local',
    '/api/orders/pending-liberation?status=PENDINGVALIDATEPAYMENTREQUEST&limit=100',
  );
  const order = pending.data.find(
    (r) => r.button?.kind === 'requestPayment' && r.button.needsPaymentConfirmation && !r.button.disabled,
  );
  expect(order, 'an advance-payment demo order without its payment confirmation').toBeTruthy();
  await signedIn(page, baseURL!, 'seller@demo.local');
  await page.goto(`/orders/${order!.id}`);
  await page.getByTestId('order-finance').getByRole('button', { name: 'Solicitar Validación' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('payment-upload-type')).toHaveValue('Comprobante de pago');
  await expect(dialog.getByTestId('payment-upload-type')).toBeDisabled();
  await dialog.getByTestId('payment-confirmation-input').setInputFiles({
    name: 'transferencia.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
  });
  await dialog.getByRole('button', { name: 'Subir y solicitar validación' }).click();
  await expect(page.getByText('Solicitud de validación de pago enviada exitosamente')).toBeVisible();
  await expect(
    page.getByTestId('order-finance').getByRole('button', { name: 'Validación de pago enviada' }),
  ).toBeDisabled();
});

for (const lang of ['es', 'en'] as const) {
  for (const width of [1440, 390]) {
    test(`screenshots ${lang} ${width}px`, async ({ browser, baseURL }) => {
      const viewport = { width, height: width > 500 ? 900 : 844 };
      // One browser context per person: nothing of one session leaks into the other.
      const sellerContext = await browser.newContext({ baseURL, viewport });
      const seller = await sellerContext.newPage();
      await signedIn(seller, baseURL!, 'admin@demo.local', lang);
      await seller.goto('/orders/pending-released');
      await expect(seller.getByTestId('pending-row').first()).toBeVisible();
      await seller.screenshot({ path: `${SHOTS}/pending-released-${lang}-${width}.png`, fullPage: true });
      await sellerContext.close();

      const financeContext = await browser.newContext({ baseURL, viewport });
      const page = await financeContext.newPage();
      await signedIn(page, baseURL!, 'finance.credit@demo.local', lang);
      await page.goto('/dashboard');
      const group = page.getByTestId('finance-queues');
      await expect(group.getByTestId('finance-total')).not.toHaveText('…');
      await page.getByTestId('queue-HELD').getByRole('button').first().click();
      await expect(page.getByTestId('queue-HELD').getByTestId('queue-row').first()).toBeVisible();
      await group.screenshot({ path: `${SHOTS}/queues-${lang}-${width}.png` });
      await page.getByTestId('queue-HELD').getByTestId('queue-row').first().getByRole('link').first().click();
      await expect(page.getByTestId('order-finance')).toBeVisible();
      await expect(page.getByTestId('order-payments').getByTestId('payment-status')).toBeVisible();
      await page
        .getByTestId('order-finance')
        .screenshot({ path: `${SHOTS}/order-finance-${lang}-${width}.png` });
      await page
        .getByTestId('order-payments')
        .screenshot({ path: `${SHOTS}/order-payments-${lang}-${width}.png` });
      await financeContext.close();
    });
  }
}
