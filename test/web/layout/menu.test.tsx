// @vitest-environment jsdom
/** The sidebar shows exactly what canAccess allows the viewer, group by group. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MENU } from '../../../src/web/navigation/menu';
import { ADMIN_PERMISSIONS, renderLayout, SELLER_PERMISSIONS } from './renderLayout';

// The bell belongs to the notifications work and has its own tests.
vi.mock('../../../src/web/notifications/NotificationsBell', () => ({ NotificationsBell: () => null }));

async function menu() {
  return screen.findByRole('navigation', { name: 'Menú principal' });
}

/** Opens every closed group and returns the names of the menu's links, in order. */
async function allLinks(nav: HTMLElement): Promise<string[]> {
  const user = userEvent.setup({ delay: null });
  for (const button of within(nav).queryAllByRole('button', { expanded: false })) await user.click(button);
  const sections = within(nav).getByRole('list', { name: 'Secciones' });
  return within(sections)
    .getAllByRole('link')
    .map((a) => a.textContent ?? '');
}

function groupTitles(nav: HTMLElement): string[] {
  return within(nav)
    .queryAllByRole('button', { expanded: false })
    .concat(within(nav).queryAllByRole('button', { expanded: true }))
    .map((b) => b.textContent ?? '');
}

describe('sidebar menu', () => {
  it('shows a seller-like viewer only the sections their permissions open', async () => {
    renderLayout({ permissions: SELLER_PERMISSIONS });
    const nav = await menu();
    await within(nav).findByRole('link', { name: 'Inicio' });
    expect(groupTitles(nav).sort()).toEqual(
      ['Clientes', 'Órdenes', 'Solicitudes de precio', 'Tableros'].sort(),
    );
    expect(await allLinks(nav)).toEqual([
      'Lista de órdenes',
      'Crear orden',
      'Lista de clientes',
      'Crear cliente',
      'Lista de solicitudes',
      'Crear solicitud de precio',
      'Ventas',
    ]);
  });

  it('hides a group none of whose items is allowed', async () => {
    renderLayout({ permissions: ['DASHBOARD_READ', 'CLIENT_LISTING_READ'] });
    const nav = await menu();
    await within(nav).findByRole('link', { name: 'Inicio' });
    expect(groupTitles(nav)).toEqual(['Clientes']);
    expect(within(nav).queryByRole('button', { name: 'Inventario' })).toBeNull();
    expect(within(nav).queryByRole('button', { name: 'Configuración' })).toBeNull();
  });

  it('shows an admin every group and every menu item', async () => {
    renderLayout({
      permissions: ADMIN_PERMISSIONS,
      role: 'admin',
      isAdmin: true,
      profile: { isCompanyEmail: true },
    });
    const nav = await menu();
    await within(nav).findByRole('link', { name: 'Inicio' });
    expect(groupTitles(nav)).toEqual([
      'Órdenes',
      'Inventario',
      'Clientes',
      'Solicitudes de precio',
      'Tableros',
      'Configuración',
    ]);
    const inGroups = MENU.filter((item) => item.group).length;
    expect(await allLinks(nav)).toHaveLength(inGroups);
  });

  it('names every item of an admin’s sidebar once: no item repeats its group’s title, no address twice', async () => {
    renderLayout({
      permissions: ADMIN_PERMISSIONS,
      role: 'admin',
      isAdmin: true,
      profile: { isCompanyEmail: true },
    });
    const nav = await menu();
    await within(nav).findByRole('link', { name: 'Inicio' });
    await allLinks(nav);
    const sections = within(nav).getByRole('list', { name: 'Secciones' });
    const groups = within(sections).getAllByRole('list');
    expect(groups).toHaveLength(6);
    for (const group of groups) {
      const title = group.getAttribute('aria-label');
      const names = within(group)
        .getAllByRole('link')
        .map((a) => a.textContent);
      expect(names, `${title}`).not.toContain(title);
    }
    const links = within(sections).getAllByRole('link');
    const names = links.map((a) => a.textContent);
    const addresses = links.map((a) => a.getAttribute('href'));
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(addresses).size).toBe(addresses.length);
  });

  it('shows the credit-terms item only to company e-mails', async () => {
    const first = renderLayout({ permissions: SELLER_PERMISSIONS, profile: { isCompanyEmail: false } });
    let nav = await menu();
    await within(nav).findByRole('link', { name: 'Inicio' });
    expect(await allLinks(nav)).not.toContain('Términos de crédito');
    first.unmount();

    renderLayout({ permissions: SELLER_PERMISSIONS, profile: { isCompanyEmail: true } });
    nav = await menu();
    await within(nav).findByRole('link', { name: 'Inicio' });
    expect(await allLinks(nav)).toContain('Términos de crédito');
  });

  it('opens the group of the current page and marks its item as current', async () => {
    renderLayout({ path: '/orders/create' });
    const nav = await menu();
    const item = await within(nav).findByRole('link', { name: 'Crear orden' });
    expect(item.getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('button', { name: 'Órdenes' }).getAttribute('aria-expanded')).toBe('true');
    expect(within(nav).getByRole('button', { name: 'Clientes' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('lets the user close and reopen a group by hand', async () => {
    const user = userEvent.setup({ delay: null });
    renderLayout({ path: '/orders' });
    const nav = await menu();
    await within(nav).findByRole('link', { name: 'Crear orden' });
    await user.click(within(nav).getByRole('button', { name: 'Órdenes' }));
    await waitFor(() => expect(within(nav).queryByRole('link', { name: 'Crear orden' })).toBeNull());
    await user.click(within(nav).getByRole('button', { name: 'Órdenes' }));
    expect(await within(nav).findByRole('link', { name: 'Crear orden' })).toBeTruthy();
  });

  it('shows skeleton rows while permissions and identity load', async () => {
    renderLayout({ loading: true });
    const nav = await menu();
    expect(within(nav).getByRole('status', { name: 'Cargando el menú…' })).toBeTruthy();
    expect(within(nav).queryAllByRole('link')).toHaveLength(0);
  });

  it('names items and groups in English when English is chosen', async () => {
    renderLayout({ locale: 'en', permissions: SELLER_PERMISSIONS });
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    await within(nav).findByRole('link', { name: 'Home' });
    expect(groupTitles(nav).sort()).toEqual(['Customers', 'Dashboards', 'Orders', 'Price requests'].sort());
  });
});
