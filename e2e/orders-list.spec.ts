/**
 * The order list against the real server: orders made through the API by a seller, then the admin's
 * list with its tabs, search, filters, the column editor (kept after a reload) and the export, both
 * mailed (the .eml the server writes) and downloaded.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { E2E_DATA_DIR } from '../playwright.config';
import { businessDay } from '../src/domain/dates';
import { apiLogin, signedIn } from './helpers';

interface Created {
  id: string;
  displayNumber: string;
}

async function createOrders(request: APIRequestContext): Promise<Created[]> {
  const { accessToken } = await apiLogin(request, 'seller@demo.local');
  const headers = { 'x-tenant': 'main', authorization: `Bearer ${accessToken}` };
  const get = async <T>(url: string) => (await (await request.get(url, { headers })).json()) as T;
  const customers = await get<{ data: { id: string; companyName: string }[] }>(
    '/api/customers?searchParam=Qu%C3%ADmica%20Vallejo',
  );
  const customer = customers.data[0]!;
  const [address] = await get<{ id: string; active: boolean }[]>(
    `/api/addresses/customer?customer=${customer.id}`,
  );
  const products = await get<{ data: { id: string; packagingTypes: string[] }[] }>(
    '/api/products?active=true',
  );
  const product = products.data[0]!;
  const created: Created[] = [];
  for (const quantity of ['12000', '3500']) {
    const res = await request.post('/api/orders', {
      headers,
      data: {
        currency: 'USD',
        customer: { id: customer.id },
        items: [
          { productId: product.id, presentation: product.packagingTypes[0], quantity, targetPrice: '2.5' },
        ],
        deliveryModel: 'DELIVERY_PARTNER',
        addressId: address!.id,
        deliveryDate: businessDay(),
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    const body = (await res.json()) as { data: { id: string; number: number; externalId: string | null }[] };
    for (const o of body.data) created.push({ id: o.id, displayNumber: String(o.number).padStart(6, '0') });
  }
  return created;
}

function newestMail(to: string, after: number): string | null {
  const dir = join(E2E_DATA_DIR, 'mail');
  try {
    const files = readdirSync(dir)
      .filter((f) => f.includes(to) && f.endsWith('.eml'))
      .map((f) => join(dir, f))
      .filter((f) => readFileSync(f, 'utf8').includes('ordenes-'))
      .sort();
    const file = files.at(-1);
    if (!file) return null;
    const text = readFileSync(file, 'utf8');
    const date = Date.parse(/^Date: (.+)$/m.exec(text)?.[1] ?? '');
    return date >= after - 1000 ? text : null;
  } catch {
    return null;
  }
}

const search = (page: Page) => page.getByRole('searchbox', { name: 'Buscar orden' });
const table = (page: Page) => page.getByRole('table');

/** Where the screenshots go (people look at them; the suite asserts nothing on them). */
const SHOTS = process.env.SCREENSHOT_DIR ?? 'test-results/orders-list';

let orders: Created[] = [];

test.beforeAll(async ({ request }) => {
  orders = await createOrders(request);
});

test('tabs with counts, search and filters narrow the list on the server', async ({ page, baseURL }) => {
  await signedIn(page, baseURL!, 'admin@demo.local');
  await page.goto('/orders');
  await expect(page.getByRole('heading', { name: 'Órdenes', level: 1 })).toBeVisible();
  const open = page.getByRole('tab', { name: /Abiertas/ });
  await expect(open).toHaveAttribute('aria-selected', 'true');
  await expect(table(page).getByRole('link', { name: orders[0]!.displayNumber })).toBeVisible();

  await search(page).fill(orders[1]!.displayNumber);
  await expect(table(page).getByRole('link')).toHaveCount(1);
  await expect(table(page).getByRole('link', { name: orders[1]!.displayNumber })).toBeVisible();
  await expect(open).toContainText('1');

  await page.getByRole('tab', { name: /Facturadas/ }).click();
  await expect(page.getByText('No hay datos disponibles')).toBeVisible();
  await page.getByRole('tab', { name: /Creadas/ }).click();
  await expect(table(page).getByRole('link', { name: orders[1]!.displayNumber })).toBeVisible();

  await page.getByLabel('Modelo de entrega').click();
  await page.getByRole('option', { name: 'Pickup' }).click();
  await expect(page.getByText('No hay datos disponibles')).toBeVisible();
  await page.getByRole('button', { name: 'Limpiar filtros' }).click();
  await expect(search(page)).toHaveValue('');
  // The tab stays when the filters are cleared.
  await expect(page.getByRole('tab', { name: /Creadas/ })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: /Abiertas/ }).click();

  await page.getByLabel('Vendedores').click();
  await page.getByRole('option', { name: 'Laura Vega Montes' }).click();
  await page.keyboard.press('Escape');
  await expect(table(page).getByRole('link', { name: orders[0]!.displayNumber })).toHaveCount(0);
  await page.getByLabel('Vendedores').click();
  await page.getByRole('option', { name: 'Carlos Méndez Ruiz' }).click();
  await page.keyboard.press('Escape');
  await expect(table(page).getByRole('link', { name: orders[0]!.displayNumber })).toBeVisible();

  // The state is kept for the view: back on the page, the filter is still there.
  await page.goto('/dashboard');
  await page.goto('/orders');
  await expect(page.getByRole('button', { name: 'Limpiar filtros' })).toBeVisible();
  await page.getByRole('button', { name: 'Limpiar filtros' }).click();
});

