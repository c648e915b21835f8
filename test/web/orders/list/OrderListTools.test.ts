// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { api } from '../../../../src/web/providers/api';
import { buildOrder, orderFake } from './orderListFake';
import { renderOrderList } from './renderOrderList';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const ORDERS = [buildOrder({ displayNumber: '000201' }), buildOrder({ displayNumber: '000202' })];
const headers = () =>
  within(screen.getByRole('table'))
    .getAllByRole('columnheader')
    .map((h) => h.textContent);

describe('the column editor', () => {
  it('hides a column, shows another, saves the choice to the preferences with its toast', async () => {
    const api = orderFake(server, {
      orders: ORDERS,
      preferences: { views: { orders: { filters: { visible: ['q'] } } } },
    });
    const user = userEvent.setup();
    renderOrderList({ preferences: api.preferences });
    await screen.findByRole('table');
    expect(headers()).toEqual([
      'Orden',
      'Empresa',
      'Vendedor',
      'Productos',
      'Toneladas',
      'Estatus',
      'Entrega',
      'Total',
    ]);
    await user.click(screen.getByRole('button', { name: 'Columnas' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar columnas' });
    expect(
      (within(dialog).getByLabelText('Número de orden · Siempre visible') as HTMLInputElement).disabled,
    ).toBe(true);
    await user.click(within(dialog).getByLabelText('Vendedor'));
    await user.click(within(dialog).getByLabelText('Forma de pago'));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Preferencias de columnas guardadas correctamente')).toBeTruthy();
    const patch = api.calls.find((c) => c.startsWith('PATCH /api/users/preferences'))!;
    const body = JSON.parse(patch.slice(patch.indexOf('{')));
    // The view's other preferences (filters) go along: a PATCH replaces the whole view.
    expect(body.views.orders.filters).toEqual({ visible: ['q'] });
    expect(body.views.orders.columns).toContainEqual({ dataIndex: 'number', checked: true, disabled: true });
    expect(body.views.orders.columns).toContainEqual({ dataIndex: 'seller', checked: false });
    expect(body.views.orders.columns).toContainEqual({ dataIndex: 'paymentTerm', checked: true });
    await waitFor(() => expect(headers()).not.toContain('Vendedor'));
    expect(headers()).toContain('Forma de pago');
  });

  it('starts from the saved columns, selects all, resets, and says when saving failed', async () => {
    const api = orderFake(server, { orders: ORDERS });
    api.refuse['PATCH /api/users/preferences'] = {
      status: 500,
      code: 'INTERNAL_ERROR',
      message: 'Ocurrió un error inesperado',
    };
    const user = userEvent.setup();
    renderOrderList({
      preferences: {
        views: {
          orders: {
            columns: [
              { dataIndex: 'products', checked: false },
              { dataIndex: 'createdAt', checked: true },
            ],
          },
        },
      },
    });
    await screen.findByRole('table');
    expect(headers()).not.toContain('Productos');
    expect(headers()).toContain('Creada');
    await user.click(screen.getByRole('button', { name: 'Columnas' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByLabelText('Seleccionar todas'));
    for (const name of ['Productos', 'Modelo de entrega', 'Forma de pago', 'Fecha de creación'])
      expect((within(dialog).getByLabelText(name) as HTMLInputElement).checked).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Restablecer' }));
    expect((within(dialog).getByLabelText('Fecha de creación') as HTMLInputElement).checked).toBe(false);
    expect((within(dialog).getByLabelText('Productos') as HTMLInputElement).checked).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Error al guardar preferencias de columnas')).toBeTruthy();
    // The dialog stays open with the choice, so the user can try again.
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});

describe('the export dialog', () => {
  it('mails the file of the current tab, search, sort and visible columns, and says where it goes', async () => {
    const api = orderFake(server, { orders: ORDERS });
    const user = userEvent.setup();
    renderOrderList();
    await screen.findByRole('table');
    await user.click(screen.getByRole('tab', { name: /Creadas/ }));
    await user.click(screen.getByRole('button', { name: 'Exportar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Descargar órdenes' });
    expect(dialog.textContent).toContain('(2)');
    await user.click(within(dialog).getByLabelText('CSV (.csv)'));
    await user.click(within(dialog).getByRole('button', { name: 'Enviar a mi correo' }));
    expect(
      await within(dialog).findByText(
        'Estamos generando el archivo; lo enviaremos a admin@demo.local en unos momentos.',
      ),
    ).toBeTruthy();
    const post = api.calls.find((c) => c.startsWith('POST /api/orders/export'))!;
    expect(JSON.parse(post.slice(post.indexOf('{')))).toEqual({
      orderField: 'createdAt',
      orderDirection: 'DESC',
      statusTab: 'CREATED',
      format: 'csv',
      columns: ['number', 'company', 'seller', 'products', 'tons', 'status', 'deliveryDate', 'total'],
    });
    expect(
      (within(dialog).getByRole('button', { name: 'Enviar a mi correo' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('downloads the file at once through the export-data call', async () => {
    orderFake(server, { orders: ORDERS });
    // jsdom's Blob and msw's XHR interception do not mix: the API client's answer is faked here.
    const original = api.get.bind(api);
    const get = vi.spyOn(api, 'get').mockImplementation(async (url, config) => {
      if (url !== '/orders/export-data') return original(url, config);
      return {
        data: new Blob(['\uFEFFNúmero de orden\r\n'], { type: 'text/csv' }),
        headers: { 'content-disposition': 'attachment; filename="ordenes-2026-11-21.csv"' },
        config,
      } as never;
    });
    const created = vi.fn(() => 'blob:orders');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderOrderList();
    await screen.findByRole('tab', { name: /Abiertas/ });
    await user.click(screen.getByRole('button', { name: 'Exportar' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Descargar ahora' }));
    await waitFor(() => expect(clicked).toHaveBeenCalled());
    const [url, config] = get.mock.calls.find(([u]) => u === '/orders/export-data')!;
    expect(url).toBe('/orders/export-data');
    expect(config?.params).toEqual({
      orderField: 'createdAt',
      orderDirection: 'DESC',
      statusTab: 'DEFAULT',
      format: 'xlsx',
      columns: 'number,company,seller,products,tons,status,deliveryDate,total',
    });
    expect(config?.responseType).toBe('blob');
    expect(created).toHaveBeenCalled();
    expect((clicked.mock.contexts[0] as HTMLAnchorElement).download).toBe('ordenes-2026-11-21.csv');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    clicked.mockRestore();
    get.mockRestore();
  });

  it('shows the server’s message when the export is refused', async () => {
    const api = orderFake(server, { orders: ORDERS });
    api.refuse['POST /api/orders/export'] = {
      status: 400,
      code: 'EXPORT_TOO_LARGE',
      message: 'La exportación tendría 60,000 órdenes y el máximo es 50,000.',
    };
    const user = userEvent.setup();
    renderOrderList();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Exportar' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar a mi correo' }));
    expect(
      await within(dialog).findByText('La exportación tendría 60,000 órdenes y el máximo es 50,000.'),
    ).toBeTruthy();
  });
});
