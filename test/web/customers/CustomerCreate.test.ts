// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { callsTo, fakeApi, REGIONS } from './fakeApi';
import { currentPath, renderCustomerCreate } from './screens';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

type User = ReturnType<typeof userEvent.setup>;
const submit = () => screen.getByRole('button', { name: 'Crear cliente' });
const field = (name: RegExp) => screen.getByRole('textbox', { name });
const helperOf = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;

async function fillValid(user: User) {
  await user.type(field(/^Empresa/), 'Cementos del Bajío S.A. de C.V.');
  await user.type(field(/^RFC/), 'cba010203xy9');
  await user.type(field(/^Contacto/), 'Mariana Ortiz');
  await user.type(field(/^Correo/), 'compras@cementos.mx');
}

describe('creating a customer', () => {
  it('checks every field with the domain schema before calling the API', async () => {
    const api = fakeApi(server);
    const user = userEvent.setup({ delay: null });
    renderCustomerCreate();
    await user.click(await screen.findByRole('button', { name: 'Crear cliente' }));
    expect(await screen.findAllByText('Este campo es obligatorio')).toHaveLength(3);
    await user.type(field(/^Empresa/), 'A');
    expect(await screen.findByText('Mínimo 2 caracteres')).toBeTruthy();
    expect(callsTo(api, 'POST')).toEqual([]);
  });

  it('writes the RFC in upper case as it is typed and explains its pattern', async () => {
    fakeApi(server);
    const user = userEvent.setup({ delay: null });
    renderCustomerCreate();
    await user.type(field(/^RFC/), 'abc 010203xy9');
    expect(field(/^RFC/)).toHaveProperty('value', 'ABC010203XY9');
    expect(helperOf(field(/^RFC/))).toContain('ABC010203XY9');
  });

  it('shows the server’s field errors on the fields they name', async () => {
    const api = fakeApi(server);
    api.refuse['POST /api/customers/create_by_admin'] = {
      status: 400,
      body: {
        code: 'VALIDATION_ERROR',
        message: 'Revisa los datos enviados',
        details: [
          { path: 'body.rfc', key: 'validation.rfc', message: 'El SAT no reconoce este RFC' },
          { path: 'body.email', key: 'validation.email', message: 'Ese dominio de correo no existe' },
        ],
      },
    };
    const user = userEvent.setup({ delay: null });
    renderCustomerCreate();
    await fillValid(user);
    await user.click(submit());
    await waitFor(() => expect(field(/^RFC/).getAttribute('aria-invalid')).toBe('true'));
    expect(helperOf(field(/^RFC/))).toBe('El SAT no reconoce este RFC');
    expect(helperOf(field(/^Correo/))).toBe('Ese dominio de correo no existe');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(currentPath()).toBe('/customers/create');
  });

  it('puts an RFC already taken (409) on the RFC field', async () => {
    const api = fakeApi(server);
    api.refuse['POST /api/customers/create_by_admin'] = {
      status: 409,
      body: { code: 'CONFLICT', message: 'Ya existe un cliente con el RFC CBA010203XY9' },
    };
    const user = userEvent.setup({ delay: null });
    renderCustomerCreate();
    await fillValid(user);
    await user.click(submit());
    await waitFor(() => expect(helperOf(field(/^RFC/))).toBe('Ya existe un cliente con el RFC CBA010203XY9'));
  });

  it('says so when the server cannot be reached, keeping what was typed', async () => {
    const api = fakeApi(server);
    api.refuse['POST /api/customers/create_by_admin'] = 'network';
    const user = userEvent.setup({ delay: null });
    renderCustomerCreate();
    await fillValid(user);
    await user.click(submit());
    expect((await screen.findByRole('alert')).textContent).toContain('No hay conexión con el servidor');
    expect(field(/^Empresa/)).toHaveProperty('value', 'Cementos del Bajío S.A. de C.V.');
  });

  it('saves with the region and seller chosen and opens the new customer', async () => {
    const api = fakeApi(server);
    const user = userEvent.setup({ delay: null });
    renderCustomerCreate();
    await fillValid(user);
    await user.click(screen.getByRole('combobox', { name: /Región/ }));
    await user.click(await screen.findByRole('option', { name: 'Noreste' }));
    await user.click(screen.getByRole('combobox', { name: /Vendedor/ }));
    await user.click(await screen.findByRole('option', { name: 'Laura Vega Montes' }));
    await user.click(submit());
    await waitFor(() => expect(currentPath()).toMatch(/^\/customers\/[0-9a-f-]{36}$/));
    const body = JSON.parse(
      callsTo(api, 'POST /api/customers/create_by_admin')[0]!.split(' ').slice(2).join(' '),
    );
    expect(body).toEqual({
      companyName: 'Cementos del Bajío S.A. de C.V.',
      fullName: 'Mariana Ortiz',
      rfc: 'CBA010203XY9',
      email: 'compras@cementos.mx',
      phone: null,
      externalId: null,
      regionId: REGIONS[1]!.id,
      sellerId: '5e11e2b0-0000-4000-8000-000000000002',
    });
    expect(await screen.findByText('Cliente creado')).toBeTruthy();
  });

  it('offers no seller to a seller: the customer is theirs', async () => {
    const api = fakeApi(server);
    const user = userEvent.setup({ delay: null });
    renderCustomerCreate({
      viewer: { role: 'seller', permissions: ['CLIENT_LISTING_READ', 'CLIENT_CREATE_WRITE'] },
    });
    expect(await screen.findByText('El cliente quedará asignado a ti como vendedor.')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: /Vendedor/ })).toBeNull();
    await fillValid(user);
    await user.click(submit());
    await waitFor(() => expect(callsTo(api, 'POST /api/customers/create_by_admin')).toHaveLength(1));
    expect(callsTo(api, 'POST /api/customers/create_by_admin')[0]).not.toContain('sellerId');
    expect(callsTo(api, 'GET /api/sellers')).toEqual([]);
  });
});
