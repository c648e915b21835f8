// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildOrder, orderFake } from './orderListFake';
import { renderOrderList } from './renderOrderList';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const ORDERS = [buildOrder({ displayNumber: '000201' }), buildOrder({ displayNumber: '000202' })];
const filters = () => screen.getByRole('search', { name: 'Filtros de órdenes' });
const patchBody = (calls: string[]) => {
  const patch = calls.filter((c) => c.startsWith('PATCH /api/users/preferences')).at(-1)!;
  return JSON.parse(patch.slice(patch.indexOf('{')));
};

describe('the order filter preferences', () => {
  it('hides a filter and saves the visible filters with the search text, keeping the columns', async () => {
    const columns = [{ dataIndex: 'products', checked: false }];
    const api = orderFake(server, { orders: ORDERS, preferences: { views: { orders: { columns } } } });
    const user = userEvent.setup();
    renderOrderList({ preferences: api.preferences });
    await screen.findByRole('table');
    expect(within(filters()).getByLabelText('Forma de pago')).toBeTruthy();
    await user.type(within(filters()).getByLabelText('Buscar orden'), '000202');
    await waitFor(() => expect(api.calls.some((c) => c.includes('searchParam=000202'))).toBe(true));
    await user.click(screen.getByRole('button', { name: 'Filtros' }));
    const menu = await screen.findByRole('menu');
    await user.click(within(menu).getByRole('menuitemcheckbox', { name: 'Forma de pago' }));
    expect(await screen.findByText('Preferencias de filtros guardadas correctamente')).toBeTruthy();
    expect(patchBody(api.calls).views.orders).toEqual({
      columns,
      filters: {
        visible: ['sellers', 'customers', 'deliveryModel', 'deliveryDate'],
        searchParam: '000202',
      },
    });
    await waitFor(() =>
      expect(
        within(menu).getByRole('menuitemcheckbox', { name: 'Forma de pago' }).getAttribute('aria-checked'),
      ).toBe('false'),
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(within(filters()).queryByLabelText('Forma de pago')).toBeNull());
    expect(within(filters()).getByLabelText('Modelo de entrega')).toBeTruthy();
  });

  it('restores the saved filters and search on a visit from the profile’s preferences', async () => {
    const api = orderFake(server, { orders: ORDERS });
    renderOrderList({
      preferences: { views: { orders: { filters: { visible: ['deliveryModel'], searchParam: '000201' } } } },
    });
    await screen.findByRole('table');
    await waitFor(() =>
      expect((within(filters()).getByLabelText('Buscar orden') as HTMLInputElement).value).toBe('000201'),
    );
    await waitFor(() => expect(api.calls.some((c) => c.includes('searchParam=000201'))).toBe(true));
    expect(within(filters()).getByLabelText('Modelo de entrega')).toBeTruthy();
    expect(within(filters()).queryByLabelText('Forma de pago')).toBeNull();
    expect(within(filters()).queryByLabelText('Entrega desde')).toBeNull();
  });

  it('says when saving the filter preferences failed', async () => {
    const api = orderFake(server, { orders: ORDERS });
    api.refuse['PATCH /api/users/preferences'] = {
      status: 500,
      code: 'INTERNAL_ERROR',
      message: 'Ocurrió un error inesperado',
    };
    const user = userEvent.setup();
    renderOrderList();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Filtros' }));
    await user.click(within(await screen.findByRole('menu')).getByText('Guardar la búsqueda actual'));
    expect(await screen.findByText('Error al guardar preferencias de filtros')).toBeTruthy();
    expect(patchBody(api.calls).views.orders.filters).toEqual({
      visible: ['sellers', 'customers', 'paymentTerm', 'deliveryModel', 'deliveryDate'],
      searchParam: '',
    });
  });
});
