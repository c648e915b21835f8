import { expect, type Locator, type Page, test } from '@playwright/test';
import { signedIn } from './helpers';

/** A valid, unique RFC: 3 letters, a date (yymmdd) and a 3-character homoclave. */
function uniqueRfc(): string {
  const n = Date.now() % 46_656;
  const homoclave = n.toString(36).toUpperCase().padStart(3, '0').slice(0, 2);
  return `EEA010203${homoclave}A`;
}

const content = (page: Page) => page.locator('#main-content');

async function addAddress(
  page: Page,
  address: { street: string; number: string; zip: string; settlement?: string; principal?: boolean },
) {
  await content(page).getByRole('button', { name: 'Agregar dirección' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Nueva dirección' });
  await dialog.getByRole('textbox', { name: 'Calle', exact: true }).fill(address.street);
  await dialog.getByRole('textbox', { name: 'Número exterior' }).fill(address.number);
  await dialog.getByRole('textbox', { name: 'Código postal' }).pressSequentially(address.zip);
  const settlement = dialog.getByRole('combobox', { name: /Colonia/ });
  if (address.settlement) {
    await expect(dialog.getByText('Este código postal tiene 4 colonias; elige una')).toBeVisible();
    // Saving without choosing is refused.
    await dialog.getByRole('button', { name: 'Guardar dirección' }).click();
    await expect(dialog.getByText('Selecciona una colonia')).toBeVisible();
    await settlement.click();
    await page.getByRole('option', { name: new RegExp(address.settlement) }).click();
  }
  await expect(dialog.getByRole('textbox', { name: 'Estado', exact: true })).not.toHaveValue('');
  if (!address.settlement) {
    await expect(dialog.getByText('Única colonia de este código postal')).toBeVisible();
  }
  if (address.principal === false)
    await dialog.getByRole('switch', { name: 'Dirección principal' }).uncheck();
  await dialog.getByRole('button', { name: 'Guardar dirección' }).click();
  await expect(dialog).toBeHidden();
}

const card = (page: Page, street: string): Locator =>
  page.getByTestId('address-card').filter({ hasText: street });

test('a customer is created, gets two addresses through the zip look-up, and they are changed and deleted', async ({
  page,
  baseURL,
}) => {
  await signedIn(page, baseURL!, 'admin@demo.local');
  const company = `Cementos E2E ${Date.now()} S.A. de C.V.`;
  const rfc = uniqueRfc();

  await page.goto('/customers');
  await expect(content(page).getByRole('table')).toBeVisible();
  await content(page).getByRole('link', { name: 'Crear cliente' }).click();
  await expect(page).toHaveURL(/\/customers\/create$/);

  const form = page.getByRole('form', { name: 'Crear cliente' });
  await form.getByRole('textbox', { name: 'Empresa' }).fill(company);
  await form.getByRole('textbox', { name: 'RFC' }).pressSequentially(rfc.toLowerCase());
  await expect(form.getByRole('textbox', { name: 'RFC' })).toHaveValue(rfc);
  await form.getByRole('textbox', { name: 'Contacto' }).fill('Mariana Ortiz Lara');
  await form.getByRole('textbox', { name: /Correo/ }).fill('compras@cementos-e2e.mx');
  await form.getByRole('combobox', { name: /Región/ }).click();
  await page.getByRole('option', { name: 'Bajío' }).click();
  await form.getByRole('combobox', { name: /Vendedor/ }).click();
  await page.getByRole('option', { name: 'Laura Vega Montes' }).click();
  await form.getByRole('button', { name: 'Crear cliente' }).click();

  await expect(page).toHaveURL(/\/customers\/[0-9a-f-]{36}$/);
  await expect(content(page).getByRole('heading', { level: 1 })).toHaveText(company);
  await expect(page.getByTestId('customer-rfc')).toHaveText(rfc);
  await expect(content(page).getByText('Este cliente aún no tiene direcciones')).toBeVisible();

  // 76248 has four settlements: one must be chosen.
  await addAddress(page, {
    street: 'Avenida de la Noria',
    number: '118',
    zip: '76248',
    settlement: 'Parque Industrial TLC',
  });
  const first = card(page, 'Avenida de la Noria 118');
  await expect(first).toContainText('Parque Industrial TLC, 76248 El Marqués, Querétaro');
  await expect(first.getByTestId('address-type')).toHaveText('Facturación');
  await expect(first.getByTestId('address-principal')).toBeVisible();

  // 72023 has one: it is chosen by itself. Not principal at first.
  await addAddress(page, { street: 'Calle Fundidores', number: '310', zip: '72023', principal: false });
  const second = card(page, 'Calle Fundidores 310');
  await expect(second).toContainText(
    'Zona Cementos Atoyac, 72023 Puebla, Heroica Puebla de Zaragoza, Puebla',
  );
  await expect(second.getByTestId('address-principal')).toHaveCount(0);

  // Edit the second: make it the principal one and describe it.
  await second.getByRole('button', { name: /Editar dirección/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar dirección' });
  await expect(dialog.getByRole('combobox', { name: /Colonia/ })).toContainText('Zona Cementos Atoyac');
  await dialog.getByRole('switch', { name: 'Dirección principal' }).check();
  await dialog.getByRole('textbox', { name: 'Descripción' }).fill('Bodega de recepción');
  await dialog.getByRole('textbox', { name: 'Teléfono', exact: true }).fill('477 123 4567');
  await dialog.getByRole('button', { name: 'Guardar dirección' }).click();
  await expect(dialog).toBeHidden();
  await expect(second.getByTestId('address-principal')).toBeVisible();
  await expect(second).toContainText('Bodega de recepción');
  await expect(second).toContainText('+52 477 123 4567');
  // One principal billing address: the first one is not principal any more.
  await expect(first.getByTestId('address-principal')).toHaveCount(0);

  // Delete the first after confirming.
  await first.getByRole('button', { name: /Eliminar dirección/ }).click();
  const confirm = page.getByRole('dialog', { name: '¿Eliminar esta dirección?' });
  await confirm.getByRole('button', { name: 'Eliminar' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByTestId('address-card')).toHaveCount(1);
  await expect(card(page, 'Calle Fundidores 310')).toBeVisible();

  // The customer's data, edited in place.
  await content(page).getByRole('button', { name: 'Editar datos', exact: true }).click();
  await content(page)
    .getByRole('textbox', { name: /Teléfono/ })
    .fill('442 555 0101');
  await content(page).getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(content(page).getByText('442 555 0101')).toBeVisible();

  // The list finds it.
  await page.goto('/customers');
  await content(page).getByRole('searchbox', { name: 'Buscar cliente' }).fill(rfc);
  await expect(content(page).getByRole('row')).toHaveCount(2);
  await expect(content(page).getByRole('row').nth(1)).toContainText(company);
});

test('a credit term is created, changed to advance payment and deleted', async ({ page, baseURL }) => {
  await signedIn(page, baseURL!, 'admin@demo.local');
  const company = `Pinturas E2E ${Date.now()} S.A. de C.V.`;
  // A customer of its own, so the new term overlaps no other.
  const login = await page.request.post('/api/auth/login', {
    headers: { 'x-tenant': 'main' },
    data: { email: 'admin@demo.local', password: 'Demo1234' },
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const created = await page.request.post('/api/customers/create_by_admin', {
    headers: { 'x-tenant': 'main', authorization: `Bearer ${accessToken}` },
    data: { companyName: company, fullName: 'Claudia Torres', rfc: uniqueRfc().replace('EEA', 'PEA') },
  });
  expect(created.status()).toBe(201);

  await page.goto('/customer-credit-terms');
  await expect(content(page).getByRole('table')).toBeVisible();
  await content(page).getByRole('button', { name: 'Nuevo término' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo término de crédito' });
  await dialog.getByRole('combobox', { name: /Cliente/ }).pressSequentially('Pinturas E2E');
  await page.getByRole('option', { name: new RegExp(company.replace(/\./g, '\\.')) }).click();
  await dialog.getByRole('textbox', { name: /Límite de crédito/ }).fill('95,000.50');
  await dialog.getByRole('textbox', { name: /Días de crédito/ }).fill('45');
  await dialog.getByRole('button', { name: 'Guardar término' }).click();
  await expect(dialog).toBeHidden();

  await content(page).getByRole('searchbox', { name: 'Buscar cliente' }).fill('Pinturas E2E');
  const row = content(page).getByRole('row').filter({ hasText: company });
  await expect(row).toContainText('$95,000.50 USD');
  await expect(row).toContainText('45 días');
  await expect(row).toContainText('Vigente');
  await expect(row).toContainText('Sin fecha de fin');

  await row.getByRole('button', { name: `Editar término de ${company}` }).click();
  const edit = page.getByRole('dialog', { name: 'Editar término de crédito' });
  await expect(edit.getByRole('textbox', { name: /Límite de crédito/ })).toHaveValue('95,000.5');
  await edit.getByLabel('Pago anticipado').check();
  await expect(edit.getByRole('textbox', { name: /Límite de crédito/ })).toBeDisabled();
  await expect(edit.getByRole('textbox', { name: /Días de crédito/ })).toHaveValue('0');
  await edit.getByRole('button', { name: 'Guardar término' }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText('Pago anticipado');
  await expect(row).toContainText('$0.00 USD');

  await row.getByRole('button', { name: `Eliminar término de ${company}` }).click();
  const confirm = page.getByRole('dialog', { name: '¿Eliminar este término de crédito?' });
  await confirm.getByRole('button', { name: 'Eliminar' }).click();
  await expect(confirm).toBeHidden();
  await expect(content(page).getByTestId('list-empty')).toContainText('No hay datos disponibles');
});
