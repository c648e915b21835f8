/**
 * Logistics in the browser against the real server and its demo data. Operations ships an order
 * from its page (shipment, transport with a new carrier, invoice, signed remission, delivery) and
 * follows the steps; works 'Pendientes de entrega' (filters, a new date, a confirmation); and
 * moves a late order's date from the home's 'Órdenes atrasadas'. Screenshots of these screens at
 * 1440 and 390 px, Spanish and English, go to test-results/logistics-ui.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { businessDay } from '../src/domain/dates';
import { signedIn } from './helpers';
import {
  dayAfter,
  headersOf,
  invoiceThroughApi,
  logisticsOf,
  orderWithTwoLots,
  shipmentThroughApi,
  tinyPdf,
  transportThroughApi,
  typed,
} from './logisticsApi';

const SHOTS = 'test-results/logistics-ui';
const VIEWS = [
  ['es', 1440],
  ['es', 390],
  ['en', 1440],
  ['en', 390],
] as const;

const stampOf = () => Date.now().toString(36).toUpperCase();

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** Until every transition (a dialog fading in, a queue opening) has ended: shots show the end state. */
const settled = (page: Page) =>
  page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));

/** One part of the page, the app bar hidden (scrolled this far it would cover the part's top). */
async function shootPart(part: Locator, name: string) {
  await part.screenshot({
    path: `${SHOTS}/${name}.png`,
    style: 'header, [role="banner"] { visibility: hidden !important; }',
  });
}

async function viewAs(page: Page, baseURL: string, language: 'es' | 'en', width: number) {
  await signedIn(page, baseURL, 'operation@demo.local', language);
  await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
  return `${width}-${language}`;
}

/** What the document needs beyond the window, in px (0 when nothing scrolls sideways). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The rows of 'Pendientes de entrega' (table rows or phone cards). */
const pendingRows = (page: Page) => page.getByTestId('pending-delivery-row');
const rowOf = (page: Page, shipment: number) =>
  pendingRows(page).filter({
    has: page.getByRole('switch', { name: `Entrega confirmada del embarque ${shipment}` }),
  });

async function choose(page: Page, field: Locator, option: string | RegExp) {
  await field.click();
  await page
    .getByRole('option', { name: option, exact: typeof option === 'string' })
    .first()
    .click();
}

/**
 * The shipment's toggle in the section ('pendiente 1' or its number): opens it unless it is open
 * already (the next pending shipment opens by itself).
 */
async function openShipment(section: Locator, label: string) {
  const name = new RegExp(
    `^(Ver|Ocultar) el detalle del embarque ${label}$|^(Show|Hide) the details of shipment ${label}$`,
  );
  const toggle = section.getByRole('button', { name });
  await expect(toggle).toBeVisible();
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  const panel = section.getByTestId('shipment-panel');
  await expect(panel).toBeVisible();
  return panel;
}

