/**
 * The order page's files, comments, timeline and cancel sections against the real server: upload a
 * file and download the same bytes, open the generated proforma (a PDF, fetched with the token),
 * comment with Enter, read the timeline, cancel with a reason. Screenshots of the sections at
 * 1440 px and 390 px in Spanish and English go to test-results/screenshots/.
 */
import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { businessDay } from '../src/domain/dates';
import { apiLogin, signedIn } from './helpers';

async function createOrder(request: APIRequestContext): Promise<string> {
  const { accessToken } = await apiLogin(request, 'seller@demo.local');
  const headers = { 'x-tenant': 'main', authorization: `Bearer ${accessToken}` };
  const get = async <T>(url: string) => (await (await request.get(url, { headers })).json()) as T;
  const customers = await get<{ data: { id: string }[] }>(
    '/api/customers?searchParam=Qu%C3%ADmica%20Vallejo',
  );
  const customer = customers.data[0]!;
  const [address] = await get<{ id: string }[]>(`/api/addresses/customer?customer=${customer.id}`);
  const products = await get<{ data: { id: string; packagingTypes: string[] }[] }>(
    '/api/products?active=true',
  );
  const product = products.data[0]!;
  const res = await request.post('/api/orders', {
    headers,
    data: {
      currency: 'USD',
      customer: { id: customer.id },
      items: [
        {
          productId: product.id,
          presentation: product.packagingTypes[0],
          quantity: '12000',
          targetPrice: '2.5',
        },
      ],
      deliveryModel: 'DELIVERY_PARTNER',
      addressId: address!.id,
      deliveryDate: businessDay(),
      comments: 'Entregar por la mañana en el andén 3.',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { id: string }[] }).data[0]!.id;
}

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

async function openOrder(page: Page, baseURL: string, orderId: string, language: 'es' | 'en' = 'es') {
  await signedIn(page, baseURL, 'seller@demo.local', language);
  await page.goto(`/orders/${orderId}`);
  await expect(page.getByTestId('order-files')).toBeVisible({ timeout: 15_000 });
}

test.describe('order documents, comments, timeline and cancel', () => {
  let orderId: string;
  test.beforeAll(async ({ request }) => {
    orderId = await createOrder(request);
  });

  test('upload a file and download the same bytes; open the proforma PDF', async ({ page, baseURL }) => {
    await openOrder(page, baseURL!, orderId);
    const files = page.getByTestId('order-files');
    await expect(files.getByText('Proforma', { exact: true }).first()).toBeVisible();

    await files.getByRole('button', { name: 'Agregar archivo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Agregar archivo' });
    await dialog
      .getByTestId('order-file-input')
      .setInputFiles({ name: 'Orden de compra 45.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(dialog.getByRole('textbox', { name: 'Nombre' })).toHaveValue('Orden de compra 45');
    await dialog.getByRole('combobox', { name: 'Tipo de documento' }).click();
    await page.getByRole('option', { name: 'Orden de compra del cliente' }).click();
    await dialog.getByRole('button', { name: 'Subir' }).click();
    await expect(page.getByText('Archivo agregado')).toBeVisible();
    await expect(files.getByText('Orden de compra 45', { exact: true })).toBeVisible();

    const downloadPromise = page.waitForEvent('download');
    await files.getByRole('button', { name: 'Descargar Orden de compra 45' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe('orden_de_compra_45.pdf');
    expect(Buffer.compare(readFileSync((await download.path())!), PDF)).toBe(0);

    // A file whose content is not what its name says is refused with the server's message.
    await files.getByRole('button', { name: 'Agregar archivo' }).click();
    await dialog
      .getByTestId('order-file-input')
      .setInputFiles({ name: 'falso.pdf', mimeType: 'application/pdf', buffer: Buffer.from('hola') });
    await dialog.getByRole('button', { name: 'Subir' }).click();
    await expect(dialog.getByText('El contenido del archivo no corresponde a un archivo .pdf')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();

    const tabPromise = page.context().waitForEvent('page');
    await files.getByRole('button', { name: 'Abrir Proforma' }).click();
    const tab = await tabPromise;
    await expect.poll(() => tab.url()).toMatch(/^blob:/);
    const head = await tab.evaluate(async () => {
      const bytes = new Uint8Array(await (await fetch(location.href)).arrayBuffer());
      return String.fromCharCode(...bytes.slice(0, 5));
    });
    expect(head).toBe('%PDF-');
    await tab.close();
  });

  test('comment with Enter and see it in the timeline', async ({ page, baseURL }) => {
    await openOrder(page, baseURL!, orderId);
    const comments = page.getByTestId('order-comments');
    const box = comments.getByRole('textbox', { name: 'Escribe un comentario…' });
    await box.fill('El cliente pide');
    await box.press('Shift+Enter');
    await box.pressSequentially('factura con uso G03');
    await box.press('Enter');
    await expect(
      comments.getByTestId('order-comment').filter({ hasText: 'factura con uso G03' }),
    ).toBeVisible();
    await expect(box).toHaveValue('');
    const timeline = page.getByTestId('order-timeline');
    await expect(timeline.getByText('Comentó').first()).toBeVisible();
    await expect(timeline.getByText('Agregó el archivo «Orden de compra 45»')).toBeVisible();
    await expect(timeline.getByText('Creó la orden')).toBeVisible();
  });

  test('screenshots of the sections (1440 and 390, es and en)', async ({ page, baseURL }) => {
    for (const language of ['es', 'en'] as const) {
      for (const width of [1440, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await openOrder(page, baseURL!, orderId, language);
        await expect(page.getByTestId('order-timeline').getByTestId('timeline-entry').first()).toBeVisible();
        for (const section of ['order-files', 'order-comments', 'order-timeline']) {
          await page
            .getByTestId(section)
            .screenshot({ path: `test-results/screenshots/documents-${section}-${language}-${width}.png` });
        }
        await page.screenshot({
          path: `test-results/screenshots/documents-page-${language}-${width}.png`,
          fullPage: true,
        });
        const files = page.getByTestId('order-files');
        await files.getByRole('button', { name: language === 'es' ? 'Agregar archivo' : 'Add file' }).click();
        const upload = page.getByRole('dialog');
        await upload.getByTestId('order-file-input').setInputFiles({
          name: 'Comprobante transferencia.pdf',
          mimeType: 'application/pdf',
          buffer: PDF,
        });
        await upload.screenshot({
          path: `test-results/screenshots/documents-upload-dialog-${language}-${width}.png`,
          animations: 'disabled',
        });
        await upload.getByRole('button', { name: language === 'es' ? 'Cancelar' : 'Cancel' }).click();
        await page
          .getByRole('button', { name: language === 'es' ? 'Cancelar orden' : 'Cancel order' })
          .click();
        const cancelDialog = page.getByRole('dialog');
        await expect(cancelDialog.getByRole('radio').first()).toBeVisible();
        await cancelDialog.screenshot({
          path: `test-results/screenshots/documents-cancel-dialog-${language}-${width}.png`,
          animations: 'disabled',
        });
        await cancelDialog.getByRole('button', { name: language === 'es' ? 'Regresar' : 'Back' }).click();
      }
    }
  });

  test('cancel with a reason and see the status change', async ({ page, baseURL }) => {
    await openOrder(page, baseURL!, orderId);
    await page.getByRole('button', { name: 'Cancelar orden' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancelar orden' });
    await expect(
      dialog.getByText('La cancelación es irreversible: la orden no podrá reactivarse.'),
    ).toBeVisible();
    await dialog.getByRole('radio', { name: 'Otro' }).check();
    await dialog.getByRole('button', { name: 'Confirmar cancelación' }).click();
    await expect(dialog.getByText('Describe el motivo de la cancelación')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Describe el motivo' }).fill('El cliente pospuso su proyecto');
    await page.setViewportSize({ width: 1440, height: 900 });
    await dialog.screenshot({ path: 'test-results/screenshots/documents-cancel-dialog-es-1440.png' });
    // The answer is asserted first so that a refusal (stale version, lock wait) names itself.
    const answer = page.waitForResponse(
      (r) => r.url().includes('/api/orders/cancel/') && r.request().method() === 'PUT',
      { timeout: 30_000 },
    );
    await dialog.getByRole('button', { name: 'Confirmar cancelación' }).click();
    const cancelled = await answer;
    expect(cancelled.status(), await cancelled.text()).toBe(200);
    await expect(page.getByText('Orden cancelada')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('button', { name: 'Cancelar orden' })).toHaveCount(0);
    const timeline = page.getByTestId('order-timeline');
    await expect(timeline.getByText('Canceló la orden')).toBeVisible();
    await expect(timeline.getByText('Motivo: Otro — El cliente pospuso su proyecto')).toBeVisible();
    await expect(page.getByText('orden cancelada', { exact: true }).first()).toBeVisible();
  });
});
