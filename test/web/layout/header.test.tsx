// @vitest-environment jsdom
/** Header and sidebar footer: role view for admins, view-as banner, user chip, language, sign-out. */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN_PERMISSIONS, currentPath, renderLayout } from './renderLayout';

// The bell belongs to the notifications work and has its own tests.
vi.mock('../../../src/web/notifications/NotificationsBell', () => ({ NotificationsBell: () => null }));

const ROLES = [
  { id: '11111111-1111-4111-8111-111111111111', name: 'seller', displayName: 'Vendedor' },
  { id: '22222222-2222-4222-8222-222222222222', name: 'finance.credit', displayName: 'Finanzas - Crédito' },
  { id: '33333333-3333-4333-8333-333333333333', name: 'operation', displayName: 'Operaciones' },
];

const asAdmin = {
  permissions: ADMIN_PERMISSIONS,
  role: 'admin',
  isAdmin: true,
  profile: {
    firstName: 'Ana',
    lastName: 'Robles Treviño',
    fullName: 'Ana Robles Treviño',
    email: 'admin@granelbajio.mx',
    role: { id: '44444444-4444-4444-8444-444444444444', name: 'admin', displayName: 'Administrador' },
  },
};

function header() {
  return screen.getByRole('banner', { name: 'Encabezado' });
}

describe('header', () => {
  it('lets an admin view the product as another role, listed by display name', async () => {
    const user = userEvent.setup({ delay: null });
    const { authProvider, getViewAsRoles } = renderLayout({
      ...asAdmin,
      path: '/orders',
      viewAsRoles: ROLES,
    });
    await user.click(await within(header()).findByRole('button', { name: 'Ver como' }));
    const menu = await screen.findByRole('menu', { name: 'Ver la aplicación como' });
    await waitFor(() =>
      expect(
        within(menu)
          .getAllByRole('menuitem')
          .map((i) => i.textContent),
      ).toEqual(['Finanzas - Crédito', 'Operaciones', 'Vendedor']),
    );
    expect(getViewAsRoles).toHaveBeenCalled();

    await user.click(within(menu).getByRole('menuitem', { name: 'Vendedor' }));
    expect(authProvider.viewAs).toHaveBeenCalledWith('seller');
    await waitFor(() => expect(currentPath()).toBe('/dashboard'));
  });

  it('offers no role view to other users', async () => {
    renderLayout();
    await screen.findByRole('navigation', { name: 'Menú principal' });
    await within(header()).findByText('Carlos Méndez Ruiz');
    expect(within(header()).queryByRole('button', { name: 'Ver como' })).toBeNull();
  });

  it('shows the view-as banner with the way back while viewing as another role', async () => {
    const user = userEvent.setup({ delay: null });
    const { authProvider } = renderLayout({
      path: '/customers',
      role: 'seller',
      actorRole: 'admin',
      profile: { viewAs: { role: 'seller', actorId: '55555555-5555-4555-8555-555555555555' } },
    });
    const banner = await screen.findByRole('region', { name: 'Viendo como: Vendedor' });
    expect(within(banner).getByText('Viendo como: Vendedor')).toBeTruthy();
    // Viewing as a seller, the admin is a seller: no role selector.
    expect(within(header()).queryByRole('button', { name: 'Ver como' })).toBeNull();

    await user.click(within(banner).getByRole('button', { name: 'Regresar a administrador' }));
    expect(authProvider.stopViewAs).toHaveBeenCalled();
    await waitFor(() => expect(currentPath()).toBe('/dashboard'));
  });

  it('shows the banner from the token alone (after a reload) and in English', async () => {
    renderLayout({ locale: 'en', role: 'seller', actorRole: 'admin', profile: { viewAs: null } });
    const banner = await screen.findByRole('region', { name: 'Viewing as: Seller' });
    expect(within(banner).getByRole('button', { name: 'Back to admin' })).toBeTruthy();
  });

  it('shows the user chip with the initial and full name, or "Usuario" without a name', async () => {
    const first = renderLayout();
    const chip = await screen.findByTestId('user-chip');
    await waitFor(() => expect(chip.textContent).toBe('CCarlos Méndez Ruiz'));
    first.unmount();

    renderLayout({ profile: { firstName: '', lastName: '', fullName: '' } });
    await waitFor(() => expect(screen.getByTestId('user-chip').textContent).toContain('Usuario'));
  });

  it('links the tenant logo (its short name here) to the start page, named by what it shows', async () => {
    renderLayout();
    const home = await within(header()).findByRole('link', { name: /^Granel Bajío\s*Ir al inicio$/ });
    expect(home.getAttribute('href')).toBe('/');
    expect(home.textContent).toContain('Granel Bajío');
  });
});

describe('sidebar footer', () => {
  it('shows avatar initials, full name and e-mail', async () => {
    renderLayout();
    const aside = document.getElementById('app-sidebar')!;
    await within(aside).findByText('carlos.mendez@granelbajio.mx');
    expect(within(aside).getByText('Carlos Méndez Ruiz')).toBeTruthy();
    expect(within(aside).getByText('CM')).toBeTruthy();
  });

  it('switches the language, keeps it in the cookie and saves it to the preferences', async () => {
    const user = userEvent.setup({ delay: null });
    const { savePreferences } = renderLayout();
    const language = await screen.findByRole('group', { name: 'Idioma' });
    await user.click(within(language).getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('navigation', { name: 'Main menu' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();
    expect(document.cookie).toContain('bo_lang=en');
    expect(document.documentElement.lang).toBe('en');
    expect(savePreferences).toHaveBeenCalledWith({ language: 'en' });
  });

  it('signs out, then goes to / after 150 ms', async () => {
    const { authProvider } = renderLayout({ path: '/orders' });
    const signOut = await screen.findByRole('button', { name: 'Cerrar sesión' });
    // The 150 ms are the test's clock, not the machine's (one click: user-event's settling would
    // wait on the faked clock).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      fireEvent.click(signOut);
      await act(async () => {});
      expect(authProvider.logout).toHaveBeenCalled();
      await act(() => vi.advanceTimersByTimeAsync(149));
      expect(currentPath()).toBe('/orders');
      await act(() => vi.advanceTimersByTimeAsync(1));
      await vi.waitFor(() => expect(currentPath()).toBe('/'));
    } finally {
      vi.useRealTimers();
    }
  });
});
