// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildWarehouse, callsTo, fakeInventoryApi, REGIONS } from './fakeInventoryApi';
import { renderWarehouses, STOCK_READER } from './screens';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const qro = buildWarehouse({
  code: 'QRO-01',
  name: 'Querétaro Norte',
  city: 'El Marqués',
  state: 'Querétaro',
  lotCount: 3,
  availableKg: '48250',
});
const mty = buildWarehouse({
  code: 'MTY-02',
  name: 'Monterrey Apodaca',
  city: 'Apodaca',
  state: 'Nuevo León',
  region: REGIONS[1]!,
  active: false,
});

const rowOf = (code: string) => screen.getByText(code).closest('tr')!;

describe('the warehouses page', () => {
  it('lists each warehouse with its place, region, lots, available tons and state', async () => {
    const api = fakeInventoryApi(server, { warehouses: [qro, mty] });
    renderWarehouses();
    await screen.findByText('QRO-01');
    const row = rowOf('QRO-01');
    for (const value of ['Querétaro Norte', 'El Marqués', 'Querétaro', 'Bajío', '3', '48.3', 'Activo']) {
      expect(within(row).getByText(value)).toBeTruthy();
    }
    expect(within(rowOf('MTY-02')).getByText('Inactivo')).toBeTruthy();
    expect(within(rowOf('MTY-02')).getByText('Noreste')).toBeTruthy();
    expect(callsTo(api, 'GET /api/warehouses?')[0]).toBe(
      'GET /api/warehouses?limit=10&offset=0&orderField=code&orderDirection=ASC',
    );
  });

  it('creates a warehouse from the dialog, its code upper-cased, after showing the required texts', async () => {
    const api = fakeInventoryApi(server, { warehouses: [qro] });
    const user = userEvent.setup({ delay: null });
    renderWarehouses();
    await user.click(await screen.findByRole('button', { name: 'Nuevo almacén' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo almacén' });
    await user.click(within(dialog).getByRole('button', { name: 'Crear almacén' }));
    for (const message of [
      'La clave del almacén es requerida (mínimo 2 caracteres)',
      'El nombre del almacén es requerido',
      'La ciudad es requerida',
      'El estado es requerido',
    ]) {
      expect(await within(dialog).findByText(message)).toBeTruthy();
    }
    await user.type(within(dialog).getByRole('textbox', { name: /^Clave/ }), 'gdl-03');
    await user.type(within(dialog).getByRole('textbox', { name: /^Nombre/ }), 'Guadalajara El Salto');
    await user.type(within(dialog).getByRole('textbox', { name: /^Ciudad/ }), 'El Salto');
    await user.type(within(dialog).getByRole('textbox', { name: /^Estado/ }), 'Jalisco');
    await user.click(within(dialog).getByRole('combobox', { name: /^Región/ }));
    await user.click(await screen.findByRole('option', { name: 'Bajío' }));
    await user.click(within(dialog).getByRole('button', { name: 'Crear almacén' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(api, 'POST')).toEqual([
      `POST /api/warehouses {"code":"GDL-03","name":"Guadalajara El Salto","city":"El Salto","state":"Jalisco","regionId":"${REGIONS[0]!.id}","address":null,"email":null,"active":true}`,
    ]);
    expect(await screen.findByText('Almacén GDL-03 creado')).toBeTruthy();
    expect(await screen.findByText('GDL-03')).toBeTruthy();
  });

  it('deactivates a warehouse with the version it shows', async () => {
    const api = fakeInventoryApi(server, { warehouses: [qro] });
    const user = userEvent.setup({ delay: null });
    renderWarehouses();
    await screen.findByText('QRO-01');
    await user.click(within(rowOf('QRO-01')).getByRole('button', { name: 'Desactivar' }));
    await waitFor(() =>
      expect(callsTo(api, 'PUT')).toEqual([`PUT /api/warehouses/${qro.id} {"version":1,"active":false}`]),
    );
    expect(await screen.findByText('Almacén QRO-01 desactivado')).toBeTruthy();
    await waitFor(() => expect(within(rowOf('QRO-01')).getByText('Inactivo')).toBeTruthy());
  });

  it('offers no deletion of a warehouse with lots: it is deactivated instead', async () => {
    fakeInventoryApi(server, { warehouses: [qro] });
    renderWarehouses();
    await screen.findByText('QRO-01');
    expect(within(rowOf('QRO-01')).queryByRole('button', { name: 'Eliminar' })).toBeNull();
    expect(within(rowOf('QRO-01')).getByRole('button', { name: 'Desactivar' })).toBeTruthy();
  });

  it('says why the server refused a deletion (a lot registered since the list was read)', async () => {
    const api = fakeInventoryApi(server, { warehouses: [{ ...qro, lotCount: 0 }] });
    const user = userEvent.setup({ delay: null });
    renderWarehouses();
    await screen.findByText('QRO-01');
    api.warehouses[0]!.lotCount = 1;
    await user.click(within(rowOf('QRO-01')).getByRole('button', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Eliminar el almacén QRO-01?' });
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(
      await within(dialog).findByText(
        'El almacén tiene lotes registrados; desactívalo en lugar de eliminarlo',
      ),
    ).toBeTruthy();
    expect(callsTo(api, 'DELETE')).toEqual([`DELETE /api/warehouses/${qro.id}`]);
    expect(api.warehouses).toHaveLength(1);
  });

  it('shows a stock reader the list without any write control', async () => {
    fakeInventoryApi(server, { warehouses: [qro] });
    renderWarehouses({ permissions: STOCK_READER });
    await screen.findByText('QRO-01');
    expect(screen.queryByRole('button', { name: 'Nuevo almacén' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Desactivar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Eliminar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Editar QRO-01' })).toBeNull();
  });
});
