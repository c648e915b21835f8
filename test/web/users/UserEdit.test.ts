// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, fakeUsersApi, roleNamed, writes } from './fakeUsersApi';
import { ADMIN_ID, READ_PERMISSIONS, renderUsers } from './screens';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

type User = ReturnType<typeof userEvent.setup>;
// The drawer's paper, found by itself: a select's menu closing beside it is another 'presentation'.
const drawer = () => {
  const paper = document.querySelector<HTMLElement>('.MuiDrawer-paper');
  if (!paper) throw new Error('the user detail drawer is not open');
  return paper;
};
const detail = () => within(drawer());
const save = () => detail().getByRole('button', { name: 'Guardar cambios' });
const stale = 'Otro usuario modificó este registro; recarga para ver los cambios';

async function openDetail(user: User, name: string) {
  await user.click(await screen.findByRole('button', { name }));
  await detail().findByRole('textbox', { name: /^Nombre\(s\)/ });
}

describe('editing a user', () => {
  it('sends only the changed fields with the version it read', async () => {
    const laura = buildUser({ firstName: 'Laura', lastName: 'Vega Montes', phone: '4421234567', version: 7 });
    const api = fakeUsersApi(server, [laura]);
    const user = userEvent.setup({ delay: null });
    renderUsers();
    await openDetail(user, 'Laura Vega Montes');
    expect(save()).toHaveProperty('disabled', true);

    const lastName = detail().getByRole('textbox', { name: /^Apellidos/ });
    await user.clear(lastName);
    await user.type(lastName, 'Vega Ruiz');
    await user.clear(detail().getByRole('textbox', { name: /^Teléfono/ }));
    await user.click(detail().getByRole('radio', { name: 'Toneladas (TON)' }));
    await user.click(detail().getByRole('switch', { name: 'Requiere ID externo' }));
    await user.click(save());

    await screen.findByText('Se guardaron los cambios de Laura Vega Ruiz');
    expect(writes(api, 'PUT')).toEqual([
      {
        call: `PUT /api/users/${laura.id}`,
        body: {
          version: 7,
          lastName: 'Vega Ruiz',
          phone: null,
          unitMeasure: 'TON',
          requiresExternalId: true,
        },
      },
    ]);
    // The next save goes with the version the server answered.
    await user.click(detail().getByRole('radio', { name: 'Automático' }));
    await user.click(save());
    await waitFor(() => expect(writes(api, 'PUT')).toHaveLength(2));
    expect(writes(api, 'PUT')[1]?.body).toEqual({ version: 8, orderFlow: 'AUTOMATIC' });
  });

  it('sends the customer only when the role is Cliente', async () => {
    const laura = buildUser({ firstName: 'Laura', lastName: 'Vega' });
    const api = fakeUsersApi(server, [laura]);
    const user = userEvent.setup({ delay: null });
    renderUsers();
    await openDetail(user, 'Laura Vega');
    await user.click(detail().getByRole('combobox', { name: /^Rol/ }));
    await user.click(await screen.findByRole('option', { name: 'Cliente' }));
    await user.click(save());
    expect(await detail().findByText('Selecciona el cliente al que pertenece el usuario')).toBeTruthy();
    expect(writes(api, 'PUT')).toEqual([]);

    await user.type(detail().getByRole('combobox', { name: /^Cliente/ }), 'Norte');
    await user.click(await screen.findByRole('option', { name: /Agregados del Norte/ }));
    await user.click(save());
    await waitFor(() => expect(writes(api, 'PUT')).toHaveLength(1));
    expect(writes(api, 'PUT')[0]?.body).toEqual({
      version: laura.version,
      role: 'customer',
      customerId: 'c0000000-0000-4000-8000-000000000002',
    });
  });

  it('says when someone else changed the user (409) and reloads it on request', async () => {
    const laura = buildUser({ firstName: 'Laura', lastName: 'Vega', version: 4 });
    const api = fakeUsersApi(server, [laura]);
    api.refuse[`PUT /api/users/${laura.id}`] = {
      status: 409,
      body: { code: 'STALE_VERSION', message: stale },
    };
    const user = userEvent.setup({ delay: null });
    renderUsers();
    await openDetail(user, 'Laura Vega');
    await user.type(detail().getByRole('textbox', { name: /^Nombre\(s\)/ }), 'a');
    await user.click(save());

    const alert = await detail().findByRole('alert');
    expect(alert.textContent).toContain(stale);
    // Meanwhile someone renamed her.
    api.users = [{ ...laura, firstName: 'Laurita', fullName: 'Laurita Vega', version: 5 }];
    delete api.refuse[`PUT /api/users/${laura.id}`];
    await user.click(within(alert).getByRole('button', { name: 'Recargar' }));

    expect(
      await detail().findByText('Se cargó la versión más reciente. Revisa los datos y vuelve a guardar.'),
    ).toBeTruthy();
    expect(detail().getByRole('textbox', { name: /^Nombre\(s\)/ })).toHaveProperty('value', 'Laurita');
    await user.click(detail().getByRole('radio', { name: 'Automático' }));
    await user.click(save());
    await waitFor(() => expect(writes(api, 'PUT')).toHaveLength(2));
    expect(writes(api, 'PUT')[1]?.body).toEqual({ version: 5, orderFlow: 'AUTOMATIC' });
  });

  it('shows a refusal with details on the field it names', async () => {
    const me = buildUser({ id: ADMIN_ID, firstName: 'Ana', lastName: 'Robles', role: roleNamed('admin') });
    const api = fakeUsersApi(server, [me]);
    api.refuse[`PUT /api/users/${me.id}`] = {
      status: 400,
      body: {
        code: 'VALIDATION_ERROR',
        message: 'Revisa los datos enviados',
        details: [{ path: 'body.firstName', key: 'validation.tooLong', message: 'Máximo 80 caracteres' }],
      },
    };
    const user = userEvent.setup({ delay: null });
    renderUsers();
    await openDetail(user, 'Ana Robles');
    // One's own role cannot be changed, nor oneself blocked.
    expect(detail().getByRole('combobox', { name: /^Rol/ }).getAttribute('aria-disabled')).toBe('true');
    expect(detail().queryByRole('button', { name: 'Bloquear' })).toBeNull();
    await user.type(detail().getByRole('textbox', { name: /^Nombre\(s\)/ }), 'x');
    await user.click(save());
    expect(await detail().findByText('Máximo 80 caracteres')).toBeTruthy();
  });

  it('shows the user read-only without USER_MANAGEMENT write', async () => {
    fakeUsersApi(server, [buildUser({ firstName: 'Laura', lastName: 'Vega', unitMeasure: 'TON' })]);
    const user = userEvent.setup({ delay: null });
    renderUsers({ viewer: { role: 'operation', permissions: READ_PERMISSIONS } });
    await user.click(await screen.findByRole('button', { name: 'Laura Vega' }));
    expect(await detail().findByText('Toneladas (TON)')).toBeTruthy();
    expect(detail().queryByRole('textbox')).toBeNull();
    expect(detail().queryByRole('button', { name: 'Bloquear' })).toBeNull();
  });
});
