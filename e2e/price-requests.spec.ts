/**
 * Price requests in the browser against the real server and its demo data: a seller asks for two
 * prices in one submission; pricing opens one, picks a supplier quote as its base cost, fills the
 * five sections, sees the MSP and approves; the seller turns it into an order; an order priced below
 * the MSP is refused with the MSP shown. axe finds no serious violation on the list, the form, the
 * calculator and the quotes modal; screenshots of the list, the calculator and the quotes modal at
 * 1440 and 390 px, Spanish and English, go to test-results/price-requests-ui.
 */
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { businessDay } from '../src/domain/dates';
import { apiLogin, signedIn } from './helpers';

const SHOTS = 'test-results/price-requests-ui';
const TODAY = businessDay();
const CUSTOMER = /Cerámica Industrial de Querétaro/;
const typed = (iso: string) => iso.slice(8, 10) + iso.slice(5, 7) + iso.slice(0, 4);
const shown = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
function addDays(iso: string, days: number): string {
  const d = new Date(`${iso}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

async function headersOf(request: APIRequestContext, email: string) {
  const { accessToken } = await apiLogin(request, email);
  return { 'x-tenant': 'main', authorization: `Bearer ${accessToken}` };
}

/** The serious and critical violations of the page as it is now (axe, with the name-mismatch rule on). */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

/** Loaded: no spinner, skeleton or busy region left, no transition running. */
async function settled(page: Page) {
  await expect(
    page.locator('[role="progressbar"]:not([aria-valuenow]), .MuiSkeleton-root, [aria-busy="true"]'),
  ).toHaveCount(0);
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
}

/** A supplier quote of CAL-HID-25 in sacks at 180 USD/t, recorded by pricing through the API. */
async function quoteThroughApi(request: APIRequestContext, stamp: string) {
  const pricing = await headersOf(request, 'manager.seller@demo.local');
  const supplier = await request.post('/api/suppliers', {
    headers: pricing,
    data: { name: `Calera E2E ${stamp}` },
  });
  expect(supplier.status(), await supplier.text()).toBe(201);
  const products = (await (await request.get('/api/products?limit=100', { headers: pricing })).json()) as {
    data: { id: string; reference: string }[];
  };
  const product = products.data.find((p) => p.reference === 'CAL-HID-25')!;
  const number = `COT-E2E-${stamp}`;
  const quote = await request.post('/api/supplier-quotes', {
    headers: pricing,
    data: {
      number,
      supplierId: ((await supplier.json()) as { id: string }).id,
      productId: product.id,
      packagingType: 'BAG',
      priceUsdPerTon: '180',
      availableQuantityTon: '500',
      validUntil: addDays(TODAY, 20),
    },
  });
  expect(quote.status(), await quote.text()).toBe(201);
  return { number, productId: product.id };
}

async function choose(page: Page, scope: Locator, label: RegExp, option: string | RegExp) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: typeof option === 'string' }).click();
}

async function pickProduct(page: Page, row: Locator, reference: string) {
  const product = row.getByRole('combobox', { name: /^Producto/ });
  await product.fill(reference);
  await page.getByRole('option', { name: new RegExp(reference) }).click();
  await expect(product).toHaveValue(new RegExp(reference));
}

test('a seller asks for two prices, pricing costs and approves one, the seller orders it, and an order below the MSP is refused', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36).toUpperCase();
  const quote = await quoteThroughApi(page.request, stamp);

  // The seller: two products for one customer in one submission.
  await signedIn(page, baseURL!, 'seller@demo.local');
  await page.goto('/price-request/create');
  const form = page.getByRole('form', { name: 'Crear solicitud de precio' });
  await expect(form).toBeVisible();
  await settled(page);
  expect(await seriousViolations(page), 'request form').toEqual([]);
  const customer = form.getByRole('combobox', { name: /^Cliente/ });
  await customer.fill('Cerámica');
  await page.getByRole('option', { name: CUSTOMER }).click();
  await choose(page, form, /^Método de entrega/, 'Pickup');
  await form.getByRole('textbox', { name: /^Entrega desde/ }).pressSequentially(typed(TODAY));
  await form.getByRole('textbox', { name: /^Entrega hasta/ }).pressSequentially(typed(addDays(TODAY, 20)));
  const first = form.getByRole('group', { name: 'Producto 1' });
  await pickProduct(page, first, 'CAL-HID-25');
  await choose(page, first, /^Empaque/, 'Saco');
  await first.getByRole('textbox', { name: /^Volumen/ }).fill('25');
  await first.getByRole('textbox', { name: /^Precio objetivo/ }).fill('240');
  await form.getByRole('button', { name: 'Agregar producto' }).click();
  const second = form.getByRole('group', { name: 'Producto 2' });
  await pickProduct(page, second, 'CAR-CAL-M200');
  await choose(page, second, /^Empaque/, 'Super saco');
  await second.getByRole('textbox', { name: /^Volumen/ }).fill('12,5');
  await form.getByRole('button', { name: 'Solicitar precio' }).click();

  await expect(page).toHaveURL(/\/price-request$/);
  const notice = page.getByText(/^Se crearon 2 solicitudes: SP-\d{5}, SP-\d{5}$/);
  await expect(notice).toBeVisible();
  const [calNumber, carNumber] = ((await notice.textContent()) ?? '').match(/SP-\d{5}/g) ?? [];
  expect(carNumber).toBeTruthy();
  await expect(page.getByRole('link', { name: calNumber! })).toBeVisible();
  await expect(page.getByRole('link', { name: carNumber! })).toBeVisible();

  // Pricing: the CAL-HID-25 request, its base cost from the supplier's quote, the five sections.
  await page.context().clearCookies();
  await signedIn(page, baseURL!, 'manager.seller@demo.local');
  await page.goto('/price-request');
  await page.getByRole('searchbox', { name: 'Buscar solicitud' }).fill(calNumber!);
  await page.getByRole('link', { name: calNumber! }).click();
  await expect(
    page.getByRole('heading', { name: new RegExp(`Solicitud ${calNumber}`), level: 1 }),
  ).toBeVisible();
  const calculator = page.getByRole('form', { name: 'Calculadora de costos' });
  await expect(calculator).toBeVisible();
  await expect(page.getByTestId('live-msp')).toHaveText('N/D');

  await page
    .getByRole('group', { name: '1. Costo base' })
    .getByRole('button', { name: 'Seleccionar costo base' })
    .click();
  const modal = page.getByRole('dialog', { name: 'Cotizaciones y lotes disponibles' });
  await expect(modal).toBeVisible();
  const choose1 = modal.getByRole('button', { name: 'Seleccionar costo base' });
  await expect(choose1).toBeDisabled();
  const row = modal.getByRole('row', { name: new RegExp(quote.number) });
  await expect(row).toContainText('180.00');
  await expect(row).toContainText(shown(addDays(TODAY, 20)));
  await settled(page);
  expect(await seriousViolations(page), 'quotes modal').toEqual([]);
  await modal.getByRole('radio', { name: `Elegir la cotización ${quote.number}` }).check();
  await expect(choose1).toBeEnabled();
  await choose1.click();
  await expect(modal).toBeHidden();
  await expect(calculator.getByRole('textbox', { name: /^Costo base/ })).toHaveValue('180');

  const cost = (name: RegExp) => calculator.getByRole('textbox', { name });
  for (const [name, value] of [
    [/^Almacenaje/, '4'],
    [/^Traslado/, '6'],
    [/^Surtido/, '2,5'],
    [/^Envasado/, '3'],
    [/^Primera milla por tonelada/, '8'],
  ] as const) {
    await cost(name).fill(value);
  }
  await expect(cost(/^Primera milla, flete total/)).toHaveValue('200.000');
  await calculator.getByRole('button', { name: 'Flete total' }).click();
  await cost(/^Última milla, flete total/).fill('250');
  await expect(cost(/^Última milla por tonelada/)).toHaveValue('10.0000');
  await cost(/^Costo extra/).fill('1.5');
  await cost(/^Comisión/).fill('10');
  await cost(/^Margen de venta/).fill('20');
  // 180 + 4 + 6 + 2.5 + 3 + 8 + 10 + 1.5 = 215 of cost; + 10 + 20 = 245 of MSP.
  await expect(page.getByTestId('live-total-cost')).toHaveText('$215.00 USD/t');
  await expect(page.getByTestId('live-msp')).toHaveText('$245.00 USD/t');
  await expect(page.getByTestId('commission-percent')).toHaveText('4.08 % del MSP');
  await settled(page);
  expect(await seriousViolations(page), 'calculator').toEqual([]);
  await calculator.getByRole('button', { name: 'Guardar costeo' }).click();
  await expect(page.getByText(`Costeo de la solicitud ${calNumber} guardado`)).toBeVisible();
  await expect(page.getByTestId('request-msp')).toHaveText('$245.00 USD/t');
  await expect(page.locator('h1').getByText('Cotizada')).toBeVisible();

  await page.getByRole('button', { name: 'Aprobar' }).click();
  const approve = page.getByRole('dialog', { name: `Aprobar la solicitud ${calNumber}` });
  const price = approve.getByRole('textbox', { name: /^Precio aprobado/ });
  await expect(price).toHaveValue('245.00');
  await price.fill('244');
  await approve.getByRole('button', { name: 'Aprobar' }).click();
  await expect(
    approve.getByText('El precio no puede ser menor al precio mínimo de venta (MSP)'),
  ).toBeVisible();
  await price.fill('250');
  await approve.getByRole('button', { name: 'Aprobar' }).click();
  await expect(approve).toBeHidden();
  await expect(page.getByTestId('request-approved-price')).toHaveText('$250.00 USD/t');
  await expect(page.locator('h1').getByText('Aprobada')).toBeVisible();

  // The seller turns the approved request into an order.
  await page.context().clearCookies();
  await signedIn(page, baseURL!, 'seller@demo.local');
  await page.goto('/price-request');
  await page.getByRole('searchbox', { name: 'Buscar solicitud' }).fill(calNumber!);
  await page.getByRole('link', { name: calNumber! }).click();
  await page.getByRole('button', { name: 'Crear orden' }).click();
  await expect(page).toHaveURL(/\/orders\/create$/);
  const order = page.getByRole('form', { name: 'Nueva orden' });
  await expect(order.getByRole('combobox', { name: /^Cliente/ })).toHaveValue(CUSTOMER);
  const line = order.getByRole('group', { name: 'Producto 1' });
  await expect(line.getByRole('combobox', { name: /^Producto/ })).toHaveValue(/CAL-HID-25/);
  await expect(line.getByRole('textbox', { name: /^Precio por KG/ })).toHaveValue('0.25');
  await expect(page.getByTestId('msp-notice-0')).toHaveText(
    `Precio mínimo aprobado (${calNumber}): 0.245 USD/kg`,
  );
  await order.getByRole('textbox', { name: /^Fecha de entrega/ }).pressSequentially(typed(TODAY));
  await order.getByRole('button', { name: 'Crear orden' }).click();
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);

  // An order of the same customer and product below the MSP is refused, the MSP on its line.
  await page.goto('/orders/create');
  const below = page.getByRole('form', { name: 'Nueva orden' });
  await below.getByRole('combobox', { name: /^Cliente/ }).fill('Cerámica');
  await page.getByRole('option', { name: CUSTOMER }).click();
  const belowLine = below.getByRole('group', { name: 'Producto 1' });
  await pickProduct(page, belowLine, 'CAL-HID-25');
  await choose(page, belowLine, /^Presentación/, 'Saco');
  await belowLine.getByRole('textbox', { name: /^Cantidad/ }).fill('1000');
  await belowLine.getByRole('textbox', { name: /^Precio por KG/ }).fill('0,2');
  await expect(page.getByTestId('msp-notice-0')).toHaveText(
    `Por debajo del precio mínimo aprobado (${calNumber}): 0.245 USD/kg`,
  );
  await choose(page, below, /^Tipo de entrega/, 'Pickup');
  await below.getByRole('textbox', { name: /^Fecha de entrega/ }).pressSequentially(typed(TODAY));
  await below.getByRole('button', { name: 'Crear orden' }).click();
  await expect(belowLine.getByText(`El precio mínimo aprobado es 0.245 USD/kg (${calNumber})`)).toBeVisible();
  await expect(page).toHaveURL(/\/orders\/create$/);
});

for (const language of ['es', 'en'] as const) {
  test(`the list, the calculator and the quotes modal at 1440 and 390 px, without serious accessibility violations (${language})`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const stamp = `${language}${Date.now().toString(36)}`.toUpperCase();
    const quote = await quoteThroughApi(page.request, stamp);
    const seller = await headersOf(page.request, 'seller@demo.local');
    const customers = (await (
      await page.request.get('/api/customers?searchParam=Cer%C3%A1mica', { headers: seller })
    ).json()) as { data: { id: string }[] };
    const created = await page.request.post('/api/price-requests/multiple', {
      headers: seller,
      data: {
        customerId: customers.data[0]!.id,
        requestedByType: 'SELLER',
        deliveryMethod: 'PICKUP',
        paymentTerm: 'CREDIT',
        deliveryWindowFrom: TODAY,
        deliveryWindowTo: addDays(TODAY, 15),
        items: [{ productId: quote.productId, packagingType: 'BAG', volumeTons: '30' }],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const request = ((await created.json()) as { data: { id: string }[] }).data[0]!;

    await signedIn(page, baseURL!, 'manager.seller@demo.local', language);
    const select = language === 'es' ? 'Seleccionar costo base' : 'Select base cost';
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
      await page.goto('/price-request');
      await expect(page.locator('h1')).toHaveText(
        language === 'es' ? 'Solicitudes de precio' : 'Price requests',
      );
      await settled(page);
      expect(await seriousViolations(page), `list ${width}`).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/list-${language}-${width}.png`, fullPage: true });

      await page.goto(`/price-request/${request.id}`);
      await expect(page.getByTestId('live-msp')).toBeVisible();
      await settled(page);
      expect(await seriousViolations(page), `calculator ${width}`).toEqual([]);
      // The page is no wider than the window.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({ path: `${SHOTS}/calculator-${language}-${width}.png`, fullPage: true });

      await page.getByTestId('cost-section-1').getByRole('button', { name: select }).click();
      const modal = page.getByRole('dialog');
      // A table on a laptop, a list of choices on a phone: the quote's radio either way.
      const pick = modal.getByRole('radio', {
        name: language === 'es' ? `Elegir la cotización ${quote.number}` : `Choose quote ${quote.number}`,
      });
      await expect(pick).toBeVisible();
      await pick.check();
      await settled(page);
      expect(await seriousViolations(page), `quotes modal ${width}`).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/quotes-${language}-${width}.png` });
      await page.keyboard.press('Escape');
      await expect(modal).toBeHidden();
    }
  });
}
