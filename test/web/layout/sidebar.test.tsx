// @vitest-environment jsdom
/** Collapsing the sidebar: Ctrl/⌘+B and the header button, remembered in a cookie for 7 days. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { isToggleShortcut, readSidebarCookie, SIDEBAR_COOKIE } from '../../../src/web/layout/sidebarState';
import { renderLayout } from './renderLayout';

// The bell belongs to the notifications work and has its own tests.
vi.mock('../../../src/web/notifications/NotificationsBell', () => ({ NotificationsBell: () => null }));

function sidebarState() {
  return document.getElementById('app-sidebar')?.getAttribute('data-state');
}

function cookie(name: string) {
  return document.cookie
    .split('; ')
    .find((c) => c.startsWith(`${name}=`))
    ?.slice(name.length + 1);
}

describe('sidebar collapse', () => {
  it('is open by default and Ctrl+B / ⌘B toggle it, writing the cookie each time', async () => {
    renderLayout();
    const nav = await screen.findByRole('navigation', { name: 'Menú principal' });
    await within(nav).findByText('Inicio');
    expect(sidebarState()).toBe('expanded');

    fireEvent.keyDown(window, { key: 'b', ctrlKey: true });
    await waitFor(() => expect(sidebarState()).toBe('collapsed'));
    expect(cookie(SIDEBAR_COOKIE)).toBe('collapsed');
    // Collapsed to icons: the labels leave, the links keep their names for assistive technology.
    expect(within(nav).queryByText('Inicio')).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Inicio' })).toBeTruthy();

    fireEvent.keyDown(window, { key: 'B', metaKey: true });
    await waitFor(() => expect(sidebarState()).toBe('expanded'));
    expect(cookie(SIDEBAR_COOKIE)).toBe('open');
  });

  it('toggles from the header button, whose label names the shortcut', async () => {
    const user = userEvent.setup({ delay: null });
    renderLayout();
    await screen.findByRole('navigation', { name: 'Menú principal' });
    await user.click(screen.getByRole('button', { name: 'Contraer menú (Ctrl+B)' }));
    expect(sidebarState()).toBe('collapsed');
    expect(cookie(SIDEBAR_COOKIE)).toBe('collapsed');
    const expand = screen.getByRole('button', { name: 'Expandir menú (Ctrl+B)' });
    expect(expand.getAttribute('aria-expanded')).toBe('false');
    await user.click(expand);
    expect(sidebarState()).toBe('expanded');
  });

  it('starts collapsed when the cookie says so (a reload keeps the choice)', async () => {
    document.cookie = `${SIDEBAR_COOKIE}=collapsed; Path=/`;
    expect(readSidebarCookie()).toBe(false);
    renderLayout();
    await screen.findByRole('navigation', { name: 'Menú principal' });
    expect(sidebarState()).toBe('collapsed');
  });

  it('shows group flyouts with their items when collapsed', async () => {
    const user = userEvent.setup({ delay: null });
    document.cookie = `${SIDEBAR_COOKIE}=collapsed; Path=/`;
    renderLayout();
    const nav = await screen.findByRole('navigation', { name: 'Menú principal' });
    await user.click(await within(nav).findByRole('button', { name: 'Clientes' }));
    const flyout = await screen.findByRole('menu', { name: 'Secciones de Clientes' });
    expect(within(flyout).getByRole('menuitem', { name: 'Crear cliente' })).toBeTruthy();
  });

  it('recognises only Ctrl+B or ⌘B without other modifiers', () => {
    const base = { key: 'b', ctrlKey: false, metaKey: false, altKey: false, shiftKey: false };
    expect(isToggleShortcut({ ...base, ctrlKey: true })).toBe(true);
    expect(isToggleShortcut({ ...base, metaKey: true })).toBe(true);
    expect(isToggleShortcut({ ...base })).toBe(false);
    expect(isToggleShortcut({ ...base, ctrlKey: true, shiftKey: true })).toBe(false);
    expect(isToggleShortcut({ ...base, key: 'n', ctrlKey: true })).toBe(false);
  });
});
