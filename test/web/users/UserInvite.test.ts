// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, CUSTOMERS, fakeUsersApi, writes } from './fakeUsersApi';
import { READ_PERMISSIONS, renderUsers } from './screens';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

type User = ReturnType<typeof userEvent.setup>;
const dialog = () => screen.getByRole('dialog', { name: 'Invitar usuario' });
const field = (name: RegExp) => within(dialog()).getByRole('textbox', { name });
const helperOf = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;

async function openInvite(user: User) {
  await user.click(await screen.findByRole('button', { name: 'Invitar usuario' }));
  return dialog();
}

async function fillPerson(user: User, email = 'nueva.persona@demo.local') {
  await user.type(field(/^Correo electrónico/), email);
  await user.type(field(/^Nombre\(s\)/), 'Renata');
  await user.type(field(/^Apellidos/), 'Campos Ibarra');
}

async function chooseRole(user: User, displayName: string) {
  await user.click(within(dialog()).getByRole('combobox', { name: /^Rol/ }));
  await user.click(await screen.findByRole('option', { name: displayName }));
}

const submit = (user: User) =>
  user.click(within(dialog()).getByRole('button', { name: 'Enviar invitación' }));

describe('inviting a user', () => {
  it('asks for no customer for a role other than Cliente and sends the invitation', async () => {
    const api = fakeUsersApi(server, [buildUser()]);
    const user = userEvent.setup({ delay: null });
    renderUsers();
    await openInvite(user);
    await fillPerson(user);
    await chooseRole(user, 'Vendedor');
    expect(within(dialog()).queryByRole('combobox', { name: /^Cliente/ })).toBeNull();
    await submit(user);

    await screen.findByText('Invitación enviada a nueva.persona@demo.local');
    expect(writes(api, 'POST')).toEqual([
      {
        call: 'POST /api/users',
        body: {
          email: 'nueva.persona@demo.local',
          firstName: 'Renata',
          lastName: 'Campos Ibarra',
          role: 'seller',
          areaCode: '+52',
        },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('requires the customer for the role Cliente and sends it', async () => {
    const api = fakeUsersApi(server, [buildUser()]);
    const user = userEvent.setup({ delay: null });
    renderUsers();
    await openInvite(user);
    await fillPerson(user);
    await chooseRole(user, 'Cliente');
    const picker = within(dialog()).getByRole('combobox', { name: /^Cliente/ });
    await submit(user);

    expect(
      await within(dialog()).findByText('Selecciona el cliente al que pertenece el usuario'),
    ).toBeTruthy();
    expect(writes(api, 'POST')).toEqual([]);

    await user.type(picker, 'Cemen');
    // On a slow machine an earlier keystroke's search can answer after the click and replace the
    // option clicked: pick again until the choice holds.
    await waitFor(async () => {
      await user.click(await screen.findByRole('option', { name: /Cementos del Bajío/ }));
      expect((picker as HTMLInputElement).value).toMatch(/Cementos del Bajío/);
    });
    await submit(user);
    await waitFor(() => expect(writes(api, 'POST')).toHaveLength(1));
    expect(writes(api, 'POST')[0]?.body).toMatchObject({ role: 'customer', customerId: CUSTOMERS[0]?.id });
  });

  it("offers the customer in the user form's words", async () => {
    fakeUsersApi(server, [buildUser()]);
    const user = userEvent.setup({ delay: null });
    renderUsers();
    await openInvite(user);
    await chooseRole(user, 'Cliente');
    const picker = within(dialog()).getByRole('combobox', { name: /^Cliente/ });
    expect(picker.getAttribute('placeholder')).toBe('Escribe el nombre o RFC de la empresa');
    expect(helperOf(picker)).toBe('Empresa a la que pertenece este usuario');
    await user.type(picker, 'zzz');
    expect(await screen.findByText('No hay clientes que coincidan')).toBeTruthy();
  });

  it('checks the fields with the domain schema before calling the API', async () => {
    const api = fakeUsersApi(server, [buildUser()]);
    const user = userEvent.setup({ delay: null });
    renderUsers();
    await openInvite(user);
    await user.type(field(/^Correo electrónico/), 'no-es-correo');
    await submit(user);
    // The schema checks asynchronously: its messages land a render after the click.
    await waitFor(() =>
      expect(helperOf(field(/^Correo electrónico/))).toBe('Ingresa un correo electrónico válido'),
    );
    expect(helperOf(field(/^Nombre\(s\)/))).toBe('Este campo es obligatorio');
    expect(writes(api, 'POST')).toEqual([]);
  });

  it('shows an e-mail already taken (409) on the e-mail field', async () => {
    const api = fakeUsersApi(server, [buildUser()]);
    api.refuse['POST /api/users'] = {
      status: 409,
      body: { code: 'CONFLICT', message: 'Ya existe un usuario con el correo laura@demo.local' },
    };
    const user = userEvent.setup({ delay: null });
    renderUsers();
    await openInvite(user);
    await fillPerson(user, 'laura@demo.local');
    await chooseRole(user, 'Vendedor');
    await submit(user);

    await waitFor(() =>
      expect(helperOf(field(/^Correo electrónico/))).toBe(
        'Ya existe un usuario con el correo laura@demo.local',
      ),
    );
    expect(field(/^Correo electrónico/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('dialog', { name: 'Invitar usuario' })).toBeTruthy();
  });

  it('puts the server’s per-field details on their fields (customerId on the customer picker)', async () => {
    const api = fakeUsersApi(server, [buildUser()]);
    api.refuse['POST /api/users'] = {
      status: 400,
      body: {
        code: 'VALIDATION_ERROR',
        message: 'Revisa los datos enviados',
        details: [
          { path: 'body.customerId', key: 'users.customerNotFound', message: 'El cliente no existe' },
        ],
      },
    };
    const user = userEvent.setup({ delay: null });
    renderUsers();
    await openInvite(user);
    await fillPerson(user);
    await chooseRole(user, 'Cliente');
    await user.type(within(dialog()).getByRole('combobox', { name: /^Cliente/ }), 'Agre');
    await user.click(await screen.findByRole('option', { name: /Agregados del Norte/ }));
    await submit(user);

    expect(await within(dialog()).findByText('El cliente no existe')).toBeTruthy();
    expect(within(dialog()).queryByText('Revisa los datos enviados')).toBeNull();
  });

  it('is not offered without USER_MANAGEMENT write', async () => {
    fakeUsersApi(server, [buildUser({ firstName: 'Laura', lastName: 'Vega' })]);
    renderUsers({ viewer: { role: 'operation', permissions: READ_PERMISSIONS } });
    await screen.findByText('Laura Vega');
    expect(screen.queryByRole('button', { name: 'Invitar usuario' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Más acciones/ })).toBeNull();
  });
});