test('the column editor hides a column and the choice survives a reload', async ({ page, baseURL }) => {
  await signedIn(page, baseURL!, 'customer.service@demo.local');
  await page.goto('/orders');
  await expect(table(page).getByRole('columnheader', { name: 'Vendedor' })).toBeVisible();
  await page.getByRole('button', { name: 'Columnas' }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar columnas' });
  await dialog.getByLabel('Vendedor').uncheck();
  await dialog.getByLabel('Forma de pago').check();
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Preferencias de columnas guardadas correctamente')).toBeVisible();
  await expect(table(page).getByRole('columnheader', { name: 'Vendedor' })).toHaveCount(0);
  await expect(table(page).getByRole('columnheader', { name: 'Forma de pago' })).toBeVisible();

  await page.reload();
  await expect(table(page).getByRole('columnheader', { name: 'Forma de pago' })).toBeVisible();
  await expect(table(page).getByRole('columnheader', { name: 'Vendedor' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Columnas' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Restablecer' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Guardar' }).click();
  await expect(table(page).getByRole('columnheader', { name: 'Vendedor' })).toBeVisible();
});

test('the export mails the file to the user and also downloads it', async ({ page, baseURL }) => {
  await signedIn(page, baseURL!, 'admin@demo.local');
  await page.goto('/orders');
  await search(page).fill(orders[0]!.displayNumber);
  await expect(table(page).getByRole('link')).toHaveCount(1);
  await page.getByRole('button', { name: 'Exportar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Descargar órdenes' });
  await dialog.getByLabel('CSV (.csv)').check();
  const asked = Date.now();
  await dialog.getByRole('button', { name: 'Enviar a mi correo' }).click();
  await expect(dialog.getByText('lo enviaremos a admin@demo.local')).toBeVisible();
  let mail: string | null = null;
  for (let i = 0; i < 50 && !mail; i++) {
    mail = newestMail('admin@demo.local', asked);
    if (!mail) await page.waitForTimeout(100);
  }
  expect(mail, 'export mail').not.toBeNull();
  const attachment = /filename=(ordenes-[\d-]+\.csv)\n\n([A-Za-z0-9+/=\n]+)/.exec(mail!);
  expect(attachment).not.toBeNull();
  const csv = Buffer.from(attachment![2]!.replace(/\n/g, ''), 'base64');
  expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = csv.subarray(3).toString('utf8').trim().split('\r\n');
  expect(lines[0]).toContain('Número de orden,Empresa');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`${orders[0]!.displayNumber},Química Vallejo S.A. de C.V.`);

  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Descargar ahora' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^ordenes-\d{4}-\d{2}-\d{2}\.csv$/);
});

test('screenshots at 1440 and 390 px in both languages', async ({ page, baseURL }) => {
  for (const language of ['es', 'en'] as const) {
    await signedIn(page, baseURL!, 'admin@demo.local', language);
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
      await page.goto('/orders');
      await expect(page.getByRole('tab').first()).toBeVisible();
      await expect(page.getByText(orders[0]!.displayNumber).first()).toBeVisible();
      // Nothing makes the page wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({
        path: join(SHOTS, `list-${language}-${width}.png`),
        fullPage: true,
      });
      // The column editor on wide screens, the export dialog on phones.
      const tool = width > 500 ? /^(Columns|Columnas)$/ : /^(Export|Exportar)$/;
      await page.getByRole('button', { name: tool }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      // Past the dialog's fade-in.
      await page.waitForTimeout(400);
      await page.screenshot({ path: join(SHOTS, `dialog-${language}-${width}.png`) });
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    }
  }
});
