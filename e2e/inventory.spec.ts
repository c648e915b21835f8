/**
 * Inventory in the browser against the real server and its demo data: operations registers a lot,
 * opens an order finance released from the home's 'Material' queue, assigns two lots in the
 * dialog, and sees the lots section and the 'Material Asignado' step on the order page; then a bulk
 * automatic assignment of two released orders from the same queue. Screenshots of the inventory
 * screens at 1440 and 390 px, Spanish and English, go to test-results/inventory-ui.
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { businessDay } from '../src/domain/dates';
import { apiLogin, createSellerOrder, signedIn } from './helpers';

const SHOTS = 'test-results/inventory-ui';

async function headersOf(request: APIRequestContext, email: string) {
  const { accessToken } = await apiLogin(request, email);
  return { 'x-tenant': 'main', authorization: `Bearer ${accessToken}` };
}

/** A seller's new order (1,000 kg of CAL-HID-25 in sacks) released by finance: it waits for material. */
async function releasedOrder(request: APIRequestContext): Promise<{ id: string; displayNumber: string }> {
  const { id } = await createSellerOrder(request);
  const finance = await headersOf(request, 'finance.credit@demo.local');
  const res = await request.put(`/api/orders/${id}/finance/release`, { headers: finance, data: {} });
  expect(res.status(), await res.text()).toBe(200);
  const order = await (await request.get(`/api/orders/${id}`, { headers: finance })).json();
  expect(order.opsStatus).toBe('APROBADO_POR_FINANZAS');
  return { id, displayNumber: order.displayNumber as string };
}

