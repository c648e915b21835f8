// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ProductsPage } from '../../../src/web/products/ProductsPage';
import { buildProduct, fakeProductsApi } from './fakeProductsApi';
import { helperOf, renderScreen } from './renderScreen';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const WRITE = ['PRODUCT_CREATE_READ', 'PRODUCT_CREATE_WRITE'];
const renderProducts = () => renderScreen(<ProductsPage />, { path: '/products/create', permissions: WRITE });
const form = () => screen.getByRole('form', { name: 'Nuevo producto' });
const field = (name: RegExp) => within(form()).getByRole('textbox', { name });
const chip = (name: string, scope: HTMLElement = form()) => within(scope).getByRole('checkbox', { name });
/** The form shows once the permissions are read. */
const formReady = () => screen.findByRole('form', { name: 'Nuevo producto' });

describe('the products page', () => {
  it('lists the catalogue with the packaging types in Spanish and the state', async () => {
    fakeProductsApi(server, [
      buildProduct({
        reference: 'ARE-SIL-4060',
        name: 'Arena sílica 40/60',
        packagingTypes: ['HOPPER', 'BULK'],
      }),
      buildProduct({ reference: 'CAL-HID-25', name: 'Cal hidratada', active: false }),
    ]);
    renderProducts();
    const row = (await screen.findByText('ARE-SIL-4060', {})).closest('tr')!;
    expect(within(row).getByText('Arena sílica 40/60')).toBeTruthy();
    expect(within(row).getByText('Tolva')).toBeTruthy();
    expect(within(row).getByText('Granel')).toBeTruthy();
    expect(within(row).getByText('Activo')).toBeTruthy();
    const other = screen.getByText('CAL-HID-25').closest('tr')!;
    expect(within(other).getByText('Super saco')).toBeTruthy();
    expect(within(other).getByText('Inactivo')).toBeTruthy();
  });

  it('requires at least one packaging type before calling the API', async () => {
    const api = fakeProductsApi(server, []);
    const user = userEvent.setup({ delay: null });
    renderProducts();
    await formReady();
    await user.type(field(/^Referencia/), 'DOL-M200');
    await user.type(field(/^Nombre/), 'Dolomita malla 200');
    await user.click(screen.getByRole('button', { name: 'Crear producto' }));
    expect(await screen.findByText('Elige al menos un tipo de empaque')).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('upper-cases the reference as it is typed and creates the product', async () => {
    const api = fakeProductsApi(server, []);
    const user = userEvent.setup({ delay: null });
    renderProducts();
    await formReady();
    await user.type(field(/^Referencia/), 'dol m200');
    expect(field(/^Referencia/)).toHaveProperty('value', 'DOLM200');
    await user.type(field(/^Nombre/), 'Dolomita malla 200');
    await user.click(chip('Granel'));
    await user.click(chip('Saco'));
    expect(chip('Saco').getAttribute('aria-checked')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Crear producto' }));
    expect(await screen.findByText('Producto DOLM200 creado')).toBeTruthy();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      reference: 'DOLM200',
      name: 'Dolomita malla 200',
      packagingTypes: ['BAG', 'BULK'],
      active: true,
    });
    // The form is ready for the next product; the catalogue shows the new one.
    await waitFor(() => expect(field(/^Referencia/)).toHaveProperty('value', ''));
    expect(await screen.findByText('Dolomita malla 200')).toBeTruthy();
  });

  it('shows a reference already taken on the reference field', async () => {
    const api = fakeProductsApi(server, []);
    api.refuse.POST = {
      status: 409,
      body: { code: 'CONFLICT', message: 'Ya existe un producto con la referencia CAL-HID-25' },
    };
    const user = userEvent.setup({ delay: null });
    renderProducts();
    await formReady();
    await user.type(field(/^Referencia/), 'cal-hid-25');
    await user.type(field(/^Nombre/), 'Cal hidratada');
    await user.click(chip('Saco'));
    await user.click(screen.getByRole('button', { name: 'Crear producto' }));
    await waitFor(() => expect(field(/^Referencia/).getAttribute('aria-invalid')).toBe('true'));
    expect(helperOf(field(/^Referencia/))).toBe('Ya existe un producto con la referencia CAL-HID-25');
  });

  it('edits a product in a dialog, sending only what changed with its version', async () => {
    const product = buildProduct({ reference: 'YES-AGR-01', name: 'Yeso agrícola', version: 4 });
    const api = fakeProductsApi(server, [product]);
    const user = userEvent.setup({ delay: null });
    renderProducts();
    await user.click(await screen.findByRole('button', { name: 'Editar producto YES-AGR-01' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar producto YES-AGR-01' });
    const name = within(dialog).getByRole('textbox', { name: /^Nombre/ });
    await user.clear(name);
    await user.type(name, 'Yeso agrícola fino');
    await user.click(chip('Granel', dialog));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Producto YES-AGR-01 actualizado')).toBeTruthy();
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      version: 4,
      name: 'Yeso agrícola fino',
      packagingTypes: ['BAG', 'SUPERSACK', 'BULK'],
    });
  });

  it('says when someone else saved the product first and loads the latest version', async () => {
    const product = buildProduct({ reference: 'BEN-SOD-200', name: 'Bentonita sódica', version: 2 });
    const api = fakeProductsApi(server, [product]);
    api.refuse.PUT = {
      status: 409,
      body: {
        code: 'STALE_VERSION',
        message: 'Otro usuario modificó este registro; recarga para ver los cambios',
      },
    };
    const user = userEvent.setup({ delay: null });
    renderProducts();
    await user.click(await screen.findByRole('button', { name: 'Editar producto BEN-SOD-200' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('switch', { name: 'Activo' }));
    // Meanwhile someone renamed it (version 3).
    api.rows[0] = { ...product, name: 'Bentonita sódica premium', version: 3 };
    await user.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Otro usuario modificó este registro');
    await user.click(within(alert).getByRole('button', { name: 'Recargar' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: /^Nombre/ })).toHaveProperty(
        'value',
        'Bentonita sódica premium',
      ),
    );
    await user.click(within(dialog).getByRole('switch', { name: 'Activo' }));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(api.calls.filter((c) => c.method === 'PUT')).toHaveLength(2));
    expect(api.calls.filter((c) => c.method === 'PUT')[1]?.body).toEqual({ version: 3, active: false });
  });
});
