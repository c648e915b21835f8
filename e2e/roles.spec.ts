/**
 * What each role meets on the real app with the demo data: only the actions it may take (the
 * seller no release/retain, finance 'Liberar / Retener' on its 'Liberación faltante' rows,
 * operations no seller buttons), and the customer's portal: its order without internals (no
 * finance call or section, no edit pencil, the company as plain text) and an order form with its
 * agreed products at their price and no back-office switch.
 */
import { type APIRequestContext, expect, test } from '@playwright/test';
import type { FinanceQueueResponse } from '../src/domain/finance/views';
import type { OrderListResponse } from '../src/domain/orders/views';
import { apiLogin, signedIn } from './helpers';

async function getAs<T>(request: APIRequestContext, email: string, path: string): Promise<T> {
  const { accessToken } = await apiLogin(request, email);
  const res = await request.get(path, {
    headers: { 'x-tenant': 'main', authorization: `Bearer ${accessToken}` },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as T;
}

/** A demo order waiting for finance's answer on its release, and its seller. */
async function awaitingRelease(request: APIRequestContext) {
  for (const seller of ['seller@demo.local', 'seller2@demo.local', 'seller3@demo.local']) {
    const queue = await getAs<FinanceQueueResponse>(
      request,
      seller,
      '/api/orders/not-answered-finance?limit=100',
    );
    const row = queue.data.find((r) => r.area === 'CREDIT');
    if (row) return { seller, row };
  }
  throw new Error('no demo order awaits finance’s release');
}

test('the seller sees its request, never release or retain; finance decides', async ({ page, baseURL }) => {
  const { seller, row } = await awaitingRelease(page.request);
  await signedIn(page, baseURL!, seller);
  await page.goto(`/orders/${row.id}`);
  const finance = page.getByTestId('order-finance');
  await expect(finance.getByTestId('seller-requests')).toBeVisible();
  await expect(finance.getByRole('button', { name: 'Liberar' })).toHaveCount(0);
  await expect(finance.getByRole('button', { name: 'Retener' })).toHaveCount(0);
  await expect(page.getByText('No tienes permisos para realizar esta acción')).toHaveCount(0);

  await page.context().clearCookies();
  await signedIn(page, baseURL!, 'finance.credit@demo.local');
  await page.goto(`/orders/${row.id}`);
  await expect(page.getByTestId('order-finance').getByRole('button', { name: 'Liberar' })).toBeEnabled();
  await expect(page.getByTestId('seller-requests')).toHaveCount(0);
});

test('finance decides a ‘Liberación faltante’ row from the queue; operations is not offered the queue', async ({
  page,
  baseURL,
}) => {
  const { row } = await awaitingRelease(page.request);
  await signedIn(page, baseURL!, 'finance.credit@demo.local');
  await page.goto('/dashboard');
  const queue = page.getByRole('button', { name: /Liberación faltante/ });
  await queue.click();
  const panel = page.locator('[data-testid^="queue-"]').filter({ has: queue });
  await panel.getByRole('searchbox').fill(row.displayNumber);
  const line = panel.getByTestId('queue-row').filter({ hasText: row.displayNumber });
  await expect(line.getByRole('button', { name: /Solicitar|solicitada|Reenviar/ })).toHaveCount(0);
  await line.getByRole('button', { name: 'Liberar / Retener' }).click();
  const dialog = page.getByRole('dialog', { name: `Decisión de finanzas · Orden ${row.displayNumber}` });
  await expect(dialog.getByTestId('credit-check')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Retener' })).toBeEnabled();
  await dialog.getByRole('button', { name: 'Cerrar' }).click();

  await page.context().clearCookies();
  await signedIn(page, baseURL!, 'operation@demo.local');
  await page.goto('/dashboard');
  // Operations acts on none of finance's queues: its home has no finance card at all (the API's
  // queue rows carry no action for it either, test/api/finance/queues.test.ts).
  await expect(page.getByTestId('home-shortcuts')).toBeVisible();
  await expect(page.getByRole('button', { name: /Liberación faltante/ })).toHaveCount(0);
});

test('the customer’s order page: no finance call or section, no edit pencil, the company as text', async ({
  page,
  baseURL,
}) => {
  const mine = await getAs<OrderListResponse>(page.request, 'customer@demo.local', '/api/orders?limit=5');
  const order = mine.data[0];
  expect(order, 'the demo customer has orders').toBeTruthy();
  const financeCalls: string[] = [];
  page.on('request', (r) => {
    if (/\/api\/orders\/[^/]+\/finance/.test(r.url())) financeCalls.push(r.url());
  });
  await signedIn(page, baseURL!, 'customer@demo.local');
  await page.goto(`/orders/${order!.id}`);
  await expect(page.getByTestId('order-summary')).toBeVisible();
  await expect(page.getByTestId('field-company')).toContainText('Cerámica Industrial');
  await expect(page.getByTestId('field-company').getByRole('link')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Editar/ })).toHaveCount(0);
  await expect(page.getByTestId('order-files')).toBeVisible();
  await expect(page.getByTestId('order-finance')).toHaveCount(0);
  await expect(page.getByTestId('order-payments')).toHaveCount(0);
  await expect(page.getByTestId('payments-restricted')).toHaveCount(0);
  expect(financeCalls).toEqual([]);
});

test('the customer orders its agreed products at their price, without internal switches', async ({
  page,
  baseURL,
}) => {
  await signedIn(page, baseURL!, 'customer@demo.local');
  await page.goto('/orders/create');
  await expect(page.getByRole('textbox', { name: /^Cliente/ })).toHaveValue(/Cerámica Industrial/);
  for (const label of [/Venta mostrador/, /Cliente no facturado/, /Incluye IVA/, /El cliente ya pagó/]) {
    await expect(page.getByLabel(label)).toHaveCount(0);
  }
  await expect(page.getByRole('combobox', { name: /^Tipo de orden/ })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: /^Forma de pago/ })).toHaveValue('Crédito · 30 días');
  const row = page.getByRole('group', { name: 'Producto 1' });
  await row.getByRole('combobox', { name: /^Producto y presentación/ }).click();
  await page.getByRole('option').first().click();
  const price = row.getByRole('textbox', { name: /^Precio por KG/ });
  await expect(price).toHaveValue(/^\d+(\.\d+)?$/);
  await expect(price).toHaveAttribute('readonly', '');
  await expect(row.getByText(/Acordado con tu vendedor \(orden \d+\)/)).toBeVisible();
});