/** A lot received yesterday in Querétaro (the demo customer's region), through the API. */
async function lotThroughApi(request: APIRequestContext, lot: string, kg: string) {
  const ops = await headersOf(request, 'operation@demo.local');
  const get = async <T>(url: string) => (await (await request.get(url, { headers: ops })).json()) as T;
  const product = (
    await get<{ data: { id: string; reference: string }[] }>('/api/products?limit=100')
  ).data.find((p) => p.reference === 'CAL-HID-25')!;
  const warehouse = (
    await get<{ data: { id: string; code: string }[] }>('/api/warehouses?limit=100')
  ).data.find((w) => w.code === 'QRO-01')!;
  const res = await request.post('/api/inventory', {
    headers: ops,
    data: {
      productId: product.id,
      packingType: 'BAG',
      lot,
      price: '182.5',
      quantity: kg,
      receptionDate: businessDay(),
      warehouseId: warehouse.id,
      supplier: 'Calera del Bajío',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: string };
}

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

async function openApprovedQueue(page: Page, text: string) {
  const group = page.getByTestId('material-queues');
  await expect(group).toBeVisible();
  // The queue opens on its own when it has orders.
  await expect(group.getByText('Autorizadas por finanzas')).toBeVisible();
  const searchBox = group.getByRole('searchbox');
  if (!(await searchBox.isVisible()))
    await group.getByRole('button', { name: /Autorizadas por finanzas/ }).click();
  await searchBox.fill(text);
  return group;
}

test('operations registers a lot, assigns two lots to a released order and the order reaches Material Asignado', async ({
  page,
  baseURL,
}) => {
  const stamp = Date.now().toString(36).toUpperCase();
  const lotA = `E2E-${stamp}-A`;
  const lotB = `E2E-${stamp}-B`;
  const order = await releasedOrder(page.request);
  await lotThroughApi(page.request, lotB, '2500');

  await signedIn(page, baseURL!, 'operation@demo.local');
  await page.setViewportSize({ width: 1440, height: 900 });

  // Register a lot through the reception form.
  await page.goto('/inventory/create');
  await page.getByLabel('Producto').click();
  await page.getByRole('option', { name: /^CAL-HID-25/ }).click();
  await page.getByLabel('Tipo de empaque').click();
  await page.getByRole('option', { name: 'Saco', exact: true }).click();
  await page.getByLabel('Número de lote').fill(lotA);
  await page.getByLabel('Costo del material (USD/t)').fill('175');
  await page.getByLabel('Cantidad inicial (kg)').fill('600');
  await page.getByLabel('Almacén').click();
  await page.getByRole('option', { name: /^QRO-01/ }).click();
  await page.getByLabel('Proveedor').fill('Calera del Bajío');
  await shoot(page, 'lot-create-1440-es');
  await page.getByRole('button', { name: 'Registrar lote' }).last().click();
  await expect(page.getByText(`Lote ${lotA} registrado`)).toBeVisible();
  await expect(page).toHaveURL(/\/inventory\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('main').getByRole('heading', { name: `Lote ${lotA}` })).toBeVisible();
  await shoot(page, 'lot-show-1440-es');

  // From the home's Material group: the released order, its 'Asignar material' action.
  await page.goto('/dashboard');
  const panel = await openApprovedQueue(page, order.displayNumber);
  const row = panel.getByRole('row').filter({ hasText: order.displayNumber });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Asignar material' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: /Asignar material/ })).toBeVisible();
  await dialog.getByRole('button', { name: `Agregar el lote ${lotA}` }).click();
  await dialog.getByRole('button', { name: `Agregar el lote ${lotB}` }).click();
  // Each pick is pre-filled with what is still missing; set both amounts explicitly.
  await dialog.getByLabel(`Cantidad para ${lotA} (kg)`).fill('600');
  await dialog.getByLabel(`Cantidad para ${lotB} (kg)`).fill('500');
  await expect(dialog.getByText(/supera lo solicitado/)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Asignar material' }).last()).toBeDisabled();
  await dialog.getByLabel(`Cantidad para ${lotB} (kg)`).fill('400');
  await shoot(page, 'assign-dialog-1440-es');
  await dialog.getByRole('button', { name: 'Asignar material' }).last().click();
  await expect(dialog).toBeHidden();

  // The order page: both lots, full coverage, and the step.
  await page.goto(`/orders/${order.id}`);
  const section = page.getByTestId('order-inventory');
  await expect(section.getByTestId('allocation-row')).toHaveCount(2);
  await expect(section.getByRole('link', { name: lotA })).toHaveAttribute('target', '_blank');
  await expect(section.getByRole('link', { name: lotB })).toBeVisible();
  await expect(page.getByText('Material Asignado').first()).toBeVisible();
  await section.scrollIntoViewIfNeeded();
  await shoot(page, 'order-lots-1440-es');

  // The list shows lots with stock by default: lot A is used up, lot B keeps 2,100 kg.
  await page.goto('/inventory');
  await page.getByRole('searchbox').first().fill(`E2E-${stamp}`);
  await expect(page.getByRole('row').filter({ hasText: lotB })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: lotA })).toHaveCount(0);
  // The lot's ledger names the order.
  await page.getByRole('row').filter({ hasText: lotB }).getByRole('link', { name: lotB }).click();
  await expect(page.getByText(new RegExp(`Asignado a orden ${order.displayNumber}`))).toBeVisible();
  await shoot(page, 'lot-ledger-1440-es');

  // Screens at 1440 and 390 px, in Spanish and English.
  for (const [language, width] of [
    ['es', 1440],
    ['es', 390],
    ['en', 1440],
    ['en', 390],
  ] as const) {
    await signedIn(page, baseURL!, 'operation@demo.local', language);
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    const tag = `${width}-${language}`;
    await page.goto('/inventory');
    // Newest reception first: this test's lot B (lot A is used up, and the list shows stock only).
    await expect(page.getByText(lotB).first()).toBeVisible();
    await shoot(page, `lots-${tag}`);
    await page.goto('/warehouses');
    await expect(page.getByText('QRO-01').first()).toBeVisible();
    await shoot(page, `warehouses-${tag}`);
    await page.goto(`/orders/${order.id}`);
    await expect(page.getByTestId('order-inventory').getByTestId('allocation-row').first()).toBeVisible();
    await shoot(page, `order-${tag}`);
    await page.goto('/dashboard');
    await expect(page.getByTestId('material-queues')).toBeVisible();
    await shoot(page, `home-${tag}`);
  }
});

test('bulk automatic assignment from the queue answers per order', async ({ page, baseURL }) => {
  const first = await releasedOrder(page.request);
  const second = await releasedOrder(page.request);
  await signedIn(page, baseURL!, 'operation@demo.local');
  await page.goto('/dashboard');
  const panel = await openApprovedQueue(page, '');
  const bulk = panel.getByRole('button', { name: /^Asignación automática/ });
  // None selected: says so.
  await bulk.click();
  await expect(page.getByText('Debe seleccionar al menos una orden')).toBeVisible();
  for (const order of [first, second]) {
    await panel.getByRole('searchbox').fill(order.displayNumber);
    await panel.getByRole('checkbox', { name: `Seleccionar orden ${order.displayNumber}` }).check();
  }
  await panel.getByRole('button', { name: 'Asignación automática (2)' }).click();
  const results = page.getByTestId('bulk-auto-assign-results');
  await expect(results).toBeVisible();
  await expect(results.getByTestId('bulk-auto-assign-order')).toHaveCount(2);
  await expect(results).toContainText(first.displayNumber);
  await expect(results).toContainText(second.displayNumber);
  await shoot(page, 'bulk-results-1440-es');
  const ops = await headersOf(page.request, 'operation@demo.local');
  for (const order of [first, second]) {
    const section = await (
      await page.request.get(`/api/orders/${order.id}/inventory`, { headers: ops })
    ).json();
    expect(section.data.length).toBeGreaterThan(0);
  }
});
