// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  buildLot,
  buildMovement,
  buildProduct,
  buildWarehouse,
  callsTo,
  fakeInventoryApi,
} from './fakeInventoryApi';
import { currentPath, renderLotShow, STOCK_READER } from './screens';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const cal = buildProduct({ reference: 'CAL-HID-25', name: 'Cal hidratada', packagingTypes: ['BAG'] });
const qro = buildWarehouse({ code: 'QRO-01', name: 'Querétaro Norte' });
const ORDER_ID = '7d0c7c4e-9b7a-4b8e-8d3f-1c2b3a4d5e6f';

function lotWithHistory(overrides: Parameters<typeof buildLot>[2] = {}) {
  const lot = buildLot(cal, qro, {
    lot: 'L-2026-010',
    receptionDate: '2026-11-04',
    batchId: 'OC-88',
    supplier: 'Minera del Norte',
    costUsdPerTon: '185.5',
    receivedKg: '25000',
    adjustedKg: '-250',
    allocatedKg: '4500',
    shippedKg: '1000',
    availableKg: '19250',
    ...overrides,
  });
  const movements = [
    buildMovement({
      kind: 'ADJUSTED',
      quantityKg: '-250',
      availableDeltaKg: '-250',
      availableAfterKg: '19250',
      reason: 'COUNT',
      comment: 'Conteo de fin de mes',
      user: 'Luis Ortega',
      createdAt: '2026-11-20T17:30:00.000Z',
    }),
    buildMovement({
      kind: 'SHIPPED',
      quantityKg: '1000',
      availableDeltaKg: '0',
      availableAfterKg: '19500',
      order: { id: ORDER_ID, displayNumber: '000123' },
      createdAt: '2026-11-12T17:00:00.000Z',
    }),
    buildMovement({
      kind: 'ALLOCATED',
      quantityKg: '5500',
      availableDeltaKg: '-5500',
      availableAfterKg: '19500',
      order: { id: ORDER_ID, displayNumber: '000123' },
      createdAt: '2026-11-10T16:00:00.000Z',
    }),
    buildMovement({ createdAt: '2026-11-04T15:00:00.000Z' }),
  ];
  return { lot, movements };
}

function setUp(permissions?: string[]) {
  const { lot, movements } = lotWithHistory();
  const api = fakeInventoryApi(server, {
    products: [cal],
    warehouses: [qro],
    lots: [lot],
    movements: { [lot.id]: movements },
  });
  const utils = renderLotShow(lot.id, permissions ? { permissions } : {});
  return { api, lot, ...utils };
}

const card = (key: string) => screen.getByTestId(`quantity-${key}`);

