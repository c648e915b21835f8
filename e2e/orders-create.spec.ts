/**
 * The order creation screen against the real server: bad input refused with the original client's messages,
 * a single order and a multi order created through the form, landing on the new order's page.
 * Screenshots of the form (1440 and 390 px, es and en) go to test-results/screens/.
 */
import { expect, type Page, test } from '@playwright/test';
import { businessDay } from '../src/domain/dates';
import { lastDayOfNextMonth } from '../src/domain/orders';
import { signedIn } from './helpers';

const UUID = /\/orders\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const TODAY = businessDay();
const typed = (iso: string) => iso.slice(8, 10) + iso.slice(5, 7) + iso.slice(0, 4);
function dayAfter(iso: string): string {
  const d = new Date(`${iso}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

const form = (page: Page) => page.getByRole('form', { name: 'Nueva orden' });
const row = (page: Page, n: number) => page.getByRole('group', { name: `Producto ${n}` });

async function choose(
  page: Page,
  scope: ReturnType<Page['locator']>,
  label: RegExp,
  option: string | RegExp,
) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: typeof option === 'string' }).click();
}

async function pickCustomer(page: Page) {
  const customer = form(page).getByRole('combobox', { name: /^Cliente/ });
  await customer.fill('Cerámica');
  await page.getByRole('option', { name: /Cerámica Industrial de Querétaro/ }).click();
  await expect(customer).toHaveValue(/Cerámica Industrial/);
}

async function fillProduct(page: Page, n: number, price: string) {
  const product = row(page, n).getByRole('combobox', { name: /^Producto/ });
  await product.fill('CAL-HID');
  await page.getByRole('option', { name: /CAL-HID-25/ }).click();
  await expect(product).toHaveValue(/CAL-HID-25/);
  await choose(page, row(page, n), /^Presentación/, 'Saco');
  await row(page, n)
    .getByRole('textbox', { name: /^Cantidad/ })
    .fill('2,500');
  await row(page, n)
    .getByRole('textbox', { name: /^Precio por KG/ })
    .fill(price);
}

test.describe('creating orders', () => {
  test('refuses bad input with the original client’s messages, then creates the order and opens it', async ({
    page,
    baseURL,
  }) => {
    await signedIn(page, baseURL!, 'seller@demo.local');
    await page.goto('/orders/create');
    await expect(page.getByRole('heading', { name: 'Nueva orden', level: 1 })).toBeVisible();

    await form(page).getByRole('button', { name: 'Crear orden' }).click();
    await expect(form(page).getByText('Debe seleccionar un cliente')).toBeVisible();
    await expect(row(page, 1).getByText('Debe seleccionar un producto')).toBeVisible();
    await expect(row(page, 1).getByText('Debe seleccionar una presentación')).toBeVisible();
    await expect(form(page).getByText('Debe seleccionar un tipo de entrega')).toBeVisible();

    await pickCustomer(page);
    await fillProduct(page, 1, '7');
    await expect(
      row(page, 1).getByText('El precio debe estar entre $0 y $5 para USD o entre $1 y $130 para MXN'),
    ).toBeVisible();
    await row(page, 1)
      .getByRole('textbox', { name: /^Precio por KG/ })
      .fill('0,92');
    // 2,500 kg × 0.92 USD = 2,300.00 USD.
    await expect(page.getByTestId('line-total-0')).toHaveText('$2,300.00 USD');

    await choose(page, form(page), /^Tipo de orden/, 'Muestra');
    await form(page).getByLabel('Venta mostrador (sin factura)').check();
    await form(page).getByRole('button', { name: 'Crear orden' }).click();
    await expect(
      form(page).getByText('Una orden no puede ser muestra y venta mostrador al mismo tiempo'),
    ).toBeVisible();
    await expect(form(page).getByText('Debe seleccionar un almacén para venta mostrador')).toBeVisible();
    await form(page).getByLabel('Venta mostrador (sin factura)').uncheck();
    await choose(page, form(page), /^Tipo de orden/, 'Venta');

    await choose(page, form(page), /^Tipo de entrega/, /Delivery Partner/);
    await form(page)
      .getByRole('textbox', { name: /^Fecha de entrega/ })
      .pressSequentially(typed(dayAfter(lastDayOfNextMonth(TODAY))));
    const shipments = form(page).getByRole('textbox', { name: /^Número de envíos/ });
    await shipments.fill('4');
    await form(page).getByRole('button', { name: 'Crear orden' }).click();
    await expect(form(page).getByText('Debe seleccionar una dirección para delivery')).toBeVisible();
    await expect(
      form(page).getByText('La fecha de entrega debe estar entre hoy y el último día del próximo mes'),
    ).toBeVisible();
    await expect(form(page).getByText('Máximo 3 envíos')).toBeVisible();

    await choose(page, form(page), /^Dirección de entrega/, /Avenida de la Noria/);
    const date = form(page).getByRole('textbox', { name: /^Fecha de entrega/ });
    await date.fill('');
    await date.pressSequentially(typed(TODAY));
    await shipments.fill('2');
    await form(page)
      .getByRole('textbox', { name: /^Número de orden de compra/ })
      .fill('OC-7781');
    await form(page).getByRole('button', { name: 'Crear orden' }).click();

    await expect(page).toHaveURL(UUID);
    const toast = page.getByText(/^Orden \d{6} creada$/);
    await expect(toast).toBeVisible();
    const number = (await toast.textContent())?.match(/\d{6}/)?.[0] ?? '';
    // The order's own page (built by the detail screen) names the new order.
    await expect(page.locator('#main-content')).toContainText(number);
  });

  test('creates a multi order: one order per date, all named in the toast', async ({ page, baseURL }) => {
    await signedIn(page, baseURL!, 'seller@demo.local');
    await page.goto('/orders/create');
    await pickCustomer(page);
    await fillProduct(page, 1, '0,95');
    await form(page).getByRole('button', { name: 'Agregar producto' }).click();
    await fillProduct(page, 2, '1.10');
    await choose(page, form(page), /^Tipo de entrega/, 'Pickup');
    await form(page)
      .getByRole('textbox', { name: /^Fecha de entrega/ })
      .pressSequentially(typed(TODAY));
    await form(page).getByLabel('Multi orden').check();
    await form(page)
      .getByRole('textbox', { name: /^Órdenes adicionales/ })
      .fill('2');
    await form(page)
      .getByRole('textbox', { name: /^Fecha de entrega, orden 2/ })
      .pressSequentially(typed(dayAfter(TODAY)));
    await form(page).getByRole('button', { name: 'Crear 3 órdenes' }).click();
    await expect(form(page).getByText('La fecha de entrega es obligatoria')).toBeVisible();
    await form(page)
      .getByRole('textbox', { name: /^Fecha de entrega, orden 3/ })
      .pressSequentially(typed(dayAfter(dayAfter(TODAY))));
    await form(page).getByRole('button', { name: 'Crear 3 órdenes' }).click();
    await expect(page).toHaveURL(UUID);
    await expect(page.getByText(/^Órdenes creadas: \d{6}, \d{6}, \d{6}$/)).toBeVisible();
  });

  for (const lang of ['es', 'en'] as const) {
    for (const width of [1440, 390]) {
      test(`looks finished at ${width} px in ${lang}`, async ({ page, baseURL }) => {
        await page.setViewportSize({ width, height: width > 500 ? 1000 : 844 });
        await signedIn(page, baseURL!, 'admin@demo.local', lang);
        await page.goto('/orders/create');
        const title = lang === 'es' ? 'Nueva orden' : 'New order';
        await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
        const customer = page.getByRole('combobox', { name: lang === 'es' ? /^Cliente/ : /^Customer/ });
        await customer.fill('Cerámica');
        await page.getByRole('option', { name: /Cerámica Industrial/ }).click();
        const product = page.getByRole('combobox', { name: lang === 'es' ? /^Producto/ : /^Product/ });
        await product.fill('CAL-HID');
        await page.getByRole('option', { name: /CAL-HID-25/ }).click();
        await page.getByRole('combobox', { name: lang === 'es' ? /^Presentación/ : /^Presentation/ }).click();
        await page.getByRole('option', { name: lang === 'es' ? 'Super saco' : 'Super sack' }).click();
        await page.getByRole('textbox', { name: lang === 'es' ? /^Cantidad/ : /^Quantity/ }).fill('12,000');
        await page
          .getByRole('textbox', { name: lang === 'es' ? /^Precio por KG/ : /^Price per KG/ })
          .fill('0,88');
        await page
          .getByRole('button', { name: lang === 'es' ? 'Crear orden' : 'Create order', exact: true })
          .click();
        await page.screenshot({
          path: `test-results/screens/orders-create-${lang}-${width}.png`,
          fullPage: true,
        });
      });
    }
  }
});
