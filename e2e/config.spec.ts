/**
 * The configuration screens in a real browser against the real server: a pricing change saved as a
 * new version beside the old one in the history; the tenant's colour and logo put in force app-wide
 * without a reload; a product created from the catalogue page.
 */
import { deflateSync } from 'node:zlib';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { signedIn } from './helpers';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG, built byte by byte: a `width`×`height` bar in one colour with a lighter stripe. */
function pngOf(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const rows = Array.from({ length: height }, (_, y) => {
    const light = y > height / 3 && y < (2 * height) / 3;
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) row.set(light ? [255, 255, 255] : [r, g, b], 1 + x * 3);
    return row;
  });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Puts the demo tenant back as other suites expect it (no logo, the default colour). */
async function restoreTenant(request: APIRequestContext, accessToken: string) {
  const headers = { authorization: `Bearer ${accessToken}`, 'x-tenant': 'main' };
  const res = await request.put('/api/tenants/config?name=main', {
    headers,
    data: { logo: null, color: '#003366' },
  });
  expect(res.status()).toBe(200);
}

const header = (page: Page) => page.locator('header').first();

test('a pricing change is saved as a new version and the old one stays in the history', async ({
  page,
  baseURL,
}) => {
  await signedIn(page, baseURL!, 'admin@demo.local');
  await page.goto('/config/price-parameter');
  const vat = page.getByRole('textbox', { name: /^IVA/ });
  await expect(vat).toHaveValue(/^\d/);
  const inForce = await page.getByText(/^Versión \d+ vigente desde/).textContent();
  const before = Number(/Versión (\d+)/.exec(inForce ?? '')?.[1]);
  const oldVat = await vat.inputValue();
  const newVat = oldVat === '15' ? '16' : '15';

  await vat.fill(newVat);
  await page.getByRole('textbox', { name: /^Comentario/ }).fill('Prueba e2e del IVA');
  await expect(page.getByText(`IVA: ${oldVat} % → ${newVat} %`)).toBeVisible();
  await page.getByRole('button', { name: 'Guardar versión' }).click();

  await expect(page.getByText(`Versión ${before + 1} guardada`)).toBeVisible();
  await expect(page.getByText(new RegExp(`^Versión ${before + 1} vigente desde`))).toBeVisible();
  const history = page.getByRole('list', { name: 'Historial de versiones' });
  const newest = history.getByTestId('pricing-version').first();
  await expect(newest.getByRole('heading')).toHaveText(`Versión ${before + 1}`);
  await expect(newest.getByText(`IVA: ${oldVat} % → ${newVat} %`)).toBeVisible();
  await expect(newest.getByText('Prueba e2e del IVA')).toBeVisible();
  await expect(history.getByRole('heading', { name: `Versión ${before}`, exact: true })).toBeVisible();

  // The old version opens read-only with the value it had.
  await page.getByRole('button', { name: `Ver la versión ${before}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Solo lectura')).toBeVisible();
  await expect(dialog.getByText(`${oldVat} %`, { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cerrar' }).first().click();
  await expect(vat).toHaveValue(newVat);

  // Put the VAT back as a new version: later specs on this server price orders with the demo's VAT.
  await vat.fill(oldVat);
  await page.getByRole('textbox', { name: /^Comentario/ }).fill('Prueba e2e: IVA restaurado');
  await page.getByRole('button', { name: 'Guardar versión' }).click();
  await expect(page.getByText(`Versión ${before + 2} guardada`)).toBeVisible();
});

test('the tenant’s colour and a new logo show in the header without a reload', async ({ page, baseURL }) => {
  const tokens = await signedIn(page, baseURL!, 'admin@demo.local');
  try {
    await page.goto('/config/tenant');
    const hex = page.getByRole('textbox', { name: /^Color principal/ });
    await expect(hex).toHaveValue('#003366');
    await hex.fill('#0F766E');
    await expect(page.getByTestId('preview-primary')).toHaveCSS('background-color', 'rgb(15, 118, 110)');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(page.getByText('Configuración guardada')).toBeVisible();
    // The header's mark takes the new colour at once.
    const mark = header(page).getByRole('link', { name: 'Ir al inicio' }).locator('[aria-hidden]').first();
    await expect(mark).toHaveCSS('background-color', 'rgb(15, 118, 110)');
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#0F766E');

    await page.getByTestId('file-logo').setInputFiles({
      name: 'logo-e2e.png',
      mimeType: 'image/png',
      buffer: pngOf(160, 40, [15, 118, 110]),
    });
    await expect(page.getByText('Logotipo actualizado')).toBeVisible();
    const logo = header(page).getByRole('img', { name: 'Logotipo de Granel del Bajío' });
    await expect(logo).toHaveAttribute('src', /^\/api\/files\/tenant\/main\/logo-[0-9a-f]{32}\.png$/);
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(160);

    // The form saves again after the upload: the upload's version was taken.
    await page.getByRole('textbox', { name: /^Palabras clave/ }).fill('granel, super saco, cal, e2e');
    const saved = page.waitForResponse(
      (res) => res.url().includes('/api/tenants/config') && res.request().method() === 'PUT',
    );
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    expect((await saved).status()).toBe(200);
    await expect(page.getByText('Sin cambios pendientes')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  } finally {
    await restoreTenant(page.request, tokens.accessToken);
  }
});

test('a product is created from the catalogue page and listed with its packaging', async ({
  page,
  baseURL,
}) => {
  await signedIn(page, baseURL!, 'admin@demo.local');
  await page.goto('/products/create');
  const form = page.getByRole('form', { name: 'Nuevo producto' });
  const reference = `e2e-${Date.now().toString(36)}`;
  await form.getByRole('textbox', { name: /^Referencia/ }).fill(reference);
  await expect(form.getByRole('textbox', { name: /^Referencia/ })).toHaveValue(reference.toUpperCase());
  await form.getByRole('textbox', { name: /^Nombre/ }).fill('Caolín lavado e2e');
  await form.getByRole('checkbox', { name: 'Super saco' }).click();
  await form.getByRole('checkbox', { name: 'Granel' }).click();
  await form.getByRole('button', { name: 'Crear producto' }).click();
  await expect(page.getByText(`Producto ${reference.toUpperCase()} creado`)).toBeVisible();

  await page.getByRole('searchbox', { name: 'Buscar producto' }).fill(reference);
  const row = page.getByRole('row').filter({ hasText: reference.toUpperCase() });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Caolín lavado e2e')).toBeVisible();
  await expect(row.getByText('Super saco')).toBeVisible();
  await expect(row.getByText('Granel')).toBeVisible();
  await expect(row.getByText('Activo')).toBeVisible();
});