describe('the lot page', () => {
  it('shows the lot’s data, its stock in kg and tons, and its ledger', async () => {
    setUp();
    const user = userEvent.setup({ delay: null });
    expect(await screen.findByRole('heading', { name: 'Lote L-2026-010' })).toBeTruthy();
    expect(card('received').textContent).toContain('25,000 kg');
    expect(card('received').textContent).toContain('25.000 ton');
    expect(card('received').textContent).toContain('Incluye ajustes por −250 kg');
    expect(card('allocated').textContent).toContain('4,500 kg');
    expect(card('shipped').textContent).toContain('1,000 kg');
    expect(card('available').textContent).toContain('19,250 kg');
    expect(card('available').textContent).toContain('19.250 ton');

    const data = screen.getByRole('region', { name: 'Datos del lote' });
    for (const value of [
      'CAL-HID-25 · Cal hidratada',
      'Saco',
      'QRO-01 · Querétaro Norte',
      '04/11/2026',
      'OC-88',
      'Minera del Norte',
      '185.5',
    ]) {
      expect(within(data).getByText(value)).toBeTruthy();
    }

    const ledger = await screen.findByRole('table', { name: 'Movimientos' });
    const rows = within(ledger).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(4);
    expect(rows[0]!.textContent).toContain('Ajuste (Conteo físico)');
    expect(rows[0]!.textContent).toContain('−250');
    expect(rows[0]!.textContent).toContain('Conteo de fin de mes');
    expect(rows[0]!.textContent).toContain('Luis Ortega');
    expect(rows[0]!.textContent).toContain('20/11/2026 11:30');
    expect(rows[1]!.textContent).toContain('Embarcado');
    expect(rows[2]!.textContent).toContain('Asignado a orden 000123');
    expect(rows[2]!.textContent).toContain('−5,500');
    expect(rows[3]!.textContent).toContain('Recepción');
    expect(rows[3]!.textContent).toContain('+25,000');
    await user.click(within(rows[2]!).getByRole('link', { name: '000123' }));
    expect(currentPath()).toBe(`/orders/${ORDER_ID}`);
  });

  it('adjusts the stock with a signed quantity and its reason, then shows it in the ledger', async () => {
    const { api, lot } = setUp();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Ajustar existencia' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ajustar existencia del lote L-2026-010' });
    expect(dialog.textContent).toContain('Disponible ahora: 19,250 kg');
    await user.type(within(dialog).getByRole('textbox', { name: /^Cantidad del ajuste/ }), '-500.5');
    await user.click(within(dialog).getByRole('combobox', { name: /^Motivo/ }));
    await user.click(await screen.findByRole('option', { name: 'Otro' }));
    await user.click(within(dialog).getByRole('button', { name: 'Registrar ajuste' }));
    expect(await within(dialog).findByText('Describe el motivo del ajuste')).toBeTruthy();
    expect(callsTo(api, 'POST')).toEqual([]);

    await user.click(within(dialog).getByRole('combobox', { name: /^Motivo/ }));
    await user.click(await screen.findByRole('option', { name: 'Merma o daño' }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Comentario/ }), 'Sacos rotos');
    await user.click(within(dialog).getByRole('button', { name: 'Registrar ajuste' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [post] = callsTo(api, 'POST');
    expect(post).toBe(
      `POST /api/inventory/${lot.id}/adjustments {"quantityKg":"-500.5","reason":"DAMAGE","comment":"Sacos rotos","version":1}`,
    );
    expect(await screen.findByText('Ajuste registrado')).toBeTruthy();
    await waitFor(() => expect(card('available').textContent).toContain('18,749.5 kg'));
    const ledger = screen.getByRole('table', { name: 'Movimientos' });
    await waitFor(() =>
      expect(within(ledger).getAllByRole('row')[1]!.textContent).toContain('Ajuste (Merma o daño)'),
    );
  });

  it('says when someone else changed the lot meanwhile, and loads the latest version', async () => {
    const { api } = setUp();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Editar datos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar lote L-2026-010' });
    // Another user saved the lot after this page read it.
    api.lots[0] = { ...api.lots[0]!, supplier: 'Otro proveedor', version: 2 };
    const supplier = within(dialog).getByRole('textbox', { name: /^Proveedor/ });
    await user.clear(supplier);
    await user.type(supplier, 'Calera del Bajío');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Otro usuario modificó este registro; recarga para ver los cambios');
    await user.click(within(alert).getByRole('button', { name: 'Recargar' }));
    expect(
      await within(dialog).findByText(
        'Se cargó la versión más reciente. Revisa los datos y vuelve a guardar.',
      ),
    ).toBeTruthy();
    expect((within(dialog).getByRole('textbox', { name: /^Proveedor/ }) as HTMLInputElement).value).toBe(
      'Otro proveedor',
    );
    expect(callsTo(api, 'PUT /api/inventory')).toEqual([
      `PUT /api/inventory/${api.lots[0]!.id} {"version":1,"supplier":"Calera del Bajío"}`,
    ]);
  });

  it('shows a stock reader no edit controls and no cost', async () => {
    setUp(STOCK_READER);
    expect(await screen.findByRole('heading', { name: 'Lote L-2026-010' })).toBeTruthy();
    await screen.findByRole('table', { name: 'Movimientos' });
    expect(screen.queryByRole('button', { name: 'Editar datos' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Ajustar existencia' })).toBeNull();
    expect(screen.queryByText('Subir COA')).toBeNull();
    expect(screen.getByText('Sin certificado')).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Datos del lote' })).queryByText('Costo USD/t'),
    ).toBeNull();
  });
});
