// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, fakeUsersApi, writes } from './fakeUsersApi';
import { renderUsers } from './screens';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

type User = ReturnType<typeof userEvent.setup>;
const rowOf = (name: string) => screen.getByRole('button', { name }).closest('tr') as HTMLElement;

async function menuAction(user: User, name: string, action: string) {
  await user.click(await screen.findByRole('button', { name: `Más acciones para ${name}` }));
  await user.click(await screen.findByRole('menuitem', { name: action }));
}

describe('the list', () => {
  it('shows name with initials, e-mail, role, status, last sign-in and creation date', async () => {
    const api = fakeUsersApi(server, [
      buildUser({ firstName: 'Laura', lastName: 'Vega', email: 'laura@demo.local' }),
      buildUser({ firstName: 'Renata', lastName: 'Campos', invitationPending: true, lastLoginAt: null }),
      buildUser({ firstName: 'Jorge', lastName: 'Garza', isBlocked: true }),
    ]);
    renderUsers();
    await screen.findByRole('button', { name: 'Laura Vega' });
    const laura = within(rowOf('Laura Vega'));
    expect(laura.getByText('LV')).toBeTruthy();
    expect(laura.getByText('laura@demo.local')).toBeTruthy();
    expect(laura.getByText('Vendedor')).toBeTruthy();
    expect(laura.getByText('Activo')).toBeTruthy();
    // 16:05 UTC is 10:05 in Mexico City.
    expect(laura.getByText('02/03/2026 10:05')).toBeTruthy();
    expect(laura.getByText('15/01/2026')).toBeTruthy();
    expect(within(rowOf('Renata Campos')).getByText('Invitación pendiente')).toBeTruthy();
    expect(within(rowOf('Renata Campos')).getByText('Nunca')).toBeTruthy();
    expect(within(rowOf('Jorge Garza')).getByText('Bloqueado')).toBeTruthy();
    expect(api.calls[0]?.call).toBe(
      'GET /api/users?limit=10&offset=0&orderField=firstName&orderDirection=ASC',
    );
  });
});

describe('blocking and unblocking', () => {
  it('asks for confirmation, says the sessions end, then blocks', async () => {
    const laura = buildUser({ firstName: 'Laura', lastName: 'Vega' });
    const api = fakeUsersApi(server, [laura]);
    const user = userEvent.setup({ delay: null });
    renderUsers();
    await menuAction(user, 'Laura Vega', 'Bloquear');

    const dialog = await screen.findByRole('dialog', { name: '¿Bloquear a Laura Vega?' });
    expect(dialog.textContent).toContain('sus sesiones abiertas terminarán');
    expect(dialog.querySelector('[data-variant="danger"]')).not.toBeNull();
    expect(writes(api, 'POST')).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Bloquear usuario' }));
    await screen.findByText('Se bloqueó a Laura Vega');
    expect(writes(api, 'POST')).toEqual([{ call: `POST /api/users/${laura.id}/block` }]);
    await waitFor(() => expect(within(rowOf('Laura Vega')).getByText('Bloqueado')).toBeTruthy());
  });

  it('does nothing when the confirmation is cancelled', async () => {
    const api = fakeUsersApi(server, [buildUser({ firstName: 'Laura', lastName: 'Vega' })]);
    const user = userEvent.setup({ delay: null });
    renderUsers();
    await menuAction(user, 'Laura Vega', 'Bloquear');
    const dialog = await screen.findByRole('dialog', { name: '¿Bloquear a Laura Vega?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes(api, 'POST')).toEqual([]);
  });

  it('keeps the dialog open with the server’s reason when blocking is refused', async () => {
    const laura = buildUser({ firstName: 'Laura', lastName: 'Vega' });
    const api = fakeUsersApi(server, [laura]);
    api.refuse[`POST /api/users/${laura.id}/block`] = {
      status: 400,
      body: { code: 'BAD_REQUEST', message: 'No puedes bloquear tu propio usuario' },
    };
    const user = userEvent.setup({ delay: null });
    renderUsers();
    await menuAction(user, 'Laura Vega', 'Bloquear');
    const dialog = await screen.findByRole('dialog', { name: '¿Bloquear a Laura Vega?' });
    await user.click(within(dialog).getByRole('button', { name: 'Bloquear usuario' }));
    expect(await within(dialog).findByText('No puedes bloquear tu propio usuario')).toBeTruthy();
  });

  it('unblocks a blocked user from the detail after confirming', async () => {
    const jorge = buildUser({ firstName: 'Jorge', lastName: 'Garza', isBlocked: true });
    const api = fakeUsersApi(server, [jorge]);
    const user = userEvent.setup({ delay: null });
    renderUsers();
    await user.click(await screen.findByRole('button', { name: 'Jorge Garza' }));
    await user.click(await screen.findByRole('button', { name: 'Desbloquear' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Desbloquear a Jorge Garza?' });
    await user.click(within(dialog).getByRole('button', { name: 'Desbloquear usuario' }));
    await screen.findByText('Se desbloqueó a Jorge Garza');
    expect(writes(api, 'POST')).toEqual([{ call: `POST /api/users/${jorge.id}/unblock` }]);
  });
});

describe('resending the invitation', () => {
  it('is offered only to pending users and says what the server answered', async () => {
    const renata = buildUser({
      firstName: 'Renata',
      lastName: 'Campos',
      email: 'renata@demo.local',
      invitationPending: true,
    });
    const api = fakeUsersApi(server, [renata, buildUser({ firstName: 'Laura', lastName: 'Vega' })]);
    const user = userEvent.setup({ delay: null });
    renderUsers();
    await user.click(await screen.findByRole('button', { name: 'Más acciones para Laura Vega' }));
    expect(screen.queryByRole('menuitem', { name: 'Reenviar invitación' })).toBeNull();
    await user.keyboard('{Escape}');

    await menuAction(user, 'Renata Campos', 'Reenviar invitación');
    await screen.findByText('Invitación enviada a renata@demo.local');
    expect(writes(api, 'POST')).toEqual([{ call: `POST /api/users/${renata.id}/resend-invitation` }]);
  });
});
