// @vitest-environment jsdom
/**
 * Every routed screen asks canAccess for its own action before it renders: a forbidden address
 * shows 'Acceso Denegado' naming its section, whatever resource or page it belongs to.
 */
import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { CoreAdminUI } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { resources } from '../../../src/web/resources';
import { canAccessFor } from '../support/access';
import { fakeAuthProvider, renderAdmin } from '../support/renderAdmin';

const Layout = ({ children }: { children: ReactNode }) => <main>{children}</main>;

function openAs(path: string, permissions: string[]) {
  const authProvider = fakeAuthProvider({
    checkAuth: async () => undefined,
    canAccess: canAccessFor(permissions),
  });
  return renderAdmin(
    <CoreAdminUI layout={Layout} requireAuth>
      {resources}
    </CoreAdminUI>,
    { path, authProvider },
  );
}

describe('screen gates', () => {
  it.each([
    ['/orders/create', 'Crear orden'],
    ['/orders/0b9d3c1e-56a4-4d4f-9a53-1d6f0f2c7a10', 'Detalle de orden'],
    ['/orders/pending-released', 'Pendientes de liberación'],
    ['/customers/create', 'Crear cliente'],
    ['/config/tenant', 'Configuración de la empresa'],
    ['/dashboard/mtd-projection', 'Proyección MTD'],
  ])('refuses %s to a viewer without its permission, naming «%s»', async (path, section) => {
    openAs(path, ['CLIENT_LISTING_READ']);
    expect(await screen.findByRole('heading', { name: 'Acceso Denegado' })).toBeTruthy();
    expect(screen.getByText(section, { exact: false })).toBeTruthy();
  });

  it('opens a page whose permission the viewer holds', async () => {
    openAs('/dashboard/mtd-projection', ['DASHBOARD_MTD_READ']);
    expect(await screen.findByRole('heading', { name: 'Proyección MTD' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Acceso Denegado' })).toBeNull();
  });
});
