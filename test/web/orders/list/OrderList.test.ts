// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildOrder, listCalls, orderFake, SELLERS } from './orderListFake';
import { renderOrderList } from './renderOrderList';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const pause = (ms: number) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));

const ORDERS = [
  buildOrder({ displayNumber: '000101', opsStatus: 'ORDEN_CREADA' }),
  buildOrder({ displayNumber: '000102', opsStatus: 'ORDEN_RETENIDA' }),
  buildOrder({
    displayNumber: 'ERP-7781',
    opsStatus: 'FACTURADO',
    currency: 'MXN',
    totalWithTaxes: '172210.12',
    paymentTerm: 'ADVANCE_PAYMENT',
    seller: { id: SELLERS[1]!.id, name: SELLERS[1]!.fullName },
    customer: {
      id: crypto.randomUUID(),
      companyName: 'Vidriera del Norte de Saltillo S.A. de C.V.',
      rfc: 'VNS9906301B4',
    },
  }),
];

const CLOSED = [
  buildOrder({ displayNumber: '000104', opsStatus: 'ORDEN_ENTREGADA' }),
  buildOrder({ displayNumber: '000105', opsStatus: 'PAGADO' }),
  buildOrder({ displayNumber: '000106', opsStatus: 'ORDEN_CANCELADA' }),
];

const rowNumbers = () =>
  within(screen.getByRole('table'))
    .queryAllByRole('link')
    .map((a) => a.textContent);