test('operations ships an order from its page: shipment, transport, invoice, signed remission, delivery', async ({
  page,
  baseURL,
}) => {
  const stamp = stampOf();
  const order = await orderWithTwoLots(page.request, stamp);
  const today = businessDay();
  const plates = `E2E${stamp}`.slice(0, 10);
  const provider = `Fletes E2E ${stamp}`;
  const invoiceNumber = `F-E2E-${stamp}`;

  await signedIn(page, baseURL!, 'operation@demo.local');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/orders/${order.id}`);
  const status = page.getByTestId('order-status');
  await expect(status).toHaveText('Material Asignado');
  const section = page.getByTestId('order-logistics');
  await expect(section.getByRole('heading', { name: 'Logística' })).toBeVisible();

  // The planned shipment, still pending, opens on its creation form: both lots, quantities typed.
  let panel = await openShipment(section, 'pendiente 1');
  await expect(panel.getByRole('tab', { name: 'Crear embarque' })).toHaveAttribute('aria-selected', 'true');
  const form = panel.getByTestId('create-shipment-form');
  await form.getByRole('textbox', { name: `Cantidad a embarcar del lote ${order.lots[0]} (kg)` }).fill('600');
  await form.getByRole('textbox', { name: `Cantidad a embarcar del lote ${order.lots[1]} (kg)` }).fill('400');
  await form.getByRole('textbox', { name: /Fecha de entrega/ }).fill(typed(today));
  await shoot(page, 'order-create-shipment-1440-es');
  await form.getByRole('button', { name: 'Crear embarque' }).click();
  await expect(page.getByText('Embarque creado exitosamente')).toBeVisible();
  await expect(status).toHaveText('Embarcado/Programado');

  const ops = await headersOf(page.request, 'operation@demo.local');
  const [shipment] = (await logisticsOf(page.request, order.id, ops)).shipments;
  const number = shipment!.number;
  const row = section.getByTestId('shipment-row').filter({ hasText: String(number) });
  await expect(row).toContainText('1,000 kg');

  // Transport with a carrier registered on the spot (the delivery partner's order asks for all).
  panel = await openShipment(section, String(number));
  await panel.getByRole('tab', { name: 'Transporte' }).click();
  const transport = panel.getByTestId('transport-form');
  await choose(page, transport.getByRole('combobox', { name: 'Tipo de vehículo' }), /^Tolva/);
  await transport.getByRole('button', { name: 'Registrar un proveedor nuevo' }).click();
  await transport.getByRole('textbox', { name: 'Nombre del nuevo proveedor' }).fill(provider);
  await transport.getByRole('textbox', { name: 'Placa del vehículo' }).fill(plates);
  await transport.getByRole('textbox', { name: 'Nombre del conductor' }).fill('Rogelio Paz');
  await transport.getByRole('textbox', { name: 'Fecha de entrega' }).fill(typed(today));
  await transport.getByRole('button', { name: 'Asignar transporte' }).click();
  await expect(page.getByText('Transporte asignado exitosamente')).toBeVisible();
  await expect(row).toContainText(plates);
  // Transport before the invoice: the status waits for the invoice (Facturado comes first).
  await expect(status).toHaveText('Embarcado/Programado');

  // The invoice with its PDF.
  await panel.getByRole('tab', { name: 'Facturación' }).click();
  await panel.getByRole('button', { name: 'Registrar factura' }).click();
  const invoice = panel.getByTestId('invoice-form');
  await invoice.getByRole('textbox', { name: /Número de factura/ }).fill(invoiceNumber);
  await invoice.getByRole('textbox', { name: /Fecha de factura/ }).fill(typed(today));
  await invoice.getByRole('textbox', { name: /Total sin IVA/ }).fill('2500');
  await invoice.getByRole('textbox', { name: /Total con IVA/ }).fill('2900');
  await invoice.getByTestId('logistics-file-input').setInputFiles({
    name: `factura-${stamp}.pdf`,
    mimeType: 'application/pdf',
    buffer: tinyPdf(invoiceNumber),
  });
  await expect(invoice.getByTestId('chosen-file')).toHaveText(`factura-${stamp}.pdf`);
  await invoice.getByRole('button', { name: 'Guardar factura' }).click();
  await expect(page.getByText('Factura guardada')).toBeVisible();
  await expect(panel.getByTestId('invoice-facts')).toContainText(invoiceNumber);
  await expect(row).toContainText(invoiceNumber);
  // Invoiced, with transport: both steps reached, the status the later one.
  await expect(status).toHaveText('Transporte Asignado');
  await expect(page.locator('.MuiStep-root', { hasText: 'Facturado' })).toHaveClass(/Mui-completed/);

  // The signed remission, from the shipment's tab.
  await panel.getByRole('tab', { name: 'Embarque' }).click();
  await panel.getByTestId('signed-remission-input').setInputFiles({
    name: `remision-firmada-${stamp}.pdf`,
    mimeType: 'application/pdf',
    buffer: tinyPdf(`remision ${stamp}`),
  });
  await expect(page.getByText('Remisión firmada cargada')).toBeVisible();
  await expect(row).toContainText('Cargada');

  // Delivered today.
  await panel.getByRole('tab', { name: 'Confirmación de entrega' }).click();
  const delivery = panel.getByTestId('delivery-tab');
  await delivery.getByRole('button', { name: 'Confirmada' }).click();
  await delivery.getByRole('textbox', { name: /Fecha real de entrega/ }).fill(typed(today));
  await delivery.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('Entrega confirmada exitosamente')).toBeVisible();
  await expect(status).toHaveText('Orden Entregada');

  // The timeline names each step, newest first.
  const timeline = page.getByTestId('timeline-entry');
  for (const text of [
    `Creó el embarque ${number}`,
    `Asignó el transporte del embarque ${number}`,
    `Registró la factura ${invoiceNumber}`,
    `Subió la remisión firmada del embarque ${number}`,
    `Confirmó la entrega del embarque ${number}`,
  ])
    await expect(timeline.filter({ hasText: text })).toHaveCount(1);
  // Transport came before the invoice: the invoice moved the status past Facturado at once.
  for (const change of [
    'Estado: Material Asignado → Embarcado/Programado',
    'Estado: Embarcado/Programado → Transporte Asignado',
    'Estado: Transporte Asignado → Orden Entregada',
  ])
    await expect(timeline.filter({ hasText: 'Cambió el estado' }).filter({ hasText: change })).toHaveCount(1);

  await shootPart(page.getByTestId('order-timeline'), 'order-timeline-1440-es');

  // The section and each tab at 1440 and 390 px, in Spanish and English.
  const tabs = [
    ['details', 'Embarque', 'Shipment'],
    ['transport', 'Transporte', 'Transport'],
    ['invoice', 'Facturación', 'Invoicing'],
    ['delivery', 'Confirmación de entrega', 'Delivery confirmation'],
  ] as const;
  for (const [language, width] of VIEWS) {
    const tag = await viewAs(page, baseURL!, language, width);
    await page.goto(`/orders/${order.id}`);
    const view = page.getByTestId('order-logistics');
    const opened = await openShipment(view, String(number));
    for (const [name, es, en] of tabs) {
      await opened.getByRole('tab', { name: language === 'es' ? es : en, exact: true }).click();
      await expect(
        opened.getByRole('tab', { name: language === 'es' ? es : en, exact: true }),
      ).toHaveAttribute('aria-selected', 'true');
      await shootPart(view, `order-logistics-${name}-${tag}`);
      expect.soft(await overflow(page), `order page, tab ${name}, ${tag}: wider than the window`).toBe(0);
    }
  }
});

test('pending delivery: filters, a new date and a confirmation', async ({ page, baseURL }) => {
  const stamp = stampOf();
  const order = await orderWithTwoLots(page.request, stamp, 2);
  const today = businessDay();
  const first = await shipmentThroughApi(page.request, order, { [order.lots[0]]: '600' }, today);
  await transportThroughApi(page.request, first, `PD${stamp}`.slice(0, 10));
  await invoiceThroughApi(page.request, order.id, first.id, `FPD-${stamp}`);
  const second = await shipmentThroughApi(page.request, order, { [order.lots[1]]: '400' }, dayAfter(3));

  await signedIn(page, baseURL!, 'operation@demo.local');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/orders/pending-delivery');
  await expect(page.getByRole('heading', { level: 1, name: 'Pendientes de entrega' })).toBeVisible();
  const filters = page.getByTestId('pending-delivery-filters');
  await filters.getByRole('searchbox').fill(order.displayNumber);
  await expect(pendingRows(page)).toHaveCount(2);
  await expect(rowOf(page, first.number)).toContainText(`FPD-${stamp}`);
  await expect(rowOf(page, second.number)).toContainText('Sin factura');
  await expect(rowOf(page, second.number)).toContainText('Sin transporte');

  // Transport assigned: yes, then no.
  const transport = filters.getByRole('combobox', { name: 'Transporte asignado' });
  await choose(page, transport, 'Sí');
  await expect(pendingRows(page)).toHaveCount(1);
  await expect(rowOf(page, first.number)).toBeVisible();
  await choose(page, transport, 'No');
  await expect(pendingRows(page)).toHaveCount(1);
  await expect(rowOf(page, second.number)).toBeVisible();
  await choose(page, transport, 'Todos');
  await expect(pendingRows(page)).toHaveCount(2);

  // Invoice uploaded: yes.
  const invoiced = filters.getByRole('combobox', { name: 'Factura cargada' });
  await choose(page, invoiced, 'Sí');
  await expect(pendingRows(page)).toHaveCount(1);
  await expect(rowOf(page, first.number)).toBeVisible();
  await choose(page, invoiced, 'Todos');
  await expect(pendingRows(page)).toHaveCount(2);

  // Delivery date range: today only.
  await filters.getByLabel('Entrega desde').fill(typed(today));
  await filters.getByLabel('Entrega hasta').fill(typed(today));
  await expect(pendingRows(page)).toHaveCount(1);
  await expect(rowOf(page, first.number)).toBeVisible();
  await shoot(page, 'pending-delivery-filtered-1440-es');
  await filters.getByRole('button', { name: 'Limpiar filtros' }).click();
  await filters.getByRole('searchbox').fill(order.displayNumber);
  await expect(pendingRows(page)).toHaveCount(2);

  // A new date for the second shipment: its save button wakes only once something changed.
  const save = (n: number) => page.getByRole('button', { name: `Guardar cambios del embarque ${n}` });
  await expect(save(second.number)).toBeDisabled();
  await page.getByLabel(`Fecha de entrega del embarque ${second.number}`).fill(typed(dayAfter(5)));
  await save(second.number).click();
  await expect(page.getByText('Fecha de entrega actualizada correctamente')).toBeVisible();
  await expect(save(second.number)).toBeDisabled();

  // The first shipment confirmed delivered today: it leaves the list.
  await page.getByRole('switch', { name: `Entrega confirmada del embarque ${first.number}` }).check();
  await save(first.number).click();
  await expect(page.getByText('Entrega confirmada exitosamente')).toBeVisible();
  await expect(pendingRows(page)).toHaveCount(1);
  await expect(rowOf(page, first.number)).toHaveCount(0);

  const ops = await headersOf(page.request, 'operation@demo.local');
  const rest = (await (
    await page.request.get(`/api/order-logistic/not-delivered?searchParam=${order.displayNumber}`, {
      headers: ops,
    })
  ).json()) as { data: { id: string; dateDelivery: string }[] };
  expect(rest.data.map((r) => [r.id, r.dateDelivery])).toEqual([[second.id, dayAfter(5)]]);

  for (const [language, width] of VIEWS) {
    const tag = await viewAs(page, baseURL!, language, width);
    await page.goto('/orders/pending-delivery');
    await expect(pendingRows(page).first()).toBeVisible();
    await shoot(page, `pending-delivery-${tag}`);
    expect.soft(await overflow(page), `pending delivery, ${tag}: wider than the window`).toBe(0);
  }
});

test('a late order from the home: its days, a new date, one fewer late', async ({ page, baseURL }) => {
  const ops = await headersOf(page.request, 'operation@demo.local');
  const late = (await (await page.request.get('/api/orders/overdue?limit=50', { headers: ops })).json()) as {
    data: { id: string; displayNumber: string; daysOverdue: number }[];
    total: number;
  };
  // The demo data has late orders (shipments dated back to their story): the only way an order
  // gets late, as neither the API nor the screens take a past delivery date.
  expect(late.data.length).toBeGreaterThan(0);
  const target = late.data[0]!;

  await signedIn(page, baseURL!, 'operation@demo.local');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/dashboard');
  const group = page.getByTestId('delays-queues');
  const total = group.getByTestId('delays-total');
  await expect(total).toHaveText(/^\d+ órden(es)?$/);
  const before = Number((await total.textContent())!.split(' ')[0]);
  const queue = group.getByTestId('queue-DELAYED');
  await expect(queue.getByTestId('queue-count')).toHaveText(String(before));
  await queue.getByRole('button', { name: /Órdenes atrasadas/ }).click();
  const row = queue.getByTestId('queue-row').filter({ hasText: target.displayNumber });
  await expect(row.getByTestId('days-overdue')).toHaveText(
    target.daysOverdue === 1 ? '1 día' : `${target.daysOverdue} días`,
  );
  await shoot(page, 'home-delays-1440-es');

  await queue.getByRole('button', { name: 'Editar fechas' }).click();
  const dialog = page.getByRole('dialog', { name: 'Órdenes atrasadas' });
  await expect(dialog.getByTestId('overdue-row').first()).toBeVisible();
  await settled(page);
  await page.screenshot({ path: `${SHOTS}/overdue-modal-open-1440-es.png` });
  await dialog.getByLabel(`Nueva fecha de la orden ${target.displayNumber}`).fill(typed(dayAfter(2)));
  await dialog.getByRole('button', { name: `Guardar la fecha de la orden ${target.displayNumber}` }).click();
  await expect(page.getByText('Fecha actualizada exitosamente')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cerrar' }).click();
  await expect(total).toHaveText(before - 1 === 1 ? '1 orden' : `${before - 1} órdenes`);
  await expect(queue.getByTestId('queue-row').filter({ hasText: target.displayNumber })).toHaveCount(0);
});

test('home logistics and delays groups, and the late orders dialog, in both languages', async ({
  page,
  baseURL,
}) => {
  const stamp = stampOf();
  const order = await orderWithTwoLots(page.request, stamp);
  await shipmentThroughApi(page.request, order, { [order.lots[0]]: '600', [order.lots[1]]: '400' });
  for (const [language, width] of VIEWS) {
    const tag = await viewAs(page, baseURL!, language, width);
    await page.goto('/dashboard');
    const logistics = page.getByTestId('logistics-queues');
    await expect(logistics.getByTestId('logistics-total')).not.toHaveText('…');
    await logistics.getByTestId('queue-PENDING_DELIVERY').getByRole('button').first().click();
    await expect(logistics.getByTestId('queue-row').first()).toBeVisible();
    const delays = page.getByTestId('delays-queues');
    await expect(delays.getByTestId('delays-total')).not.toHaveText('…');
    await delays.getByTestId('queue-DELAYED').getByRole('button').first().click();
    await expect(delays.getByTestId('queue-row').first()).toBeVisible();
    await page.mouse.move(0, 0);
    await settled(page);
    await shootPart(logistics, `home-logistics-${tag}`);
    await shootPart(delays, `home-delays-${tag}`);
    await delays.getByRole('button', { name: language === 'es' ? 'Editar fechas' : /dates/i }).click();
    await expect(page.getByRole('dialog').getByTestId('overdue-row').first()).toBeVisible();
    // The window as the user sees it: the dialog over the page.
    await settled(page);
    await page.screenshot({ path: `${SHOTS}/overdue-modal-${tag}.png` });
  }
});
