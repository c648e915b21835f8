// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setViewportWidth } from '../support/viewport';
import { buildLot, buildProduct, buildWarehouse, callsTo, fakeInventoryApi } from './fakeInventoryApi';
import { currentPath, renderLotList, STOCK_READER } from './screens';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const cal = buildProduct({ reference: 'CAL-HID-25', name: 'Cal hidratada', packagingTypes: ['BAG', 'BULK'] });
const arena = buildProduct({ reference: 'ARE-SIL-4060', name: 'Arena sílica', packagingTypes: ['HOPPER'] });
const qro = buildWarehouse({ code: 'QRO-01', name: 'Querétaro Norte' });
const mty = buildWarehouse({ code: 'MTY-02', name: 'Monterrey Apodaca' });

function stock() {
  return {
    products: [cal, arena],
    warehouses: [qro, mty],
    lots: [
      buildLot(cal, qro, {
        lot: 'L-2026-001',
        receptionDate: '2026-11-03',
        receivedKg: '25000',
        allocatedKg: '4500.5',
        availableKg: '20499.5',
        costUsdPerTon: '185.5',
      }),
      buildLot(arena, mty, {
        lot: 'L-2026-002',
        receivedKg: '30000',
        allocatedKg: '28000',
        availableKg: '2000',
      }),
      buildLot(cal, mty, { lot: 'L-2026-003', receivedKg: '10000', shippedKg: '10000', availableKg: '0' }),
    ],
  };
}

const lotCalls = (api: ReturnType<typeof fakeInventoryApi>) => callsTo(api, 'GET /api/inventory?');

