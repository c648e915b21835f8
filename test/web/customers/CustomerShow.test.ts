// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildAddress, buildCustomer, callsTo, fakeApi, ZIPS } from './fakeApi';
import { renderCustomerShow } from './screens';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const field = (name: RegExp) => screen.getByRole('textbox', { name });

describe('the customer page', () => {
  it('shows who the customer is and its addresses with type, principal and active marks', async () => {
    const customer = buildCustomer({ companyName: 'Cerámica Industrial de Querétaro S.A. de C.V.' });
    const billing = buildAddress(customer.id, { addressType: 'both', phone: '442 221 4400' });
    const shipping = buildAddress(customer.id, {
      street: 'Calle Fundidores',
      extNumber: '310',
      addressType: 'shipping',
      principalAddress: false,
      active: false,
      zipCode: ZIPS[4]!,
      zipCodeId: ZIPS[4]!.id,
    });
    fakeApi(server, { customers: [customer], addresses: [billing, shipping] });
    renderCustomerShow(customer.id);
    expect(await screen.findByRole('heading', { level: 1, name: customer.companyName })).toBeTruthy();
    expect(screen.getByTestId('customer-rfc').textContent).toBe('CIQ0807145G3');
    const cards = await screen.findAllByTestId('address-card');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByTestId('address-type').textContent).toBe('Ambos');
    expect(within(cards[0]!).getByTestId('address-principal').textContent).toBe('Principal');
    expect(cards[0]!.textContent).toContain('+52 442 221 4400');
    expect(within(cards[1]!).getByTestId('address-type').textContent).toBe('Envío');
    expect(within(cards[1]!).queryByTestId('address-principal')).toBeNull();
    expect(cards[1]!.textContent).toContain('Inactiva');
    expect(cards[1]!.textContent).toContain('Industrial, 37340 León, León de los Aldama, Guanajuato');
  });

  it("says the customer was not found when the API answers 404 (another seller's customer)", async () => {
    fakeApi(server);
    renderCustomerShow('7d7c2d6e-1111-4111-8111-000000000000', {
      viewer: { role: 'seller', permissions: ['CLIENT_LISTING_READ', 'CLIENT_CREATE_WRITE'] },
    });
    const notFound = await screen.findByTestId('customer-not-found');
    expect(notFound.textContent).toContain('No se encontró el cliente');
    expect(within(notFound).getByRole('link', { name: 'Volver a clientes' }).getAttribute('href')).toBe(
      '/customers',
    );
  });

  it("says 'Error al cargar las direcciones' when they fail to load, and retries", async () => {
    const customer = buildCustomer();
    const api = fakeApi(server, { customers: [customer], addresses: [buildAddress(customer.id)] });
    api.refuse['GET /api/addresses/customer'] = { status: 400 };
    const user = userEvent.setup({ delay: null });
    renderCustomerShow(customer.id);
    const error = await screen.findByTestId('list-error');
    expect(error.textContent).toContain('Error al cargar las direcciones');
    delete api.refuse['GET /api/addresses/customer'];
    await user.click(within(error).getByRole('button', { name: 'Recargar' }));
    expect(await screen.findAllByTestId('address-card')).toHaveLength(1);
  });

  it('edits the data in place, sending the version it read', async () => {
    const customer = buildCustomer({ version: 4 });
    const api = fakeApi(server, { customers: [customer] });
    const user = userEvent.setup({ delay: null });
    renderCustomerShow(customer.id);
    await user.click(await screen.findByRole('button', { name: 'Editar datos' }));
    await user.clear(field(/^Contacto/));
    await user.type(field(/^Contacto/), 'Mariana Ortiz');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(callsTo(api, 'PUT /api/customers/')).toHaveLength(1));
    expect(callsTo(api, 'PUT /api/customers/')[0]).toContain('"version":4');
    expect(callsTo(api, 'PUT /api/customers/')[0]).toContain('"fullName":"Mariana Ortiz"');
    expect(await screen.findByText('Datos del cliente actualizados')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Guardar cambios' })).toBeNull();
    expect(screen.getByText('Mariana Ortiz')).toBeTruthy();
  });

  it('on a 409 says someone else changed it and reloads the latest version on request', async () => {
    const customer = buildCustomer({ version: 1, fullName: 'Héctor Ramírez' });
    const api = fakeApi(server, { customers: [customer] });
    const user = userEvent.setup({ delay: null });
    renderCustomerShow(customer.id);
    await user.click(await screen.findByRole('button', { name: 'Editar datos' }));
    // Someone else saves meanwhile.
    api.customers[0] = { ...customer, fullName: 'Claudia Torres', version: 2 };
    await user.clear(field(/^Contacto/));
    await user.type(field(/^Contacto/), 'Mariana Ortiz');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Otro usuario modificó este registro');
    await user.click(within(alert).getByRole('button', { name: 'Recargar' }));
    await waitFor(() => expect(field(/^Contacto/)).toHaveProperty('value', 'Claudia Torres'));
    expect(screen.getByText(/Se cargó la versión más reciente/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(callsTo(api, 'PUT /api/customers/')).toHaveLength(2));
    expect(callsTo(api, 'PUT /api/customers/')[1]).toContain('"version":2');
  });

  it('deletes an address only after confirming', async () => {
    const customer = buildCustomer();
    const address = buildAddress(customer.id);
    const api = fakeApi(server, { customers: [customer], addresses: [address] });
    const user = userEvent.setup({ delay: null });
    renderCustomerShow(customer.id);
    await user.click(
      await screen.findByRole('button', { name: 'Eliminar dirección Avenida de la Noria 118' }),
    );
    const dialog = await screen.findByRole('dialog', { name: '¿Eliminar esta dirección?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(callsTo(api, 'DELETE')).toEqual([]);
    await user.click(
      await screen.findByRole('button', { name: 'Eliminar dirección Avenida de la Noria 118' }),
    );
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(callsTo(api, 'DELETE /api/addresses/')).toHaveLength(1));
    expect(await screen.findByText('Este cliente aún no tiene direcciones')).toBeTruthy();
  });

  it('offers no editing without CLIENT_CREATE write', async () => {
    const customer = buildCustomer();
    fakeApi(server, { customers: [customer], addresses: [buildAddress(customer.id)] });
    renderCustomerShow(customer.id, {
      viewer: { role: 'finance.credit', permissions: ['CLIENT_LISTING_READ'] },
    });
    await screen.findAllByTestId('address-card');
    expect(screen.queryByRole('button', { name: /Editar/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Eliminar/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Agregar dirección' })).toBeNull();
  });
});
