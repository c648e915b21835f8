// @vitest-environment jsdom
/** Favourites: star to add/remove, reorder and remove in the dialog, saved to the preferences. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderLayout } from './renderLayout';

// The bell belongs to the notifications work and has its own tests.
vi.mock('../../../src/web/notifications/NotificationsBell', () => ({ NotificationsBell: () => null }));

async function favouritesBlock() {
  const nav = await screen.findByRole('navigation', { name: 'Menú principal' });
  await within(nav).findByRole('link', { name: 'Inicio' });
  return { nav, block: within(nav).getByRole('region', { name: 'Favoritos' }) };
}

/** Names of the links in a list; the page behind an open dialog counts too (it is aria-hidden). */
function names(list: HTMLElement) {
  return within(list)
    .getAllByRole('link', { hidden: true })
    .map((a) => a.textContent);
}

describe('favourites', () => {
  it('adds an item with its star and saves the new list', async () => {
    const user = userEvent.setup({ delay: null });
    const { savePreferences } = renderLayout({
      path: '/customers',
      profile: { preferences: { favourites: ['orders'] } },
    });
    const { nav, block } = await favouritesBlock();
    expect(names(block)).toEqual(['Lista de órdenes']);

    await user.click(within(nav).getByRole('button', { name: 'Agregar «Lista de clientes» a favoritos' }));

    expect(savePreferences).toHaveBeenCalledWith({ favourites: ['orders', 'customers'] });
    await waitFor(() => expect(names(block)).toEqual(['Lista de órdenes', 'Lista de clientes']));
    const star = within(nav).getAllByRole('button', { name: 'Quitar «Lista de clientes» de favoritos' })[0]!;
    expect(star.getAttribute('aria-pressed')).toBe('true');
  });

  it('removes an item with its star', async () => {
    const user = userEvent.setup({ delay: null });
    const { savePreferences } = renderLayout({
      profile: { preferences: { favourites: ['orders', 'customers'] } },
    });
    const { block } = await favouritesBlock();
    await user.click(within(block).getByRole('button', { name: 'Quitar «Lista de órdenes» de favoritos' }));
    expect(savePreferences).toHaveBeenCalledWith({ favourites: ['customers'] });
    await waitFor(() => expect(names(block)).toEqual(['Lista de clientes']));
  });

  it('reorders and removes in the manage dialog, keeping focus on the pressed button', async () => {
    const user = userEvent.setup({ delay: null });
    const { savePreferences } = renderLayout({
      profile: { preferences: { favourites: ['orders', 'customers', 'dashboard-sales'] } },
    });
    const { nav, block } = await favouritesBlock();
    await user.click(within(nav).getByRole('button', { name: 'Administrar favoritos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Administrar favoritos' });
    expect(within(dialog).getByRole('button', { name: 'Subir «Lista de órdenes»' })).toHaveProperty(
      'disabled',
      true,
    );

    const down = within(dialog).getByRole('button', { name: 'Bajar «Lista de órdenes»' });
    await user.click(down);
    expect(savePreferences).toHaveBeenLastCalledWith({
      favourites: ['customers', 'orders', 'dashboard-sales'],
    });
    await waitFor(() => expect(names(block)).toEqual(['Lista de clientes', 'Lista de órdenes', 'Ventas']));
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(dialog).getByRole('button', { name: 'Bajar «Lista de órdenes»' }),
      ),
    );
    expect(within(dialog).getByRole('status').textContent).toBe(
      '«Lista de órdenes» ahora está en la posición 2 de 3.',
    );

    // Keyboard: Enter on the focused arrow moves it again, to the end.
    await user.keyboard('{Enter}');
    expect(savePreferences).toHaveBeenLastCalledWith({
      favourites: ['customers', 'dashboard-sales', 'orders'],
    });

    await user.click(within(dialog).getByRole('button', { name: 'Quitar «Lista de clientes» de favoritos' }));
    expect(savePreferences).toHaveBeenLastCalledWith({ favourites: ['dashboard-sales', 'orders'] });
    await waitFor(() => expect(names(block)).toEqual(['Ventas', 'Lista de órdenes']));
  });

  it('shows an empty-state hint in the dialog when there are none', async () => {
    const user = userEvent.setup({ delay: null });
    renderLayout();
    const { nav } = await favouritesBlock();
    expect(within(nav).getByText('Marca la estrella de una sección para tenerla aquí.')).toBeTruthy();
    await user.click(within(nav).getByRole('button', { name: 'Administrar favoritos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Administrar favoritos' });
    expect(within(dialog).getByText('Aún no tienes favoritos')).toBeTruthy();
  });

  it('keeps favourites the viewer cannot open now (view-as) when saving', async () => {
    const user = userEvent.setup({ delay: null });
    const { savePreferences } = renderLayout({
      profile: { preferences: { favourites: ['tenant-config', 'orders'] } },
    });
    const { nav, block } = await favouritesBlock();
    expect(names(block)).toEqual(['Lista de órdenes']);
    await user.click(within(nav).getByRole('button', { name: 'Administrar favoritos' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Quitar «Lista de órdenes» de favoritos' }));
    expect(savePreferences).toHaveBeenCalledWith({ favourites: ['tenant-config'] });
  });

  it('shows the change at once and puts it back with an error when the save fails', async () => {
    const user = userEvent.setup({ delay: null });
    // react-admin logs a failed data-provider call; the user-facing message is what counts here.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail: (error: Error) => void = () => undefined;
    renderLayout({
      path: '/customers',
      profile: { preferences: { favourites: [] } },
      savePreferences: () =>
        new Promise((_, reject) => {
          fail = reject;
        }),
    });
    const { nav, block } = await favouritesBlock();
    await user.click(within(nav).getByRole('button', { name: 'Agregar «Lista de clientes» a favoritos' }));
    await waitFor(() => expect(names(block)).toEqual(['Lista de clientes']));

    fail(new Error('boom'));
    expect(await screen.findByText('No se pudieron guardar tus favoritos. Inténtalo de nuevo.')).toBeTruthy();
    await waitFor(() => expect(within(block).queryAllByRole('link', { hidden: true })).toHaveLength(0));
    quiet.mockRestore();
  });
});
