// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { businessDay } from '../../../src/domain/dates';
import { ERROR_CODES } from '../../../src/domain/errors';
import { api as apiClient } from '../../../src/web/providers/api';
import { buildProduct, buildWarehouse, callsTo, fakeInventoryApi } from './fakeInventoryApi';
import { currentPath, renderLotCreate } from './screens';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const cal = buildProduct({ reference: 'CAL-HID-25', name: 'Cal hidratada', packagingTypes: ['BAG', 'BULK'] });
const qro = buildWarehouse({ code: 'QRO-01', name: 'Querétaro Norte' });
const closed = buildWarehouse({ code: 'OLD-09', name: 'Cerrado', active: false });

const form = () => screen.getByRole('form', { name: 'Registrar lote' });
const text = (name: RegExp) => within(form()).getByRole('textbox', { name });
const submit = () => within(form()).getByRole('button', { name: 'Registrar lote' });

async function choose(user: ReturnType<typeof userEvent.setup>, select: RegExp, option: string) {
  await user.click(within(form()).getByRole('combobox', { name: select }));
  await user.click(await screen.findByRole('option', { name: option }));
}

/** A form filled with a valid reception (today's date is already there). */
async function fill(user: ReturnType<typeof userEvent.setup>) {
  await choose(user, /^Producto/, 'CAL-HID-25 · Cal hidratada');
  await choose(user, /^Tipo de empaque/, 'Granel');
  await user.type(text(/^Número de lote/), 'L-2026-077');
  await user.type(text(/^Costo del material/), '190.25');
  await user.type(text(/^Cantidad inicial/), '12500');
  await choose(user, /^Almacén/, 'QRO-01 · Querétaro Norte');
  await user.type(text(/^Partida o referencia de compra/), 'OC-1234');
  await user.type(text(/^Proveedor/), 'Minera del Norte');
}

describe('registering a lot', () => {
  it('shows the required text of each field and calls nothing', async () => {
    const api = fakeInventoryApi(server, { products: [cal], warehouses: [qro, closed] });
    const user = userEvent.setup({ delay: null });
    renderLotCreate();
    await screen.findByRole('form', { name: 'Registrar lote' });
    const date = text(/^Fecha de recepción/) as HTMLInputElement;
    await user.clear(date);
    await user.click(submit());
    for (const message of [
      'Debe seleccionar un producto',
      'Debe seleccionar un tipo de empaque',
      'El número de lote es requerido',
      'El costo del material es requerido',
      'La cantidad inicial es requerida',
      'La fecha de recepción es requerida',
      'Debe seleccionar un almacén',
    ]) {
      expect(await within(form()).findByText(message)).toBeTruthy();
    }
    expect(callsTo(api, 'POST')).toEqual([]);
  });

  it('offers only active warehouses and the chosen product’s packaging, and refuses a future date', async () => {
    fakeInventoryApi(server, { products: [cal], warehouses: [qro, closed] });
    const user = userEvent.setup({ delay: null });
    renderLotCreate();
    await screen.findByRole('form', { name: 'Registrar lote' });
    await user.click(within(form()).getByRole('combobox', { name: /^Almacén/ }));
    await screen.findByRole('option', { name: 'QRO-01 · Querétaro Norte' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['QRO-01 · Querétaro Norte']);
    await user.keyboard('{Escape}');
    await choose(user, /^Producto/, 'CAL-HID-25 · Cal hidratada');
    await user.click(within(form()).getByRole('combobox', { name: /^Tipo de empaque/ }));
    await screen.findByRole('option', { name: 'Granel' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Saco', 'Granel']);
    await user.keyboard('{Escape}');
    const date = text(/^Fecha de recepción/);
    await user.clear(date);
    await user.type(date, '01/01/2099');
    await user.click(submit());
    expect(
      await within(form()).findByText('La fecha de recepción no puede ser posterior a hoy'),
    ).toBeTruthy();
  });

  it('posts the reception, uploads the COA to the new lot and opens its page', async () => {
    const api = fakeInventoryApi(server, { products: [cal], warehouses: [qro] });
    const put = vi.spyOn(apiClient, 'put');
    const user = userEvent.setup({ delay: null });
    const { container } = renderLotCreate();
    await screen.findByRole('form', { name: 'Registrar lote' });
    await fill(user);
    const certificate = new File(['%PDF-1.7'], 'coa-L-2026-077.pdf', { type: 'application/pdf' });
    await user.upload(container.querySelector('input[type="file"]') as HTMLInputElement, certificate);
    expect(within(form()).getByText('coa-L-2026-077.pdf')).toBeTruthy();
    await user.click(submit());
    await waitFor(() => expect(currentPath()).toMatch(/^\/inventory\/[0-9a-f-]{36}$/));
    const [post] = callsTo(api, 'POST /api/inventory');
    expect(JSON.parse(post!.slice('POST /api/inventory '.length))).toEqual({
      productId: cal.id,
      packingType: 'BULK',
      lot: 'L-2026-077',
      price: '190.25',
      quantity: '12500',
      receptionDate: businessDay(),
      warehouseId: qro.id,
      batchId: 'OC-1234',
      supplier: 'Minera del Norte',
    });
    const created = api.lots[0]!;
    expect(currentPath()).toBe(`/inventory/${created.id}`);
    expect(callsTo(api, 'PUT')).toEqual([`PUT /api/inventory/${created.id}/coa fields=file`]);
    const upload = put.mock.calls.find(([url]) => url === `/inventory/${created.id}/coa`)!;
    expect(((upload[1] as FormData).get('file') as File).name).toBe('coa-L-2026-077.pdf');
    put.mockRestore();
    expect(await screen.findByText('Lote L-2026-077 registrado')).toBeTruthy();
  });

  it('refuses a certificate that is not a PDF or an image before sending anything', async () => {
    const api = fakeInventoryApi(server, { products: [cal], warehouses: [qro] });
    const user = userEvent.setup({ delay: null, applyAccept: false });
    const { container } = renderLotCreate();
    await screen.findByRole('form', { name: 'Registrar lote' });
    await fill(user);
    const sheet = new File(['a,b'], 'coa.xlsx', { type: 'application/vnd.ms-excel' });
    await user.upload(container.querySelector('input[type="file"]') as HTMLInputElement, sheet);
    await user.click(submit());
    expect(await within(form()).findByText('Solo se aceptan archivos PDF o imágenes')).toBeTruthy();
    expect(callsTo(api, 'POST')).toEqual([]);
  });

  it("shows the server's refusal on its field: a lot number already in that warehouse", async () => {
    const api = fakeInventoryApi(server, { products: [cal], warehouses: [qro] });
    api.refuse['POST /api/inventory'] = {
      status: 409,
      code: ERROR_CODES.conflict,
      message: 'Ya existe el lote L-2026-077 en ese almacén',
    };
    const user = userEvent.setup({ delay: null });
    renderLotCreate();
    await screen.findByRole('form', { name: 'Registrar lote' });
    await fill(user);
    await user.click(submit());
    const lot = text(/^Número de lote/);
    await waitFor(() => expect(lot.getAttribute('aria-invalid')).toBe('true'));
    expect(within(form()).getByText('Ya existe el lote L-2026-077 en ese almacén')).toBeTruthy();
    expect(currentPath()).toBe('/inventory/create');
  });
});