describe('the inventory list', () => {
  it('shows each lot with its product, warehouse, date and quantities, only lots with stock by default', async () => {
    const api = fakeInventoryApi(server, stock());
    const user = userEvent.setup({ delay: null });
    renderLotList();
    await screen.findByText('L-2026-001');
    const table = screen.getByRole('table');
    for (const header of ['Lote', 'Producto', 'Empaque', 'Almacén', 'Fecha de recepción', 'Recibido (kg)']) {
      expect(within(table).getByText(header)).toBeTruthy();
    }
    expect(within(table).getByText('Costo USD/t')).toBeTruthy();
    const row = within(table).getByText('L-2026-001').closest('tr')!;
    expect(within(row).getByText('CAL-HID-25')).toBeTruthy();
    expect(within(row).getByText('Cal hidratada')).toBeTruthy();
    expect(within(row).getByText('Saco')).toBeTruthy();
    expect(within(row).getByText('QRO-01')).toBeTruthy();
    expect(within(row).getByText('Querétaro Norte')).toBeTruthy();
    expect(within(row).getByText('03/11/2026')).toBeTruthy();
    expect(within(row).getByText('25,000')).toBeTruthy();
    expect(within(row).getByText('4,500.5')).toBeTruthy();
    expect(within(row).getByText('20,499.5')).toBeTruthy();
    expect(within(row).getByText('185.5')).toBeTruthy();
    // 2,000 of 30,000 kg left: under a tenth.
    const low = within(table).getByText('L-2026-002').closest('tr')!;
    expect(within(low).getByText('Existencia baja')).toBeTruthy();
    // The sold-out lot is filtered out by 'Solo con existencia'.
    expect(within(table).queryByText('L-2026-003')).toBeNull();
    expect(lotCalls(api)[0]).toBe(
      'GET /api/inventory?limit=10&offset=0&orderField=receptionDate&orderDirection=DESC&withStock=true',
    );
    await user.click(within(row).getByRole('link', { name: 'L-2026-001' }));
    expect(currentPath()).toBe(`/inventory/${api.lots[0]!.id}`);
  });

  it("shows every lot with the switch off, a sold-out lot as 'Agotado'", async () => {
    const api = fakeInventoryApi(server, stock());
    const user = userEvent.setup({ delay: null });
    renderLotList();
    await screen.findByText('L-2026-001');
    await user.click(screen.getByRole('switch', { name: 'Solo con existencia' }));
    await waitFor(() => expect(lotCalls(api).at(-1)).toContain('withStock=false'));
    const row = (await screen.findByText('L-2026-003')).closest('tr')!;
    expect(within(row).getByText('Agotado')).toBeTruthy();
  });

  it('filters by warehouse, product and packaging, and sorts by the header clicked', async () => {
    const api = fakeInventoryApi(server, stock());
    const user = userEvent.setup({ delay: null });
    renderLotList();
    await screen.findByText('L-2026-001');
    await user.click(screen.getByRole('combobox', { name: 'Almacén' }));
    await user.click(await screen.findByRole('option', { name: 'MTY-02 · Monterrey Apodaca' }));
    await waitFor(() => expect(lotCalls(api).at(-1)).toContain(`warehouseId=${mty.id}`));
    await user.click(screen.getByRole('combobox', { name: 'Producto' }));
    await user.click(await screen.findByRole('option', { name: 'ARE-SIL-4060 · Arena sílica' }));
    await waitFor(() => expect(lotCalls(api).at(-1)).toContain(`productId=${arena.id}`));
    await user.click(screen.getByRole('combobox', { name: 'Empaque' }));
    await user.click(await screen.findByRole('option', { name: 'Tolva' }));
    await waitFor(() => expect(lotCalls(api).at(-1)).toContain('packagingType=HOPPER'));
    const last = lotCalls(api).at(-1)!;
    expect(last).toContain(`warehouseId=${mty.id}`);
    expect(last).toContain(`productId=${arena.id}`);
    expect(last).toContain('packagingType=HOPPER');
    expect(last).toContain('withStock=true');
    expect(await screen.findByText('L-2026-002')).toBeTruthy();
    expect(screen.queryByText('L-2026-001')).toBeNull();

    await user.click(within(screen.getByRole('table')).getByText('Disponible (kg)'));
    await waitFor(() => expect(lotCalls(api).at(-1)).toContain('orderField=availableKg'));
  });

  it('exports what the list shows as csv', async () => {
    const api = fakeInventoryApi(server, stock());
    const user = userEvent.setup({ delay: null });
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:inventario'), revokeObjectURL: vi.fn() });
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderLotList();
    await screen.findByText('L-2026-001');
    await user.click(screen.getByRole('button', { name: 'Exportar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Exportar inventario' });
    await user.click(within(dialog).getByRole('radio', { name: 'Texto separado por comas (.csv)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Descargar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(api, 'GET /api/inventory/export')).toEqual([
      'GET /api/inventory/export?orderField=receptionDate&orderDirection=DESC&withStock=true&format=csv',
    ]);
    // The file is saved under the name the server gave it.
    expect(clicked.mock.contexts.map((a) => (a as HTMLAnchorElement).download)).toEqual(['inventario.csv']);
    clicked.mockRestore();
  });

  it('shows the error state with a reload button when the list fails', async () => {
    const api = fakeInventoryApi(server, stock());
    api.refuse['GET /api/inventory'] = { status: 500, code: 'INTERNAL_ERROR', message: 'Falla del servidor' };
    const user = userEvent.setup({ delay: null });
    renderLotList();
    const failed = await screen.findByTestId('list-error');
    expect(failed.textContent).toContain('Falla del servidor');
    delete api.refuse['GET /api/inventory'];
    await user.click(within(failed).getByRole('button', { name: 'Recargar' }));
    expect(await screen.findByText('L-2026-001')).toBeTruthy();
  });

  it('hides the cost and the create button from who only reads stock', async () => {
    const data = stock();
    fakeInventoryApi(server, { ...data, lots: data.lots.map((l) => ({ ...l, costUsdPerTon: null })) });
    renderLotList({ permissions: STOCK_READER });
    await screen.findByText('L-2026-001');
    const table = screen.getByRole('table');
    expect(within(table).getByText('L-2026-001')).toBeTruthy();
    expect(within(table).queryByText('Costo USD/t')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Registrar lote' })).toBeNull();
    // Reading stock includes exporting it.
    expect(screen.getByRole('button', { name: 'Exportar' })).toBeTruthy();
  });

  it('shows cards instead of the table on a phone', async () => {
    fakeInventoryApi(server, stock());
    // A 390 px screen: every max-width query matches.
    const restore = setViewportWidth(390);
    try {
      renderLotList();
      const cards = await screen.findAllByTestId('record-card');
      expect(screen.queryByRole('table')).toBeNull();
      const first = within(cards[0]!).getByRole('link', { name: 'Abrir el lote L-2026-001' });
      expect(first.textContent).toContain('20,499.5 de 25,000 kg disponibles');
      expect(within(cards[1]!).getByText('Existencia baja')).toBeTruthy();
    } finally {
      restore();
    }
  });
});
