/**
 * The order page against the real server: open an order created through the API, read its
 * summary, open the proforma PDF in a new tab, edit each field (quantity, product rows, delivery
 * date, delivery model and address) and see the totals follow. Screenshots at 1440 px and 390 px
 * in Spanish and English go to test-results/screenshots/.
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { createSellerOrder, signedIn } from './helpers';

const SELLER = 'seller@demo.local';

async function createOrder(request: APIRequestContext): Promise<string> {
  return (await createSellerOrder(request, { seller: SELLER, extra: { purchaseOrderId: 'OC-2231' } })).id;
}

async function openOrder(page: Page, baseURL: string, orderId: string, language: 'es' | 'en' = 'es') {
  await signedIn(page, baseURL, SELLER, language);
  await page.goto(`/orders/${orderId}`);
  await expect(page.getByTestId('order-summary')).toBeVisible({ timeout: 15_000 });
}

/** The proforma is rendered after the order is committed: reload until it is ready. */
async function proformaReady(page: Page) {
  const button = page.getByTestId('proforma-button');
  await expect(async () => {
    await page.reload();
    await expect(button).toBeEnabled({ timeout: 3000 });
  }).toPass({ timeout: 30_000 });
  return button;
}

const total = (page: Page, key: string) => page.getByTestId(`total-${key}`);

test.describe('order detail', () => {
  let orderId: string;
  test.beforeAll(async ({ request }) => {
    orderId = await createOrder(request);
  });

  test('shows the summary and opens the proforma PDF in a new tab', async ({ page, baseURL }) => {
    await openOrder(page, baseURL!, orderId);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Orden \d{6}$/);
    await expect(page.getByTestId('order-status')).toHaveText('Orden Creada');
    await expect(page.getByTestId('field-purchaseOrderId')).toContainText('OC-2231');
    await expect(page.getByTestId('field-company').getByRole('link')).toHaveText(
      'Cerámica Industrial de Querétaro S.A. de C.V.',
    );
    await expect(page.getByTestId('field-deliveryAddress')).toContainText('Avenida de la Noria 118');
    // 1 t at 2.50 USD/kg: 2,500; premium 12 USD/t; handling BAG 8 USD/t; VAT 16 % of 2,520.
    await expect(total(page, 'productsTotal')).toHaveText('$2,500.00 USD');
    await expect(total(page, 'deliveryPremium')).toHaveText('$12.00 USD');
    await expect(total(page, 'totalWithTaxes')).toHaveText('$2,923.20 USD');

    const button = await proformaReady(page);
    await expect(button).toHaveText('Ver proforma');
    const tabPromise = page.context().waitForEvent('page');
    await button.click();
    const tab = await tabPromise;
    await expect.poll(() => tab.url()).toMatch(/^blob:/);
    const file = await tab.evaluate(async () => {
      const res = await fetch(location.href);
      const bytes = new Uint8Array(await res.arrayBuffer());
      return { type: res.headers.get('content-type'), head: String.fromCharCode(...bytes.slice(0, 5)) };
    });
    expect(file).toEqual({ type: 'application/pdf', head: '%PDF-' });
    await tab.close();
  });

  test('edits each field and sees the totals follow', async ({ page, baseURL }) => {
    await openOrder(page, baseURL!, orderId);
    const items = page.getByTestId('order-items');

    // Quantity: 1,000 → 2,000 kg.
    await items.getByRole('button', { name: 'Editar cantidades' }).click();
    const save = page.getByRole('button', { name: 'Guardar' });
    await expect(save).toBeDisabled();
    await items.getByLabel('Cantidad (KG)').fill('2,000');
    await save.click();
    await expect(page.getByText('Cambios guardados')).toBeVisible();
    await expect(total(page, 'productsTotal')).toHaveText('$5,000.00 USD');
    await expect(total(page, 'deliveryPremium')).toHaveText('$24.00 USD');
    // 5,000 + 24 + 16 = 5,040; VAT 806.40.
    await expect(total(page, 'totalWithTaxes')).toHaveText('$5,846.40 USD');

    // Product rows: add 500 kg of CAR-CAL-M325 in super sacks at 3.00.
    await items.getByRole('button', { name: 'Editar productos' }).click();
    await items.getByRole('button', { name: 'Agregar producto' }).click();
    const picker = items.getByRole('combobox', { name: 'Producto 2' });
    await picker.fill('M325');
    await page.getByRole('option', { name: /CAR-CAL-M325/ }).click();
    await items.getByRole('combobox', { name: 'Presentación' }).nth(1).click();
    await page.getByRole('option', { name: 'Super saco' }).click();
    await items.getByLabel('Cantidad (KG)').nth(1).fill('500');
    await items.getByLabel('Precio por KG (USD)').nth(1).fill('3');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(items.getByTestId('order-item')).toHaveCount(2);
    await expect(items.getByTestId('order-item').nth(1)).toContainText('CAR-CAL-M325');
    // 5,000 + 1,500 = 6,500; premium 12 × 2.5 t = 30; handling 16 + 5 × 0.5 = 18.50.
    await expect(total(page, 'productsTotal')).toHaveText('$6,500.00 USD');
    await expect(total(page, 'deliveryPremium')).toHaveText('$30.00 USD');
    await expect(total(page, 'handling')).toHaveText('$18.50 USD');

    // Delivery date.
    await page.getByRole('button', { name: 'Editar Fecha de entrega solicitada' }).click();
    await page.getByLabel('Fecha de entrega solicitada').fill('14/03/2031');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByTestId('field-deliveryDate')).toContainText('14/03/2031');

    // Delivery model: pickup drops the premium and the address …
    await page.getByRole('button', { name: 'Editar Tipo de entrega' }).click();
    await page.getByRole('radio', { name: 'Pickup' }).check();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByTestId('field-deliveryMethod')).toContainText('Pickup');
    await expect(page.getByTestId('field-deliveryAddress')).toHaveCount(0);
    await expect(total(page, 'deliveryPremium')).toHaveText('$0.00 USD');

    // … and back to the delivery partner with the customer's address.
    await page.getByRole('button', { name: 'Editar Tipo de entrega' }).click();
    await page.getByRole('radio', { name: /Delivery Partner/ }).check();
    await page.getByRole('combobox', { name: 'Dirección de entrega' }).click();
    await page.getByRole('option', { name: /Avenida de la Noria 118/ }).click();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByTestId('field-deliveryAddress')).toContainText('Avenida de la Noria 118');
    await expect(total(page, 'deliveryPremium')).toHaveText('$30.00 USD');
  });

  test('screenshots (1440 and 390, es and en)', async ({ page, baseURL }) => {
    for (const language of ['es', 'en'] as const) {
      for (const width of [1440, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await openOrder(page, baseURL!, orderId, language);
        await expect(page.getByTestId('order-items')).toBeVisible();
        await page.screenshot({
          path: `test-results/screenshots/order-detail-${language}-${width}.png`,
          fullPage: true,
        });
      }
    }
    await page.setViewportSize({ width: 1440, height: 900 });
    await openOrder(page, baseURL!, orderId);
    await page.getByTestId('order-items').getByRole('button', { name: 'Editar productos' }).click();
    await page.getByTestId('order-items').screenshot({
      path: 'test-results/screenshots/order-detail-edit-products-es-1440.png',
    });
  });
});
