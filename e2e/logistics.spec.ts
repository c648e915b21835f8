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
  orderWithTwoLots,
  shipmentThroughApi,
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

async function viewAs(page: Page, baseURL: string, language: 'es' | 'en', width: number) {
  await signedIn(page, baseURL, 'operation@demo.local', language);
  await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
  return `${width}-${language}`;
}

/** The rows of 'Pendientes de entrega' (table rows or phone cards). */
const pendingRows = (page: Page) => page.getByTestId('pending-delivery-row');
const rowOf = (page: Page, shipment: number) =>
  pendingRows(page).filter({
    has: page.getByRole('switch', { name: `Entrega confirmada del envío ${shipment}` }),
  });

async function choose(page: Page, field: Locator, option: string) {
  await field.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

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
  const save = (n: number) => page.getByRole('button', { name: `Guardar cambios del envío ${n}` });
  await expect(save(second.number)).toBeDisabled();
  await page.getByLabel(`Fecha de entrega del envío ${second.number}`).fill(typed(dayAfter(5)));
  await save(second.number).click();
  await expect(page.getByText('Fecha de entrega actualizada correctamente')).toBeVisible();
  await expect(save(second.number)).toBeDisabled();

  // The first shipment confirmed delivered today: it leaves the list.
  await page.getByRole('switch', { name: `Entrega confirmada del envío ${first.number}` }).check();
  await save(first.number).click();
  await expect(page.getByText('Entrega confirmada exitosamente')).toBeVisible();
  await expect(pendingRows(page)).toHaveCount(1);
  await expect(rowOf(page, first.number)).toHaveCount(0);

  const ops = await headersOf(page.request, 'operation@demo.local');
  const rest = (await (
    await page.request.get(`/api/order-logistic/not-delivered?searchParam=${order.displayNumber}`, { headers: ops })
  ).json()) as { data: { id: string; dateDelivery: string }[] };
  expect(rest.data.map((r) => [r.id, r.dateDelivery])).toEqual([[second.id, dayAfter(5)]]);

  for (const [language, width] of VIEWS) {
    const tag = await viewAs(page, baseURL!, language, width);
    await page.goto('/orders/pending-delivery');
    await expect(pendingRows(page).first()).toBeVisible();
    await shoot(page, `pending-delivery-${tag}`);
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
  await shoot(page, 'overdue-modal-1440-es');
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
    await shoot(page, `home-groups-${tag}`);
    await delays.getByRole('button', { name: language === 'es' ? 'Editar fechas' : /dates/i }).click();
    await expect(page.getByRole('dialog').getByTestId('overdue-row').first()).toBeVisible();
    await shoot(page, `overdue-modal-${tag}`);
  }
});
