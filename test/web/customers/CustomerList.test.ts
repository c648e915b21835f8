// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError } from 'axios';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildCustomer, callsTo, fakeApi } from './fakeApi';
import { currentPath, renderCustomerList, renderErrorState } from './screens';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());

const listCalls = (api: ReturnType<typeof fakeApi>) => callsTo(api, 'GET /api/customers?');

describe('the customers list', () => {
  it('shows the columns, dates dd/MM/yyyy, and opens a customer from its row', async () => {
    const customer = buildCustomer({
      companyName: 'Química Vallejo S.A. de C.V.',
      createdAt: '2026-03-05T18:00:00.000Z',
    });
    const api = fakeApi(server, { customers: [customer] });
    const user = userEvent.setup({ delay: null });
    renderCustomerList();
    const table = await screen.findByRole('table');
    for (const header of ['Empresa', 'Contacto', 'RFC', 'Región', 'Vendedor', 'Fecha de alta']) {
      expect(within(table).getByText(header)).toBeTruthy();
    }
    expect(within(table).getByText('05/03/2026')).toBeTruthy();
    expect(listCalls(api)[0]).toBe(
      'GET /api/customers?limit=10&offset=0&orderField=companyName&orderDirection=ASC',
    );
    await user.click(within(table).getByText(customer.fullName));
    // react-admin's row click awaits its target (and the access check) before it navigates.
    await waitFor(() => expect(currentPath()).toBe(`/customers/${customer.id}`));
  });

  it('sorts on the server by the column clicked', async () => {
    const api = fakeApi(server, { customers: [buildCustomer()] });
    const user = userEvent.setup({ delay: null });
    renderCustomerList();
    const table = await screen.findByRole('table');
    await user.click(within(table).getByText('RFC'));
    await waitFor(() => expect(listCalls(api).at(-1)).toContain('orderField=rfc&orderDirection=ASC'));
    await user.click(within(screen.getByRole('table')).getByText('Vendedor'));
    await waitFor(() => expect(listCalls(api).at(-1)).toContain('orderField=seller'));
  });

  it('searches the trimmed text 300 ms after typing stops', async () => {
    const api = fakeApi(server, { customers: [buildCustomer({ companyName: 'Vidriera del Norte' })] });
    renderCustomerList();
    await screen.findByRole('table');
    // From here the search's clock is the test's, so 299 ms is 299 ms however busy the machine is
    // (typed as one change: user-event's settling would wait on the faked clock).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar cliente' }), {
      target: { value: '  vidri ' },
    });
    await act(() => vi.advanceTimersByTimeAsync(299));
    expect(listCalls(api).some((c) => c.includes('searchParam'))).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(1));
    // vitest's waitFor moves the faked clock between checks (Testing Library's would wait on it).
    await vi.waitFor(() => expect(listCalls(api).at(-1)).toMatch(/searchParam=vidri$/));
    expect(listCalls(api).filter((c) => c.includes('searchParam'))).toHaveLength(1);
  });

  it("shows 'No hay datos disponibles' when there are no customers", async () => {
    fakeApi(server, { customers: [] });
    renderCustomerList();
    const empty = await screen.findByTestId('list-empty');
    expect(empty.textContent).toContain('No hay datos disponibles');
    expect(empty.textContent).toContain('No se encontraron registros para mostrar.');
    expect(within(empty).getByRole('link', { name: 'Crear cliente' })).toBeTruthy();
  });

  it('shows the error state with a reload button when the list fails, and reloads', async () => {
    const api = fakeApi(server, { customers: [buildCustomer()] });
    api.refuse['GET /api/customers'] = { status: 400, body: { message: 'La solicitud no es válida' } };
    const user = userEvent.setup({ delay: null });
    renderCustomerList();
    const error = await screen.findByTestId('list-error');
    expect(error.textContent).toContain('Error al cargar datos');
    expect(error.textContent).toContain('La solicitud no es válida');
    expect(within(error).getByTestId('error-icon-server')).toBeTruthy();
    delete api.refuse['GET /api/customers'];
    await user.click(within(error).getByRole('button', { name: 'Recargar' }));
    expect(await screen.findByRole('table')).toBeTruthy();
  });

  it('tells a network failure by its icon', async () => {
    const api = fakeApi(server, { customers: [buildCustomer()] });
    api.refuse['GET /api/customers'] = 'network';
    renderCustomerList();
    const error = await screen.findByTestId('list-error');
    expect(within(error).getByTestId('error-icon-network')).toBeTruthy();
    expect(error.textContent).toContain('No hay conexión con el servidor');
  });

  it('tells a timeout by its icon', async () => {
    fakeApi(server);
    const retry = vi.fn();
    const user = userEvent.setup({ delay: null });
    renderErrorState(new AxiosError('timeout of 5000ms exceeded', 'ECONNABORTED'), retry);
    const error = await screen.findByTestId('list-error');
    expect(within(error).getByTestId('error-icon-timeout')).toBeTruthy();
    expect(error.textContent).toContain('El servidor tardó demasiado en responder');
    await user.click(within(error).getByRole('button', { name: 'Recargar' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('has no create button without CLIENT_CREATE write, and no seller filter for a seller', async () => {
    fakeApi(server, { customers: [buildCustomer()] });
    renderCustomerList({ viewer: { role: 'seller', permissions: ['CLIENT_LISTING_READ'] } });
    await screen.findByRole('table');
    expect(screen.queryByRole('link', { name: 'Crear cliente' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Vendedor' })).toBeNull();
    expect(screen.getByRole('combobox', { name: /Región/ })).toBeTruthy();
  });
});