describe('the order list', () => {
  it('shows the open orders with every column value and the tab counts from the same answer', async () => {
    const api = orderFake(server, { orders: ORDERS });
    renderOrderList();
    const table = await screen.findByRole('table');
    await waitFor(() => expect(rowNumbers()).toEqual(['000101', '000102', 'ERP-7781']));
    for (const header of [
      'Orden',
      'Empresa',
      'Vendedor',
      'Productos',
      'Toneladas',
      'Estatus',
      'Entrega',
      'Total',
    ])
      expect(within(table).getByText(header)).toBeTruthy();
    expect(within(table).getByText('$172,210.12 MXN')).toBeTruthy();
    expect(within(table).getByText('Orden Retenida')).toBeTruthy();
    expect(within(table).getAllByText('21/11/2026')).toHaveLength(3);
    expect(within(table).getAllByText('12.5')).toHaveLength(3);
    expect(screen.getByRole('tab', { name: /Abiertas/ }).textContent).toBe('Abiertas3');
    expect(screen.getByRole('tab', { name: /Creadas/ }).textContent).toBe('Creadas2');
    expect(screen.getByRole('tab', { name: /Facturadas/ }).textContent).toBe('Facturadas1');
    // One call: the counts come with the page.
    expect(listCalls(api)).toEqual([
      'GET /api/orders?limit=10&offset=0&orderField=createdAt&orderDirection=DESC&statusTab=DEFAULT',
    ]);
    expect(screen.getByRole('link', { name: 'Nueva orden' }).getAttribute('href')).toBe('/orders/create');
  });

  it('lists the chosen tab’s orders and keeps the tab selected', async () => {
    const api = orderFake(server, { orders: ORDERS });
    const user = userEvent.setup();
    renderOrderList();
    await screen.findByRole('table');
    await user.click(await screen.findByRole('tab', { name: /Creadas/ }));
    await waitFor(() => expect(listCalls(api).at(-1)).toContain('statusTab=CREATED'));
    await waitFor(() => expect(rowNumbers()).toEqual(['000101', '000102']));
    expect(screen.getByRole('tab', { name: /Creadas/ }).getAttribute('aria-selected')).toBe('true');
    await user.click(screen.getByRole('tab', { name: /Liberadas/ }));
    expect((await screen.findByTestId('list-empty')).textContent).toContain('No hay datos disponibles');
    // The tabs stay, so the user can move on from an empty one.
    expect(screen.getByRole('tab', { name: /Abiertas/ })).toBeTruthy();
  });

  it('searches the trimmed text 300 ms after typing stops', async () => {
    const api = orderFake(server, { orders: ORDERS });
    const user = userEvent.setup();
    renderOrderList();
    await screen.findByRole('table');
    await user.type(screen.getByRole('searchbox', { name: 'Buscar orden' }), ' vns9906 ');
    await pause(150);
    expect(listCalls(api).some((c) => c.includes('searchParam'))).toBe(false);
    await waitFor(() => expect(listCalls(api).at(-1)).toContain('searchParam=vns9906'));
    await waitFor(() => expect(rowNumbers()).toEqual(['ERP-7781']));
    expect(screen.getByRole('tab', { name: /Creadas/ }).textContent).toBe('Creadas0');
  });

  it('filters by sellers and payment method, and clears the filters but not the tab', async () => {
    const api = orderFake(server, { orders: ORDERS });
    const user = userEvent.setup();
    renderOrderList();
    await screen.findByRole('table');
    await user.click(screen.getByRole('combobox', { name: 'Vendedores' }));
    await user.click(await screen.findByRole('option', { name: 'Laura Vega Montes' }));
    await waitFor(() => expect(listCalls(api).at(-1)).toContain(`sellers=${SELLERS[1]!.id}`));
    await waitFor(() => expect(rowNumbers()).toEqual(['ERP-7781']));
    await user.click(await screen.findByRole('option', { name: 'Carlos Méndez Ruiz' }));
    await waitFor(() =>
      expect(listCalls(api).at(-1)).toContain(`sellers=${SELLERS[1]!.id},${SELLERS[0]!.id}`),
    );
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('combobox', { name: 'Forma de pago' }));
    await user.click(await screen.findByRole('option', { name: 'Pago anticipado' }));
    await waitFor(() => expect(listCalls(api).at(-1)).toContain('paymentTerm=ADVANCE_PAYMENT'));
    await user.click(screen.getByRole('tab', { name: /Facturadas/ }));
    await user.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    await waitFor(() =>
      expect(listCalls(api).at(-1)).toBe(
        'GET /api/orders?limit=10&offset=0&orderField=createdAt&orderDirection=DESC&statusTab=INVOICED',
      ),
    );
  });

  it('offers no seller filter to a seller, who only sees their own orders', async () => {
    orderFake(server, { orders: ORDERS });
    renderOrderList({ role: 'seller', permissions: ['ORDER_LISTING_READ'] });
    await screen.findByRole('table');
    expect(screen.queryByRole('combobox', { name: 'Vendedores' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Nueva orden' })).toBeNull();
  });

  it('sorts on the server by the header clicked', async () => {
    const api = orderFake(server, { orders: ORDERS });
    const user = userEvent.setup();
    renderOrderList();
    const table = await screen.findByRole('table');
    await user.click(within(table).getByText('Total'));
    await waitFor(() => expect(listCalls(api).at(-1)).toContain('orderField=total&orderDirection=ASC'));
    await user.click(within(screen.getByRole('table')).getByText('Empresa'));
    await waitFor(() => expect(listCalls(api).at(-1)).toContain('orderField=customer'));
  });

  it('shows the error state with the server message and reloads', async () => {
    const api = orderFake(server, { orders: ORDERS });
    api.refuse['GET /api/orders'] = {
      status: 400,
      code: 'BAD_REQUEST',
      message: 'Revisa los datos enviados',
    };
    const user = userEvent.setup();
    renderOrderList();
    const error = await screen.findByTestId('list-error');
    expect(error.textContent).toContain('Revisa los datos enviados');
    delete api.refuse['GET /api/orders'];
    await user.click(within(error).getByRole('button', { name: 'Recargar' }));
    await waitFor(() => expect(rowNumbers()).toHaveLength(3));
  });

  it('has All and the closed tabs (delivered, paid, cancelled) with their counts', async () => {
    const api = orderFake(server, { orders: [...ORDERS, ...CLOSED] });
    const user = userEvent.setup();
    renderOrderList();
    await screen.findByRole('table');
    const tab = (name: string) => screen.getByRole('tab', { name: new RegExp(`^${name}\\d`) });
    await waitFor(() => expect(tab('Todas').textContent).toBe('Todas6'));
    expect(tab('Abiertas').textContent).toBe('Abiertas3');
    expect(tab('Entregadas').textContent).toBe('Entregadas1');
    expect(tab('Pagadas').textContent).toBe('Pagadas1');
    expect(tab('Canceladas').textContent).toBe('Canceladas1');
    await user.click(tab('Canceladas'));
    await waitFor(() => expect(listCalls(api).at(-1)).toContain('statusTab=CANCELLED'));
    await waitFor(() => expect(rowNumbers()).toEqual(['000106']));
    expect(within(screen.getByRole('table')).getByText('orden cancelada')).toBeTruthy();
    await user.click(tab('Todas'));
    await waitFor(() => expect(listCalls(api).at(-1)).toContain('statusTab=ALL'));
    await waitFor(() => expect(rowNumbers()).toHaveLength(6));
  });

  it('searches every state: the list moves to All and says which tab holds what was found', async () => {
    const api = orderFake(server, { orders: [...ORDERS, ...CLOSED] });
    const user = userEvent.setup();
    renderOrderList();
    await screen.findByRole('table');
    expect(screen.getByRole('tab', { name: /^Abiertas/ }).getAttribute('aria-selected')).toBe('true');
    await user.type(screen.getByRole('searchbox', { name: 'Buscar orden' }), '000104');
    await waitFor(() => expect(listCalls(api).at(-1)).toContain('searchParam=000104'));
    expect(listCalls(api).at(-1)).toContain('statusTab=ALL');
    await waitFor(() => expect(rowNumbers()).toEqual(['000104']));
    expect(screen.getByRole('tab', { name: /^Todas/ }).getAttribute('aria-selected')).toBe('true');
    const foundIn = screen.getByTestId('order-search-tabs');
    expect(foundIn.textContent).toBe('Encontradas en:Entregadas (1)');
    // The tab named there opens it.
    await user.click(within(foundIn).getByRole('button', { name: 'Entregadas (1)' }));
    await waitFor(() => expect(listCalls(api).at(-1)).toContain('statusTab=DELIVERED'));
    expect(screen.getByRole('tab', { name: /^Entregadas/ }).getAttribute('aria-selected')).toBe('true');
    await waitFor(() => expect(rowNumbers()).toEqual(['000104']));
  });

  it('writes every total with its own currency, MXN and USD alike', async () => {
    orderFake(server, { orders: ORDERS });
    renderOrderList({}, 'en');
    const table = await screen.findByRole('table');
    await waitFor(() => expect(rowNumbers()).toHaveLength(3));
    expect(within(table).getByText('$172,210.12 MXN')).toBeTruthy();
    expect(within(table).getAllByText('$10,219.02 USD')).toHaveLength(2);
  });
});
