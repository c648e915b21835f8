// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http as mock } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { HierarchyItem } from '../../../src/domain/users';
import { buildUser, type FakeUsersApi, fakeUsersApi, personOf, writes } from '../users/fakeUsersApi';
import { READ_PERMISSIONS, renderHierarchy } from '../users/screens';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const item = (user: ReturnType<typeof buildUser>, links: Partial<HierarchyItem> = {}): HierarchyItem => ({
  ...personOf(user),
  isBlocked: user.isBlocked,
  supervisors: [],
  subordinates: [],
  ...links,
});

const mariana = buildUser({ firstName: 'Mariana', lastName: 'Ortiz', email: 'cs@demo.local' });
const jorge = buildUser({ firstName: 'Jorge', lastName: 'Garza', email: 'manager@demo.local' });
const carlos = buildUser({ firstName: 'Carlos', lastName: 'Méndez', email: 'seller@demo.local' });
const laura = buildUser({ firstName: 'Laura', lastName: 'Vega', email: 'seller2@demo.local' });
const andres = buildUser({ firstName: 'Andrés', lastName: 'Padilla', email: 'seller3@demo.local' });

function hierarchyApi(): FakeUsersApi {
  const api = fakeUsersApi(server);
  api.hierarchy = {
    'customer.service': [item(mariana, { subordinates: [personOf(carlos), personOf(laura)] })],
    'manager.seller': [item(jorge, { subordinates: [personOf(andres)] })],
    seller: [
      item(andres, { supervisors: [personOf(jorge)] }),
      item(carlos, { supervisors: [personOf(mariana)] }),
      item(laura, { supervisors: [personOf(mariana), personOf(jorge)] }),
    ],
  };
  return api;
}

type User = ReturnType<typeof userEvent.setup>;
const dialog = () => screen.getByRole('dialog', { name: /^Asignar vendedores/ });
const sellerBox = (name: RegExp) => within(dialog()).getByRole('checkbox', { name });

async function openAssign(user: User, representative: string) {
  await user.click(await screen.findByRole('button', { name: `Asignar vendedores: ${representative}` }));
  await within(dialog()).findByRole('list', { name: 'Vendedores' });
}

describe('the customer-service hierarchy', () => {
  it('lists the representatives with their sellers and supervisors, and switches to sales managers', async () => {
    hierarchyApi();
    const user = userEvent.setup({ delay: null });
    renderHierarchy();
    const card = await screen.findByRole('article', { name: 'Mariana Ortiz' });
    expect(within(card).getByText('Carlos Méndez')).toBeTruthy();
    expect(within(card).getByText('Laura Vega')).toBeTruthy();
    expect(within(card).getByText('Sin supervisor')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Gerentes de ventas' }));
    const manager = await screen.findByRole('article', { name: 'Jorge Garza' });
    expect(within(manager).getByText('Andrés Padilla')).toBeTruthy();
  });

  it('saves the whole set of sellers, starting from the current ones', async () => {
    const api = hierarchyApi();
    const user = userEvent.setup({ delay: null });
    renderHierarchy();
    await openAssign(user, 'Mariana Ortiz');
    expect(sellerBox(/^Carlos Méndez/)).toHaveProperty('checked', true);
    expect(sellerBox(/^Laura Vega/)).toHaveProperty('checked', true);
    expect(sellerBox(/^Andrés Padilla/)).toHaveProperty('checked', false);
    // Who else supervises each seller is said.
    expect(sellerBox(/^Laura Vega/).closest('li')?.textContent).toContain('También con Jorge Garza');

    await user.type(within(dialog()).getByRole('searchbox', { name: 'Buscar vendedor' }), 'andres');
    expect(within(dialog()).queryByRole('checkbox', { name: /^Carlos/ })).toBeNull();
    await user.click(sellerBox(/^Andrés Padilla/));
    await user.clear(within(dialog()).getByRole('searchbox', { name: 'Buscar vendedor' }));
    await user.click(sellerBox(/^Carlos Méndez/));
    expect(within(dialog()).getByText('Se agregarán 1 y se quitarán 1')).toBeTruthy();
    await user.click(within(dialog()).getByRole('button', { name: 'Guardar asignación' }));

    await screen.findByText('Se guardó la asignación de Mariana Ortiz');
    const saved = writes(api, 'PUT');
    expect(saved.map((c) => c.call)).toEqual([`PUT /api/users/${mariana.id}/subordinates`]);
    const ids = (saved[0]?.body as { subordinateIds: string[] } | undefined)?.subordinateIds ?? [];
    expect([...ids].sort()).toEqual([andres.id, laura.id].sort());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const card = await screen.findByRole('article', { name: 'Mariana Ortiz' });
    await waitFor(() => expect(within(card).getByText('Andrés Padilla')).toBeTruthy());
  });

  it('shows the server’s message when the change would make a cycle, and stays open', async () => {
    const api = hierarchyApi();
    api.refuse[`PUT /api/users/${mariana.id}/subordinates`] = {
      status: 409,
      body: {
        code: 'CONFLICT',
        message:
          'La asignación crearía un ciclo en la jerarquía: Mariana Ortiz ya está bajo la supervisión de Andrés Padilla',
      },
    };
    const user = userEvent.setup({ delay: null });
    renderHierarchy();
    await openAssign(user, 'Mariana Ortiz');
    await user.click(sellerBox(/^Andrés Padilla/));
    await user.click(within(dialog()).getByRole('button', { name: 'Guardar asignación' }));

    const alert = await within(dialog()).findByRole('alert');
    expect(alert.textContent).toBe(
      'La asignación crearía un ciclo en la jerarquía: Mariana Ortiz ya está bajo la supervisión de Andrés Padilla',
    );
    expect(sellerBox(/^Andrés Padilla/)).toHaveProperty('checked', true);
  });

  it('falls back to its own words when the server gives none', async () => {
    hierarchyApi();
    server.use(mock.put('/api/users/:id/subordinates', () => HttpResponse.json({}, { status: 500 })));
    const user = userEvent.setup({ delay: null });
    renderHierarchy();
    await openAssign(user, 'Mariana Ortiz');
    await user.click(sellerBox(/^Laura Vega/));
    await user.click(within(dialog()).getByRole('button', { name: 'Guardar asignación' }));
    expect((await within(dialog()).findByRole('alert')).textContent).toBe('No se pudo guardar la asignación');
  });

  it('shows the chain of command of a seller, level by level', async () => {
    const api = hierarchyApi();
    api.chains[laura.id] = [
      { level: 1, users: [personOf(jorge), personOf(mariana)] },
      { level: 2, users: [personOf(andres)] },
    ];
    const user = userEvent.setup({ delay: null });
    renderHierarchy();
    await user.click(await screen.findByRole('button', { name: 'Ver la cadena de mando de Laura Vega' }));
    const chain = await screen.findByRole('dialog', { name: /^Cadena de mando/ });
    expect(await within(chain).findByText('Nivel 1')).toBeTruthy();
    expect(within(chain).getByText('Nivel 2')).toBeTruthy();
    expect(within(chain).getByText('Jorge Garza')).toBeTruthy();
    expect(within(chain).getByText('Andrés Padilla')).toBeTruthy();
  });

  it('offers no assignment without write permission', async () => {
    hierarchyApi();
    renderHierarchy({ viewer: { role: 'customer.service', permissions: READ_PERMISSIONS } });
    await screen.findByRole('article', { name: 'Mariana Ortiz' });
    expect(screen.queryByRole('button', { name: /^Asignar vendedores/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Cadena de mando: Mariana Ortiz' })).toBeTruthy();
  });
});
